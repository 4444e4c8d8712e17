/**
 * The router's state written into a server-rendered page and read back by the browser: each match's id,
 * status, time and loader data, in the shape TanStack Router's own `hydrate` reads (`window.$_TSR.router`,
 * see @tanstack/router-core's ssr-server `dehydrateMatch`). The page carries it as JSON in a
 * `<script type="application/json">`, which the Content Security Policy allows (it is not run), instead of
 * the router's inline scripts, which it would not.
 */
import type { AnyRouter } from '@tanstack/react-router';
import type { DehydratedMatch, DehydratedRouter } from '@/shared/page';

/** The matches the page shows, up to the first that did not load (its error or not-found page). */
export function dehydrateRouter(router: AnyRouter): DehydratedRouter {
  const matches: DehydratedMatch[] = [];
  for (const match of router.state.matches) {
    const dehydrated: DehydratedMatch = { i: match.id.replaceAll('/', '#'), u: match.updatedAt, s: match.status };
    if (match.loaderData !== undefined) dehydrated.l = match.loaderData;
    if (match.ssr !== undefined) dehydrated.ssr = match.ssr;
    if (match._notFound) dehydrated.g = true;
    matches.push(dehydrated);
    if (match.status !== 'success' || match._notFound) break;
  }
  return { matches };
}

interface TsrGlobal {
  router: DehydratedRouter;
  buffer: (() => void)[];
  initialized: boolean;
  h(): void;
}

/** Hands the server's router state to TanStack Router's `hydrate` (called by `<RouterClient>`). */
export function provideDehydratedRouter(router: DehydratedRouter): void {
  const tsr: TsrGlobal = {
    router,
    buffer: [],
    initialized: false,
    // Called once hydrated: the state is no longer needed.
    h() {
      delete (window as { $_TSR?: TsrGlobal }).$_TSR;
    },
  };
  (window as { $_TSR?: TsrGlobal }).$_TSR = tsr;
}
