import type { I18n } from '@lingui/core';
import { createRouter, type ParsedLocation, type RouterHistory } from '@tanstack/react-router';
import type { Language } from '@/config/languages';
import type { Api } from '@/api/client';
import { NotFound } from '@/src/components/NotFound';
import { PageSpinner } from '@/src/components/PageSpinner';
import { RouteErrorScreen } from '@/src/components/RouteErrorScreen';
import { routeTree } from '@/src/routeTree.gen';
import { applyHeadTags, headTags, pageMetaOf } from '@/src/core/head';
import { i18n as browserI18n } from '@/src/core/i18n';
import { parseSearch, stringifySearch } from '@/src/core/search-params';
import { detectLanguage, languageRewrite } from '@/src/core/language';
import type { SessionActor } from '@/src/core/session';
import { siteMeta } from '@/src/core/site-meta';
import { applyLanguage, currentLanguage } from '@/src/core/switch-language';

export interface CreateAppRouterOptions {
  api: Api;
  session: SessionActor;
  /** The language the app starts in (from the URL). */
  language: Language;
  /** A memory history in tests and on the server; the browser's by default. */
  history?: RouterHistory;
  /** The site's public origin, on the server (the browser's own otherwise). */
  origin?: string;
  /** The texts of the routes' heads and loaders: the request's own on the server, the browser's one instance by default. */
  i18n?: I18n;
}

export function createAppRouter({ api, session, language, history, origin, i18n = browserI18n }: CreateAppRouterOptions) {
  const router = createRouter({
    routeTree,
    history,
    origin,
    context: { api, session, i18n },
    // Routes have no language prefix; the address bar shows it (`/fr/sign-in`).
    rewrite: languageRewrite(language),
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // In the browser only: on the server, the router would write an inline script into the page for it.
    scrollRestoration: typeof document !== 'undefined' ? scrollOnNavigationsOnly() : false,
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
        site: siteMeta(i18n),
      }),
    );
  });

  return router;
}

/**
 * Whether the router restores (back, forward) or resets (a new page) the scroll after it renders a page: only when the
 * person went to another history entry since the page rendered before. The router would otherwise also scroll after
 * its first render, which is hydration: a visitor who scrolled the server's page while its script loaded was sent back
 * to the top, under his finger (a reload keeps its place: the browser restores it); and after a page's data is loaded
 * again in place (a change of session or language), which is no navigation either.
 */
function scrollOnNavigationsOnly() {
  let rendered: string | undefined;
  return ({ location }: { location: ParsedLocation }) => {
    const entry = location.state.__TSR_key ?? location.href;
    const navigated = rendered !== undefined && entry !== rendered;
    rendered = entry;
    // The router remembers a page's place (for back to return to it) from the scroll events it saw since it rendered
    // it, and the place scrolled to before the app ran or while it rendered raised none it saw: one tells it.
    if (!navigated && (window.scrollY > 0 || window.scrollX > 0)) document.dispatchEvent(new Event('scroll'));
    return navigated;
  };
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
