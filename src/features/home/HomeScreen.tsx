import { Badge, Box, Button, Container, Heading, HStack, Icon, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BadgeCheck, CalendarCheck, Car as CarIcon, Map as MapIcon, MapPin, Sailboat, ShieldCheck, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSessionUser } from '../../core/session-context';
import type { Schemas } from '../../api/client';
import { CarList } from '../cars/CarList';
import { carCategories, categoryLabels } from '../cars/labels';
import { destinations } from './destinations';
import type { HomeData } from './home-data';
import { HomeSearchForm } from './HomeSearchForm';
import { HeroArt } from './HeroArt';

function GuestActions({ inverted = false }: { inverted?: boolean }) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" width={{ base: 'full', sm: 'auto' }}>
      <Button asChild size="lg" colorPalette={inverted ? 'gray' : 'brand'} variant={inverted ? 'surface' : 'solid'}>
        <Link to="/sign-up">
          <Trans>Sign up</Trans>
        </Link>
      </Button>
      <Button
        asChild
        size="lg"
        variant="outline"
        colorPalette={inverted ? undefined : 'brand'}
        color={inverted ? 'white' : undefined}
        borderColor={inverted ? 'whiteAlpha.700' : undefined}
        _hover={inverted ? { bg: 'whiteAlpha.200' } : undefined}
      >
        <Link to="/sign-in">
          <Trans>Sign in</Trans>
        </Link>
      </Button>
    </Stack>
  );
}

