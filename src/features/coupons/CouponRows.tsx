import { Badge, Box, Card, HStack, IconButton, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TeamListEvent } from '@/machines/shared/team-list.machine';
import type { CouponRecord } from '@/machines/coupons/coupons-list';
import { useFormat } from '@/src/components/format';
import { couponStatusLabels, couponStatusPalette } from '@/src/components/coupon-messages';
import { SelectBox } from '@/src/components/SelectBox';

export interface CouponRowsProps {
  items: CouponRecord[];
  selected: string[];
  pageSelected: boolean;
  busy: boolean;
  send: (event: TeamListEvent) => void;
  editLink: (item: CouponRecord, children: ReactNode) => ReactNode;
}

/** The coupons' page: a table from 960 px, cards below; each row ticked, opened or deleted. */
export function CouponRows({ items, selected, pageSelected, busy, send, editLink }: CouponRowsProps) {
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
  const tick = (item: CouponRecord) => (
    <SelectBox label={t`Select ${item.code}`} checked={selected.includes(item._id)} onChange={() => send({ type: 'selection.toggle', id: item._id })} />
  );
  const remove = (item: CouponRecord) => (
    <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t`Delete ${item.code}`} disabled={busy} onClick={() => send({ type: 'change.ask', params: {}, ids: [item._id] })}>
      <Trash2 aria-hidden="true" />
    </IconButton>
  );
  const code = (item: CouponRecord) => (
    <Text as="span" fontFamily="mono" fontWeight="semibold">
      {editLink(item, item.code)}
    </Text>
  );
  return (
    <>
      <Box display={{ base: 'none', lg: 'block' }}>
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="10">
                <SelectBox label={t`Select the page`} checked={pageSelected} onChange={() => send({ type: 'selection.togglePage' })} />
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Code</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Discount</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Validity</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Uses</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Status</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row key={item._id} data-coupon={item.code}>
                <Table.Cell>{tick(item)}</Table.Cell>
                <Table.Cell>{code(item)}</Table.Cell>
                <Table.Cell textAlign="end">{discount(item)}</Table.Cell>
                <Table.Cell>{validity(item)}</Table.Cell>
                <Table.Cell>{uses(item)}</Table.Cell>
                <Table.Cell>{status(item)}</Table.Cell>
                <Table.Cell textAlign="end">{remove(item)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" display={{ base: 'grid', lg: 'none' }} aria-label={t`Coupons`}>
        {items.map((item) => (
          <Card.Root as="li" key={item._id} size="sm" variant="outline" data-coupon={item.code}>
            <Card.Body gap="2">
              <HStack justify="space-between" gap="3">
                <HStack gap="3">
                  {tick(item)}
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
                {remove(item)}
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </>
  );
}
