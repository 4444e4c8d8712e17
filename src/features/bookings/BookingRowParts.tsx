import { Box, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import type { Booking } from '@/machines/bookings/booking-rules';
import { SupplierAvatar } from '@/src/components/SupplierAvatar';
import { useFormat } from '@/src/components/format';
import { bookingName } from './format';

/** Images in the list are 60x30, like the suppliers' avatars (spec 9). */
const THUMBNAIL = { width: 60, height: 30 } as const;

/** 'Car' or 'Yacht': a list may hold both. */
export function OfferKind({ kind }: { kind: Booking['offer']['kind'] }) {
  return kind === 'car' ? <Trans>Car</Trans> : <Trans>Yacht</Trans>;
}

/** The list's first column is named after what it holds: cars, yachts, or both. */
export function OfferColumnTitle({ bookings }: { bookings: readonly Booking[] }) {
  const kinds = new Set(bookings.map((booking) => booking.offer.kind));
  if (kinds.size > 1) return <Trans>Car or yacht</Trans>;
  return <OfferKind kind={kinds.has('yacht') ? 'yacht' : 'car'} />;
}

/** A booking's pick-up and drop-off, each on its place's clock with the zone named: the same on every device. */
export function useBookingTimes() {
  const { placeTime } = useFormat();
  return {
    pickUp: (booking: Pick<Booking, 'from' | 'pickUpLocation'>) => placeTime(booking.from, booking.pickUpLocation.timeZone),
    dropOff: (booking: Pick<Booking, 'to' | 'dropOffLocation'>) => placeTime(booking.to, booking.dropOffLocation.timeZone),
  };
}

/** Pick-up and drop-off, one under the other. */
export function BookingDates({ booking }: { booking: Pick<Booking, 'from' | 'to' | 'pickUpLocation' | 'dropOffLocation'> }) {
  const times = useBookingTimes();
  return (
    <Stack gap="0" whiteSpace="nowrap">
      <Text as="span">{times.pickUp(booking)}</Text>
      <Text as="span">{times.dropOff(booking)}</Text>
    </Stack>
  );
}

/** The car or yacht: its image, its name (a link to the booking's page) and which of the two it is. */
/** `compact`: in the table, the image shows only where the columns have room for it (2xl). */
export function OfferCell({ booking, wrap = false, compact = false }: { booking: Booking; wrap?: boolean; compact?: boolean }) {
  return (
    <HStack gap="3" minW="0">
      <Image
        src={booking.offer.image}
        alt=""
        htmlWidth={THUMBNAIL.width}
        htmlHeight={THUMBNAIL.height}
        w={`${THUMBNAIL.width}px`}
        h={`${THUMBNAIL.height}px`}
        flexShrink={0}
        objectFit="cover"
        borderRadius="sm"
        bg="bg.muted"
        loading="lazy"
        decoding="async"
        hideBelow={compact ? '2xl' : undefined}
      />
      <Stack gap="0" minW="0">
        <Link asChild fontWeight="semibold" color="brand.fg" minW="0">
          <RouterLink to="/booking" search={{ b: booking._id }}>
            <Text as="span" truncate={!wrap}>
              {bookingName(booking)}
            </Text>
          </RouterLink>
        </Link>
        <Text as="span" fontSize="xs" color="fg.muted">
          <OfferKind kind={booking.offer.kind} />
        </Text>
      </Stack>
    </HStack>
  );
}

export function SupplierCell({ booking, wrap = false, compact = false }: { booking: Booking; wrap?: boolean; compact?: boolean }) {
  return (
    <HStack gap="2" minW="0">
      <Box hideBelow={compact ? '2xl' : undefined} flexShrink={0}>
        <SupplierAvatar src={booking.offer.supplier.avatar} />
      </Box>
      <Text as="span" truncate={!wrap}>
        {booking.offer.supplier.name}
      </Text>
    </HStack>
  );
}
