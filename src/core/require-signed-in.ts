import { type UseNavigateResult, redirect } from '@tanstack/react-router';
import { type SessionActor, selectUser } from './session';

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

/** After a sign-in: back to `redirect` (the in-app path the guard above gave), else home; the sign-in page leaves the history. */
export function returnAfterSignIn(navigate: UseNavigateResult<string>, redirect: string | undefined): void {
  void (redirect ? navigate({ href: redirect, replace: true }) : navigate({ to: '/', replace: true }));
}
