import '@fontsource-variable/inter';
import { RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { createAppApi } from '@/src/core/api-context';
import { applyColorMode, initialColorMode } from '@/src/core/color-mode';
import { activateLanguage } from '@/src/core/i18n';
import { detectLanguage } from '@/src/core/language';
import { createNotifications } from '@/src/core/notifications';
import { createSession, whenSessionReady } from '@/src/core/session';
import { trackPageViews } from '@/src/core/analytics';
import { languageFromAddress } from '@/src/core/language-from-address';
import { startUpSettings } from '@/src/core/start-up';
import { switchLanguage } from '@/src/core/switch-language';
import { hydrationDataId, type HydrationData } from '@/shared/page';
import { provideDehydratedRouter } from './hydration';
import { Providers } from './providers';
import { createAppRouter, type AppRouter } from './router';
import { appSystem } from './theme';

async function start(): Promise<void> {
  const url = new URL(window.location.href);
  const language = detectLanguage(url);
  applyColorMode(initialColorMode());
  const texts = activateLanguage(language);
  const rendered = readHydrationData();
  // Start-up is cut into short tasks (here and below), so that the browser is never held for long.
  await nextTask();

  const api = createAppApi();
  // The session needs the router to go home after sign-out, and the router needs the session: the session is started
  // (below) only once the router exists.
  const session = createSession({
    api,
    language,
    navigateHome: () => void router.navigate({ to: '/' }),
  });
  const router: AppRouter = createAppRouter({ api, session, language });
  const notifications = createNotifications({
    api,
    session,
    // The server ended the session (signed out of every device, suspended): sign in again, then come back.
    onSessionEnded: () => void router.navigate({ to: '/sign-in', search: { redirect: router.state.location.href } }),
  });
  await nextTask();
  session.start();
  notifications.start();
  // The start-up settings (config/start-up.ts), once the first page is up: they never hold it back.
  const settings = startUpSettings();
  const afterFirstPage = () => {
    trackPageViews(router, settings.analytics);
    void languageFromAddress(api, settings.languageFromAddress).then((hinted) => {
      if (hinted) void switchLanguage({ router, session, language: hinted });
    });
  };
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  if (rendered) {
    // A page the server rendered: the router takes the server's matches and data, and React adopts the markup.
    provideDehydratedRouter(rendered.router);
    // Route guards and loaders read the session, and after hydration the root route's own wait (its beforeLoad)
    // does not run again: the stored session is checked before the first client-side load. The routes' heads (their
    // titles, in the page's language) run in hydrate, a page rendered only in the browser's loaders too: the texts first.
    await Promise.all([texts.then(() => hydrate(router)), whenSessionReady(session)]);
    (window as { $_TSR?: { h(): void } }).$_TSR?.h();
    // The styling system in a task of its own, then hydration as a transition: React yields to the browser every few
    // milliseconds instead of holding it for the whole page.
    appSystem();
    await nextTask();
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <Providers api={api} session={session} notifications={notifications.actor} signedIn={rendered.signedIn}>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      );
    });
    afterFirstPage();
    return;
  }

  // The first page (its guards, loaders and code) loads while the texts do: the two do not depend on each
  // other (loaders take the language of the address, see currentLanguage).
  preloadPageCode(router);
  const firstPage = firstPageOrPendingTime(router);
  // The styling system is built meanwhile, in a task of its own so the requests above leave first (the
  // first render builds it if everything comes sooner).
  setTimeout(appSystem, 0);
  await Promise.all([texts, firstPage]);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (the page looks the same; input is answered sooner). The router has
  // loaded the page by then (see above), so this first render is the whole page, not an empty frame.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers api={api} session={session} notifications={notifications.actor}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
  afterFirstPage();
}

/** The data of a server-rendered page (none in `npm run dev`, whose pages the browser renders alone). */
function readHydrationData(): HydrationData | undefined {
  const element = document.getElementById(hydrationDataId);
  return element?.textContent ? (JSON.parse(element.textContent) as HydrationData) : undefined;
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts loading the code of the address's routes (split per route) while the catalog of texts loads,
 * instead of after it: the two do not depend on each other.
 */
function preloadPageCode(router: AppRouter): void {
  for (const match of router.matchRoutes(router.state.location)) {
    const route = (router.routesById as unknown as Record<string, AnyRoute | undefined>)[match.routeId as string];
    if (route) router.loadRouteChunk(route)?.catch(() => {});
  }
}

/**
 * Loads the first page's routes (guards, loaders, code) before the first render, so that the page is drawn
 * by that render rather than by a router update, which React cannot split. Waits no longer than the time
 * after which the router shows its pending screen: a slow page still gets its spinner.
 */
async function firstPageOrPendingTime(router: AppRouter): Promise<void> {
  const pendingMs = router.options.defaultPendingMs ?? 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    router.load().catch((error: unknown) => console.error(error)),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, pendingMs);
    }),
  ]);
  clearTimeout(timer);
}

void start();
