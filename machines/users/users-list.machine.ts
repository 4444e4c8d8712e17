import { assign, fromPromise, setup } from 'xstate';
import type { paths } from '../../openapi/generated/schema';
import type { Schemas } from '../../src/api/client';
import { notProvided } from '../shared/failure';
import { allSelected, pagesOf, sameQuery, toggleId } from '../shared/selection';

/**
 * The admins' list of accounts: a page as the address asks it (search, type, status, sort, page), rows ticked, and
 * the ticked accounts (or one) suspended or reinstated after a confirmation. The server decides whom an admin may
 * suspend and says how many it left as they were.
 */

// Types

export type UserListItem = Schemas['UserListItem'];
export type UserPage = Schemas['UserPage'];
export type ListUsersQuery = NonNullable<paths['/api/users']['get']['parameters']['query']>;
export type SuspensionChange = paths['/api/users/suspension']['post']['responses']['200']['content']['application/json'];

/** Accounts a page (spec 9: 30). */
export const USERS_PAGE_SIZE = 30;

export interface UsersListContext {
  query: ListUsersQuery;
  items: UserListItem[];
  total: number;
  /** Ids of the ticked rows of the page shown. */
  selected: string[];
  /** The accounts the confirmation and the running change are about. */
  target: string[];
  /** What the change sets: suspended (true) or reinstated. */
  suspend: boolean;
  /** The failure of the last listUsers. */
  error?: unknown;
}

export type UsersListEvent =
  | { type: 'list.query'; query: ListUsersQuery }
  | { type: 'list.retry' }
  | { type: 'selection.toggle'; id: string }
  | { type: 'selection.togglePage' }
  /** Suspend or reinstate: the ticked rows ('ids' left out) or one row; asks first. */
  | { type: 'suspension.ask'; suspend: boolean; ids?: string[] }
  | { type: 'suspension.cancel' }
  | { type: 'suspension.confirm' };

// Rules

export const pageCount = ({ total, query }: Pick<UsersListContext, 'total' | 'query'>) => pagesOf(total, query.size ?? USERS_PAGE_SIZE);

export const isPageSelected = ({ items, selected }: Pick<UsersListContext, 'items' | 'selected'>) =>
  allSelected(
    items.map((item) => item._id),
    selected,
  );

/** The rows an event is about: the ids it names, else the ticked rows; only rows of the page shown. */
function targetOf(context: UsersListContext, ids: string[] | undefined): string[] {
  const wanted = new Set(ids ?? context.selected);
  return context.items.filter((item) => wanted.has(item._id)).map((item) => item._id);
}

// Machine

const newQuery = { guard: 'isNewQuery', target: '#usersList.loading', reenter: true, actions: ['setQuery', 'clearSelection'] } as const;

export const usersListMachine = setup({
  types: { context: {} as UsersListContext, events: {} as UsersListEvent, input: {} as { query: ListUsersQuery } },
  actors: {
    listUsers: fromPromise<UserPage, ListUsersQuery>(async () => notProvided('listUsers')),
    setUsersSuspension: fromPromise<SuspensionChange, { users: string[]; suspended: boolean }>(async () => notProvided('setUsersSuspension')),
  },
  guards: {
    isNewQuery: ({ context, event }) => event.type === 'list.query' && !sameQuery(context.query, event.query),
    isOnPage: ({ context, event }) => event.type === 'selection.toggle' && context.items.some((item) => item._id === event.id),
    hasRows: ({ context }) => context.items.length > 0,
    hasTarget: ({ context, event }) => event.type === 'suspension.ask' && targetOf(context, event.ids).length > 0,
  },
  actions: {
    setQuery: assign(({ event }) => (event.type === 'list.query' ? { query: event.query } : {})),
    showPage: assign(({ context, event }) => {
      const page = (event as unknown as { output: UserPage }).output;
      const shown = new Set(page.items.map((item) => item._id));
      return { items: page.items, total: page.total, selected: context.selected.filter((id) => shown.has(id)), error: undefined };
    }),
    keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : undefined })),
    clearSelection: assign({ selected: [] }),
    toggleSelected: assign(({ context, event }) => (event.type === 'selection.toggle' ? { selected: toggleId(context.selected, event.id) } : {})),
    togglePage: assign(({ context }) => ({ selected: isPageSelected(context) ? [] : context.items.map((item) => item._id) })),
    keepTarget: assign(({ context, event }) => (event.type === 'suspension.ask' ? { target: targetOf(context, event.ids), suspend: event.suspend } : {})),
    forgetTarget: assign({ target: [] }),
    unselectTarget: assign(({ context }) => ({ selected: context.selected.filter((id) => !context.target.includes(id)) })),
    // Provided by the screen: the toasts and the error helper.
    notifyChanged: (_, _params: { change: SuspensionChange; suspend: boolean }) => {},
    notifyFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'usersList',
  context: ({ input }) => ({ query: input.query, items: [], total: 0, selected: [], target: [], suspend: true }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      on: { 'list.query': newQuery },
      invoke: {
        id: 'listUsers',
        src: 'listUsers',
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
        'suspension.ask': { guard: 'hasTarget', target: 'confirming', actions: 'keepTarget' },
      },
    },
    confirming: {
      on: {
        'suspension.cancel': { target: 'ready', actions: 'forgetTarget' },
        'suspension.confirm': { target: 'changing' },
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'setUsersSuspension',
        src: 'setUsersSuspension',
        input: ({ context }) => ({ users: context.target, suspended: context.suspend }),
        onDone: {
          target: 'loading',
          actions: [{ type: 'notifyChanged', params: ({ context, event }) => ({ change: event.output, suspend: context.suspend }) }, 'unselectTarget', 'forgetTarget'],
        },
        onError: { target: 'loading', actions: [{ type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetTarget'] },
      },
    },
  },
});
