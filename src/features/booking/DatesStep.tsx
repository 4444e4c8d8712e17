import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type DatesField, type DatesValues, limitsOf } from '../../../machines/booking/booking.form';
import { parseLocalDateTime, toLocalDateTime } from '../../../machines/car-price/car-price.machine';
import { limitsHint, pickerBounds } from '../../components/booking-limit-messages';
import { FormNotice } from './FormNotice';
import { SelectField, TextField } from './booking-fields';
import { chooseLocation, datesErrorMessage, datesLabels } from './booking-messages';
import type { Place, StepProps } from './step-props';
import { useFocusFirstInvalid } from '../../components/form/use-focus-first-invalid';

export const datesFields: readonly DatesField[] = ['from', 'to', 'pickUpLocation', 'dropOffLocation'];

/** An ISO date-time (from the address) shown as the datetime-local value of the browser's time zone. */
const localValue = (value: string) => {
  const date = parseLocalDateTime(value);
  return date ? toLocalDateTime(date) : value;
};

export function DatesStep({ snapshot, send, places }: StepProps & { places: Place[] }) {
  const { i18n } = useLingui();
  const { context } = snapshot;
  const { fieldRef } = useFocusFirstInvalid(context.attempt, context.errors.dates, datesFields);
  const label = (field: DatesField) => i18n._(datesLabels[field]);
  const limits = limitsOf(context.offer);
  const error = (field: DatesField) => {
    const key = context.errors.dates[field];
    return key && i18n._(datesErrorMessage(key, label(field), context.offer.kind, limits));
  };
  const change = (values: Partial<DatesValues>) => send({ type: 'dates.change', values });
  const options = places.map((place) => ({ value: place.slug, label: place.name }));
  const opened = context.now ? new Date(context.now) : new Date();
  const now = toLocalDateTime(opened);
  // No day past the offer's horizon, no drop-off past its longest rental: said here before the driver tries.
  const bounds = pickerBounds(limits, opened, parseLocalDateTime(context.dates.from));
  const hint = i18n._(limitsHint(limits));
  // An offer at one place: nothing to choose (the machine starts with its only place), only said.
  const [only] = places;
  const onlyPlace = places.length === 1 && only && context.dates.pickUpLocation === only.slug && context.dates.dropOffLocation === only.slug ? only : undefined;

  return (
    <Stack gap="6">
      <FormNotice errors={context.errors.dates} order={datesFields} label={label} formError={context.formError === 'datesTaken' ? 'datesTaken' : null} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          name="from"
          type="datetime-local"
          label={label('from')}
          value={localValue(context.dates.from)}
          min={now}
          max={bounds.pickUpMax}
          helper={hint}
          error={error('from')}
          required
          inputRef={fieldRef('from')}
          onChange={(from) => change({ from })}
        />
        <TextField
          name="to"
          type="datetime-local"
          label={label('to')}
          value={localValue(context.dates.to)}
          min={now}
          max={bounds.dropOffMax}
          error={error('to')}
          required
          inputRef={fieldRef('to')}
          onChange={(to) => change({ to })}
        />
        {onlyPlace ? (
          <Text gridColumn={{ sm: 'span 2' }} fontWeight="medium">
            <Trans>Pick-up and drop-off: {onlyPlace.name}</Trans>
          </Text>
        ) : (
          <>
            <SelectField
              name="pickUpLocation"
              label={label('pickUpLocation')}
              value={context.dates.pickUpLocation}
              options={options}
              placeholder={i18n._(chooseLocation)}
              error={error('pickUpLocation')}
              required
              inputRef={fieldRef('pickUpLocation')}
              onChange={(pickUpLocation) => change({ pickUpLocation })}
            />
            <SelectField
              name="dropOffLocation"
              label={label('dropOffLocation')}
              value={context.dates.dropOffLocation}
              options={options}
              placeholder={i18n._(chooseLocation)}
              error={error('dropOffLocation')}
              required
              inputRef={fieldRef('dropOffLocation')}
              onChange={(dropOffLocation) => change({ dropOffLocation })}
            />
          </>
        )}
      </SimpleGrid>
    </Stack>
  );
}
