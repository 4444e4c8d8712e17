import { createActor, fromCallback, type ActorRefFrom } from 'xstate';
import type { Api } from '@/api/client';
import { createNotificationsActors } from '@/machines/notifications/notifications.actors';
import { notificationsMachine, type NetworkEvent } from '@/machines/notifications/notifications.machine';
import { selectUser, type SessionActor } from './session';

export type NotificationsActor = ActorRefFrom<typeof notificationsMachine>;

/** The browser's online and offline events, and the page shown again. */
const watchNetwork = fromCallback(({ sendBack }) => {
  const online = () => sendBack({ type: 'network.online' } satisfies NetworkEvent);
  const offline = () => sendBack({ type: 'network.offline' } satisfies NetworkEvent);
  const shown = () => {
    if (document.visibilityState === 'visible') sendBack({ type: 'page.shown' } satisfies NetworkEvent);
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  document.addEventListener('visibilitychange', shown);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    document.removeEventListener('visibilitychange', shown);
  };
});

/**
 * The root notifications actor, wired to the API and to the session: it streams while someone is signed in
 * (a new sign-in, another account, streams afresh) and stops at sign-out. When the stream says the session is
 * over (signed out of every device, suspended), the session is forgotten here too and `onSessionEnded` runs
 * (the app sends the user to sign in again). Started by `start()`.
 */
export function createNotifications({ api, session, onSessionEnded }: { api: Api; session: SessionActor; onSessionEnded: () => void }) {
  const actor = createActor(
    notificationsMachine.provide({
      actors: { ...createNotificationsActors(api), watchNetwork },
      actions: {
        reportSessionEnded: () => {
          session.send({ type: 'session.ended' });
          onSessionEnded();
        },
      },
    }),
  );
  let userId: string | null = null;
  const follow = () => {
    const next = selectUser(session.getSnapshot())?._id ?? null;
    if (next === userId) return;
    if (userId) actor.send({ type: 'notifications.stop' });
    userId = next;
    if (next) actor.send({ type: 'notifications.start' });
  };
  return {
    actor,
    start() {
      actor.start();
      follow();
      session.subscribe(follow);
    },
  };
}
