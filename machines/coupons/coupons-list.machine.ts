import { assign, fromPromise, setup } from 'xstate';
import type { paths } from '../../openapi/generated/schema';
import type { Schemas } from '../../src/api/client';
import { notProvided } from '../shared/failure';
import { allSelected, pagesOf, sameQuery, toggleId } from '../shared/selection';

/**
 * The admins' coupons: a page as the address asks it (search, status, sort, page), rows ticked, and the ticked
 * coupons (or one) deleted after a confirmation; the server ends those bookings have used instead.
 */

export type CouponRecord = Schemas['CouponRecord'];
export type CouponPage = Schemas['CouponPage'];
export type ListCouponsQuery = NonNullable<paths['/api/coupons']['get']['parameters']['query']>;
export type CouponDeletion = paths['/api/coupons/delete']['post']['responses']['200']['content']['application/json'];

export const COUPONS_PAGE_SIZE = 30;

export interface CouponsListContext {
  query: ListCouponsQuery;
  items: CouponRecord[];
  total: number;
  selected: string[];
  /** The coupons the confirmation and the deletion are about. */
  target: string[];
  error?: unknown;
}

export type CouponsListEvent =
  | { type: 'list.query'; query: ListCouponsQuery }
  | { type: 'list.retry' }
  | { type: 'selection.toggle'; id: string }
  | { type: 'selection.togglePage' }
  /** Delete the ticked rows ('ids' left out) or one row; asks first. */
  | { type: 'delete.ask'; ids?: string[] }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' };

export const pageCount = ({ total, query }: Pick<CouponsListContext, 'total' | 'query'>) => pagesOf(total, query.size ?? COUPONS_PAGE_SIZE);

export const isPageSelected = ({ items, selected }: Pick<CouponsListContext, 'items' | 'selected'>) =>
  allSelected(
    items.map((item) => item._id),
    selected,
  );

function targetOf(context: CouponsListContext, ids: string[] | undefined): string[] {
  const wanted = new Set(ids ?? context.selected);
  return context.items.filter((item) => wanted.has(item._id)).map((item) => item._id);
}

const newQuery = { guard: 'isNewQuery', target: '#couponsList.loading', reenter: true, actions: ['setQuery', 'clearSelection'] } as const;

export const couponsListMachine = setup({
  types: { context: {} as CouponsListContext, events: {} as CouponsListEvent, input: {} as { query: ListCouponsQuery } },
  actors: {
    listCoupons: fromPromise<CouponPage, ListCouponsQuery>(async () => notProvided('listCoupons')),
    deleteCoupons: fromPromise<CouponDeletion, { coupons: string[] }>(async () => notProvided('deleteCoupons')),
  },
  guards: {
    isNewQuery: ({ context, event }) => event.type === 'list.query' && !sameQuery(context.query, event.query),
    isOnPage: ({ context, event }) => event.type === 'selection.toggle' && context.items.some((item) => item._id === event.id),
    hasRows: ({ context }) => context.items.length > 0,
    hasTarget: ({ context, event }) => event.type === 'delete.ask' && targetOf(context, event.ids).length > 0,
  },
  actions: {
    setQuery: assign(({ event }) => (event.type === 'list.query' ? { query: event.query } : {})),
    showPage: assign(({ context, event }) => {
      const page = (event as unknown as { output: CouponPage }).output;
      const shown = new Set(page.items.map((item) => item._id));
      return { items: page.items, total: page.total, selected: context.selected.filter((id) => shown.has(id)), error: undefined };
    }),
    keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : undefined })),
    clearSelection: assign({ selected: [] }),
    toggleSelected: assign(({ context, event }) => (event.type === 'selection.toggle' ? { selected: toggleId(context.selected, event.id) } : {})),
    togglePage: assign(({ context }) => ({ selected: isPageSelected(context) ? [] : context.items.map((item) => item._id) })),
    keepTarget: assign(({ context, event }) => (event.type === 'delete.ask' ? { target: targetOf(context, event.ids) } : {})),
    forgetTarget: assign({ target: [] }),
    unselectTarget: assign(({ context }) => ({ selected: context.selected.filter((id) => !context.target.includes(id)) })),
    notifyDeleted: (_, _params: { result: CouponDeletion }) => {},
    notifyFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'couponsList',
  context: ({ input }) => ({ query: input.query, items: [], total: 0, selected: [], target: [] }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      on: { 'list.query': newQuery },
      invoke: {
        id: 'listCoupons',
        src: 'listCoupons',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: 'showPage' },
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    failed: { tags: ['error'], on: { 'list.query': newQuery, 'list.retry': { target: 'loading' } } },
    ready: {
      on: {
        'list.query': newQuery,
        'selection.toggle': { guard: 'isOnPage', actions: 'toggleSelected' },
        'selection.togglePage': { guard: 'hasRows', actions: 'togglePage' },
        'delete.ask': { guard: 'hasTarget', target: 'confirmingDelete', actions: 'keepTarget' },
      },
    },
    confirmingDelete: {
      on: {
        'delete.cancel': { target: 'ready', actions: 'forgetTarget' },
        'delete.confirm': { target: 'deleting' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteCoupons',
        src: 'deleteCoupons',
        input: ({ context }) => ({ coupons: context.target }),
        onDone: { target: 'loading', actions: [{ type: 'notifyDeleted', params: ({ event }) => ({ result: event.output }) }, 'unselectTarget', 'forgetTarget'] },
        onError: { target: 'loading', actions: [{ type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetTarget'] },
      },
    },
  },
});
