import '@fontsource-variable/inter';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppApi } from './api-context';
import { applyHead } from './head';
import { activateLanguage } from './i18n';
import { detectLanguage, stripLanguagePrefix } from './language';
import { Providers } from './providers';
import { createAppRouter, type AppRouter } from './router';
import { createSession } from './session';
import { applyColorMode, initialColorMode } from './theme';

async function start(): Promise<void> {
  const url = new URL(window.location.href);
  const language = detectLanguage(url);
  applyColorMode(initialColorMode());
  applyHead(language, stripLanguagePrefix(url.pathname));
  await activateLanguage(language);

  const api = createAppApi();
  // The session needs the router to go home after sign-out, and the router needs the session.
  let router: AppRouter | undefined;
  const session = createSession({
    api,
    language,
    navigateHome: () => void router?.navigate({ to: '/' }),
  });
  router = createAppRouter({ api, session, language });
  session.start();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <Providers api={api} session={session}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
