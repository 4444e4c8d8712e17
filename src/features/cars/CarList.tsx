import { lazy, Suspense } from 'react';
import { canAddCars } from '@/domain/fleet';
import { useSessionUser } from '@/src/core/session-context';
import { CarItems, type CarItemsProps } from './CarItems';
import type { FleetOptions } from './fleet/FleetCarList';

// The fleet actions (their machines, the form, Chakra's Dialog) are a chunk of their own: only accounts
// that manage cars load it; until it is there, the list shows without them.
const FleetCarList = lazy(() => import('./fleet/FleetCarList').then((module) => ({ default: module.FleetCarList })));

export interface CarListProps extends Omit<CarItemsProps, 'actionsFor'> {
  /**
   * Offers the fleet actions ('New car', 'Delete') to a signed-in account that may use them
   * (domain/fleet.ts); lists without it (the home page's featured cars) never show them.
   */
  fleet?: FleetOptions;
}

/** The car list of the spec (search, all cars, a city, the home page): view, book, 'No cars.', and the fleet actions. */
export function CarList({ fleet, ...list }: CarListProps) {
  const user = useSessionUser();
  if (!fleet || !user || !canAddCars(user)) return <CarItems {...list} />;
  return (
    <Suspense fallback={<CarItems {...list} />}>
      <FleetCarList {...list} account={user} fleet={fleet} />
    </Suspense>
  );
}
