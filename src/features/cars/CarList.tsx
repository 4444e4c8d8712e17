import { Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { CarCard, type Car, type TripDates } from './CarCard';

export interface CarListProps {
  cars: readonly Car[];
  /** A car shown first and marked (the `$carId` addresses); left out of the rest of the list. */
  highlighted?: Car | null;
  dates?: TripDates;
}

/**
 * The car list of the spec (search, all cars, a city, the home page). 'New car' and the delete
 * confirmation of the spec's list wait for a create/delete API, so no role sees them yet.
 */
export function CarList({ cars, highlighted, dates }: CarListProps) {
  const rest = highlighted ? cars.filter((car) => car._id !== highlighted._id) : cars;
  if (!highlighted && rest.length === 0) {
    return (
      <Text py="10" textAlign="center" color="fg.muted" fontSize="lg">
        <Trans>No cars.</Trans>
      </Text>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" gap="4">
      {highlighted && (
        <li key={highlighted._id}>
          <CarCard car={highlighted} highlighted dates={dates} />
        </li>
      )}
      {rest.map((car) => (
        <li key={car._id}>
          <CarCard car={car} dates={dates} />
        </li>
      ))}
    </Stack>
  );
}
