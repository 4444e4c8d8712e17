import { Button, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { FleetAccount } from '@/domain/fleet';
import { createFleetManageActors } from '@/machines/fleet/fleet-manage.actors';
import { PageSizeDefault } from '@/openapi/generated/enums';
import { type FleetItem, type GetFleetQuery, fleetListMachine, isPageSelected, pageCount } from '@/machines/fleet/fleet-list.machine';
import { useApi } from '@/src/core/api-context';
import { handleError, refusalMessage } from '@/src/core/errors';
import { notify } from '@/src/core/toasts';
import { ListFrame } from '@/src/components/list/ListFrame';
import { deletionListKit } from '@/src/components/list/use-back-office-list';
import { useListAddress } from '@/src/components/use-list-address';
import type { CatalogLookups } from '@/src/features/cars/CarFilters';
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

export const toGetFleetQuery = (search: FleetSearch): GetFleetQuery => ({ ...search, size: PageSizeDefault });


/**
 * A fleet in the back office: the supplier's cars and yachts (an admin's: every supplier's), searched and filtered from
 * the address, each made available or not with its switch, edited, viewed as drivers see it or deleted; the ticked rows
 * made available, unavailable or deleted at once (machines/fleet/fleet-list.machine.ts).
 */
export function FleetScreen({ account, lookups, search, onSearchChange, newLink, editLink }: FleetScreenProps) {
  const api = useApi();
  const { i18n } = useLingui();
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
    [api, i18n],
  );
  const [snapshot, send] = useMachine(logic, { input: { query } });
  const { goTo, onPage, headingRef } = useListAddress(search, onSearchChange);
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    send({ type: 'list.query', query: JSON.parse(queryKey) as GetFleetQuery });
  }, [queryKey, send]);

  const { items, total, selected, target, error } = snapshot.context;
  const { state, selection, onRetry, confirm } = deletionListKit(snapshot, send, { selected, pageSelected: isPageSelected(snapshot.context) });
  const emptyText = search.kind === 'car' ? <Trans>No cars.</Trans> : search.kind === 'yacht' ? <Trans>No yachts.</Trans> : <Trans>No cars or yachts.</Trans>;

  return (
    <ListFrame
      heading={<Trans>Fleet</Trans>}
      headingRef={headingRef}
      newLinks={[
        { key: 'car', label: <Trans>New car</Trans>, link: (children) => newLink('car', children) },
        { key: 'yacht', label: <Trans>New yacht</Trans>, link: (children) => newLink('yacht', children) },
      ]}
      filters={<FleetFilters account={account} lookups={lookups} search={search} onChange={goTo} />}
      count={<Plural value={total} one="# vehicle" other="# vehicles" />}
      state={state}
      error={error}
      onRetry={onRetry}
      selected={selected.length}
      bulkActions={
        <>
          <Button size="sm" variant="outline" disabled={state.busy} onClick={() => send({ type: 'availability.set', available: true })}>
            <Trans>Make available</Trans>
          </Button>
          <Button size="sm" variant="outline" disabled={state.busy} onClick={() => send({ type: 'availability.set', available: false })}>
            <Trans>Make unavailable</Trans>
          </Button>
        </>
      }
      onDeleteSelection={() => send({ type: 'delete.ask' })}
      empty={items.length === 0}
      emptyText={emptyText}
      page={search.page ?? 1}
      pages={pageCount(snapshot.context)}
      onPage={onPage}
      confirm={{
        ...confirm,
        title: <Plural value={target.length} one="Delete this vehicle?" other="Delete # vehicles?" />,
        subject: target.length === 1 ? <Text fontWeight="semibold">{nameOf(items.find((item) => item._id === target[0]?._id) ?? items[0]!)}</Text> : null,
        note: <Trans>A vehicle that bookings name is kept and made unavailable, so that its bookings keep it.</Trans>,
      }}
    >
      <FleetRows items={items} account={account} selection={selection} busy={state.busy} send={send} editLink={editLink} />
    </ListFrame>
  );
}
