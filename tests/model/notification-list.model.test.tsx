import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyMachineSnapshot } from 'xstate';
import { notificationsMachine } from '@/machines/notifications/notifications.machine';
import type { NotificationListContext, NotificationSelection } from '@/machines/notification-list/notification-list.machine';
import { NotificationsScreen } from '@/src/features/notifications/NotificationsScreen';
import { coverage } from '@/tests/support/model';
import { type ScreenModel, type StepContext, walkPath } from '@/tests/support/model-screen';
import { renderScreen } from '@/tests/support/render';
import { booked, notificationListModel, notificationListPaths } from './notification-list.paths';

const paths = notificationListPaths();

/** The route's part: the page lives in the address, the screen follows it. */
function PagedScreen() {
  const [page, setPage] = useState(1);
  return <NotificationsScreen page={page} onPage={setPage} />;
}

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as NotificationListContext;
const lastRequest = (context: StepContext, operation: 'getNotifications' | 'markNotifications' | 'deleteNotifications') =>
  context.held.requests.filter((request) => request.operation === operation).at(-1);
const title = 'New booking';

function harness(): ScreenModel {
  // The root actor the screen reports counts to and follows; a new count from it (the stream) reloads the list.
  const quiet = fromCallback(() => {});
  const notifications = createActor(notificationsMachine.provide({ actors: { watchNetwork: quiet, streamNotifications: quiet } })).start();
  let liveCount = 100;
  return {
    render: () => renderScreen(<PagedScreen />, { path: '/notifications', notifications }),
    events: {
      'list.toggle': async (_, { screen: { user } }) => user.click(screen.getByRole('checkbox', { name: `Select: ${title}` })),
      'list.selectAll': async (_, { screen: { user } }) => user.click(screen.getByRole('checkbox', { name: 'Select all' })),
      'list.mark': async (event, { screen: { user } }) => {
        const { selection, read } = event as unknown as { selection: NotificationSelection; read: boolean };
        const name = 'all' in selection ? 'Mark all as read' : read ? `Mark as read: ${title}` : `Mark as unread: ${title}`;
        await user.click(screen.getByRole('button', { name }));
      },
      'list.delete': async (event, { screen: { user } }) => {
        const { selection } = event as unknown as { selection: NotificationSelection };
        await user.click(screen.getByRole('button', { name: 'all' in selection ? 'Delete all notifications' : `Delete: ${title}` }));
      },
      'delete.confirm': async (_, { screen: { user } }) => user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' })),
      'delete.cancel': async (_, { screen: { user } }) => user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' })),
      'list.page': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: 'Page 2' })),
      'list.retry': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: 'Try Again' })),
      'list.refresh': () => {
        liveCount += 1;
        notifications.send({ type: 'notifications.counted', counter: { unread: liveCount, total: liveCount } });
        return Promise.resolve();
      },
    },
    states: {
      loading: async (snapshot, context) => {
        await waitFor(() => expect(lastRequest(context, 'getNotifications')?.url.searchParams.get('page')).toBe(String(contextOf(snapshot).page)));
        expect(lastRequest(context, 'getNotifications')?.url.searchParams.get('size')).toBe('30');
      },
      loadFailed: async () => {
        expect(await screen.findByRole('button', { name: 'Try Again' })).toBeEnabled();
        expect(screen.queryAllByTestId('notification')).toHaveLength(0);
      },
      'ready.listed': async (snapshot) => {
        const { items, selected, failure } = contextOf(snapshot);
        await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(items.length));
        expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
        const first = screen.getAllByTestId('notification')[0]!;
        await waitFor(() => expect(first).toHaveAttribute('data-read', String(items[0]!.read)));
        expect(within(first).getByRole('checkbox')).toHaveProperty('checked', selected.includes(items[0]!._id));
        expect(within(first).getByRole('link', { name: 'View booking' })).toHaveAttribute('href', `/booking?b=${booked.booking!._id}`);
        if (failure === 'mark') expect(screen.getByRole('alert')).toHaveTextContent('The notifications could not be updated. Please try again.');
        else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      },
      'ready.empty': async () => {
        expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Delete all notifications' })).not.toBeInTheDocument();
      },
      marking: async (snapshot, context) => {
        const mark = contextOf(snapshot).pendingMark!;
        await waitFor(() => expect(lastRequest(context, 'markNotifications')?.body).toEqual({ ...mark.selection, read: mark.read }));
        expect(screen.getByRole('button', { name: 'Delete all notifications' })).toBeDisabled();
      },
      confirmingDelete: async (snapshot) => {
        const { pendingDelete, failure } = contextOf(snapshot);
        const dialog = await screen.findByRole('alertdialog', { name: 'all' in pendingDelete! ? 'Delete all notifications?' : 'Delete this notification?' });
        if (failure === 'delete') expect(within(dialog).getByRole('alert')).toHaveTextContent('The notifications could not be deleted. Please try again.');
        expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
      },
      deleting: async (snapshot, context) => {
        await waitFor(() => expect(lastRequest(context, 'deleteNotifications')?.body).toEqual(contextOf(snapshot).pendingDelete));
        expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      },
    },
  };
}

describe('notification list model', () => {
  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(notificationListModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, harness());
    });
  }
});

