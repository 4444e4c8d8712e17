import { Alert, Box, Button, Checkbox, Field, Fieldset, Heading, Input, NativeSelect, Separator, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { extraOffer } from '@/domain/catalog';
import { formatMoney } from '@/domain/money';
import { carExtras, isDailyExtra } from '@/domain/price';
import {
  type CarPriceInput,
  carPriceMachine,
  countedExtras,
  instantsAt,
  quoteOf,
  zoneOf,
} from '@/machines/car-price/car-price.machine';
import { zoneNameAt } from '@/domain/zoned-time';
import type { Schemas } from '@/openapi/types';
import { useHydrated } from '@/src/core/hydrated';
import { useLanguage } from '@/src/core/use-language';
import { extraLabels } from '@/src/components/booking-labels';
import { limitsHint, pickerBounds, placeClockHint } from '@/src/components/booking-limit-messages';
import { datesProblemMessage } from './car-detail-messages';
import { PriceBreakdown } from '@/src/components/PriceBreakdown';
import { InertUntilHydrated } from '@/src/components/InertUntilHydrated';

export interface CarPriceCalculatorProps {
  input: CarPriceInput;
  /** The car's pick-up places, with their names in the page's language. */
  places: Schemas['Location'][];
  /** Brings the calculator into view and puts the focus on the pick-up date. */
  focusOnMount?: boolean;
  /** The car booked by 'Choose this car'; by default the `id` of the car page's address. */
  carId?: string;
}


/**
 * The price of the car for the chosen dates and extras, shown from the car-price machine's state:
 * the screen only sends `dates.change`, `extra.toggle` and `location.change`.
 */
export function CarPriceCalculator({ input, places, focusOnMount = false, carId: givenCarId }: CarPriceCalculatorProps) {
  const hydrated = useHydrated();
  const params: { id?: string } = useParams({ strict: false });
  const carId = givenCarId ?? params.id;
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const [snapshot, send] = useMachine(carPriceMachine, { input });
  const { context } = snapshot;
  const quote = quoteOf(context);
  const counted = countedExtras(context.car, context.chosen);
  const chosenExtras = carExtras.filter((extra) => counted[extra]);
  const offered = carExtras.filter((extra) => extraOffer(context.car.extras[extra]).kind !== 'notOffered');
  const money = (amount: number) => formatMoney(amount, language);
  const id = useId();
  const problemId = `${id}-dates-problem`;
  const invalid = snapshot.hasTag('error');
  // No day past the car's horizon, no drop-off past its longest rental: the pickers offer none, the hint says why.
  // The dates are the pick-up place's clock, whatever the visitor's: the hint names it.
  const timeZone = zoneOf(context);
  const instants = instantsAt(context, timeZone);
  const bounds = pickerBounds(context.limits, new Date(context.now), instants.from, timeZone);
  const clockPlace = places.find((place) => place.slug === context.location) ?? places.find((place) => context.timeZones[place.slug] === timeZone);
  const clock = clockPlace ? i18n._(placeClockHint(clockPlace.name, zoneNameAt(instants.from ?? context.now, timeZone, i18n.locale))) : undefined;
  const hintId = `${id}-limits`;
  const pickUpRef = useRef<HTMLInputElement>(null);
  // A car offered at one place starts there (CarDetailScreen): nothing to choose, only said.
  const onlyPlace = places.length === 1 && places[0]?.slug === context.location ? places[0] : undefined;
  useEffect(() => {
    if (!focusOnMount) return;
    pickUpRef.current?.scrollIntoView({ block: 'center' });
    pickUpRef.current?.focus({ preventScroll: true });
  }, [focusOnMount]);

  return (
    <Box
      as="section"
      aria-labelledby={`${id}-title`}
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="2xl"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
    >
      <Heading id={`${id}-title`} as="h2" size="xl" mb="4">
        <Trans>Price calculator</Trans>
      </Heading>
      {/* Choices the page's script prices: off until it runs (the link to book works at once). */}
      <InertUntilHydrated>
      <Stack gap="5">
        <Stack direction={{ base: 'column', sm: 'row', lg: 'column' }} gap="4">
          <Field.Root invalid={invalid} minW="0">
            <Field.Label>
              <Trans>Pick-up</Trans>
            </Field.Label>
            <Input
              ref={pickUpRef}
              type="datetime-local"
              name="pickUp"
              value={context.pickUp}
              max={hydrated ? bounds.pickUpMax : undefined}
              aria-describedby={invalid ? `${problemId} ${hintId}` : hintId}
              onChange={(event) => send({ type: 'dates.change', pickUp: event.target.value })}
            />
          </Field.Root>
          <Field.Root invalid={invalid} minW="0">
            <Field.Label>
              <Trans>Drop-off</Trans>
            </Field.Label>
            <Input
              type="datetime-local"
              name="dropOff"
              value={context.dropOff}
              max={hydrated ? bounds.dropOffMax : undefined}
              aria-describedby={invalid ? problemId : undefined}
              onChange={(event) => send({ type: 'dates.change', dropOff: event.target.value })}
            />
          </Field.Root>
        </Stack>
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {clock && `${clock}. `}
          {i18n._(limitsHint(context.limits))}
        </Text>
        {!quote.ok && (
          <Alert.Root status="error" id={problemId} role="alert">
            <Alert.Indicator />
            <Alert.Title>{i18n._(datesProblemMessage(quote.problem, context.limits))}</Alert.Title>
          </Alert.Root>
        )}

        {onlyPlace ? (
          <Text fontWeight="medium">
            <Trans>Pick-up and drop-off: {onlyPlace.name}</Trans>
          </Text>
        ) : places.length > 0 && (
          <Field.Root>
            <Field.Label>
              <Trans>Pick-up location</Trans>
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="location"
                value={context.location ?? ''}
                onChange={(event) => send({ type: 'location.change', location: event.target.value || undefined })}
              >
                <option value="">{t`Choose a location`}</option>
                {places.map((place) => (
                  <option key={place.slug} value={place.slug}>
                    {place.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}

        {offered.length > 0 && (
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold">
              <Trans>Extras</Trans>
            </Fieldset.Legend>
            <Stack gap="3" mt="2">
              {offered.map((extra) => {
                const offer = extraOffer(context.car.extras[extra]);
                return (
                  <Checkbox.Root
                    key={extra}
                    name={extra}
                    colorPalette="brand"
                    checked={counted[extra] === true}
                    disabled={!snapshot.can({ type: 'extra.toggle', extra, chosen: !counted[extra] })}
                    onCheckedChange={(details) => send({ type: 'extra.toggle', extra, chosen: details.checked === true })}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label fontWeight="normal">
                      {i18n._(extraLabels[extra])}{' '}
                      <Text as="span" color="fg.muted">
                        {offer.kind === 'included' && extra === 'additionalDriver' ? (
                          <Trans>(included: name a second driver when booking, if you wish)</Trans>
                        ) : offer.kind === 'included' ? (
                          <Trans>(included)</Trans>
                        ) : offer.kind === 'priced' && isDailyExtra(extra) ? (
                          <Trans>({money(offer.price)} per day)</Trans>
                        ) : offer.kind === 'priced' ? (
                          <Trans>({money(offer.price)} one-off)</Trans>
                        ) : null}
                      </Text>
                    </Checkbox.Label>
                  </Checkbox.Root>
                );
              })}
            </Stack>
          </Fieldset.Root>
        )}

        <Separator />

        {quote.ok ? (
          <Stack gap="3" aria-live="polite">
            <Text color="fg.muted">
              <Plural value={quote.days} one="# day" other="# days" />
            </Text>
            <PriceBreakdown price={quote} totalTestId="car-price-total" />
          </Stack>
        ) : (
          <Text color="fg.muted">
            <Trans>Choose valid dates to see the price.</Trans>
          </Text>
        )}

        {carId && (
          <Button asChild colorPalette="brand" size="lg">
            <Link
              to="/checkout"
              search={{
                offer: carId,
                // Wall-clock times at the place, as picked: the same on the server's page and in any browser.
                from: instants.from ? context.pickUp : undefined,
                to: instants.to ? context.dropOff : undefined,
                place: context.location,
                extras: chosenExtras.length > 0 ? chosenExtras : undefined,
              }}
            >
              <Trans>Choose this car</Trans>
            </Link>
          </Button>
        )}
      </Stack>
      </InertUntilHydrated>
    </Box>
  );
}

