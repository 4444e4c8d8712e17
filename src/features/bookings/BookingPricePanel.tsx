import { Box, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Booking } from '@/machines/bookings/booking-rules';
import { useFormat } from '@/src/components/format';
import { PriceBreakdown } from '@/src/components/PriceBreakdown';
import { BookingSection } from './BookingSection';

function PriceSummary({ booking }: { booking: Booking }) {
  const { money } = useFormat();
  const { price } = booking;
  const earned = money(price.cashback);
  return (
    <Stack gap="2">
      <PriceBreakdown price={price} coupon={booking.coupon} totalTestId="booking-total" />
      {price.cashback > 0 && (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Cashback earned once paid, spendable when the rental ends: {earned}</Trans>
        </Text>
      )}
    </Stack>
  );
}

/** The price of the booking beside its panels: the daily rate, the breakdown, the cashback. */
export function BookingPricePanel({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const { money } = useFormat();
  const rate = money(booking.price.rate);
  return (
    <Box as="aside" aria-label={t`Price summary`} position={{ lg: 'sticky' }} top={{ lg: '24' }}>
      <BookingSection title={<Trans>Price</Trans>}>
        <Text color="fg.muted" mb="3">
          <Trans>{rate} per day</Trans>
        </Text>
        <PriceSummary booking={booking} />
      </BookingSection>
    </Box>
  );
}
