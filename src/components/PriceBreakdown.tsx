import { Stack } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { PriceLine as PriceTerm } from '@/domain/price';
import { priceItemLabels } from './booking-labels';
import { useFormat } from './format';
import { PriceLine } from './PriceLine';

/** A price as domain/price.ts computes it and the contract answers it (a quote of the booking process, a booking's price). */
export interface PricedTerms {
  lines: readonly PriceTerm[];
  days: number;
  subtotal: number;
  couponDiscount: number;
  usedCashback: number;
  total: number;
}

export interface PriceBreakdownProps {
  price: PricedTerms;
  /** The coupon's code, named on its line when known. */
  coupon?: string | null;
  /** The total's size where it is the page's main figure. */
  strongSize?: 'lg' | 'xl';
  /** For tests reading the total. */
  totalTestId?: string;
}

/**
 * A price, line by line: the rental, each extra (an included one says so), the coupon and the cashback taken off,
 * and the total (under the subtotal when something is taken off). The car page, the booking process, the payment and the booking page all show a price this way.
 */
export function PriceBreakdown({ price, coupon, strongSize, totalTestId }: PriceBreakdownProps) {
  const { lines, days, subtotal, couponDiscount, usedCashback, total } = price;
  const { i18n, t } = useLingui();
  const { money } = useFormat();
  return (
    <Stack as="dl" gap="2" aria-label={t`Price breakdown`} aria-live="polite">
      {lines.map((line) => (
        <PriceLine
          key={line.item}
          label={line.item === 'rental' ? <Plural value={days} one="Rental, # day" other="Rental, # days" /> : i18n._(priceItemLabels[line.item])}
          value={line.amount === 0 ? <Trans>Included</Trans> : money(line.amount)}
        />
      ))}
      {(couponDiscount > 0 || usedCashback > 0) && <PriceLine label={<Trans>Subtotal</Trans>} value={money(subtotal)} />}
      {couponDiscount > 0 && (
        <PriceLine label={coupon ? <Trans>Coupon {coupon}</Trans> : <Trans>Coupon</Trans>} value={`−${money(couponDiscount)}`} />
      )}
      {usedCashback > 0 && <PriceLine label={<Trans>Cashback used</Trans>} value={`−${money(usedCashback)}`} />}
      <PriceLine strong strongSize={strongSize} label={<Trans>Total</Trans>} value={money(total)} testId={totalTestId} />
    </Stack>
  );
}
