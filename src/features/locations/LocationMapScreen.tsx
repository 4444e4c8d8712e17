import { Box, Button, Center, Container, Grid, Heading, HStack, Icon, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Car, MapPin, Sailboat } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { MapBoundary } from '@/src/components/MapBoundary';
import type { Schemas } from '@/openapi/types';
import { useHydrated } from '@/src/core/hydrated';
import { useLanguage } from '@/src/core/use-language';
import { countLabels, countryName } from '@/src/components/place-labels';

type Location = Schemas['Location'];

// Leaflet and its CSS load with the map only, after the list is on screen.
const LocationMap = lazy(() => import('./LocationMap').then((module) => ({ default: module.LocationMap })));

/** The map's size: a band on phones, the window's height beside the list from `lg`. */
const mapHeight = { base: '320px', md: '420px', lg: 'calc(100dvh - 8rem)' };

function MapUnavailable() {
  return (
    <Center h="full" p="6" borderRadius="2xl" borderWidth="1px" borderColor="border.muted" bg="bg.muted" textAlign="center">
      <Text color="fg.muted">
        <Trans>The map could not be loaded. Every place is listed here.</Trans>
      </Text>
    </Center>
  );
}

function MapLoading() {
  const { t } = useLingui();
  return (
    <Center h="full" borderRadius="2xl" borderWidth="1px" borderColor="border.muted" bg="bg.muted" role="status" aria-label={t`Loading…`}>
      <Spinner size="lg" color="brand.primary" />
    </Center>
  );
}

/** One place in the list: its name (a link to its page), its country, and links to its cars and yachts. */
function LocationItem({ location }: { location: Location }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const { cars, yachts } = countLabels(i18n, location);
  const name = location.name;
  return (
    <Stack as="li" gap="3" p="4" borderRadius="xl" borderWidth="1px" borderColor="border.muted" bg="bg.panel">
      <HStack gap="3" align="flex-start">
        <Icon color="brand.fg" size="md" mt="0.5" flexShrink={0}>
          <MapPin aria-hidden="true" />
        </Icon>
        <Box minW="0">
          <Heading as="h3" size="md">
            <ChakraLink asChild color="fg" _hover={{ color: 'brand.fg' }}>
              <Link to="/cities/$cityName" params={{ cityName: location.slug }}>
                {location.name}
              </Link>
            </ChakraLink>
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {countryName(location.country, language)}
          </Text>
        </Box>
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" variant="subtle" colorPalette="brand">
          <Link to="/cities/$cityName" params={{ cityName: location.slug }} aria-label={t`${cars} in ${name}`}>
            <Car aria-hidden="true" />
            {cars}
          </Link>
        </Button>
        {location.yachtCount > 0 ? (
          <Button asChild size="sm" variant="subtle" colorPalette="brand">
            <Link to="/yachts" search={{ location: location.slug }} aria-label={t`${yachts} in ${name}`}>
              <Sailboat aria-hidden="true" />
              {yachts}
            </Link>
          </Button>
        ) : (
          <HStack gap="2" px="3" h="9" color="fg.muted" fontSize="sm">
            <Sailboat aria-hidden="true" size={16} />
            {yachts}
          </HStack>
        )}
      </HStack>
    </Stack>
  );
}

export interface LocationMapScreenProps {
  locations: Location[];
}

/** `/location-on-map`: the places on a map and, beside it (below on phones), the same places as a list of links. */
export function LocationMapScreen({ locations }: LocationMapScreenProps) {
  const hydrated = useHydrated();
  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '8', lg: '10' }}>
      <Stack gap="3" mb={{ base: '6', lg: '8' }} maxW="3xl">
        <Heading as="h1" fontSize={{ base: '3xl', lg: '4xl' }} lineHeight="1.15" letterSpacing="tight">
          <Trans>Our locations on a map</Trans>
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', lg: 'lg' }}>
          <Trans>Choose a place on the map or in the list to see its cars and yachts.</Trans>
        </Text>
      </Stack>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }} gap={{ base: '6', lg: '8' }} alignItems="start">
        <Box h={mapHeight} minH="320px" maxH={{ lg: '760px' }} position={{ lg: 'sticky' }} top={{ lg: '24' }}>
          <MapBoundary fallback={<MapUnavailable />}>
            {/* The map needs the browser (Leaflet reads the window as it loads): the server's page shows it loading. */}
            {hydrated ? (
              <Suspense fallback={<MapLoading />}>
                <LocationMap locations={locations} />
              </Suspense>
            ) : (
              <MapLoading />
            )}
          </MapBoundary>
        </Box>
        <Box as="section" aria-labelledby="location-list-title">
          <Heading id="location-list-title" as="h2" size="lg" mb="4">
            <Trans>All locations</Trans>
          </Heading>
          <Stack as="ul" listStyleType="none" gap="3">
            {locations.map((location) => (
              <LocationItem key={location.slug} location={location} />
            ))}
          </Stack>
        </Box>
      </Grid>
    </Container>
  );
}
