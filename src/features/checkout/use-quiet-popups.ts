import { useEffect } from 'react';
import type { PopupRef } from '@/machines/notifications/notifications.machine';
import { useNotificationsActor } from '@/src/core/notifications-context';

/**
 * While the checkout shows a booking's payment, the live pop-ups about that booking (made, payment refused) are
 * closed as they come: the page says the same, and at 360 px they covered its error. The bell still counts them.
 */
export function useQuietPopupsAbout(bookingId: string) {
  const notifications = useNotificationsActor();
  useEffect(() => {
    if (!notifications) return;
    const quiet = (popups: readonly PopupRef[]) => {
      for (const popup of popups) {
        const snapshot = popup.getSnapshot();
        if (snapshot.status === 'active' && !snapshot.matches('closed') && snapshot.context.notification.booking?._id === bookingId) {
          popup.send({ type: 'popup.dismiss' });
        }
      }
    };
    quiet(notifications.getSnapshot().context.popups);
    const subscription = notifications.subscribe((snapshot) => quiet(snapshot.context.popups));
    return () => subscription.unsubscribe();
  }, [notifications, bookingId]);
}