function Hero() {
  const user = useSessionUser();
  const destinationCount = destinations.length;
  const firstName = user?.fullName.split(' ')[0] ?? '';
  return (
    <Box
      as="section"
      aria-labelledby="home-title"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      overflow="hidden"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', lg: '20' }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '16' }} alignItems="center">
          <Stack gap={{ base: '5', lg: '6' }} align="flex-start">
            <Badge
              colorPalette="brand"
              variant="surface"
              size="lg"
              borderRadius="full"
              px="3"
              py="1"
              h="auto"
              whiteSpace="normal"
            >
              <Sparkles aria-hidden="true" />
              <Trans>Cars and yachts on the Riviera and the Mediterranean</Trans>
            </Badge>
            <Heading
              id="home-title"
              as="h1"
              fontSize={{ base: '4xl', sm: '5xl', lg: '6xl' }}
              lineHeight="1.05"
              letterSpacing="tight"
              fontWeight="extrabold"
            >
              <Trans>
                Drive the Riviera.{' '}
                <Box as="span" color="brand.fg">
                  Sail the Med.
                </Box>
              </Trans>
            </Heading>
            <Text fontSize={{ base: 'lg', lg: 'xl' }} color="fg.muted" maxW="xl">
              <Trans>
                Rent a car or a yacht from verified local suppliers, from Monaco to Marbella. Book today, pay
                later, and cancel for free if your plans change.
              </Trans>
            </Text>
            {user ? (
              <Text fontSize="lg" fontWeight="semibold">
                <Trans>Welcome back, {firstName}!</Trans>
              </Text>
            ) : (
              <GuestActions />
            )}
            <HStack gap={{ base: '4', md: '6' }} wrap="wrap" color="fg.muted" fontSize="sm">
              <HStack gap="1.5">
                <Icon color="brand.fg" size="sm">
                  <CalendarCheck aria-hidden="true" />
                </Icon>
                <Trans>Free cancellation</Trans>
              </HStack>
              <HStack gap="1.5">
                <Icon color="brand.fg" size="sm">
                  <ShieldCheck aria-hidden="true" />
                </Icon>
                <Trans>Verified suppliers</Trans>
              </HStack>
              <HStack gap="1.5">
                <Icon color="brand.fg" size="sm">
                  <MapPin aria-hidden="true" />
                </Icon>
                <Plural value={destinationCount} one="# destination" other="# destinations" />
              </HStack>
            </HStack>
          </Stack>
          <Box maxW={{ base: 'md', lg: 'none' }} mx={{ base: 'auto', lg: '0' }} width="full">
            <HeroArt />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

interface ValuePointProps {
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
}

function ValuePoint({ icon, title, children }: ValuePointProps) {
  return (
    <Stack as="li" gap="3" p={{ base: '5', md: '6' }} borderWidth="1px" borderColor="border.muted" borderRadius="2xl" bg="bg.panel">
      <Icon
        aria-hidden="true"
        boxSize="11"
        p="2.5"
        borderRadius="xl"
        bg="brand.subtle"
        color="brand.fg"
      >
        {icon}
      </Icon>
      <Heading as="h3" size="lg">
        {title}
      </Heading>
      <Text color="fg.muted">{children}</Text>
    </Stack>
  );
}

function ValuePoints() {
  return (
    <Box as="section" aria-labelledby="home-why" py={{ base: '12', lg: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" mb={{ base: '8', lg: '10' }} maxW="2xl">
          <Heading id="home-why" as="h2" fontSize={{ base: '2xl', lg: '4xl' }} lineHeight="1.2" letterSpacing="tight">
            <Trans>Why rent with Azura</Trans>
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            <Trans>One marketplace for the road and the sea, with the same simple rules everywhere.</Trans>
          </Text>
        </Stack>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={{ base: '4', lg: '6' }}>
          <ValuePoint icon={<CalendarCheck />} title={<Trans>Free cancellation, pay later</Trans>}>
            <Trans>
              Choose pay later and you pay nothing today: changing or cancelling your booking is free of charge.
            </Trans>
          </ValuePoint>
          <ValuePoint icon={<BadgeCheck />} title={<Trans>Verified suppliers</Trans>}>
            <Trans>
              Every rental company and yacht charter is checked by our team before it can list a single car or
              boat.
            </Trans>
          </ValuePoint>
          <ValuePoint icon={<Sailboat />} title={<Trans>Cars and yachts in nine cities</Trans>}>
            <Trans>
              From a convertible for the coast road to a yacht for a day at sea, in the Mediterranean’s most
              sought-after destinations.
            </Trans>
          </ValuePoint>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function SectionHeading({ id, title, children }: { id: string; title: ReactNode; children?: ReactNode }) {
  return (
    <Stack gap="3" mb={{ base: '6', lg: '8' }} maxW="2xl">
      <Heading id={id} as="h2" fontSize={{ base: '2xl', lg: '4xl' }} lineHeight="1.2" letterSpacing="tight">
        {title}
      </Heading>
      {children && (
        <Text color="fg.muted" fontSize="lg">
          {children}
        </Text>
      )}
    </Stack>
  );
}

function SearchBand({ locations, city }: { locations: Schemas['Location'][]; city?: string }) {
  const { t } = useLingui();
  return (
    <Box as="section" aria-label={t`Find a car`} mt={{ base: '-4', lg: '-10' }} position="relative">
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <HomeSearchForm key={city ?? ''} locations={locations} city={city} />
      </Container>
    </Box>
  );
}

/** The city tiles: each place of the catalogue with its number of cars, from the API; then the map of them all. */
function CityTiles({ locations, city }: { locations: Schemas['Location'][]; city?: string }) {
  return (
    <Box as="section" aria-labelledby="home-destinations" py={{ base: '12', lg: '20' }} bg="bg.subtle">
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <SectionHeading id="home-destinations" title={<Trans>Nine destinations, from Monaco to Marbella</Trans>}>
          <Trans>Pick up a car or step aboard a yacht on the French Riviera, in Italy and in Spain.</Trans>
        </SectionHeading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3 }} gap={{ base: '3', lg: '4' }}>
          {locations.map((location) => {
            const count = location.carCount;
            const current = location.slug === city;
            return (
              <li key={location.slug}>
                <Link
                  to="/cities/$cityName"
                  params={{ cityName: location.slug }}
                  aria-current={current ? 'page' : undefined}
                >
                  <HStack
                    gap="3"
                    p={{ base: '3', md: '4' }}
                    borderRadius="xl"
                    bg="bg.panel"
                    borderWidth={current ? '2px' : '1px'}
                    borderColor={current ? 'brand.solid' : 'border.muted'}
                    minW="0"
                    _hover={{ borderColor: 'brand.solid' }}
                  >
                    <Icon color="brand.fg" size={{ base: 'md', md: 'lg' }} flexShrink={0}>
                      <MapPin aria-hidden="true" />
                    </Icon>
                    <Box minW="0">
                      <Text fontWeight="semibold" fontSize={{ base: 'sm', md: 'md' }} lineClamp={1}>
                        {location.name}
                      </Text>
                      <Text color="fg.muted" fontSize={{ base: 'xs', md: 'sm' }}>
                        <Plural value={count} one="# car" other="# cars" />
                      </Text>
                    </Box>
                  </HStack>
                </Link>
              </li>
            );
          })}
        </SimpleGrid>
        <Box mt="6">
          <Button asChild variant="ghost" colorPalette="brand">
            <Link to="/location-on-map">
              <MapIcon aria-hidden="true" />
              <Trans>See all places on a map</Trans>
            </Link>
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

/** The car categories of the spec, each a link to its list. */
function Categories() {
  const { i18n } = useLingui();
  return (
    <Box as="section" aria-labelledby="home-categories" py={{ base: '12', lg: '16' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <SectionHeading id="home-categories" title={<Trans>Browse by category</Trans>} />
        <Wrap as="ul" listStyleType="none" gap="3">
          {carCategories.map((category) => (
            <li key={category}>
              <Button asChild variant="outline" colorPalette="brand" borderRadius="full">
                <Link to="/all-cars/category/$categoryName" params={{ categoryName: category.toLowerCase() }}>
                  <CarIcon aria-hidden="true" />
                  {i18n._(categoryLabels[category])}
                </Link>
              </Button>
            </li>
          ))}
        </Wrap>
      </Container>
    </Box>
  );
}

/** A few offers, or on a city's page that city's cars. */
function Offers({ data, cityName, city }: { data: HomeData; cityName?: string; city?: string }) {
  const total = data.total;
  return (
    <Box as="section" aria-labelledby="home-offers" py={{ base: '12', lg: '16' }}>
      <Container maxW="5xl" px={{ base: '4', md: '6' }}>
        <SectionHeading
          id="home-offers"
          title={cityName ? <Trans>Cars in {cityName}</Trans> : <Trans>Featured offers</Trans>}
        >
          {cityName ? (
            <Plural value={total} one="# car available to book" other="# cars available to book" />
          ) : (
            <Trans>Ready to drive today, from our verified suppliers.</Trans>
          )}
        </SectionHeading>
        <CarList cars={data.cars} />
        <Box mt="6">
          <Button asChild variant="ghost" colorPalette="brand">
            {city ? (
              <Link to="/all-cars/$cityName" params={{ cityName: city }}>
                <Trans>See all cars in {cityName}</Trans>
              </Link>
            ) : (
              <Link to="/all-cars">
                <Trans>See all cars</Trans>
              </Link>
            )}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

function JoinBand() {
  return (
    <Box as="section" aria-labelledby="home-join" py={{ base: '12', lg: '16' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack
          direction={{ base: 'column', lg: 'row' }}
          justify="space-between"
          align={{ base: 'flex-start', lg: 'center' }}
          gap="6"
          bg="brand.solid"
          color="brand.contrast"
          borderRadius="3xl"
          px={{ base: '6', md: '10' }}
          py={{ base: '8', md: '10' }}
        >
          <Stack gap="2" maxW="2xl">
            <Heading id="home-join" as="h2" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight">
              <Trans>Ready for the coast?</Trans>
            </Heading>
            <Text fontSize="lg">
              <Trans>Create your free account to book in a few clicks and keep all your rentals in one place.</Trans>
            </Text>
          </Stack>
          <GuestActions inverted />
        </Stack>
      </Container>
    </Box>
  );
}

export interface HomeScreenProps {
  data: HomeData;
  /** The city of `/cities/<city>`: chosen in the form, its cars shown. */
  city?: string;
}

/** The landing page: what Azura is, the car search, the cities, categories and offers, how to join. */
export function HomeScreen({ data, city }: HomeScreenProps) {
  const user = useSessionUser();
  const locations = data.locations ?? [];
  const cityName = city ? (locations.find((location) => location.slug === city)?.name ?? city) : undefined;
  return (
    <>
      <Hero />
      <SearchBand locations={locations} city={city} />
      <Offers data={data} city={city} cityName={cityName} />
      {locations.length > 0 && <CityTiles locations={locations} city={city} />}
      <Categories />
      <ValuePoints />
      {!user && <JoinBand />}
    </>
  );
}
