import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { Language } from '../../config/languages';
import type { Api } from '../api/client';
import { NotFound } from '../components/NotFound';
import { PageSpinner } from '../components/PageSpinner';
import { RouteErrorScreen } from '../components/RouteErrorScreen';
import { routeTree } from '../routeTree.gen';
import { applyHead } from '../core/head';
import { parseSearch, stringifySearch } from '../core/search-params';
import { detectLanguage, languageRewrite } from '../core/language';
import type { SessionActor } from '../core/session';
import { applyLanguage, currentLanguage } from '../core/switch-language';

export interface CreateAppRouterOptions {
  api: Api;
  session: SessionActor;
  /** The language the app starts in (from the URL). */
  language: Language;
  /** A memory history in tests; the browser's by default. */
  history?: RouterHistory;
}

export function createAppRouter({ api, session, language, history }: CreateAppRouterOptions) {
  const router = createRouter({
    routeTree,
    history,
    context: { api, session },
    // Routes have no language prefix; the address bar shows it (`/fr/sign-in`).
    rewrite: languageRewrite(language),
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultPendingComponent: PageSpinner,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteErrorScreen,
  });

  router.subscribe('onResolved', ({ toLocation }) => {
    // Back/forward across a language change: the address decides the language.
    const addressLanguage = detectLanguage(new URL(toLocation.publicHref, router.origin));
    if (addressLanguage !== currentLanguage()) {
      applyLanguage(router, session, addressLanguage).catch((error: unknown) => console.error(error));
    }
    applyHead(addressLanguage, toLocation.pathname, router.origin);
  });

  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
