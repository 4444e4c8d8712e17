import { Alert, Box, DataList, Stack } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { hasSomethingToPay } from '@/domain/bookings';
import { carExtras } from '@/domain/price';
import { bookedExtras, instantsOf, zoneOfPlace } from '@/machines/booking/booking.form';
import type { Schemas } from '@/openapi/types';
import { BookingSummary, ReviewDiscounts } from './BookingSummary';
import { FailureNotice, type OfferRefresh } from './FailureNotice';
import { extraLabels, formErrorMessages, paymentOptionTexts, paymentTypeLabels } from './booking-messages';
import { vehicleOf } from './booking-loader';
import type { Place, StepProps } from './step-props';
import { useFormat } from '@/src/components/format';

export interface ReviewStepProps extends StepProps {
  places: Place[];
  wallet: Schemas['Wallet'] | null;
  /** A phone shows the price here (a desktop beside the steps). */
  withSummary: boolean;
  returnTo: string;
  refresh: OfferRefresh;
}

/** Everything chosen, before 'Book': the offer, dates and places, extras, driver, payment; and why a booking was refused. */
export function ReviewStep({ snapshot, send, places, wallet, withSummary, returnTo, refresh }: ReviewStepProps) {
  const { i18n } = useLingui();
  const { money, placeTime } = useFormat();
  const { context } = snapshot;
  const { offer, dates } = context;
  const vehicle = vehicleOf(offer);
  const instants = instantsOf(offer, dates);
  // On the place's clock, the zone named: the same words on any device.
  const when = (instant: Date | undefined, value: string, place: string) =>
    instant ? placeTime(instant.toISOString(), zoneOfPlace(offer, place), 'fullDateTime') : value;
  const placeName = (slug: string) => places.find((place) => place.slug === slug)?.name ?? slug;
  const extras = bookedExtras(offer, context.extras, context.additionalDriverId !== null);
  const chosen = carExtras.filter((extra) => extras[extra]).map((extra) => i18n._(extraLabels[extra]));
  const previousTotal = context.priceChangedFrom;

  return (
    <Stack gap="6">
      <FailureNotice snapshot={snapshot} send={send} returnTo={returnTo} refresh={refresh} />
      {context.formError === 'couponInvalid' && (
        <Alert.Root status="warning" role="alert" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>{i18n._(formErrorMessages.couponInvalid)}</Alert.Title>
        </Alert.Root>
      )}
      {previousTotal !== null && context.price && (
        <Alert.Root status="warning" role="alert" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>The price has changed.</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>
                The total is now {money(context.price.total)} (it was {money(previousTotal)}). Please check it and book again to
                confirm.
              </Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <DataList.Root orientation="horizontal" gap="4" size="lg">
        <DataList.Item>
          <DataList.ItemLabel>{offer.kind === 'car' ? <Trans>Car</Trans> : <Trans>Yacht</Trans>}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="medium">
            {vehicle.brand} {vehicle.model} · {vehicle.supplier.name}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Pick-up</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue fontWeight="medium">
            {when(instants.from, dates.from, dates.pickUpLocation)}, {placeName(dates.pickUpLocation)}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Drop-off</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue fontWeight="medium">
            {when(instants.to, dates.to, dates.dropOffLocation)}, {placeName(dates.dropOffLocation)}
          </DataList.ItemValue>
        </DataList.Item>
        {context.price && (
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Duration</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue fontWeight="medium">
              <Plural value={context.price.days} one="# day" other="# days" />
            </DataList.ItemValue>
          </DataList.Item>
        )}
        {offer.kind === 'car' && (
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Extras</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue fontWeight="medium">{chosen.length > 0 ? chosen.join(', ') : <Trans>None</Trans>}</DataList.ItemValue>
          </DataList.Item>
        )}
        {context.driver && (
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Driver</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue fontWeight="medium">
              {context.driver.fullName} ({context.driver.email})
            </DataList.ItemValue>
          </DataList.Item>
        )}
        {extras.additionalDriver && context.additionalDriverId && (
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Additional driver</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue fontWeight="medium">{context.additionalDriver.fullName}</DataList.ItemValue>
          </DataList.Item>
        )}
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Payment</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue fontWeight="medium">
            {context.price && !hasSomethingToPay(context.price.total) ? (
              // The server makes such a booking paid at once: no card, no payment page.
              <Trans>Nothing to pay: the discounts cover the total.</Trans>
            ) : (
              <>
                {i18n._(paymentOptionTexts[context.paymentOption].title)}
                {context.paymentType && <> · {i18n._(paymentTypeLabels[context.paymentType])}</>}
              </>
            )}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {withSummary && (
        <Box borderTopWidth="1px" borderColor="border.muted" pt="6">
          <BookingSummary snapshot={snapshot} inline />
        </Box>
      )}
      <Box borderTopWidth="1px" borderColor="border.muted" pt="6">
        <ReviewDiscounts snapshot={snapshot} send={send} wallet={wallet} />
      </Box>
    </Stack>
  );
}
