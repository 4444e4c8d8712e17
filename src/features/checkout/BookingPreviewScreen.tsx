import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import { awaitsOnlinePayment, type Booking } from '@/machines/checkout/checkout.machine';
import { BookingPreview } from './BookingPreview';
import { PaymentCountdown } from './PaymentCountdown';

export interface BookingPreviewScreenProps {
  booking: Booking;
}

/**
 * One booking at a glance, laid out for phones: the offer's image, the dates and places, the extras,
 * the price and the status; a booking waiting for its online payment shows the time left and 'Pay now'.
 */
export function BookingPreviewScreen({ booking }: BookingPreviewScreenProps) {
  const payable = awaitsOnlinePayment(booking);
  return (
    <Container maxW="xl" px={{ base: '4', md: '6' }} py={{ base: '5', lg: '10' }}>
      <Stack gap="5">
        <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} letterSpacing="tight">
          <Trans>Your booking</Trans>
        </Heading>
        {payable && (
          <Stack gap="3" borderWidth="1px" borderColor="orange.muted" bg="orange.subtle" borderRadius="2xl" p="4">
            <Text fontWeight="medium">
              <Trans>This booking is held for you until it is paid.</Trans>
            </Text>
            {booking.expiresAt && <PaymentCountdown expiresAt={booking.expiresAt} />}
            <Button asChild colorPalette="brand" size="lg" width="full">
              <Link to="/mobile/individualOffer/BookingProcess/checkout" search={{ b: booking._id }}>
                <Lock aria-hidden="true" />
                <Trans>Pay now</Trans>
              </Link>
            </Button>
          </Stack>
        )}
        <BookingPreview booking={booking} showStatus priorityImage />
      </Stack>
    </Container>
  );
}
