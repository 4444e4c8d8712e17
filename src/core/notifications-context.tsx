import { createContext, useContext, type ReactNode } from 'react';
import type { NotificationsActor } from './notifications';

const NotificationsContext = createContext<NotificationsActor | null>(null);

export function NotificationsProvider({ notifications, children }: { notifications?: NotificationsActor; children: ReactNode }) {
  return <NotificationsContext.Provider value={notifications ?? null}>{children}</NotificationsContext.Provider>;
}

/** The root notifications actor; null where the app runs without one (the server's render, some tests). */
export function useNotificationsActor(): NotificationsActor | null {
  return useContext(NotificationsContext);
}
