import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { notificationsMachine, type StreamEvent } from '@/machines/notifications/notifications.machine';
import { NotificationBell } from '@/src/components/NotificationBell';
import { NotificationPopups } from '@/src/features/notifications/NotificationPopups';
import { NotificationsScreen } from '@/src/features/notifications/NotificationsScreen';
import { getNotifications, ok, server } from '@/tests/support/msw';
import { aMessage, aNotification, aNotificationPage } from '@/tests/support/notification-fixtures';
import { renderScreen } from '@/tests/support/render';

/** A root notifications actor whose stream the test speaks for. */
function liveNotifications() {
  let tell: ((event: StreamEvent) => void) | undefined;
  const actor = createActor(
    notificationsMachine.provide({
      actors: {
        watchNetwork: fromCallback(() => {}),
        streamNotifications: fromCallback(({ sendBack }) => {
          tell = sendBack;
        }),
      },
    }),
  ).start();
  actor.send({ type: 'notifications.start' });
  return { actor, stream: (event: StreamEvent) => act(() => tell!(event)) };
}

describe('the header bell', () => {
  it('shows the unread count as it changes, and leads to the list', async () => {
    const { actor, stream } = liveNotifications();
    await renderScreen(<NotificationBell />, { notifications: actor });
    const bell = screen.getByRole('link', { name: 'Notifications' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();

    stream({ type: 'stream.opened' });
    stream({ type: 'stream.counter', counter: { unread: 3, total: 8 } });
    expect(screen.getByRole('link', { name: 'Notifications, 3 unread' })).toBe(bell);
    expect(screen.getByTestId('unread-count')).toHaveTextContent('3');

    stream({ type: 'stream.counter', counter: { unread: 120, total: 130 } });
    expect(screen.getByTestId('unread-count')).toHaveTextContent('99+');
  });
});

describe('pop-ups of arriving notifications', () => {
  afterEach(() => vi.useRealTimers());

  it('shows each bottom-right, 288 px wide, with what it is about and a link to it; closes after 5 s, not while hovered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { actor, stream } = liveNotifications();
    const { user } = await renderScreen(<NotificationPopups />, { notifications: actor });
    const booking = aNotification({ kind: 'bookingPaid' });
    stream({ type: 'stream.notification', notification: booking });
    stream({ type: 'stream.notification', notification: aMessage('Your documents are verified.') });

    const region = screen.getByRole('region', { name: 'New notifications' });
    expect(region).toHaveStyle({ position: 'fixed', width: '288px' });
    const [paid, message] = within(region).getAllByTestId('notification-popup');
    expect(paid).toHaveTextContent('Payment received');
    expect(paid).toHaveTextContent('Fiat 500');
    expect(within(paid!).getByRole('link', { name: 'View' })).toHaveAttribute('href', `/booking?b=${booking.booking!._id}`);
    expect(message).toHaveTextContent('Message from the Azura team');
    expect(message).toHaveTextContent('Your documents are verified.');

    await user.hover(paid!);
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(within(region).getAllByTestId('notification-popup')).toHaveLength(1);
    await user.unhover(paid!);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(within(region).queryAllByTestId('notification-popup')).toHaveLength(0);
  });

  it('closes one at once with its close button', async () => {
    const { actor, stream } = liveNotifications();
    const { user } = await renderScreen(<NotificationPopups />, { notifications: actor });
    stream({ type: 'stream.notification', notification: aNotification({ kind: 'cancelRequested' }) });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('notification-popup')).not.toBeInTheDocument();
  });
});

describe('the notifications screen', () => {
  it('says how many are unread, and gives the header the counts it loaded', async () => {
    const { actor } = liveNotifications();
    server.use(getNotifications(() => ok('getNotifications', aNotificationPage([aNotification(), aNotification({ read: true })], { total: 2, unread: 1 }))));
    await renderScreen(<NotificationsScreen page={1} onPage={() => {}} />, { notifications: actor });
    expect(await screen.findByTestId('unread-summary')).toHaveTextContent('1 unread');
    await waitFor(() => expect(actor.getSnapshot().context.counter).toEqual({ unread: 1, total: 2 }));
    const [unread, read] = screen.getAllByTestId('notification');
    expect(unread).toHaveTextContent('(unread)');
    expect(read).not.toHaveTextContent('(unread)');
  });

  it('reloads when a notification arrives live', async () => {
    const { actor, stream } = liveNotifications();
    const newer = aNotification({ kind: 'bookingVoided' });
    let calls = 0;
    server.use(
      getNotifications(() => {
        calls += 1;
        return ok('getNotifications', aNotificationPage(calls === 1 ? [aNotification({ read: true })] : [newer, aNotification({ read: true })]));
      }),
    );
    await renderScreen(<NotificationsScreen page={1} onPage={() => {}} />, { notifications: actor });
    await screen.findByText('All read');
    stream({ type: 'stream.counter', counter: { unread: 1, total: 2 } });
    expect(await screen.findByText('Booking voided: not paid in time')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
