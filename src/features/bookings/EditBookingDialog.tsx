import { Alert, Button, Checkbox, Dialog, Fieldset, Input, NativeSelect, Portal, Separator, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import { extraOffer } from '@/domain/catalog';
import { carExtras, isDailyExtra, isIncludedInPrice } from '@/domain/price';
import { effectiveBookingLimits } from '@/domain/booking-limits';
import { limitsOf } from '@/machines/booking/booking.form';
import { toInstant, zoneNameAt } from '@/domain/zoned-time';
import { type DatesField, amendedPrice, editZones, isExtraEditable } from '@/machines/bookings/booking-edit.form';
import type { bookingEditMachine } from '@/machines/bookings/booking-edit.machine';
import { FieldFrame } from '@/src/components/form/FieldFrame';
import { pickerBounds, placeClockHint } from '@/src/components/booking-limit-messages';
import { extraLabels } from '@/src/components/booking-labels';
import { dateErrorMessage, dateFieldLabels, failureText } from './bookings-messages';
import { useFormat } from '@/src/components/format';
import { AmendedPriceSummary } from './AmendedPriceSummary';
import { errorMessages } from '@/src/core/error-messages';

export interface EditBookingDialogProps {
  actor: ActorRefFrom<typeof bookingEditMachine>;
  finalFocusRef: RefObject<HTMLElement | null>;
}

const fieldOrder: DatesField[] = ['from', 'to', 'pickUpLocation', 'dropOffLocation'];

/**
 * 'Edit' on a booking: new dates, places and extras, with the new total as the server will compute it
 * (the booking-edit machine holds the flow; the screen only sends its events).
 */
export function EditBookingDialog({ actor, finalFocusRef }: EditBookingDialogProps) {
  const { i18n } = useLingui();
  const { money } = useFormat();
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const { booking, offer, values, errors } = context;
  const open = !snapshot.matches('closed');
  const loading = snapshot.matches('loading');
  const busy = snapshot.hasTag('busy');
  const price = amendedPrice(context);
  const serverTotal = context.serverTotal === null ? '' : money(context.serverTotal);
  const formRef = useRef<HTMLFormElement>(null);

  // Each refused save moves the focus to the first field in error.
  useEffect(() => {
    if (context.attempt === 0) return;
    const first = fieldOrder.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [context.attempt, errors]);

  const limits = offer ? limitsOf(offer) : effectiveBookingLimits();
  // The dates are the places' clocks, whatever the device's: each field names its clock.
  const zones = editZones(context);
  const zoneOf = (field: 'from' | 'to') => zones[values[field === 'from' ? 'pickUpLocation' : 'dropOffLocation']] ?? booking.pickUpLocation.timeZone;
  const instants = { from: toInstant(values.from, zoneOf('from')), to: toInstant(values.to, zoneOf('to')) };
  const now = context.now ? new Date(context.now) : new Date();
  const bounds = pickerBounds(limits, now, instants.from, zoneOf('from'));
  const errorText = (field: DatesField) => {
    const error = errors[field];
    return error ? i18n._(dateErrorMessage(error, i18n._(dateFieldLabels[field]), limits)) : undefined;
  };
  const placeName = (slug: string) =>
    context.places.find((place) => place.slug === slug)?.name ??
    [booking.pickUpLocation, booking.dropOffLocation].find((place) => place.slug === slug)?.name ??
    slug;
  const placeSlugs = offer ? (offer.kind === 'car' ? offer.car.locations : offer.yacht.locations) : [];
  const offered = offer?.kind === 'car' ? carExtras.filter((extra) => extraOffer(offer.car.extras[extra]).kind !== 'notOffered') : [];

  const placeSelect = (field: 'pickUpLocation' | 'dropOffLocation') => (
    <FieldFrame label={i18n._(dateFieldLabels[field])} error={errorText(field)}>
      {(describedBy) => (
        <NativeSelect.Root size="lg">
          <NativeSelect.Field
            name={field}
            value={values[field]}
            aria-describedby={describedBy}
            onChange={(event) => actor.send({ type: 'edit.change', values: { [field]: event.target.value } })}
          >
            {placeSlugs.map((slug) => (
              <option key={slug} value={slug}>
                {placeName(slug)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FieldFrame>
  );
  const dateInput = (field: 'from' | 'to') => (
    <FieldFrame
      label={i18n._(dateFieldLabels[field])}
      error={errorText(field)}
      helper={i18n._(
        placeClockHint(placeName(values[field === 'from' ? 'pickUpLocation' : 'dropOffLocation']), zoneNameAt(instants[field] ?? now, zoneOf(field), i18n.locale)),
      )}
    >
      {(describedBy) => (
        <Input
          type="datetime-local"
          size="lg"
          name={field}
          value={values[field]}
          max={field === 'from' ? bounds.pickUpMax : bounds.dropOffMax}
          aria-describedby={describedBy}
          onChange={(event) => actor.send({ type: 'edit.change', values: { [field]: event.target.value } })}
        />
      )}
    </FieldFrame>
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) actor.send({ type: 'edit.close' });
      }}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      finalFocusEl={() => finalFocusRef.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy}>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Change the booking</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {loading ? (
                <Stack align="center" py="10" role="status" aria-live="polite">
                  <Spinner color="brand.primary" aria-hidden="true" />
                  <Text>
                    <Trans>Loading the current prices…</Trans>
                  </Text>
                </Stack>
              ) : snapshot.matches('loadFailed') ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{failureText(i18n, context.failure)}</Alert.Title>
                  </Alert.Content>
                  <Button size="sm" variant="outline" colorPalette="red" alignSelf="center" onClick={() => actor.send({ type: 'edit.retry' })}>
                    <Trans>Try Again</Trans>
                  </Button>
                </Alert.Root>
              ) : (
                <form
                  ref={formRef}
                  id="edit-booking-form"
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    actor.send({ type: 'edit.submit' });
                  }}
                >
                  <Stack gap="5">
                    {context.formError === 'datesTaken' && (
                      <Alert.Root status="error" role="alert">
                        <Alert.Indicator />
                        <Alert.Title>{i18n._(errorMessages.DATES_TAKEN)}</Alert.Title>
                      </Alert.Root>
                    )}
                    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                      {dateInput('from')}
                      {dateInput('to')}
                      {placeSelect('pickUpLocation')}
                      {placeSelect('dropOffLocation')}
                    </SimpleGrid>

                    {offered.length > 0 && (
                      <Fieldset.Root>
                        <Fieldset.Legend fontWeight="semibold">
                          <Trans>Extras</Trans>
                        </Fieldset.Legend>
                        <Stack gap="3" mt="2">
                          {offered.map((extra) => {
                            const extraPrice = offer?.kind === 'car' ? offer.car.extras[extra] : -1;
                            const included = extraOffer(extraPrice).kind === 'included';
                            const amount = money(extraPrice);
                            return (
                              <Checkbox.Root
                                key={extra}
                                name={extra}
                                colorPalette="brand"
                                minH="8"
                                checked={isIncludedInPrice(extraPrice) || context.extras[extra] === true}
                                disabled={!isExtraEditable(context, extra)}
                                onCheckedChange={() => actor.send({ type: 'edit.toggleExtra', extra })}
                              >
                                <Checkbox.HiddenInput />
                                <Checkbox.Control />
                                <Checkbox.Label fontWeight="normal">
                                  {i18n._(extraLabels[extra])}{' '}
                                  <Text as="span" color="fg.muted">
                                    {included && extra === 'additionalDriver' ? (
                                      <Trans>(included: a second driver at no cost)</Trans>
                                    ) : included ? (
                                      <Trans>(included)</Trans>
                                    ) : isDailyExtra(extra) ? (
                                      <Trans>({amount} per day)</Trans>
                                    ) : (
                                      <Trans>({amount} one-off)</Trans>
                                    )}
                                  </Text>
                                </Checkbox.Label>
                              </Checkbox.Root>
                            );
                          })}
                        </Stack>
                      </Fieldset.Root>
                    )}

                    <Separator />

                    <Stack gap="2" aria-live="polite">
                      <AmendedPriceSummary price={price} booking={booking} />
                      {context.couponUnknown && (
                        <Text fontSize="sm" color="fg.muted">
                          <Trans>Your coupon is applied by our team: the new total is confirmed when you save.</Trans>
                        </Text>
                      )}
                    </Stack>

                    {snapshot.matches('priceChanged') && context.serverTotal !== null && (
                      <Alert.Root status="warning" role="alert">
                        <Alert.Indicator />
                        <Alert.Content>
                          <Alert.Title>
                            <Trans>The price has changed: the new total is {serverTotal}.</Trans>
                          </Alert.Title>
                          <Alert.Description>
                            <Trans>Accept this total to save your changes, or change them.</Trans>
                          </Alert.Description>
                        </Alert.Content>
                      </Alert.Root>
                    )}
                    {snapshot.matches('failed') && (
                      <Alert.Root status="error" role="alert">
                        <Alert.Indicator />
                        <Alert.Title>{failureText(i18n, context.failure)}</Alert.Title>
                      </Alert.Root>
                    )}
                  </Stack>
                </form>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" size="lg" disabled={busy && !loading}>
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.ActionTrigger>
              {snapshot.matches('priceChanged') ? (
                <Button colorPalette="brand" size="lg" onClick={() => actor.send({ type: 'edit.acceptTotal' })}>
                  <Trans>Accept the new total</Trans>
                </Button>
              ) : (
                !snapshot.matches('loadFailed') && (
                  <Button
                    type="submit"
                    form="edit-booking-form"
                    colorPalette="brand"
                    size="lg"
                    loading={snapshot.matches('submitting')}
                    disabled={loading || !snapshot.can({ type: 'edit.submit' })}
                  >
                    <Trans>Save changes</Trans>
                  </Button>
                )
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
