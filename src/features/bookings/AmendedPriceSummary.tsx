import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { amendedPrice } from '@/machines/bookings/booking-edit.form';
import type { Booking } from '@/machines/bookings/booking-rules';
import { useFormat } from '@/src/components/format';

function SummaryLine({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="4" fontWeight={strong ? 'bold' : 'normal'} fontSize={strong ? 'lg' : 'md'}>
      <Box as="dt">{label}</Box>
      <Box as="dd" textAlign="end" whiteSpace="nowrap">
        {value}
      </Box>
    </Flex>
  );
}

/** The edit dialog's new price beside the current total, as the server will compute it; nothing until the dates are valid. */
export function AmendedPriceSummary({ price, booking }: { price: ReturnType<typeof amendedPrice>; booking: Booking }) {
  const { t } = useLingui();
  const { money } = useFormat();
  if (!price) {
    return (
      <Text color="fg.muted">
        <Trans>Choose valid dates to see the price.</Trans>
      </Text>
    );
  }
  return (
    <Stack as="dl" gap="2" aria-label={t`New price`}>
      <SummaryLine label={<Plural value={price.days} one="Subtotal, # day" other="Subtotal, # days" />} value={money(price.subtotal)} />
      {price.couponDiscount > 0 && <SummaryLine label={<Trans>Coupon {booking.coupon}</Trans>} value={`−${money(price.couponDiscount)}`} />}
      {price.usedCashback > 0 && <SummaryLine label={<Trans>Cashback used</Trans>} value={`−${money(price.usedCashback)}`} />}
      <SummaryLine label={<Trans>Current total</Trans>} value={money(booking.price.total)} />
      <SummaryLine strong label={<Trans>New total</Trans>} value={<span data-testid="new-total">{money(price.total)}</span>} />
    </Stack>
  );
}
