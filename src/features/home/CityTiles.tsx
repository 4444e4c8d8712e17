import { Box, Button, Container, HStack, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Map as MapIcon, MapPin } from 'lucide-react';
import type { Schemas } from '@/openapi/types';
import { SectionHeading } from '@/src/components/SectionHeading';

/**
 * The city tiles: each place of the catalogue that has cars, with their number, from the API; then the map of
 * them all. The caller leaves out places without cars.
 */
export function CityTiles({ locations, city }: { locations: Schemas['Location'][]; city?: string }) {
  return (
    <Box as="section" aria-labelledby="home-destinations" py={{ base: '12', lg: '20' }} bg="bg.subtle">
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <SectionHeading
          id="home-destinations"
          title={
            <Plural
              value={locations.length}
              one="# destination with cars to rent"
              other="# destinations with cars to rent"
            />
          }
        >
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
