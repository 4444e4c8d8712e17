import { assign, fromPromise, setup } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import { PageSizeDefault } from '@/openapi/generated/enums';
import type { paths } from '@/openapi/generated/schema';
import type { Schemas } from '@/openapi/types';
import { notProvided } from '@/machines/shared/failure';
import { allSelected, pagesOf, sameQuery, toggleId } from '@/machines/shared/selection';

/**
 * A fleet's list in the back office: a page of cars and yachts as the address asks it (search, filters, sort, page),
 * rows ticked, and what is done to the ticked rows or to one: made available or unavailable (at once), deleted (after
 * a confirmation). The server decides what each account sees and may change.
 */

// Types

export type FleetItem = Schemas['FleetItem'];
export type FleetPage = Schemas['FleetPage'];
export type FleetChange = Schemas['FleetChange'];
export type FleetVehicleRef = Schemas['FleetVehicleRef'];
export type GetFleetQuery = NonNullable<paths['/api/fleet']['get']['parameters']['query']>;

export interface FleetListContext {
  query: GetFleetQuery;
  items: FleetItem[];
  total: number;
  /** Ids of the ticked rows of the page shown. */
  selected: string[];
  /** What the running change or the confirmation is about. */
  target: FleetVehicleRef[];
  /** What the running availability change sets. */
  available: boolean;
  /** The result of the last deletion, for the toast. */
  lastChange?: FleetChange;
  /** The failure of the last getFleet. */
  error?: unknown;
}

export type FleetListEvent =
  | { type: 'list.query'; query: GetFleetQuery }
  | { type: 'list.retry' }
  | { type: 'selection.toggle'; id: string }
  /** Ticks every row of the page, or unticks them all when they all are. */
  | { type: 'selection.togglePage' }
  /** Available or not: the ticked rows ('ids' left out) or one row. */
  | { type: 'availability.set'; available: boolean; ids?: string[] }
  /** Delete: the ticked rows ('ids' left out) or one row; asks first. */
  | { type: 'delete.ask'; ids?: string[] }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' };

// Rules

export const pageCount = ({ total, query }: Pick<FleetListContext, 'total' | 'query'>) => pagesOf(total, query.size ?? PageSizeDefault);

export const isPageSelected = ({ items, selected }: Pick<FleetListContext, 'items' | 'selected'>) =>
  allSelected(
    items.map((item) => item._id),
    selected,
  );

/** The rows an event is about: the ids it names, else the ticked rows; only rows of the page shown. */
function targetOf(context: FleetListContext, ids: string[] | undefined): FleetVehicleRef[] {
  const wanted = new Set(ids ?? context.selected);
  return context.items.filter((item) => wanted.has(item._id)).map(({ kind, _id }) => ({ kind, _id }));
}

// Machine

const newQuery = { guard: 'isNewQuery', target: '#fleetList.loading', reenter: true, actions: ['setQuery', 'clearSelection'] } as const;

