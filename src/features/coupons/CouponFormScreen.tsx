import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { couponFields, couponLimits, couponRules, type CouponField, type DiscountUnit } from '@/machines/coupons/coupon.form';
import { createCouponActors } from '@/machines/coupons/coupons.actors';
import { useApi } from '@/src/core/api-context';
import { TextField } from '@/src/components/form/TextField';
import { SelectInputField } from '@/src/components/form/record-fields';
import { ManageSection } from '@/src/components/back-office/ManageSection';
import { BackToList, RecordFormFrame } from '@/src/components/record/RecordFormFrame';
import { useRecordForm } from '@/src/components/record/use-record-form';
import { couponFieldLabels, couponFieldMessage } from '@/src/components/coupon-messages';

export interface CouponFormScreenProps {
  /** The coupon to change; none to create one. */
  id?: string;
  onDone: () => void;
  backLink: (children: ReactNode) => ReactNode;
}

/**
 * A coupon as an admin writes it (machines/coupons/coupon.form.ts on the record form machine): its code, discount (an
 * amount or a percentage), validity and usage limit; checked before it is sent, and nothing typed is lost when the
 * server refuses.
 */
export function CouponFormScreen({ id, onDone, backLink }: CouponFormScreenProps) {
  const api = useApi();
  const { t, i18n } = useLingui();
  const { form, change, frame } = useRecordForm({ id, rules: couponRules, fields: couponFields, actors: () => createCouponActors(api).form, onDone });
  const { values, errors, record: coupon } = form;

  const label = (field: CouponField) => i18n._(couponFieldLabels[field]);
  const range = (field: CouponField) => {
    const limits = field === 'maxUses' ? couponLimits.maxUses : couponLimits[values.discountUnit];
    return { min: i18n.number(limits.min), max: i18n.number(limits.max) };
  };
  const problem = (field: CouponField) => {
    const key = errors[field];
    return key ? i18n._(couponFieldMessage(key, label(field), range(field))) : undefined;
  };
  const codeLocked = (coupon?.uses ?? 0) > 0;

  return (
    <RecordFormFrame
      {...frame}
      heading={id ? <Trans>Edit coupon</Trans> : <Trans>New coupon</Trans>}
      backLink={backLink(
        <BackToList>
          <Trans>Back to the coupons</Trans>
        </BackToList>,
      )}
      notFound={<Trans>This coupon does not exist.</Trans>}
      missing={couponFields.filter((field) => errors[field] === 'required').map(label)}
    >
          <ManageSection title={<Trans>What it gives</Trans>}>
            <TextField
              name="code"
              label={label('code')}
              value={values.code}
              error={problem('code')}
              helper={codeLocked ? <Trans>Bookings have used it: its code stays as it is.</Trans> : <Trans>Drivers type it as they book; kept in capitals.</Trans>}
              readOnly={codeLocked}
              required
              maxLength={32}
              autoComplete="off"
              onChange={(code) => change({ code: code.toUpperCase() })}
            />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField name="discount" inputMode="text" label={label('discount')} value={values.discount} error={problem('discount')} required maxLength={9} onChange={(discount) => change({ discount })} />
              <SelectInputField<DiscountUnit>
                name="discountUnit"
                label={<Trans>Unit</Trans>}
                value={values.discountUnit}
                options={[
                  { value: 'percentage', label: t`% of the price` },
                  { value: 'amount', label: t`€ off the price` },
                ]}
                onChange={(discountUnit) => discountUnit && change({ discountUnit })}
              />
            </SimpleGrid>
          </ManageSection>
          <ManageSection title={<Trans>When and how often</Trans>}>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField
                name="validFrom"
                type="datetime-local"
                label={label('validFrom')}
                value={values.validFrom}
                error={problem('validFrom')}
                helper={<Trans>Empty: from now.</Trans>}
                onChange={(validFrom) => change({ validFrom })}
              />
              <TextField
                name="validUntil"
                type="datetime-local"
                label={label('validUntil')}
                value={values.validUntil}
                error={problem('validUntil')}
                helper={<Trans>Empty: no end.</Trans>}
                onChange={(validUntil) => change({ validUntil })}
              />
            </SimpleGrid>
            <Box maxW="xs">
              <TextField
                name="maxUses"
                inputMode="numeric"
                label={label('maxUses')}
                value={values.maxUses}
                error={problem('maxUses')}
                helper={<Trans>How many bookings may use it. Empty: no limit.</Trans>}
                maxLength={7}
                onChange={(maxUses) => change({ maxUses })}
              />
            </Box>
            {coupon && (
              <Text fontSize="sm" color="fg.muted">
                <Plural value={coupon.uses} _0="No booking has used it yet." one="Used by # booking so far." other="Used by # bookings so far." />
              </Text>
            )}
          </ManageSection>
    </RecordFormFrame>
  );
}
