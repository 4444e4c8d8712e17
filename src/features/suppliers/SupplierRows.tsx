import { Box, HStack, Image, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SupplierListItem } from '@/machines/suppliers/suppliers-list';
import { RecordRows, type RowSelection } from '@/src/components/list/RecordRows';
import { SupplierTierBadge } from '@/src/components/SupplierTierBadge';

export interface SupplierRowsProps {
  items: SupplierListItem[];
  selection: RowSelection;
  /** The supplier's profile in the back office (the route owns the path). */
  profileLink: (item: SupplierListItem, children: ReactNode) => ReactNode;
}

/** The suppliers' page (the list kit's rows): each ticked or opened. */
export function SupplierRows({ items, selection, profileLink }: SupplierRowsProps) {
  const { t } = useLingui();
  const fleet = (item: SupplierListItem) => (
    <>
      <Plural value={item.cars} one="# car" other="# cars" />, <Plural value={item.yachts} one="# yacht" other="# yachts" />
    </>
  );
  const accounts = (item: SupplierListItem) => <Plural value={item.accounts} _0="No account" one="# account" other="# accounts" />;
  const who = (item: SupplierListItem) => (
    <HStack gap="3" minW="0">
      <Image src={item.avatar} alt="" width="60px" height="30px" objectFit="contain" flexShrink="0" />
      <Box minW="0">
        <Text fontWeight="medium" truncate>
          {profileLink(item, item.name)}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {item.email}
        </Text>
      </Box>
    </HStack>
  );
  return (
    <RecordRows
      items={items}
      nameOf={(item) => item.name}
      label={t`Rental companies`}
      itemProps={(item) => ({ 'data-supplier': item.slug })}
      selection={selection}
      columns={[
        { key: 'supplier', header: <Trans>Rental company</Trans>, cell: who, cellProps: { maxW: 'md' } },
        { key: 'tier', header: <Trans>Tier</Trans>, cell: (item) => <SupplierTierBadge tier={item.tier} /> },
        { key: 'fleet', header: <Trans>Fleet</Trans>, cell: fleet },
        { key: 'accounts', header: <Trans>Accounts</Trans>, cell: accounts },
      ]}
      card={(item, { tick }) => (
        <>
          <HStack gap="3" align="start">
            {tick}
            <Box minW="0" flex="1">
              {who(item)}
            </Box>
          </HStack>
          <HStack justify="space-between" gap="2" wrap="wrap">
            <SupplierTierBadge tier={item.tier} />
            <Text fontSize="sm" color="fg.muted">
              {fleet(item)} · {accounts(item)}
            </Text>
          </HStack>
        </>
      )}
    />
  );
}
