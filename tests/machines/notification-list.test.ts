import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  notificationListMachine,
  type MarkInput,
  type NotificationCounter,
  type NotificationPage,
  type NotificationSelection,
} from '@/machines/notification-list/notification-list.machine';
import { fakeActor, never, type Outcome } from '@/tests/support/fake-actors';
import { failure } from '@/tests/support/fixtures';
import { aNotification, aNotificationPage } from '@/tests/support/notification-fixtures';

const unreadOne = aNotification();
const readOne = aNotification({ read: true });
const unreadTwo = aNotification({ kind: 'statusChanged', status: 'cancelled' });
const firstPage = aNotificationPage([unreadOne, readOne, unreadTwo]);

function arrange(
  outcomes: {
    getNotifications?: Array<Outcome<NotificationPage>>;
    markNotifications?: Array<Outcome<NotificationCounter>>;
    deleteNotifications?: Array<Outcome<NotificationCounter>>;
  } = {},
  page = 1,
) {
  const getNotifications = fakeActor<NotificationPage, { page: number; size: number }>(...(outcomes.getNotifications ?? [firstPage]));
  const markNotifications = fakeActor<NotificationCounter, MarkInput>(...(outcomes.markNotifications ?? [{ unread: 0, total: 3 }]));
  const deleteNotifications = fakeActor<NotificationCounter, NotificationSelection>(...(outcomes.deleteNotifications ?? [{ unread: 1, total: 2 }]));
  const reported: NotificationCounter[] = [];
  const machine = notificationListMachine.provide({
    actors: { getNotifications: getNotifications.logic, markNotifications: markNotifications.logic, deleteNotifications: deleteNotifications.logic },
    actions: { reportCounter: (_, counter) => void reported.push(counter) },
  });
  const actor = createActor(machine, { input: { page } }).start();
  return { actor, getNotifications, markNotifications, deleteNotifications, reported };
}

const settled = (actor: ReturnType<typeof arrange>['actor']) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

