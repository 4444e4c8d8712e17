import { redirect } from '@tanstack/react-router';
import { type SessionActor, selectUser } from './session';

/**
 * A route's `beforeLoad` guard for the pages of a signed-in user: a guest is sent to sign in and comes back
 * to `href` (this page's address, with its query) afterwards. The stored session has been checked by then: by
 * the root route's beforeLoad, or before hydration (main.tsx).
 */
export function requireSignedIn(session: SessionActor, href: string): void {
  if (!selectUser(session.getSnapshot())) throw redirect({ to: '/sign-in', search: { redirect: href } });
}
