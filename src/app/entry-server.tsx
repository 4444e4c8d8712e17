/**
 * The server's side of the app: renders a page of the same routes, with the same loaders, to HTML. Built by
 * `vite build --ssr` into `<dist>/.ssr/entry-server.js` and called by server/plugins/ssr.ts for each page request.
 * The browser then hydrates that HTML with the loaders' data written into it (main.tsx), without loading it again.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { Messages } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { getSsrStatus } from '@tanstack/react-router/ssr/server';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { languages, type Language } from '@/config/languages';
import { createApi } from '@/api/client';
import type { PageRequest, RenderedPage } from '@/shared/page';
import { headTags, pageMetaOf, renderHeadTags } from '@/src/core/head';
import { i18n } from '@/src/core/i18n';
import { detectLanguage, stripLanguagePrefix } from '@/src/core/language';
import { createSession } from '@/src/core/session';
import { siteMeta } from '@/src/core/site-meta';
import { messages as en } from '@/src/locales/en/messages';
import { messages as fr } from '@/src/locales/fr/messages';
import { messages as ru } from '@/src/locales/ru/messages';
import { dehydrateRouter } from './hydration';
import { createLanguageLock } from './language-lock';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { setStartUpSettings } from '@/src/core/start-up';

const catalogs: Record<Language, Messages> = { en, fr, ru };
i18n.load(catalogs);
for (const language of languages) if (!catalogs[language]) throw new Error(`No compiled catalog for ${language}`);

/**
 * Lingui's `t` and `msg` macros read one global instance, and route loaders and screens use them: a request holds
 * the lock of its language from its first loader to its last rendered byte, so that requests in one language run
 * together and another language waits for them (each render is short and synchronous).
 */
const languageLock = createLanguageLock((language) => i18n.activate(language));

export async function renderPage({ url, origin, fetch, signedIn, startUp }: PageRequest): Promise<RenderedPage> {
  const api = createApi({ baseUrl: 'http://api.internal', fetch });
  setStartUpSettings(startUp);
  const address = new URL(url, origin);
  const language = detectLanguage(address);
  return languageLock.run(language, async () => {
    const session = createSession({ api, language, navigateHome: () => {} });
    session.start();
    const router = createAppRouter({ api, session, language, history: createMemoryHistory({ initialEntries: [url] }), origin });
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
            <Providers api={api} session={session} signedIn={signedIn}>
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
          page: status === 404 ? { title: t`Nothing to see here!`, noIndex: true } : pageMetaOf(router.state.matches),
          site: siteMeta(),
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
