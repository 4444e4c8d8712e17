import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toWallClock, wallClockOf, zoneNameAt } from '@/domain/zoned-time';
import { type DatesField, type DatesValues, instantsOf, limitsOf, zoneOfPlace } from '@/machines/booking/booking.form';
import { limitsHint, pickerBounds, placeClockHint } from '@/src/components/booking-limit-messages';
import { FormNotice } from './FormNotice';
import { SelectField, TextField } from './booking-fields';
import { chooseLocation, datesErrorMessage, datesLabels } from './booking-messages';
import type { Place, StepProps } from './step-props';
import { useFocusFirstInvalid } from '@/src/components/form/use-focus-first-invalid';

export const datesFields: readonly DatesField[] = ['from', 'to', 'pickUpLocation', 'dropOffLocation'];

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
  // The fields are the places' clocks, whatever the device's: each says which clock it is.
  const pickUpZone = zoneOfPlace(context.offer, context.dates.pickUpLocation);
  const dropOffZone = zoneOfPlace(context.offer, context.dates.dropOffLocation);
  const instants = instantsOf(context.offer, context.dates);
  const placeName = (slug: string) => places.find((place) => place.slug === slug)?.name ?? slug;
  const clock = (slug: string, zone: string, at: Date | undefined) => i18n._(placeClockHint(placeName(slug), zoneNameAt(at ?? opened, zone, i18n.locale)));
  // No day past the offer's horizon, no drop-off past its longest rental: said here before the driver tries.
  const bounds = pickerBounds(limits, opened, instants.from, pickUpZone);
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
          value={toWallClock(context.dates.from, pickUpZone) ?? context.dates.from}
          min={wallClockOf(opened, pickUpZone)}
          max={bounds.pickUpMax}
          helper={`${clock(context.dates.pickUpLocation, pickUpZone, instants.from)}. ${hint}`}
          error={error('from')}
          required
          inputRef={fieldRef('from')}
          onChange={(from) => change({ from })}
        />
        <TextField
          name="to"
          type="datetime-local"
          label={label('to')}
          value={toWallClock(context.dates.to, dropOffZone) ?? context.dates.to}
          min={wallClockOf(opened, dropOffZone)}
          max={bounds.dropOffMax}
          helper={clock(context.dates.dropOffLocation, dropOffZone, instants.to)}
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
