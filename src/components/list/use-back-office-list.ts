import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { type ChangeParams, type ListQuery, type BackOfficeListContext, type BackOfficeListEvent, isPageSelected, pageCount, backOfficeListMachine } from '@/machines/shared/back-office-list.machine';
import { handleError } from '@/src/core/errors';
import { useLatestCallback } from '@/src/core/use-latest-callback';
import type { ListFrameState } from './ListFrame';
import type { RowSelection } from './RecordRows';

type BackOfficeListActors = Parameters<typeof backOfficeListMachine.provide>[0]['actors'];

/**
 * A back-office list's machine (machines/shared/back-office-list.machine.ts) on a screen: its actors (made once from the API), the
 * toast after a change (`notifyChanged`), failures told by the error helper, and the page asked again whenever the
 * address's query changes.
 */
export function useBackOfficeList(makeActors: () => BackOfficeListActors, notifyChanged: (result: unknown, params: ChangeParams) => void, query: ListQuery) {
  const notify = useLatestCallback(notifyChanged);
  // The actors are made once a screen (from the API of its context).
  const [logic] = useState(() =>
    backOfficeListMachine.provide({
      actors: makeActors(),
      actions: {
        notifyChanged: (_, { result, params }) => notify(result, params),
        notifyFailure: (_, { error }) => handleError(error),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input: { query } });
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    send({ type: 'list.query', query: JSON.parse(queryKey) as ListQuery });
  }, [queryKey, send]);
  return [snapshot, send] as const;
}

interface BackOfficeListSnapshot {
  context: BackOfficeListContext;
  matches: (state: 'loading' | 'failed' | 'confirming' | 'changing') => boolean;
  hasTag: (tag: 'busy') => boolean;
}

/**
 * What the list kit (ListFrame, RecordRows) shows of a back-office list's machine: its state, the ticks, the one row's
 * Delete, and the confirmation, open while it is asked and while the confirmed change runs.
 */
export function backOfficeListKit(snapshot: BackOfficeListSnapshot, send: (event: BackOfficeListEvent) => void) {
  const { context } = snapshot;
  const state: ListFrameState = {
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    busy: snapshot.hasTag('busy'),
  };
  const selection: RowSelection = {
    selected: context.selected,
    pageSelected: isPageSelected(context),
    onToggle: (id) => send({ type: 'selection.toggle', id }),
    onTogglePage: () => send({ type: 'selection.togglePage' }),
  };
  const pages = pageCount(context);
  const onRetry = () => send({ type: 'list.retry' });
  return {
    state,
    selection,
    pages,
    error: context.error,
    onRetry,
    /** What ListFrame takes of the list, alike on every list screen: spread on it. */
    frame: { state, error: context.error, onRetry, selected: context.selected.length, pages },
    /** Asks to delete one row (a change with no parameters, as the lists whose change is a deletion take it). */
    onDelete: (id: string) => send({ type: 'change.ask', params: {}, ids: [id] }),
    /** Asks to delete the ticked rows, likewise. */
    onDeleteSelection: () => send({ type: 'change.ask', params: {} }),
    confirm: {
      open: snapshot.matches('confirming') || snapshot.matches('changing'),
      busy: snapshot.matches('changing'),
      onConfirm: () => send({ type: 'change.confirm' }),
      onDismiss: () => send({ type: 'change.cancel' }),
    },
  };
}

/** The events a list whose one change is a deletion (the fleet, the bookings) shares with the kit. */
type DeletionListEvent =
  | { type: 'list.retry' }
  | { type: 'selection.toggle'; id: string }
  | { type: 'selection.togglePage' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

interface DeletionListSnapshot {
  matches: (state: 'loading' | 'failed' | 'confirmingDelete' | 'deleting') => boolean;
  hasTag: (tag: 'busy') => boolean;
}

/**
 * What the list kit shows of a list machine of its own whose change is a deletion (the fleet's, the bookings'): its
 * state, its retry, the ticks (their machine's page rule given), and the confirmation, open while it is asked and while
 * the deletion runs; each screen adds its own words.
 */
export function deletionListKit(
  snapshot: DeletionListSnapshot,
  send: (event: DeletionListEvent) => void,
  ticks: Pick<RowSelection, 'selected' | 'pageSelected' | 'selectable'>,
) {
  const state: ListFrameState = { loading: snapshot.matches('loading'), failed: snapshot.matches('failed'), busy: snapshot.hasTag('busy') };
  const selection: RowSelection = {
    ...ticks,
    onToggle: (id) => send({ type: 'selection.toggle', id }),
    onTogglePage: () => send({ type: 'selection.togglePage' }),
  };
  return {
    state,
    selection,
    onRetry: () => send({ type: 'list.retry' }),
    confirm: {
      open: snapshot.matches('confirmingDelete') || snapshot.matches('deleting'),
      busy: snapshot.matches('deleting'),
      onConfirm: () => send({ type: 'delete.confirm' }),
      onDismiss: () => send({ type: 'delete.cancel' }),
    },
  };
}
