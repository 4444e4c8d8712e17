import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { createApi, type Api } from '@/api/client';
import { i18n } from '@/src/core/i18n';
import { Providers } from '@/src/app/providers';
import type { NotificationsActor } from '@/src/core/notifications';
import { createSession, type SessionActor } from '@/src/core/session';
import { apiBaseUrl } from './msw';

/** The app's providers as src/app/main.tsx renders them, in Strict Mode: effects and actors start twice in development. */
export function AppFrame({ api, session, notifications, children }: { api: Api; session: SessionActor; notifications?: NotificationsActor; children: ReactNode }) {
  return (
    <StrictMode>
      <Providers api={api} session={session} notifications={notifications}>
        {children}
      </Providers>
    </StrictMode>
  );
}

export interface RenderScreenOptions {
  /** The address the screen is shown at (links navigate from here). */
  path?: string;
  api?: Api;
  session?: SessionActor;
  /** The root notifications actor (the header's count, the pop-ups); none by default. */
  notifications?: NotificationsActor;
}

/** An API client on the test origin; msw answers it. */
export function testApi(): Api {
  return createApi({ baseUrl: apiBaseUrl });
}

/**
 * Renders one screen inside the app's providers (Chakra system of src/app/theme.ts, Lingui with
 * English active, API, session) under a router whose only route shows the screen at every address:
 * links work, and `router.state.location` tells where they went.
 */
export async function renderScreen(ui: ReactElement, { path = '/', api = testApi(), session, notifications }: RenderScreenOptions = {}) {
  // English is the source language: its catalog is the source texts themselves.
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  const sessionActor = session ?? createSession({ api, language: 'en', navigateHome: () => {} });
  await router.load();
  const user = userEvent.setup({ delay: null });
  const result = render(
    <AppFrame api={api} session={sessionActor} notifications={notifications}>
      <RouterProvider router={router} />
    </AppFrame>,
  );
  return { ...result, user, router, api, session: sessionActor };
}
