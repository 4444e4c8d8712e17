import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { createNotificationListActors } from '@/machines/notification-list/notification-list.actors';
import { notificationListMachine } from '@/machines/notification-list/notification-list.machine';
import { useApi } from '@/src/core/api-context';
import { useNotificationsActor } from '@/src/core/notifications-context';
import { useLanguage } from '@/src/core/use-language';

/**
 * The list machine of the screen, wired to the API and to the root notifications actor both ways: the counts it
 * learns go to the header, and what the stream tells (a new notification, a change made in another browser)
 * reloads the page shown.
 */
export function useNotificationList(page: number) {
  const api = useApi();
  const notifications = useNotificationsActor();
  // The route shows a new list for a new language.
  const language = useLanguage();
  const logic = useMemo(
    () =>
      notificationListMachine.provide({
        actors: createNotificationListActors(api, language),
        actions: {
          reportCounter: (_, counter) => notifications?.send({ type: 'notifications.counted', counter }),
        },
      }),
    [api, notifications, language],
  );
  const list = useActorRef(logic, { input: { page } });

  // The address's page is the list's (Back and Forward included).
  useEffect(() => {
    if (list.getSnapshot().context.page !== page) list.send({ type: 'list.page', page });
  }, [list, page]);

  const live = useSelector(notifications ?? undefined, (snapshot) => snapshot?.context.counter);
  useEffect(() => {
    const shown = list.getSnapshot();
    if (!live || !shown.matches('ready')) return;
    if (live.total !== shown.context.total || live.unread !== shown.context.unread) list.send({ type: 'list.refresh' });
  }, [list, live]);
  return list;
}
