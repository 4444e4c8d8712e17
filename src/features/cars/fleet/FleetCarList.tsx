import { Button, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { canManageCarsOf, type FleetAccount } from '@/domain/fleet';
import type { Car } from '@/src/features/cars/CarCard';
import type { CatalogLookups } from '@/src/features/cars/CarFilters';
import { CarItems, type CarItemsProps } from '@/src/features/cars/CarItems';
import { DeleteCarDialog } from './DeleteCarDialog';
import { NewCarDialog } from './NewCarDialog';
import { useFleetActors } from './use-fleet';

export interface FleetOptions {
  /** The places and suppliers the new-car form offers. */
  lookups: CatalogLookups;
  /** A car was added or deleted: reload the list. */
  onChange: () => void;
}

export interface FleetCarListProps extends Omit<CarItemsProps, 'actionsFor'> {
  account: FleetAccount;
  fleet: FleetOptions;
}

/** The car list of an account that manages cars: 'New car' above it, 'Delete' on each car it may delete. */
export function FleetCarList({ account, fleet, ...list }: FleetCarListProps) {
  const { t } = useLingui();
  const { newCar, deleteCar } = useFleetActors(account, fleet.onChange);
  const newCarButton = useRef<HTMLButtonElement>(null);
  const supplier = fleet.lookups.suppliers.find((supplier) => supplier._id === account.supplierId)?.name;

  const deleteAction = (car: Car) => {
    if (!canManageCarsOf(account, car.supplier._id)) return null;
    const name = `${car.brand} ${car.model}`;
    return (
      <Button
        variant="outline"
        colorPalette="red"
        size="sm"
        alignSelf={{ base: 'stretch', md: 'flex-end' }}
        aria-label={t`Delete ${name}`}
        onClick={() => deleteCar.send({ type: 'deleteCar.ask', car })}
      >
        <Trash2 aria-hidden="true" />
        <Trans>Delete</Trans>
      </Button>
    );
  };

  return (
    <Stack gap="4">
      <HStack justify="flex-end">
        <Button ref={newCarButton} colorPalette="brand" onClick={() => newCar.send({ type: 'newCar.open' })}>
          <Plus aria-hidden="true" />
          <Trans>New car</Trans>
        </Button>
      </HStack>
      <CarItems {...list} actionsFor={deleteAction} />
      <NewCarDialog actor={newCar} lookups={fleet.lookups} supplierName={supplier} finalFocusRef={newCarButton} />
      <DeleteCarDialog actor={deleteCar} finalFocusRef={newCarButton} />
    </Stack>
  );
}
