import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { FleetAccount } from '../../../../domain/fleet';
import { createFleetManageActors } from '../../../../machines/fleet/fleet-manage.actors';
import { FLEET_PAGE_SIZE, type FleetItem, type GetFleetQuery, fleetListMachine, isPageSelected, pageCount } from '../../../../machines/fleet/fleet-list.machine';
import { useApi } from '../../../core/api-context';
import { handleError, refusalMessage } from '../../../core/errors';
import { notify } from '../../../core/toasts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useListAddress } from '../../../components/use-list-address';
import { ListResults } from '../../../components/ListResults';
import type { CatalogLookups } from '../CarFilters';
import { FleetFilters, type FleetSearch } from './FleetFilters';
import { FleetRows, nameOf } from './FleetRows';
import { fleetChangeMessage } from './manage-messages';

export type { FleetSearch };


export interface FleetScreenProps {
  account: FleetAccount;
  lookups: CatalogLookups;
  search: FleetSearch;
  onSearchChange: (next: FleetSearch) => void;
  /** Links of the back office: new and edit pages (the route owns the paths). */
  newLink: (kind: 'car' | 'yacht', children: ReactNode) => ReactNode;
  editLink: (item: FleetItem, children: ReactNode, label: string) => ReactNode;
}

export const toGetFleetQuery = (search: FleetSearch): GetFleetQuery => ({ ...search, size: FLEET_PAGE_SIZE });


/**
 * A fleet in the back office: the company's cars and yachts (an admin's: every company's), searched and filtered from
 * the address, each made available or not with its switch, edited, viewed as drivers see it or deleted; the ticked rows
 * made available, unavailable or deleted at once (machines/fleet/fleet-list.machine.ts).
 */
export function FleetScreen({ account, lookups, search, onSearchChange, newLink, editLink }: FleetScreenProps) {
  const api = useApi();
  const { t, i18n } = useLingui();
  const query = toGetFleetQuery(search);
  const logic = useMemo(
    () =>
      fleetListMachine.provide({
        actors: createFleetManageActors(api).list,
        actions: {
          notifyChanged: (_, { change }) => notify('positive', i18n._(fleetChangeMessage(change))),
          notifyFailure: (_, { error }) => handleError(error, refusalMessage(i18n, error, 'vehicles')),
        },
      }),
    [api],
  );
  const [snapshot, send] = useMachine(logic, { input: { query } });
  const { goTo, onPage, headingRef } = useListAddress(search, onSearchChange);
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    send({ type: 'list.query', query: JSON.parse(queryKey) as GetFleetQuery });
  }, [queryKey, send]);

  const { items, total, selected, target, error } = snapshot.context;
  const loading = snapshot.matches('loading');
  const pages = pageCount(snapshot.context);
  const page = search.page ?? 1;
  const busy = snapshot.hasTag('busy');
  const emptyText = search.kind === 'car' ? <Trans>No cars.</Trans> : search.kind === 'yacht' ? <Trans>No yachts.</Trans> : <Trans>No cars or yachts.</Trans>;

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Stack gap="5">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading ref={headingRef} tabIndex={-1} as="h1" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight" outline="none">
            <Trans>Fleet</Trans>
          </Heading>
          <HStack gap="2" wrap="wrap">
            {newLink(
              'car',
              <>
                <Plus aria-hidden="true" />
                <Trans>New car</Trans>
              </>,
            )}
            {newLink(
              'yacht',
              <>
                <Plus aria-hidden="true" />
                <Trans>New yacht</Trans>
              </>,
            )}
          </HStack>
        </HStack>

        <FleetFilters account={account} lookups={lookups} search={search} onChange={goTo} />

        <HStack justify="space-between" wrap="wrap" gap="3" minH="10">
          <Text role="status" aria-live="polite" fontWeight="semibold">
            {loading && items.length === 0 ? <Trans>Loading…</Trans> : snapshot.matches('failed') ? null : <Plural value={total} one="# vehicle" other="# vehicles" />}
          </Text>
          {selected.length > 0 && (
            <HStack gap="2" wrap="wrap" role="group" aria-label={t`Selection`}>
              <Text fontSize="sm" color="fg.muted">
                <Plural value={selected.length} one="# selected" other="# selected" />
              </Text>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => send({ type: 'availability.set', available: true })}>
                <Trans>Make available</Trans>
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => send({ type: 'availability.set', available: false })}>
                <Trans>Make unavailable</Trans>
              </Button>
              <Button size="sm" colorPalette="red" disabled={busy} onClick={() => send({ type: 'delete.ask' })}>
                <Trash2 aria-hidden="true" />
                <Trans>Delete selection ({selected.length})</Trans>
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
          emptyText={emptyText}
          page={page}
          pages={pages}
          onPage={onPage}
        >
          <FleetRows items={items} account={account} selected={selected} pageSelected={isPageSelected(snapshot.context)} busy={busy} send={send} editLink={editLink} />
        </ListResults>
      </Stack>
      <ConfirmDialog
        open={snapshot.matches('confirmingDelete') || snapshot.matches('deleting')}
        busy={snapshot.matches('deleting')}
        title={<Plural value={target.length} one="Delete this vehicle?" other="Delete # vehicles?" />}
        subject={
          target.length === 1 ? (
            <Text fontWeight="semibold">{nameOf(items.find((item) => item._id === target[0]?._id) ?? items[0]!)}</Text>
          ) : null
        }
        note={<Trans>A vehicle that bookings name is kept and made unavailable, so that its bookings keep it.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onDismiss={() => send({ type: 'delete.cancel' })}
        finalFocus={() => headingRef.current}
      />
    </Container>
  );
}
