import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useLatestCallback } from '@/src/core/use-latest-callback';
import { mustNameSupplier, type FleetAccount } from '@/domain/fleet';
import { deleteCarMachine } from '@/machines/fleet/delete-car.machine';
import { createFleetActors } from '@/machines/fleet/fleet.actors';
import { newCarMachine } from '@/machines/fleet/new-car.machine';
import { useApi } from '@/src/core/api-context';
import { handleError, refusalMessage } from '@/src/core/errors';
import { useLanguage } from '@/src/core/use-language';
import { notify } from '@/src/core/toasts';
import { changesSaved } from '@/src/components/form/form-messages';

/** A refused fleet call in the product's words (core/errors.ts), about the car; else the error helper's own text. */
const failureMessage = (i18n: I18n, error: unknown): string | undefined => refusalMessage(i18n, error, 'car');

/**
 * The new-car and delete-car machines of a car list, wired to the API, the toasts and the error
 * helper; `onChange` reloads the list after a car is added or deleted.
 */
export function useFleetActors(account: FleetAccount, onChange: () => void) {
  const { i18n } = useLingui();
  const api = useApi();
  const language = useLanguage();
  const reload = useLatestCallback(onChange);
  const [newCarLogic, deleteCarLogic] = useMemo(() => {
    const { createCar, deleteCar } = createFleetActors(api);
    const shared = {
      reloadCars: () => reload(),
      notifyFailure: (_: unknown, { error }: { error: unknown }) => handleError(error, failureMessage(i18n, error)),
    };
    const saved = () => notify('positive', i18n._(changesSaved));
    return [
      newCarMachine.provide({ actors: { createCar }, actions: { ...shared, notifyCreated: saved } }),
      deleteCarMachine.provide({ actors: { deleteCar }, actions: { ...shared, notifyDeleted: saved } }),
    ] as const;
  }, [api, i18n, reload]);
  const newCar = useActorRef(newCarLogic, { input: { supplierRequired: mustNameSupplier(account), language } });
  const deleteCar = useActorRef(deleteCarLogic);
  return { newCar, deleteCar };
}
