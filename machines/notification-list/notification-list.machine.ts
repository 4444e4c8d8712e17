import { assign, fromPromise, setup } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import { PageSizeDefault } from '@/openapi/generated/enums';
import type { Schemas } from '@/openapi/types';
import { notProvided } from '@/machines/shared/failure';

// Types

export type Notification = Schemas['Notification'];
export type NotificationPage = Schemas['NotificationPage'];
export type NotificationCounter = Schemas['NotificationCounter'];
/** Some notifications by id, or all of the account's. */
export type NotificationSelection = { ids: string[] } | { all: true };

/** The spec's default page size, as the contract declares it (PageSize). */
export const NOTIFICATIONS_PER_PAGE = PageSizeDefault;

export interface NotificationListInput {
  page?: number;
}

export interface NotificationListContext {
  page: number;
  items: Notification[];
  total: number;
  unread: number;
  /** Ids ticked on this page. */
  selected: string[];
  /** What is being marked, and how. */
  pendingMark: MarkInput | null;
  /** What is to be deleted once confirmed. */
  pendingDelete: NotificationSelection | null;
  /** The last action that failed, shown until the next one. */
  failure: 'mark' | 'delete' | null;
  /** Why the page could not be loaded (its texts depend on it). */
  loadError: unknown;
}

export type NotificationListEvent =
  | { type: 'list.page'; page: number }
  | { type: 'list.refresh' }
  | { type: 'list.retry' }
  | { type: 'list.toggle'; id: string }
  | { type: 'list.selectAll'; selected: boolean }
  | { type: 'list.mark'; selection: NotificationSelection; read: boolean }
  | { type: 'list.delete'; selection: NotificationSelection }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export interface MarkInput {
  selection: NotificationSelection;
  read: boolean;
}

const isAll = (selection: NotificationSelection): selection is { all: true } => 'all' in selection;

// Machine

/** The /notifications screen: one page of the account's notifications, selecting, marking and deleting them. */
export const notificationListMachine = setup({
  types: {
    context: typeOf<NotificationListContext>(),
    events: typeOf<NotificationListEvent>(),
    input: typeOf<NotificationListInput>(),
  },
  actors: {
    getNotifications: fromPromise<NotificationPage, { page: number; size: number }>(() => notProvided('getNotifications')),
    markNotifications: fromPromise<NotificationCounter, MarkInput>(() => notProvided('markNotifications')),
    deleteNotifications: fromPromise<NotificationCounter, NotificationSelection>(() => notProvided('deleteNotifications')),
  },
  guards: {
    /** The page asked for is empty but earlier ones are not (its last notifications were deleted). */
    isPastLastPage: ({ context }, page: NotificationPage) => page.items.length === 0 && context.page > 1 && page.total > 0,
    hasNotifications: ({ context }) => context.items.length > 0,
  },
  actions: {
    /** Tells the app the account's counts (the header's unread count). */
    reportCounter: (_, _params: NotificationCounter) => {},
    showPage: assign(({ context }, page: NotificationPage) => ({
      items: page.items,
      total: page.total,
      unread: page.unread,
      // A refresh keeps what is still on the page ticked.
      selected: context.selected.filter((id) => page.items.some((item) => item._id === id)),
    })),
    goToPreviousPage: assign({ page: ({ context }) => context.page - 1 }),
    goToPage: assign(({ event }) => (event.type === 'list.page' ? { page: event.page, selected: [] } : {})),
    toggle: assign({
      selected: ({ context, event }) => {
        if (event.type !== 'list.toggle') return context.selected;
        return context.selected.includes(event.id) ? context.selected.filter((id) => id !== event.id) : [...context.selected, event.id];
      },
    }),
    selectAll: assign({
      selected: ({ context, event }) => (event.type === 'list.selectAll' && event.selected ? context.items.map((item) => item._id) : []),
    }),
    keepMark: assign({ pendingMark: ({ event }) => (event.type === 'list.mark' ? { selection: event.selection, read: event.read } : null) }),
    applyMark: assign(({ context }, counter: NotificationCounter) => {
      const mark = context.pendingMark;
      if (!mark) return {};
      const { selection, read } = mark;
      return {
        items: context.items.map((item) => (isAll(selection) || selection.ids.includes(item._id) ? { ...item, read } : item)),
        unread: counter.unread,
        total: counter.total,
        pendingMark: null,
      };
    }),
    keepDelete: assign({ pendingDelete: ({ event }) => (event.type === 'list.delete' ? event.selection : null) }),
    clearDelete: assign({ pendingDelete: null, selected: [] }),
    failMark: assign({ failure: 'mark' as const, pendingMark: null }),
    failDelete: assign({ failure: 'delete' as const }),
    keepLoadError: assign({ loadError: ({ event }) => ('error' in event ? event.error : undefined) }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'notificationList',
  context: ({ input }) => ({ page: input.page ?? 1, items: [], total: 0, unread: 0, selected: [], pendingMark: null, pendingDelete: null, failure: null, loadError: undefined }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'getNotifications',
        src: 'getNotifications',
        input: ({ context }) => ({ page: context.page, size: NOTIFICATIONS_PER_PAGE }),
        onDone: [
          { guard: { type: 'isPastLastPage', params: ({ event }) => event.output }, target: 'loading', reenter: true, actions: 'goToPreviousPage' },
          {
            target: 'ready',
            actions: [
              { type: 'showPage', params: ({ event }) => event.output },
              { type: 'reportCounter', params: ({ event }) => ({ unread: event.output.unread, total: event.output.total }) },
            ],
          },
        ],
        onError: { target: 'loadFailed', actions: 'keepLoadError' },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'list.retry': { target: 'loading' } },
    },
    ready: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'hasNotifications', target: 'listed' }, { target: 'empty' }] },
        listed: {},
        empty: {},
      },
      on: {
        'list.page': { target: 'loading', actions: ['goToPage', 'clearFailure'] },
        'list.refresh': { target: 'loading' },
        'list.toggle': { actions: 'toggle' },
        'list.selectAll': { actions: 'selectAll' },
        'list.mark': { target: 'marking', actions: ['keepMark', 'clearFailure'] },
        'list.delete': { target: 'confirmingDelete', actions: ['keepDelete', 'clearFailure'] },
      },
    },
    marking: {
      tags: ['busy'],
      invoke: {
        id: 'markNotifications',
        src: 'markNotifications',
        input: ({ context }) => context.pendingMark ?? { selection: { ids: [] }, read: true },
        onDone: {
          target: 'ready',
          actions: [
            { type: 'applyMark', params: ({ event }) => event.output },
            { type: 'reportCounter', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'ready', actions: 'failMark' },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': { target: 'deleting', actions: 'clearFailure' },
        'delete.cancel': { target: 'ready', actions: 'clearDelete' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteNotifications',
        src: 'deleteNotifications',
        input: ({ context }) => context.pendingDelete ?? { ids: [] },
        onDone: { target: 'loading', actions: ['clearDelete', { type: 'reportCounter', params: ({ event }) => event.output }] },
        // The dialog stays open with the reason, to try again or cancel.
        onError: { target: 'confirmingDelete', actions: 'failDelete' },
      },
    },
  },
});
