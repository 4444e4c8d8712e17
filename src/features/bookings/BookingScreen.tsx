import { Container, Grid, Link } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useRef } from 'react';
import { bookingActorOf } from '@/domain/bookings';
import type { Booking } from '@/machines/bookings/booking-rules';
import type { User } from '@/openapi/types';
import { BookingDetails } from './BookingDetails';
import { BookingHeader } from './BookingHeader';
import { BookingPricePanel } from './BookingPricePanel';
import { CancelRequestDialog } from './CancelRequestDialog';
import { EditBookingDialog } from './EditBookingDialog';
import { bookingName } from './format';
import { useBookingActions } from './use-booking-actions';
import { useBookingView } from './use-booking-view';
import { useStatusChange } from './use-bookings';

export interface BookingScreenProps {
  user: User;
  /** The booking as the route loaded it. */
  booking: Booking;
  /** The current time; tests fix it. */
  now?: Date;
}

/** One booking, everything about it, and what this account may do with it. */
export function BookingScreen({ user, booking: loaded, now }: BookingScreenProps) {
  // The page shows the booking as the last answer has it: the route's, each change's, each reload a notification asked.
  const { booking, show: setBooking } = useBookingView(loaded);
  const viewer = bookingActorOf(user.type);
  const current = now ?? new Date();
  const name = bookingName(booking);
  const statusChange = useStatusChange(viewer, setBooking);
  const { edit, cancel } = useBookingActions(booking, setBooking);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);


  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Link asChild color="fg.muted" mb="4" display="inline-flex" gap="1" alignItems="center" minH="10">
        <RouterLink to="/bookings">
          <ArrowLeft aria-hidden="true" size="16" />
          <Trans>All bookings</Trans>
        </RouterLink>
      </Link>

      <BookingHeader
        booking={booking}
        name={name}
        viewer={viewer}
        now={current}
        edit={edit}
        cancel={cancel}
        statusChange={statusChange}
        headingRef={headingRef}
        editButton={editButton}
        cancelButton={cancelButton}
      />

      <Grid templateColumns={{ base: '1fr', lg: '1fr 360px' }} gap={{ base: '4', lg: '8' }} alignItems="start">
        <BookingDetails booking={booking} name={name} />
        <BookingPricePanel booking={booking} />
      </Grid>

      <EditBookingDialog actor={edit} finalFocusRef={editButton} />
      {/* Once the request is sent the button is gone: the focus goes to the page's heading instead. */}
      <CancelRequestDialog actor={cancel} name={name} finalFocus={() => cancelButton.current ?? headingRef.current} />
    </Container>
  );
}
