import { assign, fromPromise, setup } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import type { Schemas } from '@/openapi/types';
import type { paths } from '@/openapi/generated/schema';
import { notProvided } from '@/machines/shared/failure';

// Types

export type SearchCarsQuery = NonNullable<paths['/api/cars']['get']['parameters']['query']>;
export type Car = Schemas['Car'];
export type CarPage = Schemas['CarPage'];

export interface CarSearchContext {
  /** The query of the address; `page` is the first page shown. */
  params: SearchCarsQuery;
  /** The cars shown: one page, or several appended by infinite scrolling. */
  cars: Car[];
  /** Matches on every page. */
  total: number;
  /** The last page loaded. */
  page: number;
  size: number;
  /** The failure of the last request, for the screen's message. */
  error?: unknown;
  /** The first page came with the input (the server's page had searched already): no request to start with. */
  preloaded: boolean;
}

export type CarSearchEvent =
  /** The address changed: search again with these parameters. */
  | { type: 'search.change'; params: SearchCarsQuery }
  | { type: 'search.retry' }
  /** The cars changed (one added or deleted): search again with the same parameters. */
  | { type: 'search.reload' }
  /** Infinite scrolling reached the end of the list: append the next page. */
  | { type: 'search.loadMore' };

export interface CarSearchInput {
  params: SearchCarsQuery;
  /** The first page of these params when it is known already (the server rendered it): shown without searching. */
  firstPage?: CarPage;
}

// Rules

export function pageCount({ total, size }: Pick<CarSearchContext, 'total' | 'size'>): number {
  return size > 0 ? Math.ceil(total / size) : 0;
}

export function hasMorePages(context: Pick<CarSearchContext, 'total' | 'size' | 'page'>): boolean {
  return context.page < pageCount(context);
}

export function sameParams(a: SearchCarsQuery, b: SearchCarsQuery): boolean {
  return JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());
}

// Machine

export const carSearchMachine = setup({
  types: {
    context: typeOf<CarSearchContext>(),
    events: typeOf<CarSearchEvent>(),
    input: typeOf<CarSearchInput>(),
  },
  actors: {
    searchCars: fromPromise<CarPage, SearchCarsQuery>(() => notProvided('searchCars')),
  },
  guards: {
    isNewSearch: ({ context, event }) => event.type === 'search.change' && !sameParams(context.params, event.params),
    isEmptyPage: (_, page: CarPage) => page.items.length === 0,
    hasMore: ({ context }) => hasMorePages(context),
    isPreloaded: ({ context }) => context.preloaded,
    isPreloadedEmpty: ({ context }) => context.preloaded && context.cars.length === 0,
  },
  actions: {
    setParams: assign(({ event }) => (event.type === 'search.change' ? { params: event.params } : {})),
    showPage: assign((_, page: CarPage) => ({ cars: page.items, total: page.total, page: page.page, size: page.size, error: undefined })),
    appendPage: assign(({ context }, page: CarPage) => {
      const known = new Set(context.cars.map((car) => car._id));
      return {
        cars: [...context.cars, ...page.items.filter((car) => !known.has(car._id))],
        total: page.total,
        page: page.page,
        error: undefined,
      };
    }),
    keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : undefined })),
  },
}).createMachine({
  id: 'carSearch',
  context: ({ input }) => ({
    params: input.params,
    cars: input.firstPage?.items ?? [],
    total: input.firstPage?.total ?? 0,
    page: input.firstPage?.page ?? input.params.page ?? 1,
    size: input.firstPage?.size ?? input.params.size ?? 15,
    preloaded: input.firstPage !== undefined,
  }),
  initial: 'starting',
  on: {
    // A new address cancels whatever is under way and searches again.
    'search.change': { guard: 'isNewSearch', target: '.loading', reenter: true, actions: 'setParams' },
    'search.reload': { target: '.loading', reenter: true },
  },
  states: {
    starting: {
      always: [{ guard: 'isPreloadedEmpty', target: 'empty' }, { guard: 'isPreloaded', target: 'loaded' }, { target: 'loading' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'searchCars',
        src: 'searchCars',
        input: ({ context }) => context.params,
        onDone: [
          { guard: { type: 'isEmptyPage', params: ({ event }) => event.output }, target: 'empty', actions: { type: 'showPage', params: ({ event }) => event.output } },
          { target: 'loaded', actions: { type: 'showPage', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    loaded: {
      tags: ['results'],
      on: { 'search.loadMore': { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      tags: ['results', 'busy'],
      invoke: {
        id: 'searchCars',
        src: 'searchCars',
        input: ({ context }) => ({ ...context.params, page: context.page + 1 }),
        onDone: { target: 'loaded', actions: { type: 'appendPage', params: ({ event }) => event.output } },
        onError: { target: 'loadMoreFailed', actions: 'keepError' },
      },
    },
    loadMoreFailed: {
      tags: ['results', 'error'],
      on: { 'search.retry': { target: 'loadingMore' }, 'search.loadMore': { target: 'loadingMore' } },
    },
    empty: {},
    failed: {
      tags: ['error'],
      on: { 'search.retry': { target: 'loading' } },
    },
  },
});
