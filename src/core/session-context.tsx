import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { User } from '../api/client';
import { selectUser, type SessionActor } from './session';

const SessionContext = createContext<SessionActor | null>(null);

export function SessionProvider({ session, children }: { session: SessionActor; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The root session actor: read it with `useSelector`, talk to it with `send`. */
export function useSessionActor(): SessionActor {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSessionActor must be used inside <SessionProvider>');
  return session;
}

/** The signed-in user, or null for a guest (also while the stored session is being checked). */
export function useSessionUser(): User | null {
  return useSelector(useSessionActor(), selectUser);
}
