import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import type { Schemas } from '@/openapi/types';
import { nearbyPlacesWithCars } from './nearby-places';

export interface NoCarsHelpProps {
  /** The place searched, if any. */
  location: string | undefined;
  /** The place is the page's own (`/all-cars/nice`): a place nearby is another page. */
  locationLocked: boolean;
  /** Filters the person set (the page's own left out): clearing them is a way out. */
  filterCount: number;
  /** Filters fixed by the page's address: all cars are on another page. */
  presetCount: number;
  places: readonly Schemas['Location'][];
  onClear: () => void;
  onPlace: (slug: string) => void;
}

/** Shown under 'No cars.' of a search: the ways out of it (fewer filters, all cars, the places nearby that have cars). */
export function NoCarsHelp({ location, locationLocked, filterCount, presetCount, places, onClear, onPlace }: NoCarsHelpProps) {
  const nearby = location ? nearbyPlacesWithCars(places, location, 3) : [];
  if (filterCount === 0 && presetCount === 0 && nearby.length === 0) return null;
  return (
    <Stack gap="5" align="center" textAlign="center" pb="10">
      <HStack gap="3" wrap="wrap" justify="center">
        {filterCount > 0 && (
          <Button colorPalette="brand" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
        {presetCount > 0 && (
          <Button asChild variant="outline" colorPalette="brand">
            <Link to="/all-cars">
              <Trans>Show all cars</Trans>
            </Link>
          </Button>
        )}
      </HStack>
      {nearby.length > 0 && (
        <Stack as="section" aria-labelledby="no-cars-nearby" gap="3" align="center">
          <Text id="no-cars-nearby" fontWeight="semibold">
            <Trans>Cars nearby</Trans>
          </Text>
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" justify="center">
            {nearby.map((place) => {
              const label = (
                <>
                  <MapPin aria-hidden="true" />
                  {place.name} · <Plural value={place.carCount} one="# car" other="# cars" />
                </>
              );
              return (
                <li key={place.slug}>
                  {locationLocked ? (
                    <Button asChild size="sm" variant="outline">
                      <Link to="/all-cars/$cityName" params={{ cityName: place.slug }}>
                        {label}
                      </Link>
                    </Button>
                  ) : (
                    <Button size="sm" variant="outline" onClick={() => onPlace(place.slug)}>
                      {label}
                    </Button>
                  )}
                </li>
              );
            })}
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
