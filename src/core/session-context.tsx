import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { User } from '@/openapi/types';
import { useHydrated } from './hydrated';
import { isRestoring, selectUser, type SessionActor } from './session';

const SessionContext = createContext<SessionActor | null>(null);
/** The page was asked for with a session cookie: a user may be signed in (what the server knew). */
const SignedInHintContext = createContext(false);

export function SessionProvider({ session, signedIn = false, children }: { session: SessionActor; signedIn?: boolean; children: ReactNode }) {
  return (
    <SessionContext.Provider value={session}>
      <SignedInHintContext.Provider value={signedIn}>{children}</SignedInHintContext.Provider>
    </SessionContext.Provider>
  );
}

/** The root session actor: read it with `useSelector`, talk to it with `send`. */
export function useSessionActor(): SessionActor {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSessionActor must be used inside <SessionProvider>');
  return session;
}

/**
 * The signed-in user, or null for a guest (also while the stored session is being checked, and while a
 * server-rendered page hydrates: the server renders every page as a guest's).
 */
export function useSessionUser(): User | null {
  const user = useSelector(useSessionActor(), selectUser);
  return useHydrated() ? user : null;
}

/**
 * True while it is not yet known whether someone is signed in: the stored session is being checked, or a page
 * asked for with a session cookie hydrates. The account corner then shows neither the guest's links nor a menu.
 */
export function useSessionPending(): boolean {
  const restoring = useSelector(useSessionActor(), isRestoring);
  const hint = useContext(SignedInHintContext);
  return useHydrated() ? restoring : hint;
}