describe('notification list machine', () => {
  it('loads the page of the address, 30 a page, and tells the app the counts', async () => {
    const { actor, getNotifications, reported } = arrange({}, 2);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(getNotifications.calls).toEqual([{ page: 2, size: 30 }]);
    expect(actor.getSnapshot().matches({ ready: 'listed' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ items: firstPage.items, total: 3, unread: 2 });
    expect(reported).toEqual([{ unread: 2, total: 3 }]);
  });

  it('says when there is nothing, and offers a retry when the page could not be loaded', async () => {
    const empty = arrange({ getNotifications: [aNotificationPage([])] });
    await settled(empty.actor);
    expect(empty.actor.getSnapshot().matches({ ready: 'empty' })).toBe(true);

    const broken = arrange({ getNotifications: [failure('NETWORK_ERROR'), firstPage] });
    await settled(broken.actor);
    expect(broken.actor.getSnapshot().value).toBe('loadFailed');
    broken.actor.send({ type: 'list.retry' });
    await settled(broken.actor);
    expect(broken.actor.getSnapshot().matches({ ready: 'listed' })).toBe(true);
  });

  it('goes back a page when the one asked for has emptied (its last notifications deleted)', async () => {
    const { actor, getNotifications } = arrange({ getNotifications: [aNotificationPage([], { page: 3, total: 61 }), aNotificationPage([unreadOne], { page: 2, total: 61 })] }, 3);
    await settled(actor);
    expect(getNotifications.calls.map((call) => call.page)).toEqual([3, 2]);
    expect(actor.getSnapshot().context.page).toBe(2);
  });

  it('ticks one, all and none of the page', async () => {
    const { actor } = arrange();
    await settled(actor);
    actor.send({ type: 'list.toggle', id: readOne._id });
    expect(actor.getSnapshot().context.selected).toEqual([readOne._id]);
    actor.send({ type: 'list.toggle', id: readOne._id });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    actor.send({ type: 'list.selectAll', selected: true });
    expect(actor.getSnapshot().context.selected).toEqual([unreadOne._id, readOne._id, unreadTwo._id]);
    actor.send({ type: 'list.selectAll', selected: false });
    expect(actor.getSnapshot().context.selected).toEqual([]);
  });

  it('marks a selection read, busy meanwhile, and shows it with the counts the server answered', async () => {
    const { actor, markNotifications, reported } = arrange({ markNotifications: [{ unread: 1, total: 3 }] });
    await settled(actor);
    actor.send({ type: 'list.mark', selection: { ids: [unreadOne._id] }, read: true });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);

    expect(markNotifications.calls).toEqual([{ selection: { ids: [unreadOne._id] }, read: true }]);
    expect(actor.getSnapshot().context.items.map((item) => item.read)).toEqual([true, true, false]);
    expect(actor.getSnapshot().context.unread).toBe(1);
    expect(reported.at(-1)).toEqual({ unread: 1, total: 3 });
  });

  it('marks all unread, or all read', async () => {
    const { actor } = arrange({ markNotifications: [{ unread: 3, total: 3 }, { unread: 0, total: 3 }] });
    await settled(actor);
    actor.send({ type: 'list.mark', selection: { all: true }, read: false });
    await settled(actor);
    expect(actor.getSnapshot().context.items.every((item) => !item.read)).toBe(true);
    actor.send({ type: 'list.mark', selection: { all: true }, read: true });
    await settled(actor);
    expect(actor.getSnapshot().context.items.every((item) => item.read)).toBe(true);
    expect(actor.getSnapshot().context.unread).toBe(0);
  });

  it('keeps the list as it was and says so when marking fails', async () => {
    const { actor } = arrange({ markNotifications: [failure('NETWORK_ERROR')] });
    await settled(actor);
    actor.send({ type: 'list.mark', selection: { ids: [unreadOne._id] }, read: true });
    await settled(actor);
    expect(actor.getSnapshot().context.failure).toBe('mark');
    expect(actor.getSnapshot().context.items).toEqual(firstPage.items);
    actor.send({ type: 'list.toggle', id: readOne._id });
    actor.send({ type: 'list.mark', selection: { ids: [readOne._id] }, read: false });
    expect(actor.getSnapshot().context.failure).toBe(null);
  });

  it('asks before deleting; cancelling deletes nothing', async () => {
    const { actor, deleteNotifications } = arrange();
    await settled(actor);
    actor.send({ type: 'list.delete', selection: { all: true } });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    expect(actor.getSnapshot().context.pendingDelete).toEqual({ all: true });
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(deleteNotifications.calls).toEqual([]);
  });

  it('deletes once confirmed, clears the selection, reloads the page and tells the counts', async () => {
    const after = aNotificationPage([readOne], { unread: 0, total: 1 });
    const { actor, deleteNotifications, getNotifications, reported } = arrange({ getNotifications: [firstPage, after], deleteNotifications: [never] });
    await settled(actor);
    actor.send({ type: 'list.toggle', id: unreadOne._id });
    actor.send({ type: 'list.toggle', id: unreadTwo._id });
    actor.send({ type: 'list.delete', selection: { ids: actor.getSnapshot().context.selected } });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().value).toBe('deleting');
    expect(deleteNotifications.calls).toEqual([{ ids: [unreadOne._id, unreadTwo._id] }]);

    const done = arrange({ getNotifications: [firstPage, after], deleteNotifications: [{ unread: 0, total: 1 }] });
    await settled(done.actor);
    done.actor.send({ type: 'list.delete', selection: { ids: [unreadOne._id] } });
    done.actor.send({ type: 'delete.confirm' });
    await waitFor(done.actor, (snapshot) => snapshot.matches('ready') && done.getNotifications.calls.length === 2);
    expect(done.actor.getSnapshot().context).toMatchObject({ items: [readOne], selected: [], pendingDelete: null });
    expect(done.reported).toContainEqual({ unread: 0, total: 1 });
    expect(getNotifications.calls).toHaveLength(1);
    expect(reported).toHaveLength(1);
  });

  it('stays on the question with the failure, to retry or cancel', async () => {
    const { actor, deleteNotifications } = arrange({ deleteNotifications: [failure('NETWORK_ERROR'), { unread: 0, total: 0 }], getNotifications: [firstPage, aNotificationPage([])] });
    await settled(actor);
    actor.send({ type: 'list.delete', selection: { all: true } });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('confirmingDelete') && snapshot.context.failure === 'delete');
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'empty' }));
    expect(deleteNotifications.calls).toEqual([{ all: true }, { all: true }]);
  });

  it('reloads on a refresh and keeps ticked what is still on the page', async () => {
    const newer = aNotification();
    const { actor, getNotifications } = arrange({ getNotifications: [firstPage, aNotificationPage([newer, unreadOne, readOne])] });
    await settled(actor);
    actor.send({ type: 'list.toggle', id: unreadOne._id });
    actor.send({ type: 'list.toggle', id: unreadTwo._id });
    actor.send({ type: 'list.refresh' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && getNotifications.calls.length === 2);
    expect(actor.getSnapshot().context.selected).toEqual([unreadOne._id]);
    expect(actor.getSnapshot().context.items[0]).toEqual(newer);
  });

  it('changes page on request, with nothing ticked', async () => {
    const { actor, getNotifications } = arrange();
    await settled(actor);
    actor.send({ type: 'list.selectAll', selected: true });
    actor.send({ type: 'list.page', page: 2 });
    await settled(actor);
    expect(getNotifications.calls.at(-1)).toEqual({ page: 2, size: 30 });
    expect(actor.getSnapshot().context.selected).toEqual([]);
  });
});
