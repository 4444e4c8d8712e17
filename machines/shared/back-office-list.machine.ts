import { assign, fromPromise, setup } from 'xstate';
import { PageSizeDefault } from '@/openapi/generated/enums';
import { notProvided } from './failure';
import { allSelected, pagesOf, sameQuery, toggleId } from './selection';
import { typeOf } from './type-of';

/**
 * The back office's lists (accounts, coupons, suppliers): a page as the address asks it (search, filters,
 * sort, page), rows ticked, and one change made to the ticked rows (or to one) after a confirmation: suspend or
 * reinstate accounts, delete coupons, move suppliers to a tier or delete them. One machine for all; each list gives
 * its two actors, `listPage` (a page of its query) and `applyChange` (the change to the rows' ids, with what the
 * screen asked in `params`), and reads its rows with its own type (`rowsOf`).
 */

/** A row: what the machine needs of it. Each list's rows are its own type (`rowsOf`). */
export interface ListRow {
  _id: string;
}

/** A list's query as its address gives it: each list's own type. */
export type ListQuery = { size?: number } & object;

/** What a change is (for the accounts: suspend or reinstate; for the suppliers: which tier). */
export type ChangeParams = Record<string, string | number | boolean>;

export interface BackOfficeListContext {
  query: ListQuery;
  items: ListRow[];
  total: number;
  /** Ids of the ticked rows of the page shown. */
  selected: string[];
  /** The rows the confirmation and the running change are about. */
  target: string[];
  params: ChangeParams;
  /** The failure of the last page read. */
  error?: unknown;
}

export type BackOfficeListEvent =
  | { type: 'list.query'; query: ListQuery }
  | { type: 'list.retry' }
  | { type: 'selection.toggle'; id: string }
  /** Ticks every row of the page, or unticks them all when they all are. */
  | { type: 'selection.togglePage' }
  /** The change, to the ticked rows ('ids' left out) or to one row; asks first. */
  | { type: 'change.ask'; params: ChangeParams; ids?: string[] }
  /** A change that needs no confirmation (a request marked handled), made at once. */
  | { type: 'change.apply'; params: ChangeParams; ids?: string[] }
  | { type: 'change.cancel' }
  | { type: 'change.confirm' };

export interface ListPage {
  items: ListRow[];
  total: number;
}

// Rules

/** The rows of the page shown, as the list's own type. */
export const rowsOf = <TRow extends ListRow>(context: Pick<BackOfficeListContext, 'items'>): TRow[] => context.items as TRow[];

/** The pages of the list: its query's size, else the contract's (PageSize). */
export const pageCount = ({ total, query }: Pick<BackOfficeListContext, 'total' | 'query'>) => pagesOf(total, query.size ?? PageSizeDefault);

export const isPageSelected = ({ items, selected }: Pick<BackOfficeListContext, 'items' | 'selected'>) =>
  allSelected(
    items.map((item) => item._id),
    selected,
  );

/** The rows an event is about: the ids it names, else the ticked rows; only rows of the page shown. */
function targetOf(context: BackOfficeListContext, ids: string[] | undefined): string[] {
  const wanted = new Set(ids ?? context.selected);
  return context.items.filter((item) => wanted.has(item._id)).map((item) => item._id);
}

/** A list's two API calls: a page of its query, and its change to the rows' ids (the abort signal cancels the request). */
export interface BackOfficeListCalls {
  page: (query: ListQuery, signal: AbortSignal) => Promise<ListPage>;
  change: (ids: string[], params: ChangeParams, signal: AbortSignal) => Promise<unknown>;
}

/** The list machine's actors (`listPage`, `applyChange`) on a list's calls. */
export function backOfficeListActors(calls: BackOfficeListCalls) {
  return {
    listPage: fromPromise<ListPage, ListQuery>(({ input, signal }) => calls.page(input, signal)),
    applyChange: fromPromise<unknown, { ids: string[]; params: ChangeParams }>(({ input, signal }) => calls.change(input.ids, input.params, signal)),
  };
}

