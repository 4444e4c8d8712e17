import { assign, fromPromise, setup } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import type { Schemas } from '@/openapi/types';
import type { paths } from '@/openapi/generated/schema';
import { errorCodeOf, notProvided } from '@/machines/shared/failure';
import { type Booking, type BookingViewer, isStaff, mayDelete } from './booking-rules';
import { allSelected, pagesOf, sameQuery, toggleId } from '@/machines/shared/selection';

// Types

export type { Booking, BookingViewer };
export type BookingPage = Schemas['BookingPage'];
export type GetBookingsQuery = NonNullable<paths['/api/bookings']['get']['parameters']['query']>;

/** Bookings a page (spec 9): 20 on a desktop, 10 on a phone. */
export const BOOKINGS_PAGE_SIZE = { desktop: 20, mobile: 10 } as const;

export interface BookingsListContext {
  viewer: BookingViewer;
  /** The query of the address: filters, page and size. */
  query: GetBookingsQuery;
  /** The page shown. */
  bookings: Booking[];
  /** Matches on every page. */
  total: number;
  /** Ids of the ticked rows of the page shown. */
  selected: string[];
  /** The bookings the confirmation asks about. */
  toDelete: string[];
  /** Why the last deleteBookings was refused, for the confirmation. */
  deleteError?: unknown;
  /** The address changed while a deletion was under way: load again once it is over. */
  stale: boolean;
  /** The failure of the last getBookings. */
  error?: unknown;
}

export type BookingsListEvent =
  /** The address changed: load with this query. */
  | { type: 'list.query'; query: GetBookingsQuery }
  | { type: 'list.retry' }
  /**
   * A booking changed (its status changed here, or a notification told of a change elsewhere): load the page again. While
   * a page loads, it loads afresh (the answer under way may predate the change); while a deletion is asked or under
   * way, once it is over.
   */
  | { type: 'list.reload' }
  | { type: 'selection.toggle'; id: string }
  /** Ticks every row of the page that can be ticked, or unticks them all when they all are. */
  | { type: 'selection.togglePage' }
  /** 'Delete' on a row (one id) or 'Delete selection'. */
  | { type: 'delete.ask'; ids: string[] }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' };

export interface BookingsListInput {
  viewer: BookingViewer;
  query: GetBookingsQuery;
}

// Rules

export function pageCount({ total, query }: Pick<BookingsListContext, 'total' | 'query'>): number {
  return pagesOf(total, query.size ?? BOOKINGS_PAGE_SIZE.desktop);
}

/** The rows a viewer may tick: only staff select, and only what they may delete (the selection is for deleting). */
export function selectableIds({ viewer, bookings }: Pick<BookingsListContext, 'viewer' | 'bookings'>): string[] {
  if (!isStaff(viewer)) return [];
  return bookings.filter((booking) => mayDelete(viewer, booking)).map((booking) => booking._id);
}

/** Every row that can be ticked is ticked (and there is at least one). */
export function isPageSelected(context: Pick<BookingsListContext, 'viewer' | 'bookings' | 'selected'>): boolean {
  return allSelected(selectableIds(context), context.selected);
}


// Machine

const newQuery = { guard: 'isNewQuery', target: '#bookingsList.loading', reenter: true, actions: ['setQuery', 'clearSelection'] } as const;

