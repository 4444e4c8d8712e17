import type { AnyMachineSnapshot } from 'xstate';
import { notificationListMachine, type NotificationListContext, type NotificationListEvent } from '@/machines/notification-list/notification-list.machine';
import { failure } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { aMessage, aNotification, aNotificationPage } from '@/tests/support/notification-fixtures';
import { eventName } from './events';

/** Three notifications with distinct headings, on the first of two pages. */
export const booked = aNotification({ kind: 'bookingCreated' });
export const cancelled = aNotification({ kind: 'statusChanged', status: 'cancelled', read: true });
export const welcome = aMessage('Welcome to Azura, Alex.');
export const listTotal = 31;
export const firstPage = aNotificationPage([booked, cancelled, welcome], { total: listTotal });
export const emptyList = aNotificationPage([]);
/** Page 2 once its one notification was deleted elsewhere: the list goes back to page 1. */
export const emptiedPage = aNotificationPage([], { page: 2, total: 30 });

const loadOutcomes = (page: number) => [
  doneEvent('getNotifications', firstPage),
  doneEvent('getNotifications', emptyList),
  ...(page > 1 ? [doneEvent('getNotifications', emptiedPage)] : []),
  errorEvent('getNotifications', failure('NETWORK_ERROR')),
];

function readyEvents(context: NotificationListContext): NotificationListEvent[] {
  const first = context.items[0];
  if (!first) return [{ type: 'list.refresh' }];
  // Ticking is tried from the first page as loaded; what follows a tick is tried from there.
  const fresh = context.selected.length === 0 && !first.read && context.failure === null;
  const none = context.selected.length === 0;
  const events: Array<NotificationListEvent | false> = [
    fresh && { type: 'list.toggle', id: first._id },
    fresh && { type: 'list.selectAll', selected: true },
    { type: 'list.mark', selection: { ids: [first._id] }, read: !first.read },
    none && context.unread > 0 && { type: 'list.mark', selection: { all: true }, read: true },
    none && { type: 'list.delete', selection: { ids: [first._id] } },
    none && { type: 'list.delete', selection: { all: true } },
    none && context.page === 1 && { type: 'list.page', page: 2 },
    { type: 'list.refresh' },
  ];
  return events.filter((event): event is NotificationListEvent => event !== false);
}

export const notificationListModel: FlowModel<typeof notificationListMachine> = {
  flow: 'notifications',
  machine: notificationListMachine,
  variants: [{ input: { page: 1 } }],
  events: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as NotificationListContext;
    if (snapshot.matches('loading')) return loadOutcomes(context.page);
    if (snapshot.matches('loadFailed')) return [{ type: 'list.retry' }];
    if (snapshot.matches('ready')) return readyEvents(context);
    if (snapshot.matches('marking')) return [doneEvent('markNotifications', { unread: 0, total: listTotal }), errorEvent('markNotifications', failure('NETWORK_ERROR'))];
    if (snapshot.matches('confirmingDelete')) return [{ type: 'delete.confirm' }, { type: 'delete.cancel' }];
    return [doneEvent('deleteNotifications', { unread: 1, total: 2 }), errorEvent('deleteNotifications', failure('NETWORK_ERROR'))];
  },
  // What the screen shows differently; the page number and the counts are checked along the way.
  project: (context: NotificationListContext) => ({
    listed: context.items.length > 0,
    firstRead: context.items[0]?.read,
    selected: context.selected.length === 0 ? 'none' : context.selected.length === context.items.length ? 'all' : 'some',
    deleting: context.pendingDelete === null ? null : 'all' in context.pendingDelete ? 'all' : 'one',
    failure: context.failure,
  }),
  label: (event) => {
    if (event.type === 'list.mark') {
      const { selection, read } = event as unknown as { selection: object; read: boolean };
      return `mark ${'all' in selection ? 'all' : 'one'} ${read ? 'read' : 'unread'}`;
    }
    if (event.type === 'list.delete') return `delete ${'all' in (event as unknown as { selection: object }).selection ? 'all' : 'one'}`;
    if (event.type === 'xstate.done.actor.getNotifications') {
      const output = (event as unknown as { output: { items: unknown[]; total: number } }).output;
      return output.items.length > 0 ? 'ok: a page' : output.total > 0 ? 'ok: emptied page' : 'ok: none';
    }
    return eventName(event);
  },
};

export const notificationListPaths = () => buildPaths(notificationListModel);