// Machine

const newQuery = { guard: 'isNewQuery', target: '#backOfficeList.loading', reenter: true, actions: ['setQuery', 'clearSelection'] } as const;

export const backOfficeListMachine = setup({
  types: { context: typeOf<BackOfficeListContext>(), events: typeOf<BackOfficeListEvent>(), input: typeOf<{ query: ListQuery }>() },
  actors: {
    listPage: fromPromise<ListPage, ListQuery>(() => notProvided('listPage')),
    applyChange: fromPromise<unknown, { ids: string[]; params: ChangeParams }>(() => notProvided('applyChange')),
  },
  guards: {
    isNewQuery: ({ context, event }) => event.type === 'list.query' && !sameQuery(context.query, event.query),
    isOnPage: ({ context, event }) => event.type === 'selection.toggle' && context.items.some((item) => item._id === event.id),
    hasRows: ({ context }) => context.items.length > 0,
    hasTarget: ({ context, event }) => (event.type === 'change.ask' || event.type === 'change.apply') && targetOf(context, event.ids).length > 0,
  },
  actions: {
    setQuery: assign(({ event }) => (event.type === 'list.query' ? { query: event.query } : {})),
    showPage: assign(({ context }, page: ListPage) => {
      const shown = new Set(page.items.map((item) => item._id));
      return { items: page.items, total: page.total, selected: context.selected.filter((id) => shown.has(id)), error: undefined };
    }),
    keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : undefined })),
    clearSelection: assign({ selected: [] }),
    toggleSelected: assign(({ context, event }) => (event.type === 'selection.toggle' ? { selected: toggleId(context.selected, event.id) } : {})),
    togglePage: assign(({ context }) => ({ selected: isPageSelected(context) ? [] : context.items.map((item) => item._id) })),
    keepTarget: assign(({ context, event }) =>
      event.type === 'change.ask' || event.type === 'change.apply' ? { target: targetOf(context, event.ids), params: event.params } : {},
    ),
    forgetTarget: assign({ target: [] }),
    unselectTarget: assign(({ context }) => ({ selected: context.selected.filter((id) => !context.target.includes(id)) })),
    // Provided by the screen: the toasts and the error helper.
    notifyChanged: (_, _params: { result: unknown; params: ChangeParams }) => {},
    notifyFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backOfficeList',
  context: ({ input }) => ({ query: input.query, items: [], total: 0, selected: [], target: [], params: {} }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      on: { 'list.query': newQuery },
      invoke: {
        id: 'listPage',
        src: 'listPage',
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
        'change.ask': { guard: 'hasTarget', target: 'confirming', actions: 'keepTarget' },
        'change.apply': { guard: 'hasTarget', target: 'changing', actions: 'keepTarget' },
      },
    },
    confirming: {
      on: {
        // The list the change was asked on is gone: the confirmation closes and the new one is read.
        'list.query': { ...newQuery, actions: [...newQuery.actions, 'forgetTarget'] },
        'change.cancel': { target: 'ready', actions: 'forgetTarget' },
        'change.confirm': { target: 'changing' },
      },
    },
    changing: {
      tags: ['busy'],
      // Kept for the page read once the change is made.
      on: { 'list.query': { guard: 'isNewQuery', actions: ['setQuery', 'clearSelection'] } },
      invoke: {
        id: 'applyChange',
        src: 'applyChange',
        input: ({ context }) => ({ ids: context.target, params: context.params }),
        onDone: {
          target: 'loading',
          actions: [{ type: 'notifyChanged', params: ({ context, event }) => ({ result: event.output, params: context.params }) }, 'unselectTarget', 'forgetTarget'],
        },
        // The page is read again: it shows what the server kept.
        onError: { target: 'loading', actions: [{ type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetTarget'] },
      },
    },
  },
});
