import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { CreditCard, Pencil, XCircle } from 'lucide-react';
import type { RefObject } from 'react';
import type { BookingViewer } from '@/domain/bookings';
import { type Booking, isStaff, mayAmend, mayPayNow, mayRequestCancellation } from '@/machines/bookings/booking-rules';
import { BookingStatusBadge } from '@/src/components/BookingStatusBadge';
import { useFormat } from '@/src/components/format';
import { cancelRequestSent } from './bookings-messages';
import { StatusChangeMenu } from './StatusChangeMenu';
import type { BookingActions } from './use-booking-actions';
import type { useStatusChange } from './use-bookings';

export interface BookingHeaderProps extends BookingActions {
  booking: Booking;
  name: string;
  viewer: BookingViewer;
  now: Date;
  statusChange: ReturnType<typeof useStatusChange>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  editButton: RefObject<HTMLButtonElement | null>;
  cancelButton: RefObject<HTMLButtonElement | null>;
}

/** The booking's name and status, when it was booked, what this account may do with it, and a pending cancellation request. */
export function BookingHeader({ booking, name, viewer, now, edit, cancel, statusChange, headingRef, editButton, cancelButton }: BookingHeaderProps) {
  const { i18n: lingui } = useLingui();
  const { dateTime } = useFormat();
  const created = dateTime(booking.createdAt);
  const requested = booking.cancelRequestedAt ? dateTime(booking.cancelRequestedAt) : '';
  const canEdit = mayAmend(viewer, booking, now);
  const canCancel = mayRequestCancellation(viewer, booking, now);
  const canPay = mayPayNow(viewer, booking, now);

  return (
    <Stack gap="3" mb="6">
      <HStack gap="3" wrap="wrap" align="center">
        <Heading ref={headingRef} tabIndex={-1} as="h1" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight" outline="none">
          {name}
        </Heading>
        <BookingStatusBadge status={booking.status} size="lg" />
      </HStack>
      <Text color="fg.muted">
        <Trans>Booked on {created}</Trans>
      </Text>
      <HStack gap="3" wrap="wrap">
        {canPay && (
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/checkout/pay" search={{ b: booking._id }}>
              <CreditCard aria-hidden="true" />
              <Trans>Pay now</Trans>
            </RouterLink>
          </Button>
        )}
        {canEdit && (
          <Button ref={editButton} variant="outline" size="lg" onClick={() => edit.send({ type: 'edit.open', booking })}>
            <Pencil aria-hidden="true" />
            <Trans>Edit</Trans>
          </Button>
        )}
        {canCancel && (
          <Button ref={cancelButton} variant="outline" colorPalette="red" size="lg" onClick={() => cancel.send({ type: 'cancelRequest.ask' })}>
            <XCircle aria-hidden="true" />
            <Trans>Cancel booking</Trans>
          </Button>
        )}
        {isStaff(viewer) && <StatusChangeMenu actor={statusChange} viewer={viewer} booking={booking} name={name} size="md" />}
      </HStack>
      {booking.cancelRequestedAt && (
        <Alert.Root status="info" role="status" aria-live="polite">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {viewer === 'driver' ? lingui._(cancelRequestSent) : <Trans>The driver has asked to cancel this booking.</Trans>}
            </Alert.Title>
            <Alert.Description>
              <Trans>Cancellation requested on {requested}</Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