export const fleetListMachine = setup({
  types: { context: typeOf<FleetListContext>(), events: typeOf<FleetListEvent>(), input: typeOf<{ query: GetFleetQuery }>() },
  actors: {
    getFleet: fromPromise<FleetPage, GetFleetQuery>(() => notProvided('getFleet')),
    setFleetAvailability: fromPromise<FleetChange, { items: FleetVehicleRef[]; available: boolean }>(() => notProvided('setFleetAvailability')),
    deleteFleetVehicles: fromPromise<FleetChange, { items: FleetVehicleRef[] }>(() => notProvided('deleteFleetVehicles')),
  },
  guards: {
    isNewQuery: ({ context, event }) => event.type === 'list.query' && !sameQuery(context.query, event.query),
    isOnPage: ({ context, event }) => event.type === 'selection.toggle' && context.items.some((item) => item._id === event.id),
    hasRows: ({ context }) => context.items.length > 0,
    /** The event is about rows of the page: one at least. */
    hasTarget: ({ context, event }) =>
      (event.type === 'availability.set' || event.type === 'delete.ask') && targetOf(context, event.ids).length > 0,
  },
  actions: {
    setQuery: assign(({ event }) => (event.type === 'list.query' ? { query: event.query } : {})),
    showPage: assign(({ context }, page: FleetPage) => {
      const shown = new Set(page.items.map((item) => item._id));
      return { items: page.items, total: page.total, selected: context.selected.filter((id) => shown.has(id)), error: undefined };
    }),
    keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : undefined })),
    clearSelection: assign({ selected: [] }),
    toggleSelected: assign(({ context, event }) => {
      if (event.type !== 'selection.toggle') return {};
      return { selected: toggleId(context.selected, event.id) };
    }),
    togglePage: assign(({ context }) => ({ selected: isPageSelected(context) ? [] : context.items.map((item) => item._id) })),
    keepTarget: assign(({ context, event }) => {
      if (event.type === 'availability.set') return { target: targetOf(context, event.ids), available: event.available };
      return event.type === 'delete.ask' ? { target: targetOf(context, event.ids) } : {};
    }),
    /** The switch of a row shows its new state while the server is asked. */
    showAvailability: assign(({ context, event }) => {
      if (event.type !== 'availability.set') return {};
      const changed = new Set(context.target.map((ref) => ref._id));
      return { items: context.items.map((item) => (changed.has(item._id) ? { ...item, available: event.available } : item)) };
    }),
    keepChange: assign((_, lastChange: FleetChange) => ({ lastChange })),
    forgetTarget: assign({ target: [] }),
    unselectTarget: assign(({ context }) => ({ selected: context.selected.filter((id) => !context.target.some((ref) => ref._id === id)) })),
    // Provided by the screen: the toasts and the error helper.
    notifyChanged: (_, _params: { change: FleetChange }) => {},
    notifyFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'fleetList',
  context: ({ input }) => ({ query: input.query, items: [], total: 0, selected: [], target: [], available: true }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      on: { 'list.query': newQuery },
      invoke: {
        id: 'getFleet',
        src: 'getFleet',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: { type: 'showPage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    failed: { tags: ['error'], on: { 'list.query': newQuery, 'list.retry': { target: 'loading' } } },
    ready: {
      on: {
        'list.query': newQuery,
        'selection.toggle': { guard: 'isOnPage', actions: 'toggleSelected' },
        'selection.togglePage': { guard: 'hasRows', actions: 'togglePage' },
        'availability.set': { guard: 'hasTarget', target: 'changingAvailability', actions: ['keepTarget', 'showAvailability'] },
        'delete.ask': { guard: 'hasTarget', target: 'confirmingDelete', actions: 'keepTarget' },
      },
    },
    changingAvailability: {
      tags: ['busy'],
      // Kept for the page read once the change is made.
      on: { 'list.query': { guard: 'isNewQuery', actions: ['setQuery', 'clearSelection'] } },
      invoke: {
        id: 'setFleetAvailability',
        src: 'setFleetAvailability',
        input: ({ context }) => ({ items: context.target, available: context.available }),
        onDone: { target: 'loading', actions: [{ type: 'notifyChanged', params: ({ event }) => ({ change: event.output }) }, 'forgetTarget'] },
        // The page is read again: the switches show what the server kept.
        onError: { target: 'loading', actions: [{ type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetTarget'] },
      },
    },
    confirmingDelete: {
      on: {
        // The list the deletion was asked on is gone: the confirmation closes and the new one is read.
        'list.query': { ...newQuery, actions: [...newQuery.actions, 'forgetTarget'] },
        'delete.cancel': { target: 'ready', actions: 'forgetTarget' },
        'delete.confirm': { target: 'deleting' },
      },
    },
    deleting: {
      tags: ['busy'],
      // Kept for the page read once the vehicles are deleted.
      on: { 'list.query': { guard: 'isNewQuery', actions: ['setQuery', 'clearSelection'] } },
      invoke: {
        id: 'deleteFleetVehicles',
        src: 'deleteFleetVehicles',
        input: ({ context }) => ({ items: context.target }),
        onDone: {
          target: 'loading',
          actions: [{ type: 'keepChange', params: ({ event }) => event.output }, { type: 'notifyChanged', params: ({ event }) => ({ change: event.output }) }, 'unselectTarget', 'forgetTarget'],
        },
        onError: { target: 'loading', actions: [{ type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetTarget'] },
      },
    },
  },
});
