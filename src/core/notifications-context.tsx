import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import type { NotificationsActor } from './notifications';

const NotificationsContext = createContext<NotificationsActor | null>(null);

export function NotificationsProvider({ notifications, children }: { notifications?: NotificationsActor; children: ReactNode }) {
  return <NotificationsContext.Provider value={notifications ?? null}>{children}</NotificationsContext.Provider>;
}

/** The root notifications actor; null where the app runs without one (the server's render, some tests). */
export function useNotificationsActor(): NotificationsActor | null {
  return useContext(NotificationsContext);
}

/**
 * Calls `onChange` with the id of each booking a live notification is about (its status changed, it was paid, a
 * cancellation was asked, a booking was made): the screens that show bookings load them again.
 */
export function useBookingChanges(onChange: (bookingId: string) => void): void {
  const notifications = useNotificationsActor();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!notifications) return;
    const subscription = notifications.on('booking.changed', (event) => latest.current(event.bookingId));
    return () => subscription.unsubscribe();
  }, [notifications]);
}
