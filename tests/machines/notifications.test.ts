import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import {
  MAX_POPUPS,
  notificationsMachine,
  reconnectDelayOf,
  type NotificationsEvent,
} from '@/machines/notifications/notifications.machine';
import { POPUP_MS } from '@/machines/notifications/popup.machine';
import { aMessage, aNotification } from '@/tests/support/notification-fixtures';

/** The stream as a test drives it: each connection is recorded, and the test speaks for the server. */
function arrange() {
  const connections: Array<{ send: (event: NotificationsEvent) => void; closed: boolean }> = [];
  const network: Array<(event: AnyEventObject) => void> = [];
  let sessionEnded = 0;
  const machine = notificationsMachine.provide({
    actors: {
      streamNotifications: fromCallback(({ sendBack }) => {
        const connection = { send: (event: NotificationsEvent) => sendBack(event), closed: false };
        connections.push(connection);
        return () => {
          connection.closed = true;
        };
      }),
      watchNetwork: fromCallback(({ sendBack }) => {
        network.push(sendBack);
      }),
    },
    actions: { reportSessionEnded: () => void (sessionEnded += 1) },
  });
  const actor = createActor(machine).start();
  const latest = () => connections[connections.length - 1]!;
  return {
    actor,
    connections,
    latest,
    goOffline: () => network[0]!({ type: 'network.offline' }),
    goOnline: () => network[0]!({ type: 'network.online' }),
    showPage: () => network[0]!({ type: 'page.shown' }),
    ended: () => sessionEnded,
  };
}

describe('notifications machine: the stream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does nothing for a guest, connects at sign-in, is live once the stream opens, and keeps the counts it sends', () => {
    const { actor, connections, latest } = arrange();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(connections).toHaveLength(0);

    actor.send({ type: 'notifications.start' });
    expect(actor.getSnapshot().hasTag('connecting')).toBe(true);
    latest().send({ type: 'stream.opened' });
    latest().send({ type: 'stream.counter', counter: { unread: 3, total: 7 } });

    expect(actor.getSnapshot().matches({ streaming: 'live' })).toBe(true);
    expect(actor.getSnapshot().context.counter).toEqual({ unread: 3, total: 7 });
  });

  it('reconnects after a lost stream, waiting 1 s, then 2, 4 … up to 30 s, and starts again from 1 s once live', () => {
    const { actor, connections, latest } = arrange();
    actor.send({ type: 'notifications.start' });
    expect([1, 2, 3, 4, 5, 6, 7].map(reconnectDelayOf)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);

    latest().send({ type: 'stream.failed', status: 0 });
    expect(actor.getSnapshot().value).toBe('reconnecting');
    expect(latest().closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(connections).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(connections).toHaveLength(2);

    latest().send({ type: 'stream.ended' });
    vi.advanceTimersByTime(1999);
    expect(connections).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(connections).toHaveLength(3);

    latest().send({ type: 'stream.opened' });
    latest().send({ type: 'stream.failed', status: 503 });
    vi.advanceTimersByTime(1000);
    expect(connections).toHaveLength(4);
  });

  it('waits for the network when the browser goes offline, and reconnects as soon as it is back', () => {
    const { actor, connections, latest, goOffline, goOnline } = arrange();
    actor.send({ type: 'notifications.start' });
    latest().send({ type: 'stream.opened' });

    goOffline();
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    expect(latest().closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(connections).toHaveLength(1);

    goOnline();
    expect(connections).toHaveLength(2);
    expect(actor.getSnapshot().hasTag('connecting')).toBe(true);
  });

  it("stands by when the account's newer streams take its place, and streams again once its page is shown", () => {
    // Six tabs on five places: a tab that reconnected at once would end the next oldest, which would do the same.
    const { actor, connections, latest, showPage } = arrange();
    actor.send({ type: 'notifications.start' });
    latest().send({ type: 'stream.opened' });

    latest().send({ type: 'stream.replaced' });
    expect(actor.getSnapshot().hasTag('standingBy')).toBe(true);
    expect(latest().closed).toBe(true);
    vi.advanceTimersByTime(10 * 60_000);
    expect(connections).toHaveLength(1);

    showPage();
    expect(connections).toHaveLength(2);
    expect(actor.getSnapshot().hasTag('connecting')).toBe(true);
  });

  it('stops for good when the server says the session is over (401), and tells the app', () => {
    const { actor, connections, latest, ended } = arrange();
    actor.send({ type: 'notifications.start' });
    latest().send({ type: 'stream.counter', counter: { unread: 2, total: 2 } });
    latest().send({ type: 'stream.failed', status: 401 });

    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.counter).toEqual({ unread: 0, total: 0 });
    expect(ended()).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(connections).toHaveLength(1);
  });

  it('closes the stream and forgets everything at sign-out', () => {
    const { actor, latest } = arrange();
    actor.send({ type: 'notifications.start' });
    latest().send({ type: 'stream.counter', counter: { unread: 1, total: 4 } });
    latest().send({ type: 'stream.notification', notification: aNotification() });

    actor.send({ type: 'notifications.stop' });
    expect(latest().closed).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ counter: { unread: 0, total: 0 }, popups: [], waiting: [] });
  });

  it('takes the counts the list learned when marking or deleting', () => {
    const { actor } = arrange();
    actor.send({ type: 'notifications.counted', counter: { unread: 0, total: 9 } });
    expect(actor.getSnapshot().context.counter).toEqual({ unread: 0, total: 9 });
  });
});

