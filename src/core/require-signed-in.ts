import { type UseNavigateResult, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';
import { type SessionActor, selectUser } from './session';
import { useSessionActor } from './session-context';

/**
 * A route's `beforeLoad` guard for the pages of a signed-in user: a guest is sent to sign in and comes back
 * to `href` (this page's address, with its query) afterwards. The stored session has been checked by then: by
 * the root route's beforeLoad, or before hydration (main.tsx).
 */
export function requireSignedIn(session: SessionActor, href: string): void {
  if (!selectUser(session.getSnapshot())) throw redirect({ to: '/sign-in', search: { redirect: href } });
}

/** A `beforeLoad` guard for the sign-in and sign-up pages: a signed-in user has nothing to do there and goes home. */
export function requireGuest(session: SessionActor): void {
  if (selectUser(session.getSnapshot())) throw redirect({ to: '/' });
}

/**
 * requireGuest for a guest's page the server rendered (sign-in, sign-up): the server renders every page as a guest's
 * and its beforeLoad does not run again when the page hydrates, so a signed-in user who opened it goes home then.
 */
export function useGuestPageOnHydration(): void {
  const session = useSessionActor();
  const navigate = useNavigate();
  const leaveIfSignedIn = useEffectEvent(() => {
    if (selectUser(session.getSnapshot())) void navigate({ to: '/', replace: true });
  });
  // On arrival only: signing in on the page leads on from there.
  useEffect(() => leaveIfSignedIn(), []);
}

/** After a sign-in: back to `redirect` (the in-app path the guard above gave), else home; the sign-in page leaves the history. */
export function returnAfterSignIn(navigate: UseNavigateResult<string>, redirect: string | undefined): void {
  void (redirect ? navigate({ href: redirect, replace: true }) : navigate({ to: '/', replace: true }));
}
