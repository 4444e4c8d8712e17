import { Box, DataList, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { slugify } from '@/domain/catalog';
import { carExtras } from '@/domain/price';
import type { Booking } from '@/machines/bookings/booking-rules';
import { extraLabels, paymentOptionLabels, paymentTypeLabels } from '@/src/components/booking-labels';
import { CatalogImage } from '@/src/components/CatalogImage';
import { useFormat } from '@/src/components/format';
import { SupplierAvatar } from '@/src/components/SupplierAvatar';
import { BookingItem as Item, BookingSection as Section } from './BookingSection';

/** The address of the car's or yacht's own page. */
function OfferLink({ booking }: { booking: Booking }) {
  const params = { brand: slugify(booking.offer.brand), model: slugify(booking.offer.model), id: booking.offer._id };
  const label = booking.offer.kind === 'car' ? <Trans>View the car</Trans> : <Trans>View the yacht</Trans>;
  return (
    <Link asChild color="brand.fg" fontWeight="semibold">
      {booking.offer.kind === 'car' ? (
        <RouterLink to="/cars/$brand/$model/$id" params={params}>
          {label}
        </RouterLink>
      ) : (
        <RouterLink to="/yachts/$brand/$model/$id" params={params}>
          {label}
        </RouterLink>
      )}
    </Link>
  );
}

/** The panels of a booking: the car or yacht, places and dates, drivers, extras and payment. */
export function BookingDetails({ booking, name }: { booking: Booking; name: string }) {
  const { i18n: lingui } = useLingui();
  const { dateTime, placeTime } = useFormat();
  const chosenExtras = carExtras.filter((extra) => booking.extras[extra] === true);
  return (
    <Stack gap="4" minW="0">
      <Section title={booking.offer.kind === 'car' ? <Trans>The car</Trans> : <Trans>The yacht</Trans>}>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'stretch', sm: 'center' }}>
          <Box w={{ base: 'full', sm: '240px' }} flexShrink={0}>
            <CatalogImage src={booking.offer.image} alt={name} priority sizes="(min-width: 480px) 240px, 100vw" />
          </Box>
          <Stack gap="2">
            <Text fontSize="xl" fontWeight="semibold">
              {name}
            </Text>
            <HStack gap="2">
              <SupplierAvatar src={booking.offer.supplier.avatar} />
              <Text>{booking.offer.supplier.name}</Text>
            </HStack>
            <OfferLink booking={booking} />
          </Stack>
        </Stack>
      </Section>

      <Section title={<Trans>Places and dates</Trans>}>
        <DataList.Root orientation="horizontal" gap="3">
          <Item label={<Trans>Pick-up</Trans>}>
            {booking.pickUpLocation.name} · {placeTime(booking.from, booking.pickUpLocation.timeZone)}
          </Item>
          <Item label={<Trans>Drop-off</Trans>}>
            {booking.dropOffLocation.name} · {placeTime(booking.to, booking.dropOffLocation.timeZone)}
          </Item>
          <Item label={<Trans>Duration</Trans>}>
            <Plural value={booking.price.days} one="# day" other="# days" />
          </Item>
        </DataList.Root>
      </Section>

      <Section title={<Trans>Drivers</Trans>}>
        <DataList.Root orientation="horizontal" gap="3">
          <Item label={<Trans>Driver</Trans>}>
            {booking.driver ? `${booking.driver.fullName} · ${booking.driver.email}` : <Trans>Account deleted</Trans>}
          </Item>
          {booking.additionalDriver && (
            <Item label={<Trans>Additional driver</Trans>}>
              {booking.additionalDriver.fullName} · {booking.additionalDriver.email} · {booking.additionalDriver.phone}
            </Item>
          )}
        </DataList.Root>
      </Section>

      {booking.offer.kind === 'car' && (
        <Section title={<Trans>Extras</Trans>}>
          {chosenExtras.length > 0 ? (
            <Stack as="ul" gap="1" ps="5" listStyleType="disc">
              {chosenExtras.map((extra) => (
                <li key={extra}>{lingui._(extraLabels[extra])}</li>
              ))}
            </Stack>
          ) : (
            <Text color="fg.muted">
              <Trans>No extras.</Trans>
            </Text>
          )}
        </Section>
      )}

      <Section title={<Trans>Payment</Trans>}>
        <DataList.Root orientation="horizontal" gap="3">
          <Item label={<Trans>Payment option</Trans>}>{lingui._(paymentOptionLabels[booking.paymentOption])}</Item>
          <Item label={<Trans>Payment type</Trans>}>{lingui._(paymentTypeLabels[booking.paymentType])}</Item>
          {booking.status === 'pending' && booking.expiresAt && (
            <Item label={<Trans>Pay before</Trans>}>{dateTime(booking.expiresAt)}</Item>
          )}
        </DataList.Root>
      </Section>
    </Stack>
  );
}
