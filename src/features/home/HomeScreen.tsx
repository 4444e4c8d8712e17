import { Box, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSessionUser } from '@/src/core/session-context';
import type { Schemas } from '@/openapi/types';
import { CityTiles } from './CityTiles';
import type { HomeData } from './home-data';
import { HomeCategories } from './HomeCategories';
import { HomeHero } from './HomeHero';
import { HomeSearchForm } from './HomeSearchForm';
import { JoinBand } from './JoinBand';
import { ValuePoints } from './ValuePoints';

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

export interface HomeScreenProps {
  data: HomeData;
  /** The city of `/cities/<city>`: chosen in the form, its cars shown. */
  city?: string;
  /** The offers band (the cars feature's), given the city's name: the route puts the two features together. */
  offers: (cityName: string | undefined) => ReactNode;
}

/** The landing page: what Azura is, the car search, the cities, categories and offers, how to join. */
export function HomeScreen({ data, city, offers }: HomeScreenProps) {
  const user = useSessionUser();
  const locations = data.locations ?? [];
  const cityName = city ? (locations.find((location) => location.slug === city)?.name ?? city) : undefined;
  // A place an admin has just added, with no car yet, would be a tile promising nothing: shown once it has one.
  const destinations = locations.filter((location) => location.carCount > 0);
  return (
    <>
      <HomeHero destinationCount={data.locations ? destinations.length : undefined} />
      <SearchBand locations={locations} city={city} />
      {offers(cityName)}
      {destinations.length > 0 && <CityTiles locations={destinations} city={city} />}
      <HomeCategories />
      <ValuePoints />
      {!user && <JoinBand />}
    </>
  );
}
