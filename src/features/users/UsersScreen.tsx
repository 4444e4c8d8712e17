import { Button, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Ban, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { createUserAdminActors } from '@/machines/users/users.actors';
import { PageSizeDefault } from '@/openapi/generated/enums';
import { type ListUsersQuery, type SuspensionChange, type UserListItem, suspends, usersOf } from '@/machines/users/users-list';
import { useApi } from '@/src/core/api-context';
import { notify } from '@/src/core/toasts';
import { useLanguage } from '@/src/core/use-language';
import { ListFrame } from '@/src/components/list/ListFrame';
import { backOfficeListKit, useBackOfficeList } from '@/src/components/list/use-back-office-list';
import { useListAddress } from '@/src/components/use-list-address';
import { UserRows } from './UserRows';
import { UsersFilters, type UsersSearch } from './UsersFilters';
import { suspensionChangeMessage } from './users-messages';

export type { UsersSearch };

export interface UsersScreenProps {
  search: UsersSearch;
  onSearchChange: (next: UsersSearch) => void;
  viewLink: (item: UserListItem, children: ReactNode) => ReactNode;
}

export const toListUsersQuery = (search: UsersSearch): ListUsersQuery => ({ ...search, size: PageSizeDefault });

/**
 * The admins' list of accounts (machines/users/users-list.machine.ts): searched and filtered from the address, 30 a
 * page, each opened in its view; the ticked accounts suspended or reinstated at once after a confirmation.
 */
export function UsersScreen({ search, onSearchChange, viewLink }: UsersScreenProps) {
  const api = useApi();
  const language = useLanguage();
  const { i18n } = useLingui();
  const query = toListUsersQuery(search);
  const [snapshot, send] = useBackOfficeList(
    () => createUserAdminActors(api, language).list,
    (result, params) => {
      const change = result as SuspensionChange;
      notify(change.updated > 0 ? 'positive' : 'warning', i18n._(suspensionChangeMessage(change, params.suspend === true)));
    },
    query,
  );
  const { goTo, onPage, headingRef } = useListAddress(search, onSearchChange);

  const { total, target } = snapshot.context;
  const items = usersOf(snapshot.context);
  const kit = backOfficeListKit(snapshot, send);
  const suspend = suspends(snapshot.context);
  const filtered = Boolean(search.search || search.type || search.status);
  const named = target.length === 1 ? items.find((item) => item._id === target[0]) : undefined;

  return (
    <ListFrame
      heading={<Trans>Users</Trans>}
      headingRef={headingRef}
      filters={<UsersFilters search={search} onChange={goTo} />}
      count={<Plural value={total} one="# user" other="# users" />}
      {...kit.frame}
      bulkActions={
        <>
          <Button size="sm" variant="outline" disabled={kit.state.busy} onClick={() => send({ type: 'change.ask', params: { suspend: false } })}>
            <RotateCcw aria-hidden="true" />
            <Trans>Reinstate</Trans>
          </Button>
          <Button size="sm" colorPalette="red" disabled={kit.state.busy} onClick={() => send({ type: 'change.ask', params: { suspend: true } })}>
            <Ban aria-hidden="true" />
            <Trans>Suspend</Trans>
          </Button>
        </>
      }
      empty={items.length === 0}
      emptyText={filtered ? <Trans>No user matches these filters.</Trans> : <Trans>No users.</Trans>}
      page={search.page ?? 1}
      onPage={onPage}
      confirm={{
        ...kit.confirm,
        title: suspend ? (
          <Plural value={target.length} one="Suspend this account?" other="Suspend # accounts?" />
        ) : (
          <Plural value={target.length} one="Reinstate this account?" other="Reinstate # accounts?" />
        ),
        subject: named ? <Text fontWeight="semibold">{`${named.fullName} (${named.email})`}</Text> : null,
        note: suspend ? (
          <Trans>A suspended account is signed out at once and cannot sign in until it is reinstated. Admins are left as they are unless you are a superadmin.</Trans>
        ) : (
          <Trans>The account can sign in again.</Trans>
        ),
        confirmLabel: suspend ? <Trans>Suspend</Trans> : <Trans>Reinstate</Trans>,
      }}
    >
      <UserRows items={items} selection={kit.selection} viewLink={viewLink} />
    </ListFrame>
  );
}
