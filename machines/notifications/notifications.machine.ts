import { assign, enqueueActions, fromCallback, setup, type ActorRefFrom } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import type { Schemas } from '@/openapi/types';
import { popupMachine } from './popup.machine';

// Types

export type Notification = Schemas['Notification'];
export type NotificationCounter = Schemas['NotificationCounter'];

/** What the stream actor tells the machine. `status` 0: the server was not reached. */
export type StreamEvent =
  | { type: 'stream.opened' }
  | { type: 'stream.counter'; counter: NotificationCounter }
  | { type: 'stream.notification'; notification: Notification }
  | { type: 'stream.ended' }
  /** The server ended the stream: the account opened more streams (tabs, devices) than it keeps for it. */
  | { type: 'stream.replaced' }
  | { type: 'stream.failed'; status: number };

/** The browser's: online, offline, and the page shown again (its tab chosen, its window restored). */
export type NetworkEvent = { type: 'network.online' } | { type: 'network.offline' } | { type: 'page.shown' };

export type NotificationsEvent =
  | { type: 'notifications.start' }
  | { type: 'notifications.stop' }
  /** The counts an answer of the list brought (after marking or deleting), before the stream tells them. */
  | { type: 'notifications.counted'; counter: NotificationCounter }
  | { type: 'popup.closed'; id: string }
  | StreamEvent
  | NetworkEvent;

/**
 * What the actor tells whoever listens (`actor.on('booking.changed', …)`): a notification arrived about this booking, so
 * every screen that shows it loads it again (its status, a cancellation asked, a new booking in a list).
 */
export type NotificationsEmitted = { type: 'booking.changed'; bookingId: string };

export type PopupRef = ActorRefFrom<typeof popupMachine>;

export interface NotificationsContext {
  counter: NotificationCounter;
  /** Reconnections tried since the stream was last live; sets the back-off. */
  attempt: number;
  /** Pop-ups on screen, oldest first. */
  popups: PopupRef[];
  /** Arrived while MAX_POPUPS were on screen: shown as those close. */
  waiting: Notification[];
}

/** Pop-ups on screen at once; the others wait their turn. */
export const MAX_POPUPS = 3;
const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

/** The wait before reconnection `attempt` (1, 2, ...): 1 s, doubling, at most 30 s. */
export const reconnectDelayOf = (attempt: number) => Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));

const noCounter: NotificationCounter = { unread: 0, total: 0 };

const placeholder = (name: string) =>
  fromCallback(() => {
    throw new Error(`The "${name}" actor is not provided: use machine.provide({ actors })`);
  });

// Machine

/**
 * The signed-in account's notifications, a root actor of the app: the live stream (connecting, live,
 * reconnecting with back-off, offline, standing by while newer tabs hold the account's streams), the unread count of
 * the header, and the queue of pop-ups of arriving notifications. The list screen has its own machine
 * (notification-list).
 */
export const notificationsMachine = setup({
  types: {
    context: typeOf<NotificationsContext>(),
    events: typeOf<NotificationsEvent>(),
    emitted: typeOf<NotificationsEmitted>(),
  },
  actors: {
    /** The account's event stream (streamNotifications): sends StreamEvents until stopped. */
    streamNotifications: placeholder('streamNotifications'),
    /** The browser's online, offline and page-shown events, as NetworkEvents. */
    watchNetwork: placeholder('watchNetwork'),
    popup: popupMachine,
  },
  delays: {
    reconnectDelay: ({ context }) => reconnectDelayOf(context.attempt),
  },
  guards: {
    /** The session is over (signed out elsewhere, expired, suspended): reconnecting would not help. */
    isSessionOver: ({ event }) => event.type === 'stream.failed' && event.status === 401,
  },
  actions: {
    /** Told by the app: the account's session has ended. */
    reportSessionEnded: () => {},
    setCounter: assign({
      counter: ({ context, event }) =>
        event.type === 'stream.counter' || event.type === 'notifications.counted' ? event.counter : context.counter,
    }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    resetAttempts: assign({ attempt: 0 }),
    queuePopup: assign(({ context, event, spawn }) => {
      if (event.type !== 'stream.notification') return {};
      const id = event.notification._id;
      // A notification told twice (a reconnection replaying it) gets one pop-up.
      if (context.popups.some((popup) => popup.id === `popup-${id}`) || context.waiting.some((waiting) => waiting._id === id)) return {};
      if (context.popups.length >= MAX_POPUPS) return { waiting: [...context.waiting, event.notification] };
      const popup = spawn('popup', { id: `popup-${event.notification._id}`, input: { notification: event.notification } });
      return { popups: [...context.popups, popup] };
    }),
    removePopup: assign(({ context, event, spawn }) => {
      if (event.type !== 'popup.closed') return {};
      const popups = context.popups.filter((popup) => popup.id !== `popup-${event.id}`);
      const [next, ...waiting] = context.waiting;
      if (!next || popups.length >= MAX_POPUPS) return { popups };
      return { popups: [...popups, spawn('popup', { id: `popup-${next._id}`, input: { notification: next } })], waiting };
    }),
    announceBookingChange: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'stream.notification' && event.notification.booking) {
        enqueue.emit({ type: 'booking.changed', bookingId: event.notification.booking._id });
      }
    }),
    forget: assign({ counter: noCounter, attempt: 0, popups: [], waiting: [] }),
  },
}).createMachine({
  id: 'notifications',
  context: { counter: noCounter, attempt: 0, popups: [], waiting: [] },
  invoke: { id: 'watchNetwork', src: 'watchNetwork' },
  initial: 'signedOut',
  on: {
    'notifications.stop': { target: '.signedOut', actions: 'forget' },
    'notifications.counted': { actions: 'setCounter' },
    'popup.closed': { actions: 'removePopup' },
  },
  states: {
    signedOut: {
      on: { 'notifications.start': { target: 'streaming' } },
    },
    streaming: {
      invoke: { id: 'streamNotifications', src: 'streamNotifications' },
      initial: 'connecting',
      states: {
        connecting: {
          tags: ['connecting'],
          on: { 'stream.opened': { target: 'live' } },
        },
        live: {
          tags: ['live'],
          entry: 'resetAttempts',
        },
      },
      on: {
        'stream.counter': { actions: 'setCounter' },
        'stream.notification': { actions: ['queuePopup', 'announceBookingChange'] },
        'stream.ended': { target: 'reconnecting' },
        'stream.replaced': { target: 'standingBy' },
        'stream.failed': [{ guard: 'isSessionOver', target: 'signedOut', actions: ['forget', 'reportSessionEnded'] }, { target: 'reconnecting' }],
        'network.offline': { target: 'offline' },
      },
    },
    reconnecting: {
      tags: ['connecting'],
      entry: 'countAttempt',
      after: { reconnectDelay: { target: 'streaming' } },
      on: { 'network.offline': { target: 'offline' } },
    },
    offline: {
      tags: ['offline'],
      on: { 'network.online': { target: 'streaming' } },
    },
    /**
     * Newer streams of the account hold its place (server: NOTIFICATION_STREAMS_PER_ACCOUNT): reconnecting now would end
     * the next oldest, which would do the same, in a loop. The page the person looks at again takes a place back.
     */
    standingBy: {
      tags: ['standingBy'],
      on: { 'page.shown': { target: 'streaming' }, 'network.offline': { target: 'offline' } },
    },
  },
});
