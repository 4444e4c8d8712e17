import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CircleCheck, Clock, Info } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Booking } from '@/machines/checkout/checkout.machine';
import { BookingStatusBadge } from '@/src/components/BookingStatusBadge';
import { errorMessages } from '@/src/core/error-messages';

/** Why the checkout cannot take a payment: read from the booking (the loader's), or the machine's `expired`. */
export type ClosedReason = 'paid' | 'expired' | 'notAllowed' | 'notPayable';

/** The reason for a booking the loader found not waiting for an online payment. */
export function closedReasonOf(booking: Pick<Booking, 'status'>): ClosedReason {
  if (booking.status === 'paid') return 'paid';
  if (booking.status === 'void') return 'expired';
  return 'notPayable';
}

export interface CheckoutClosedProps {
  booking: Booking;
  reason: ClosedReason;
  /** The booking's status as loaded; left out when the payment answer made it stale. */
  showStatus?: boolean;
}

/**
 * The checkout of a booking that cannot be paid here: already paid, expired (void: the 15 minutes
 * passed), or not paid online. It says so, shows the status and leads to the booking (and, for an
 * expired one, back to the offer to book again). The heading takes the focus.
 */
export function CheckoutClosed({ booking, reason, showStatus = true }: CheckoutClosedProps) {
  const { i18n } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), [reason]);
  const Icon = reason === 'paid' ? CircleCheck : reason === 'expired' ? Clock : Info;
  const tone = reason === 'paid' ? 'green' : reason === 'expired' ? 'orange' : 'brand';

  return (
    <Stack align="center" textAlign="center" gap="5" py={{ base: '10', md: '16' }} px="2" maxW="xl" mx="auto" data-testid="checkout-closed">
      <Box aria-hidden="true" color={`${tone}.fg`} bg={`${tone}.subtle`} borderRadius="full" p="4" display="inline-flex">
        <Icon size={36} />
      </Box>
      <Heading ref={headingRef} tabIndex={-1} as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight" outline="none">
        {reason === 'paid' ? (
          i18n._(errorMessages.ALREADY_PAID)
        ) : reason === 'expired' ? (
          i18n._(errorMessages.BOOKING_EXPIRED)
        ) : reason === 'notAllowed' ? (
          i18n._(errorMessages.PAYMENT_NOT_ALLOWED)
        ) : (
          <Trans>This booking is not paid online.</Trans>
        )}
      </Heading>
      {showStatus && (
        <Text color="fg.muted" display="flex" gap="2" alignItems="center" flexWrap="wrap" justifyContent="center">
          <Trans>
            {booking.offer.brand} {booking.offer.model}, status:
          </Trans>{' '}
          <BookingStatusBadge status={booking.status} size="lg" />
        </Text>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
        {reason === 'expired' && (
          <Button asChild colorPalette="brand" size="lg">
            <Link to="/offer/view/$id" params={{ id: booking.offer._id }}>
              <Trans>Book again</Trans>
            </Link>
          </Button>
        )}
        <Button asChild colorPalette="brand" size="lg" variant={reason === 'expired' ? 'outline' : 'solid'}>
          <Link to="/booking" search={{ b: booking._id }}>
            <Trans>View the booking</Trans>
          </Link>
        </Button>
      </Stack>
    </Stack>
  );
}
