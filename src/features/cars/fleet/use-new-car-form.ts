import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { carInputLimits } from '../../../../domain/fleet';
import { carExtras } from '../../../../domain/price';
import { extraPriceRange, newCarFields, type NewCarField, type NewCarValues } from '../../../../machines/fleet/new-car.form';
import type { newCarMachine } from '../../../../machines/fleet/new-car.machine';
import type { Option } from './car-form-fields';
import { fieldErrorMessage, fieldLabels } from './fleet-messages';

const ranges: Partial<Record<NewCarField, { min: number; max: number }>> = {
  year: carInputLimits.year,
  seats: carInputLimits.seats,
  doors: carInputLimits.doors,
  mileage: carInputLimits.mileage,
  price: carInputLimits.price,
  deposit: carInputLimits.deposit,
  minimumAge: carInputLimits.minimumAge,
  ...Object.fromEntries(carExtras.map((extra) => [extra, extraPriceRange])),
};

/** What the fields of the 'New car' form read from the new-car machine, in the words of the form. */
export function useNewCarForm(actor: ActorRefFrom<typeof newCarMachine>) {
  const { i18n, t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;

  const label = (field: NewCarField) => i18n._(fieldLabels[field]);
  const error = (field: NewCarField) => {
    const key = context.errors[field];
    if (!key) return undefined;
    const range = ranges[field];
    return i18n._(fieldErrorMessage(key, label(field), range && { min: i18n.number(range.min), max: i18n.number(range.max) }));
  };
  const change = (values: Partial<NewCarValues>) => actor.send({ type: 'newCar.change', values });
  const options = <T extends string>(values: readonly T[], labels: Record<T, MessageDescriptor>): Option<T>[] =>
    values.map((value) => ({ value, label: i18n._(labels[value]) }));
  return {
    snapshot,
    context,
    busy: snapshot.hasTag('busy'),
    label,
    error,
    change,
    options,
    choose: t`Choose…`,
    missing: newCarFields.filter((field) => context.errors[field] === 'required').map(label),
    showSummary: snapshot.matches('editing') && Object.keys(context.errors).length > 0,
  };
}

export type NewCarForm = ReturnType<typeof useNewCarForm>;
