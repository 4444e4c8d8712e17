import { Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CarCard, type Car, type TripDates } from './CarCard';

export interface CarItemsProps {
  cars: readonly Car[];
  /** A car shown first and marked (the `$carId` addresses); left out of the rest of the list. */
  highlighted?: Car | null;
  dates?: TripDates;
  /** The level of each car's name: one below the heading the list sits under. */
  headingLevel?: 'h2' | 'h3';
  /** More actions on a car, beside 'View' and 'Book' ('Delete' for who may). */
  actionsFor?: (car: Car) => ReactNode;
}

/** The cards of a car list, or 'No cars.' */
export function CarItems({ cars, highlighted, dates, headingLevel, actionsFor }: CarItemsProps) {
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
          <CarCard car={highlighted} highlighted priority dates={dates} headingLevel={headingLevel} actions={actionsFor?.(highlighted)} />
        </li>
      )}
      {rest.map((car, index) => (
        <li key={car._id}>
          {/* The first card's image is what the page paints largest: asked for at once, not when scrolled to. */}
          <CarCard car={car} priority={!highlighted && index === 0} dates={dates} headingLevel={headingLevel} actions={actionsFor?.(car)} />
        </li>
      ))}
    </Stack>
  );
}