describe('notifications machine: the screens that show a booking', () => {
  it('tells its listeners which booking a notification is about, and nothing for a message', () => {
    const { actor, latest } = arrange();
    const changed: string[] = [];
    actor.on('booking.changed', (event) => changed.push(event.bookingId));
    actor.send({ type: 'notifications.start' });
    latest().send({ type: 'stream.opened' });
    const paid = aNotification({ kind: 'statusChanged', status: 'paid' });
    latest().send({ type: 'stream.notification', notification: paid });
    latest().send({ type: 'stream.notification', notification: aMessage('Hello') });

    expect(changed).toEqual([paid.booking!._id]);
  });
});

describe('notifications machine: pop-ups', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const popupIds = (actor: ReturnType<typeof arrange>['actor']) => actor.getSnapshot().context.popups.map((popup) => popup.getSnapshot().context.notification._id);

  it('shows each arriving notification, once even if told twice, and closes it after 5 s', () => {
    const { actor, latest } = arrange();
    actor.send({ type: 'notifications.start' });
    const first = aNotification();
    latest().send({ type: 'stream.notification', notification: first });
    latest().send({ type: 'stream.notification', notification: first });
    expect(popupIds(actor)).toEqual([first._id]);

    vi.advanceTimersByTime(POPUP_MS - 1);
    expect(popupIds(actor)).toEqual([first._id]);
    vi.advanceTimersByTime(1);
    expect(popupIds(actor)).toEqual([]);
  });

  it('keeps a hovered pop-up, gives it the whole time again when left, and closes it at once when dismissed', () => {
    const { actor, latest } = arrange();
    actor.send({ type: 'notifications.start' });
    const one = aNotification();
    const two = aMessage('Welcome aboard');
    latest().send({ type: 'stream.notification', notification: one });
    latest().send({ type: 'stream.notification', notification: two });
    const [popupOne, popupTwo] = actor.getSnapshot().context.popups;

    vi.advanceTimersByTime(4000);
    popupOne!.send({ type: 'popup.pause' });
    vi.advanceTimersByTime(10_000);
    expect(popupIds(actor)).toEqual([one._id]);

    popupOne!.send({ type: 'popup.resume' });
    vi.advanceTimersByTime(POPUP_MS - 1);
    expect(popupIds(actor)).toEqual([one._id]);
    popupOne!.send({ type: 'popup.dismiss' });
    expect(popupIds(actor)).toEqual([]);
    expect(popupTwo!.getSnapshot().status).toBe('done');
  });

  it(`shows ${MAX_POPUPS} at a time; the others wait and come up, in order, as those close`, () => {
    const { actor, latest } = arrange();
    actor.send({ type: 'notifications.start' });
    const arrived = [aNotification(), aNotification(), aNotification(), aNotification(), aNotification()];
    for (const notification of arrived) latest().send({ type: 'stream.notification', notification });

    expect(popupIds(actor)).toEqual(arrived.slice(0, 3).map((n) => n._id));
    expect(actor.getSnapshot().context.waiting.map((n) => n._id)).toEqual(arrived.slice(3).map((n) => n._id));

    actor.getSnapshot().context.popups[1]!.send({ type: 'popup.dismiss' });
    expect(popupIds(actor)).toEqual([arrived[0]!._id, arrived[2]!._id, arrived[3]!._id]);

    vi.advanceTimersByTime(POPUP_MS);
    expect(popupIds(actor)).toEqual([arrived[4]!._id]);
    vi.advanceTimersByTime(POPUP_MS);
    expect(popupIds(actor)).toEqual([]);
  });
});
