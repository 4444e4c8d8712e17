import { Avatar, Box, Card, HStack, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TeamListEvent } from '@/machines/shared/team-list.machine';
import type { UserListItem } from '@/machines/users/users-list';
import { useFormat } from '@/src/components/format';
import { UserBadges } from './UserBadges';
import { SelectBox } from '@/src/components/SelectBox';

export interface UserRowsProps {
  items: UserListItem[];
  selected: string[];
  pageSelected: boolean;
  send: (event: TeamListEvent) => void;
  /** The link to an account's view (the route owns the path). */
  viewLink: (item: UserListItem, children: ReactNode) => ReactNode;
}

function Who({ item, viewLink }: { item: UserListItem; viewLink: UserRowsProps['viewLink'] }) {
  return (
    <HStack gap="3" minW="0">
      <Avatar.Root size="sm" colorPalette="brand" flexShrink="0">
        <Avatar.Fallback name={item.fullName} />
        {item.avatar && <Avatar.Image src={item.avatar} alt="" />}
      </Avatar.Root>
      <Box minW="0">
        <Text fontWeight="medium" truncate>
          {viewLink(item, item.fullName)}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {item.email}
        </Text>
      </Box>
    </HStack>
  );
}

/** The accounts' page: a table from 960 px, cards below; each row ticked or opened. */
export function UserRows({ items, selected, pageSelected, send, viewLink }: UserRowsProps) {
  const { t } = useLingui();
  const { date } = useFormat();
  const tick = (item: UserListItem) => (
    <SelectBox label={t`Select ${item.fullName}`} checked={selected.includes(item._id)} onChange={() => send({ type: 'selection.toggle', id: item._id })} />
  );
  const badges = (item: UserListItem) => <UserBadges type={item.type} verified={item.verified} suspended={item.suspended} licence={item.licence} />;
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
                <Trans>User</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Type and status</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Member since</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row key={item._id} data-user={item.email}>
                <Table.Cell>{tick(item)}</Table.Cell>
                <Table.Cell maxW="sm">
                  <Who item={item} viewLink={viewLink} />
                </Table.Cell>
                <Table.Cell>{badges(item)}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {date(item.createdAt)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" display={{ base: 'grid', lg: 'none' }} aria-label={t`Users`}>
        {items.map((item) => (
          <Card.Root as="li" key={item._id} size="sm" variant="outline" data-user={item.email}>
            <Card.Body gap="3">
              <HStack gap="3" align="start">
                {tick(item)}
                <Box minW="0" flex="1">
                  <Who item={item} viewLink={viewLink} />
                </Box>
              </HStack>
              {badges(item)}
              <Text fontSize="sm" color="fg.muted">
                <Trans>Member since {date(item.createdAt)}</Trans>
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </>
  );
}
