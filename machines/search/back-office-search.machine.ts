import { assign, fromPromise, setup } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import type { paths } from '@/openapi/generated/schema';
import type { Schemas } from '@/openapi/types';
import { notProvided } from '@/machines/shared/failure';
import { sameQuery } from '@/machines/shared/selection';

/**
 * The back office's one search (issue 14): the words the address holds, sent once, and every kind of record that
 * matches them, grouped. No words, no request; new words while a search runs cancel it (its request is aborted).
 */

// Types

export type BackOfficeSearchResult = Schemas['BackOfficeSearchResult'];
export type SearchBackOfficeQuery = paths['/api/manage/search']['get']['parameters']['query'];
/** The kinds of records, in the order the screen shows them. */
export type SearchKind = keyof BackOfficeSearchResult;
export const searchKinds = ['users', 'suppliers', 'cars', 'yachts', 'places', 'coupons', 'bookings'] as const satisfies readonly SearchKind[];

export interface BackOfficeSearchContext {
  /** The words as the address gives them (trimmed), with the language of the answer. */
  query: SearchBackOfficeQuery;
  /** The answer of the last search done; kept while the next one runs. */
  result: BackOfficeSearchResult | null;
  /** The failure of the last search. */
  error?: unknown;
}

export type BackOfficeSearchEvent = { type: 'search.query'; query: SearchBackOfficeQuery } | { type: 'search.retry' };

// Rules

const hasWords = (query: SearchBackOfficeQuery) => query.q.trim() !== '';

/** The search answered and no kind has a match. */
export const foundNothing = ({ result }: Pick<BackOfficeSearchContext, 'result'>) => result !== null && searchKinds.every((kind) => result[kind].total === 0);

/** A kind has more matches than it shows: the screen links to its own list. */
export const hasMore = (result: BackOfficeSearchResult, kind: SearchKind) => result[kind].total > result[kind].items.length;

// Machine

const onQuery = [
  { guard: 'isCleared', target: '#backOfficeSearch.idle', actions: 'setQuery' },
  { guard: 'isNewQuery', target: '#backOfficeSearch.searching', reenter: true, actions: 'setQuery' },
] as const;

export const backOfficeSearchMachine = setup({
  types: {
    context: typeOf<BackOfficeSearchContext>(),
    events: typeOf<BackOfficeSearchEvent>(),
    input: typeOf<{ query: SearchBackOfficeQuery }>(),
  },
  actors: {
    searchBackOffice: fromPromise<BackOfficeSearchResult, SearchBackOfficeQuery>(() => notProvided('searchBackOffice')),
  },
  guards: {
    hasQuery: ({ context }) => hasWords(context.query),
    /** The new query has no words: nothing to look for. */
    isCleared: ({ event }) => event.type === 'search.query' && !hasWords(event.query),
    isNewQuery: ({ context, event }) => event.type === 'search.query' && !sameQuery(context.query, event.query),
  },
  actions: {
    setQuery: assign(({ event }) => (event.type === 'search.query' ? { query: { ...event.query, q: event.query.q.trim() } } : {})),
    showResult: assign((_, result: BackOfficeSearchResult) => ({ result, error: undefined })),
    keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : undefined })),
    forgetResult: assign({ result: null, error: undefined }),
  },
}).createMachine({
  id: 'backOfficeSearch',
  context: ({ input }) => ({ query: { ...input.query, q: input.query.q.trim() }, result: null }),
  initial: 'idle',
  states: {
    idle: {
      entry: 'forgetResult',
      always: { guard: 'hasQuery', target: 'searching' },
      on: { 'search.query': onQuery },
    },
    searching: {
      tags: ['busy'],
      on: { 'search.query': onQuery },
      invoke: {
        id: 'searchBackOffice',
        src: 'searchBackOffice',
        input: ({ context }) => context.query,
        onDone: { target: 'results', actions: { type: 'showResult', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    results: { on: { 'search.query': onQuery } },
    failed: {
      tags: ['error'],
      on: { 'search.query': onQuery, 'search.retry': { target: 'searching' } },
    },
  },
});
