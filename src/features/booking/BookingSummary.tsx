import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { AppliedCoupon } from '@/machines/booking/booking.form';
import type { Schemas } from '@/openapi/types';
import { CatalogImage } from '@/src/components/CatalogImage';
import { CheckboxField } from '@/src/components/form/CheckboxField';
import { FieldFrame } from '@/src/components/form/FieldFrame';
import { couponTexts, missingFieldsMessage } from './booking-messages';
import { vehicleOf } from './booking-loader';
import type { StepProps } from './step-props';
import { useCouponCheck } from './use-coupon-check';
import { useFormat } from '@/src/components/format';
import { PriceBreakdown } from '@/src/components/PriceBreakdown';

export interface BookingSummaryProps extends Pick<StepProps, 'snapshot'> {
  /** Inside the review step on a phone: no frame, no picture. */
  inline?: boolean;
}

/** `WELCOME10 applied: -10 %`, `RIVIERA25 applied: -25 €`. */
function useCouponValue() {
  const { money } = useFormat();
  return (coupon: AppliedCoupon) => (coupon.discountUnit === 'amount' ? money(coupon.discount) : `${coupon.discount} %`);
}

function CouponField({ snapshot, send }: StepProps) {
  const { i18n, t } = useLingui();
  const couponValue = useCouponValue();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const { status, check, reset } = useCouponCheck((coupon) => {
    setCode('');
    send({ type: 'coupon.apply', coupon });
  });
  const applied = snapshot.context.coupon;
  const label = i18n._(couponTexts.label);

  if (applied) {
    const value = couponValue(applied);
    return (
      <HStack justify="space-between" gap="3" wrap="wrap" role="status">
        <Text color="green.fg" fontWeight="medium">
          {t`${applied.code} applied: -${value}`}
        </Text>
        <Button size="sm" variant="ghost" colorPalette="red" onClick={() => send({ type: 'coupon.remove' })}>
          <Trans>Remove coupon</Trans>
        </Button>
      </HStack>
    );
  }
  const error = missing
    ? i18n._(missingFieldsMessage([label]))
    : status === 'invalid'
      ? i18n._(couponTexts.invalid)
      : status === 'notChecked'
        ? i18n._(couponTexts.notChecked)
        : undefined;
  const apply = () => {
    const trimmed = code.trim().toUpperCase();
    setMissing(trimmed === '');
    if (trimmed !== '') void check(trimmed);
  };
  return (
    <FieldFrame label={label} error={error}>
      {(describedBy) => (
        <HStack gap="2" align="stretch">
          <Input
            name="coupon"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            aria-describedby={describedBy}
            onChange={(event) => {
              setCode(event.target.value);
              setMissing(false);
              reset();
            }}
            onKeyDown={(event) => {
              // Enter applies the coupon rather than booking.
              if (event.key === 'Enter') {
                event.preventDefault();
                apply();
              }
            }}
          />
          <Button variant="outline" colorPalette="brand" loading={status === 'checking'} loadingText={<Trans>Checking…</Trans>} onClick={apply}>
            <Trans>Apply</Trans>
          </Button>
        </HStack>
      )}
    </FieldFrame>
  );
}

/**
 * On the review, before 'Book' at every width: the coupon field and 'Use my cashback' (the price shows their effect).
 */
export function ReviewDiscounts({ snapshot, send, wallet }: StepProps & { wallet: Schemas['Wallet'] | null }) {
  const { money } = useFormat();
  const id = useId();
  const { context } = snapshot;
  const balance = wallet?.balance ?? 0;
  const showCashback = balance > 0 || context.useCashback;
  const balanceText = money(balance);
  return (
    <Stack as="section" aria-labelledby={`${id}-title`} gap="4">
      <Heading id={`${id}-title`} as="h3" size="md">
        <Trans>Discounts</Trans>
      </Heading>
      <CouponField snapshot={snapshot} send={send} />
      {showCashback && (
        <CheckboxField
          name="useCashback"
          checked={context.useCashback}
          label={<Trans>Use my cashback (balance {balanceText})</Trans>}
          onChange={() => send({ type: 'cashback.toggle', balance })}
        />
      )}
    </Stack>
  );
}

/** The booking's price as the machine computes it (domain/price.ts): rental × days, each chosen extra, the coupon, the cashback used, the total. */
export function BookingSummary({ snapshot, inline = false }: BookingSummaryProps) {
  const id = useId();
  const { context } = snapshot;
  const { offer, price } = context;
  const vehicle = vehicleOf(offer);
  const name = `${vehicle.brand} ${vehicle.model}`;

  return (
    <Box
      as="section"
      aria-labelledby={`${id}-title`}
      borderWidth={inline ? undefined : '1px'}
      borderColor="border.muted"
      borderRadius="2xl"
      bg={inline ? undefined : 'bg.panel'}
      p={inline ? '0' : { base: '4', md: '6' }}
    >
      <Stack gap="5">
        {!inline && (
          <HStack gap="4" align="center">
            <Box w="96px" flexShrink={0}>
              <CatalogImage src={vehicle.image} alt={name} sizes="96px" />
            </Box>
            <Stack gap="0.5" minW="0">
              <Text fontWeight="semibold" truncate>
                {name}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {vehicle.supplier.name}
              </Text>
            </Stack>
          </HStack>
        )}
        <Heading id={`${id}-title`} as="h2" size="lg">
          <Trans>Price details</Trans>
        </Heading>
        {price ? (
          <PriceBreakdown price={price} coupon={context.coupon?.code} strongSize="xl" totalTestId="booking-total" />
        ) : (
          <Text color="fg.muted">
            <Trans>Choose valid dates to see the price.</Trans>
          </Text>
        )}
      </Stack>
    </Box>
  );
}
