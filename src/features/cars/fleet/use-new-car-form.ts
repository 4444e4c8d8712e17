import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { carInputLimits } from '@/domain/fleet';
import { carExtras } from '@/domain/price';
import { extraPriceRange, newCarFields, type NewCarField, type NewCarFieldError, type NewCarValues } from '@/machines/fleet/new-car.form';
import type { FieldErrors } from '@/machines/shared/form';
import type { newCarMachine } from '@/machines/fleet/new-car.machine';
import type { Option } from '@/src/components/form/record-fields';
import { fieldErrorMessage } from '@/src/components/form/form-messages';
import { fieldLabels } from './fleet-messages';

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

/** What a car form holds, whichever machine runs it: the dialog's (new-car) or the back office's page (vehicle-form). */
export interface CarFormState {
  values: NewCarValues;
  errors: FieldErrors<NewCarField, NewCarFieldError>;
  supplierRequired: boolean;
  attempt: number;
}

/** What the fields of a car form read, in the words of the form; `change` sends the machine its change event. */
export function useCarFormView(state: CarFormState, change: (values: Partial<NewCarValues>) => void, { busy, editing }: { busy: boolean; editing: boolean }) {
  const { i18n, t } = useLingui();
  const { errors } = state;
  const context = { ...state.values, errors, supplierRequired: state.supplierRequired, attempt: state.attempt };

  const label = (field: NewCarField) => i18n._(fieldLabels[field]);
  const error = (field: NewCarField) => {
    const key = errors[field];
    if (!key) return undefined;
    const range = ranges[field];
    return i18n._(fieldErrorMessage(key, label(field), range && { min: i18n.number(range.min), max: i18n.number(range.max) }));
  };
  const options = <T extends string>(values: readonly T[], labels: Record<T, MessageDescriptor>): Option<T>[] =>
    values.map((value) => ({ value, label: i18n._(labels[value]) }));
  return {
    context,
    busy,
    label,
    error,
    change,
    options,
    choose: t`Choose…`,
    missing: newCarFields.filter((field) => errors[field] === 'required').map(label),
    showSummary: editing && Object.keys(errors).length > 0,
  };
}

export type NewCarForm = ReturnType<typeof useCarFormView>;

/** The 'New car' dialog's form, on the new-car machine. */
export function useNewCarForm(actor: ActorRefFrom<typeof newCarMachine>) {
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const view = useCarFormView(
    { values: context, errors: context.errors, supplierRequired: context.supplierRequired, attempt: context.attempt },
    (values) => actor.send({ type: 'newCar.change', values }),
    { busy: snapshot.hasTag('busy'), editing: snapshot.matches('editing') },
  );
  return { ...view, snapshot };
}
