import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { Language } from '../../config/languages';
import type { Api } from '../api/client';
import { NotFound } from '../components/NotFound';
import { PageSpinner } from '../components/PageSpinner';
import { RouteErrorScreen } from '../components/RouteErrorScreen';
import { routeTree } from '../routeTree.gen';
import { applyHeadTags, headTags, pageMetaOf } from '../core/head';
import { parseSearch, stringifySearch } from '../core/search-params';
import { detectLanguage, languageRewrite } from '../core/language';
import type { SessionActor } from '../core/session';
import { siteMeta } from '../core/site-meta';
import { applyLanguage, currentLanguage } from '../core/switch-language';

export interface CreateAppRouterOptions {
  api: Api;
  session: SessionActor;
  /** The language the app starts in (from the URL). */
  language: Language;
  /** A memory history in tests and on the server; the browser's by default. */
  history?: RouterHistory;
  /** The site's public origin, on the server (the browser's own otherwise). */
  origin?: string;
}

export function createAppRouter({ api, session, language, history, origin }: CreateAppRouterOptions) {
  const router = createRouter({
    routeTree,
    history,
    origin,
    context: { api, session },
    // Routes have no language prefix; the address bar shows it (`/fr/sign-in`).
    rewrite: languageRewrite(language),
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // In the browser only: on the server, the router would write an inline script into the page for it.
    scrollRestoration: typeof document !== 'undefined',
    defaultPendingComponent: PageSpinner,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteErrorScreen,
  });

  // In the browser only: on the server each router serves one address, in one language.
  if (router.isServer) return router;
  router.subscribe('onResolved', ({ toLocation }) => {
    // Back/forward across a language change: the address decides the language.
    const addressLanguage = detectLanguage(new URL(toLocation.publicHref, router.origin));
    if (addressLanguage !== currentLanguage()) {
      applyLanguage(router, session, addressLanguage).catch((error: unknown) => console.error(error));
    }
    applyHeadTags(
      addressLanguage,
      headTags({
        language: addressLanguage,
        internalPathname: toLocation.pathname,
        origin: router.origin,
        page: pageMetaOf(router.state.matches),
        site: siteMeta(),
      }),
    );
  });

  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
