import { Avatar, Box, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UserListItem } from '@/machines/users/users-list';
import { useFormat } from '@/src/components/format';
import { RecordRows, type RowSelection } from '@/src/components/list/RecordRows';
import { UserBadges } from './UserBadges';

export interface UserRowsProps {
  items: UserListItem[];
  selection: RowSelection;
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

/** The accounts' page (the list kit's rows): each ticked or opened. */
export function UserRows({ items, selection, viewLink }: UserRowsProps) {
  const { t } = useLingui();
  const { date } = useFormat();
  const badges = (item: UserListItem) => <UserBadges type={item.type} verified={item.verified} suspended={item.suspended} licence={item.licence} />;
  return (
    <RecordRows
      items={items}
      nameOf={(item) => item.fullName}
      label={t`Users`}
      itemProps={(item) => ({ 'data-user': item.email })}
      selection={selection}
      columns={[
        { key: 'user', header: <Trans>User</Trans>, cell: (item) => <Who item={item} viewLink={viewLink} />, cellProps: { maxW: 'sm' } },
        { key: 'status', header: <Trans>Type and status</Trans>, cell: badges },
        { key: 'since', header: <Trans>Member since</Trans>, cell: (item) => date(item.createdAt), align: 'end', cellProps: { whiteSpace: 'nowrap' } },
      ]}
      card={(item, { tick }) => (
        <>
          <HStack gap="3" align="start">
            {tick}
            <Box minW="0" flex="1">
              <Who item={item} viewLink={viewLink} />
            </Box>
          </HStack>
          {badges(item)}
          <Text fontSize="sm" color="fg.muted">
            <Trans>Member since {date(item.createdAt)}</Trans>
          </Text>
        </>
      )}
    />
  );
}
