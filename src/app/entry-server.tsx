/**
 * The server's side of the app: renders a page of the same routes, with the same loaders, to HTML. Built by
 * `vite build --ssr` into `<dist>/.ssr/entry-server.js` and called by server/plugins/ssr.ts for each page request.
 * The browser then hydrates that HTML with the loaders' data written into it (main.tsx), without loading it again.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { AsyncLocalStorage } from 'node:async_hooks';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { getSsrStatus } from '@tanstack/react-router/ssr/server';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { languages, type Language } from '@/config/languages';
import { createApi } from '@/api/client';
import type { PageRequest, RenderedPage } from '@/shared/page';
import { headTags, pageMetaOf, renderHeadTags } from '@/src/core/head';
import { detectLanguage, stripLanguagePrefix } from '@/src/core/language';
import { createSession } from '@/src/core/session';
import { siteMeta } from '@/src/core/site-meta';
import { messages as en } from '@/src/locales/en/messages';
import { messages as fr } from '@/src/locales/fr/messages';
import { messages as ru } from '@/src/locales/ru/messages';
import { dehydrateRouter } from './hydration';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { setStartUpSettings } from '@/src/core/start-up';
import { readLanguageFrom } from '@/src/core/switch-language';

const catalogs: Record<Language, Messages> = { en, fr, ru };
for (const language of languages) if (!catalogs[language]) throw new Error(`No compiled catalog for ${language}`);

/**
 * Each request renders with the Lingui instance of its language: the screens read it from React's context
 * (`useLingui`, `<Trans>`), heads and loaders from the router's (`t(context.i18n)`), so requests in different languages
 * render side by side and none waits for another. One instance a language, made once: none is ever switched to another
 * language, so the requests in it share it. Lingui's global instance is never activated here.
 */
const texts = Object.fromEntries(
  languages.map((language) => [language, setupI18n({ locale: language, messages: { [language]: catalogs[language] } })]),
) as Record<Language, I18n>;

/** The language of the request whose loaders run, for the routes' `loaderDeps` (core/switch-language.ts, currentLanguage). */
const requestLanguage = new AsyncLocalStorage<Language>();
readLanguageFrom(() => requestLanguage.getStore());

export async function renderPage({ url, origin, fetch, signedIn, startUp }: PageRequest): Promise<RenderedPage> {
  const api = createApi({ baseUrl: 'http://api.internal', fetch });
  setStartUpSettings(startUp);
  const address = new URL(url, origin);
  const language = detectLanguage(address);
  const i18n = texts[language];
  return requestLanguage.run(language, async () => {
    const session = createSession({ api, language, navigateHome: () => {} });
    session.start();
    const router = createAppRouter({ api, session, language, history: createMemoryHistory({ initialEntries: [url] }), origin, i18n });
    try {
      await router.load();
      const result = router._serverResult;
      if (result?.type === 'redirect') {
        const response = router.resolveRedirect(result.redirect);
        const location = response.headers.get('Location') ?? response.options.href ?? '/';
        return { kind: 'redirect', status: response.status, location };
      }

      const status = getSsrStatus(router);
      // A loader failed (the API is down): the browser renders the page itself, and retries.
      if (status >= 500) return { kind: 'shell', status };

      const cache = createCache({ key: 'css' });
      const emotion = createEmotionServer(cache);
      const html = renderToString(
        <StrictMode>
          <CacheProvider value={cache}>
            <Providers api={api} session={session} signedIn={signedIn} i18n={i18n}>
              <RouterProvider router={router} />
            </Providers>
          </CacheProvider>
        </StrictMode>,
      );
      const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
      const head = renderHeadTags(
        headTags({
          language,
          internalPathname: stripLanguagePrefix(address.pathname),
          origin,
          page: status === 404 ? { title: t(i18n)`Nothing to see here!`, noIndex: true } : pageMetaOf(router.state.matches),
          site: siteMeta(i18n),
        }),
      );
      return {
        kind: 'page',
        status,
        language,
        head,
        styles,
        html,
        data: { router: dehydrateRouter(router), signedIn },
      };
    } finally {
      session.stop();
    }
  });
}
