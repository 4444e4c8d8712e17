import { Badge, HStack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CouponRecord } from '@/machines/coupons/coupons-list';
import { useFormat } from '@/src/components/format';
import { RecordRows, type RowSelection } from '@/src/components/list/RecordRows';
import { couponStatusLabels, couponStatusPalette } from '@/src/components/coupon-messages';

export interface CouponRowsProps {
  items: CouponRecord[];
  selection: RowSelection;
  busy: boolean;
  onDelete: (item: CouponRecord) => void;
  editLink: (item: CouponRecord, children: ReactNode) => ReactNode;
}

/** The coupons' page (the list kit's rows): each ticked, opened or deleted. */
export function CouponRows({ items, selection, busy, onDelete, editLink }: CouponRowsProps) {
  const { i18n, t } = useLingui();
  const { money, dateTime } = useFormat();
  const discount = (item: CouponRecord) => (item.discountUnit === 'percentage' ? `${i18n.number(item.discount)} %` : money(item.discount));
  const validity = (item: CouponRecord) =>
    item.validUntil ? <Trans>From {dateTime(item.validFrom)} to {dateTime(item.validUntil)}</Trans> : <Trans>From {dateTime(item.validFrom)}, no end</Trans>;
  const uses = (item: CouponRecord) =>
    item.maxUses === null ? <Plural value={item.uses} one="# use, no limit" other="# uses, no limit" /> : <Trans>{item.uses} of {item.maxUses} uses</Trans>;
  const status = (item: CouponRecord) => (
    <Badge size="sm" variant="subtle" colorPalette={couponStatusPalette[item.status]}>
      {i18n._(couponStatusLabels[item.status])}
    </Badge>
  );
  const code = (item: CouponRecord) => (
    <Text as="span" fontFamily="mono" fontWeight="semibold">
      {editLink(item, item.code)}
    </Text>
  );
  return (
    <RecordRows
      items={items}
      nameOf={(item) => item.code}
      label={t`Coupons`}
      itemProps={(item) => ({ 'data-coupon': item.code })}
      selection={selection}
      onDelete={onDelete}
      busy={busy}
      columns={[
        { key: 'code', header: <Trans>Code</Trans>, cell: code },
        { key: 'discount', header: <Trans>Discount</Trans>, cell: discount, align: 'end' },
        { key: 'validity', header: <Trans>Validity</Trans>, cell: validity },
        { key: 'uses', header: <Trans>Uses</Trans>, cell: uses },
        { key: 'status', header: <Trans>Status</Trans>, cell: status },
      ]}
      cardGap="2"
      card={(item, { tick, actions }) => (
        <>
          <HStack justify="space-between" gap="3">
            <HStack gap="3">
              {tick}
              {code(item)}
            </HStack>
            {status(item)}
          </HStack>
          <Text fontWeight="medium">{discount(item)}</Text>
          <Text fontSize="sm" color="fg.muted">
            {validity(item)}
          </Text>
          <HStack justify="space-between">
            <Text fontSize="sm">{uses(item)}</Text>
            {actions}
          </HStack>
        </>
      )}
    />
  );
}
