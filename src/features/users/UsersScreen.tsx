import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Ban, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { createUserAdminActors } from '../../../machines/users/users.actors';
import { type ListUsersQuery, type SuspensionChange, type UserListItem, USERS_PAGE_SIZE, isPageSelected, pageCount, suspends, usersOf } from '../../../machines/users/users-list';
import { useApi } from '../../core/api-context';
import { notify } from '../../core/toasts';
import { useLanguage } from '../../core/use-language';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useTeamList } from '../manage/use-team-list';
import { useListAddress } from '../../components/use-list-address';
import { ListResults } from '../../components/ListResults';
import { UserRows } from './UserRows';
import { UsersFilters, type UsersSearch } from './UsersFilters';
import { suspensionChangeMessage } from './users-messages';

export type { UsersSearch };

export interface UsersScreenProps {
  search: UsersSearch;
  onSearchChange: (next: UsersSearch) => void;
  viewLink: (item: UserListItem, children: ReactNode) => ReactNode;
}

export const toListUsersQuery = (search: UsersSearch): ListUsersQuery => ({ ...search, size: USERS_PAGE_SIZE });

/**
 * The admins' list of accounts (machines/users/users-list.machine.ts): searched and filtered from the address, 30 a
 * page, each opened in its view; the ticked accounts suspended or reinstated at once after a confirmation.
 */
export function UsersScreen({ search, onSearchChange, viewLink }: UsersScreenProps) {
  const api = useApi();
  const language = useLanguage();
  const { t, i18n } = useLingui();
  const query = toListUsersQuery(search);
  const [snapshot, send] = useTeamList(
    () => createUserAdminActors(api, language).list,
    (result, params) => {
      const change = result as SuspensionChange;
      notify(change.updated > 0 ? 'positive' : 'warning', i18n._(suspensionChangeMessage(change, params.suspend === true)));
    },
    query,
  );
  const { goTo, onPage, headingRef } = useListAddress(search, onSearchChange);

  const { total, selected, target, error } = snapshot.context;
  const items = usersOf(snapshot.context);
  const suspend = suspends(snapshot.context);
  const loading = snapshot.matches('loading');
  const busy = snapshot.hasTag('busy');
  const pages = pageCount(snapshot.context);
  const page = search.page ?? 1;
  const filtered = Boolean(search.search || search.type || search.status);
  const named = target.length === 1 ? items.find((item) => item._id === target[0]) : undefined;

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Stack gap="5">
        <Heading ref={headingRef} tabIndex={-1} as="h1" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight" outline="none">
          <Trans>Users</Trans>
        </Heading>

        <UsersFilters search={search} onChange={goTo} />

        <HStack justify="space-between" wrap="wrap" gap="3" minH="10">
          <Text role="status" aria-live="polite" fontWeight="semibold">
            {loading && items.length === 0 ? <Trans>Loading…</Trans> : snapshot.matches('failed') ? null : <Plural value={total} one="# user" other="# users" />}
          </Text>
          {selected.length > 0 && (
            <HStack gap="2" wrap="wrap" role="group" aria-label={t`Selection`}>
              <Text fontSize="sm" color="fg.muted">
                <Plural value={selected.length} one="# selected" other="# selected" />
              </Text>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => send({ type: 'change.ask', params: { suspend: false } })}>
                <RotateCcw aria-hidden="true" />
                <Trans>Reinstate</Trans>
              </Button>
              <Button size="sm" colorPalette="red" disabled={busy} onClick={() => send({ type: 'change.ask', params: { suspend: true } })}>
                <Ban aria-hidden="true" />
                <Trans>Suspend</Trans>
              </Button>
            </HStack>
          )}
        </HStack>

        <ListResults
          loading={loading}
          failed={snapshot.matches('failed')}
          error={error}
          onRetry={() => send({ type: 'list.retry' })}
          empty={items.length === 0}
          emptyText={filtered ? <Trans>No user matches these filters.</Trans> : <Trans>No users.</Trans>}
          page={page}
          pages={pages}
          onPage={onPage}
        >
          <UserRows items={items} selected={selected} pageSelected={isPageSelected(snapshot.context)} send={send} viewLink={viewLink} />
        </ListResults>
      </Stack>
      <ConfirmDialog
        open={snapshot.matches('confirming') || snapshot.matches('changing')}
        busy={snapshot.matches('changing')}
        title={
          suspend ? (
            <Plural value={target.length} one="Suspend this account?" other="Suspend # accounts?" />
          ) : (
            <Plural value={target.length} one="Reinstate this account?" other="Reinstate # accounts?" />
          )
        }
        subject={named ? <Text fontWeight="semibold">{`${named.fullName} (${named.email})`}</Text> : null}
        note={
          suspend ? (
            <Trans>A suspended account is signed out at once and cannot sign in until it is reinstated. Admins are left as they are unless you are a superadmin.</Trans>
          ) : (
            <Trans>The account can sign in again.</Trans>
          )
        }
        confirmLabel={suspend ? <Trans>Suspend</Trans> : <Trans>Reinstate</Trans>}
        onConfirm={() => send({ type: 'change.confirm' })}
        onDismiss={() => send({ type: 'change.cancel' })}
        finalFocus={() => headingRef.current}
      />
    </Container>
  );
}
