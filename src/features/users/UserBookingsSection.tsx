import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Booking } from '@/machines/users/user-view.machine';
import { BookingStatusBadge } from '@/src/components/BookingStatusBadge';
import { useFormat } from '@/src/components/format';

/** The latest bookings the account made: what, when, its status and total, each opened on its own page. */
export function UserBookingsSection({ bookings, total, bookingLink }: { bookings: Booking[]; total: number; bookingLink: (booking: Booking, children: ReactNode) => ReactNode }) {
  const { placeTime, money } = useFormat();
  if (bookings.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>No bookings yet.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        <Plural value={total} one="# booking in all; the latest:" other="# bookings in all; the latest:" />
      </Text>
      <Stack as="ul" listStyleType="none" gap="2">
        {bookings.map((booking) => (
          <HStack as="li" key={booking._id} justify="space-between" gap="3" wrap="wrap" borderWidth="1px" borderRadius="md" px="3" py="2">
            <Box minW="0">
              <Text fontWeight="medium">{bookingLink(booking, `${booking.offer.brand} ${booking.offer.model}`)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {placeTime(booking.from, booking.pickUpLocation.timeZone, 'date')} – {placeTime(booking.to, booking.dropOffLocation.timeZone, 'date')} ·{' '}
                {booking.offer.supplier.name}
              </Text>
            </Box>
            <HStack gap="3">
              <Text fontWeight="medium">{money(booking.price.total)}</Text>
              <BookingStatusBadge status={booking.status} size="sm" />
            </HStack>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
