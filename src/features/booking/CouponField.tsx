import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import type { AppliedCoupon } from '@/machines/booking/booking.form';
import { createCouponCheckActors } from '@/machines/coupon-check/coupon-check.actors';
import { couponCheckMachine } from '@/machines/coupon-check/coupon-check.machine';
import { FieldFrame } from '@/src/components/form/FieldFrame';
import { useFormat } from '@/src/components/format';
import { useApi } from '@/src/core/api-context';
import { couponTexts, missingFieldsMessage } from './booking-messages';

export interface CouponFieldProps {
  /** The coupon the booking holds, if any. */
  applied: AppliedCoupon | null;
  /** A coupon the server accepted: the booking takes it (`coupon.apply`) and prices it. */
  onApply: (coupon: AppliedCoupon) => void;
  onRemove: () => void;
}

/** `WELCOME10 applied: -10 %`, `RIVIERA25 applied: -25 €`. */
function useCouponValue() {
  const { money } = useFormat();
  return (coupon: AppliedCoupon) => (coupon.discountUnit === 'amount' ? money(coupon.discount) : `${coupon.discount} %`);
}

/** The review's coupon field: the code is checked by the coupon check machine (validateCoupon), the booking applies it. */
export function CouponField({ applied, onApply, onRemove }: CouponFieldProps) {
  const { i18n, t } = useLingui();
  const couponValue = useCouponValue();
  const api = useApi();
  // A new onApply needs no new actor: useMachine hands the running one the latest implementations.
  const logic = useMemo(
    () => couponCheckMachine.provide({ actors: createCouponCheckActors(api), actions: { applyCoupon: (_, coupon) => onApply(coupon) } }),
    [api, onApply],
  );
  const [snapshot, send] = useMachine(logic);
  const label = i18n._(couponTexts.label);

  if (applied) {
    const value = couponValue(applied);
    return (
      <HStack justify="space-between" gap="3" wrap="wrap" role="status">
        <Text color="green.fg" fontWeight="medium">
          {t`${applied.code} applied: -${value}`}
        </Text>
        <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove}>
          <Trans>Remove coupon</Trans>
        </Button>
      </HStack>
    );
  }
  const error = snapshot.matches('missing')
    ? i18n._(missingFieldsMessage([label]))
    : snapshot.matches('invalid')
      ? i18n._(couponTexts.invalid)
      : snapshot.matches('notChecked')
        ? i18n._(couponTexts.notChecked)
        : undefined;
  return (
    <FieldFrame label={label} error={error}>
      {(describedBy) => (
        <HStack gap="2" align="stretch">
          <Input
            name="coupon"
            value={snapshot.context.code}
            autoComplete="off"
            autoCapitalize="characters"
            aria-describedby={describedBy}
            onChange={(event) => send({ type: 'couponCode.change', code: event.target.value })}
            onKeyDown={(event) => {
              // Enter applies the coupon rather than booking.
              if (event.key === 'Enter') {
                event.preventDefault();
                send({ type: 'couponCode.submit' });
              }
            }}
          />
          <Button
            variant="outline"
            colorPalette="brand"
            loading={snapshot.hasTag('busy')}
            loadingText={<Trans>Checking…</Trans>}
            onClick={() => send({ type: 'couponCode.submit' })}
          >
            <Trans>Apply</Trans>
          </Button>
        </HStack>
      )}
    </FieldFrame>
  );
}
