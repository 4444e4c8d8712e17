import { Box, Card, HStack, Image, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CompanyListItem } from '@/machines/companies/companies-list';
import type { TeamListEvent } from '@/machines/shared/team-list.machine';
import { SupplierTierBadge } from '@/src/components/SupplierTierBadge';
import { SelectBox } from '@/src/components/SelectBox';

export interface CompanyRowsProps {
  items: CompanyListItem[];
  selected: string[];
  pageSelected: boolean;
  send: (event: TeamListEvent) => void;
  /** The company's profile in the back office (the route owns the path). */
  profileLink: (item: CompanyListItem, children: ReactNode) => ReactNode;
}

/** The companies' page: a table from 960 px, cards below; each row ticked or opened. */
export function CompanyRows({ items, selected, pageSelected, send, profileLink }: CompanyRowsProps) {
  const { t } = useLingui();
  const tick = (item: CompanyListItem) => (
    <SelectBox label={t`Select ${item.name}`} checked={selected.includes(item._id)} onChange={() => send({ type: 'selection.toggle', id: item._id })} />
  );
  const fleet = (item: CompanyListItem) => (
    <>
      <Plural value={item.cars} one="# car" other="# cars" />, <Plural value={item.yachts} one="# yacht" other="# yachts" />
    </>
  );
  const accounts = (item: CompanyListItem) => <Plural value={item.accounts} _0="No account" one="# account" other="# accounts" />;
  const who = (item: CompanyListItem) => (
    <HStack gap="3" minW="0">
      <Image src={item.logo} alt="" width="60px" height="30px" objectFit="contain" flexShrink="0" />
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
    <>
      <Box display={{ base: 'none', lg: 'block' }}>
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="10">
                <SelectBox label={t`Select the page`} checked={pageSelected} onChange={() => send({ type: 'selection.togglePage' })} />
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Rental company</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Tier</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Fleet</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Accounts</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row key={item._id} data-company={item.slug}>
                <Table.Cell>{tick(item)}</Table.Cell>
                <Table.Cell maxW="md">{who(item)}</Table.Cell>
                <Table.Cell>
                  <SupplierTierBadge tier={item.tier} />
                </Table.Cell>
                <Table.Cell>{fleet(item)}</Table.Cell>
                <Table.Cell>{accounts(item)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" display={{ base: 'grid', lg: 'none' }} aria-label={t`Rental companies`}>
        {items.map((item) => (
          <Card.Root as="li" key={item._id} size="sm" variant="outline" data-company={item.slug}>
            <Card.Body gap="3">
              <HStack gap="3" align="start">
                {tick(item)}
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
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </>
  );
}