export const bookingsListMachine = setup({
  types: {
    context: typeOf<BookingsListContext>(),
    events: typeOf<BookingsListEvent>(),
    input: typeOf<BookingsListInput>(),
  },
  actors: {
    getBookings: fromPromise<BookingPage, GetBookingsQuery>(() => notProvided('getBookings')),
    deleteBookings: fromPromise<void, { ids: string[] }>(() => notProvided('deleteBookings')),
  },
  guards: {
    isNewQuery: ({ context, event }) => event.type === 'list.query' && !sameQuery(context.query, event.query),
    isSelectable: ({ context, event }) => event.type === 'selection.toggle' && selectableIds(context).includes(event.id),
    hasSelectable: ({ context }) => selectableIds(context).length > 0,
    /** Bookings of the page the viewer may delete, one at least. */
    isDeletable: ({ context, event }) => {
      if (event.type !== 'delete.ask' || event.ids.length === 0) return false;
      const deletable = new Set(context.bookings.filter((booking) => mayDelete(context.viewer, booking)).map((booking) => booking._id));
      return event.ids.every((id) => deletable.has(id));
    },
    /** Someone else deleted one first: nothing left to retry. */
    isGone: ({ event }) => errorCodeOf(event) === 'NOT_FOUND',
    isStale: ({ context }) => context.stale,
  },
  actions: {
    setQuery: assign(({ event }) => (event.type === 'list.query' ? { query: event.query } : {})),
    markStale: assign({ stale: true }),
    clearStale: assign({ stale: false }),
    showPage: assign(({ context }, page: BookingPage) => {
      const shown = new Set(page.items.map((booking) => booking._id));
      return { bookings: page.items, total: page.total, selected: context.selected.filter((id) => shown.has(id)), error: undefined };
    }),
    keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : undefined })),
    clearSelection: assign({ selected: [] }),
    toggleSelected: assign(({ context, event }) => {
      if (event.type !== 'selection.toggle') return {};
      return { selected: toggleId(context.selected, event.id) };
    }),
    togglePage: assign(({ context }) => ({ selected: isPageSelected(context) ? [] : selectableIds(context) })),
    keepToDelete: assign(({ event }) => (event.type === 'delete.ask' ? { toDelete: event.ids, deleteError: undefined } : {})),
    keepDeleteError: assign(({ event }) => ({ deleteError: 'error' in event ? event.error : undefined })),
    forgetDelete: assign({ toDelete: [], deleteError: undefined }),
    unselectDeleted: assign(({ context }) => ({ selected: context.selected.filter((id) => !context.toDelete.includes(id)) })),
    // Provided by the screen: the toasts and the error helper.
    notifyDeleted: (_, _params: { count: number }) => {},
    notifyFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'bookingsList',
  context: ({ input }) => ({
    viewer: input.viewer,
    query: input.query,
    bookings: [],
    total: 0,
    selected: [],
    toDelete: [],
    stale: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearStale',
      on: { 'list.query': newQuery, 'list.reload': { target: 'loading', reenter: true } },
      invoke: {
        id: 'getBookings',
        src: 'getBookings',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: { type: 'showPage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'list.query': newQuery, 'list.retry': { target: 'loading' }, 'list.reload': { target: 'loading' } },
    },
    ready: {
      on: {
        'list.query': newQuery,
        'list.reload': { target: 'loading' },
        'selection.toggle': { guard: 'isSelectable', actions: 'toggleSelected' },
        'selection.togglePage': { guard: 'hasSelectable', actions: 'togglePage' },
        'delete.ask': { guard: 'isDeletable', target: 'confirmingDelete', actions: 'keepToDelete' },
      },
    },
    confirmingDelete: {
      on: {
        'list.query': { ...newQuery, actions: ['setQuery', 'clearSelection', 'forgetDelete'] },
        'list.reload': { actions: 'markStale' },
        'delete.cancel': [
          { guard: 'isStale', target: 'loading', actions: 'forgetDelete' },
          { target: 'ready', actions: 'forgetDelete' },
        ],
        'delete.confirm': { target: 'deleting' },
      },
    },
    deleting: {
      tags: ['busy'],
      // Not cancelled by a new address: the deletion goes on, the new page loads after it.
      on: { 'list.query': { guard: 'isNewQuery', actions: ['setQuery', 'clearSelection', 'markStale'] }, 'list.reload': { actions: 'markStale' } },
      invoke: {
        id: 'deleteBookings',
        src: 'deleteBookings',
        input: ({ context }) => ({ ids: context.toDelete }),
        onDone: {
          target: 'loading',
          actions: [{ type: 'notifyDeleted', params: ({ context }) => ({ count: context.toDelete.length }) }, 'unselectDeleted', 'forgetDelete'],
        },
        onError: [
          {
            guard: 'isGone',
            target: 'loading',
            actions: [{ type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }, 'unselectDeleted', 'forgetDelete'],
          },
          // Kept open with the reason: the user reads it, then cancels (or tries again).
          { target: 'confirmingDelete', actions: 'keepDeleteError' },
        ],
      },
    },
  },
});
