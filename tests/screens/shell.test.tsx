import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/config/languages';
import type { User } from '@/openapi/types';
import { ApiFailure, createApi } from '@/api/client';
import { handleError } from '@/src/core/errors';
import { i18n } from '@/src/core/i18n';
import { createAppRouter } from '@/src/app/router';
import { createSession } from '@/src/core/session';
import { ErrorScreen } from '@/src/components/ErrorScreen';
import { readStoredUser, readToken, writeStoredUser, writeToken } from '@/src/core/storage';
import { aLocation } from '@/tests/support/catalog-fixtures';
import { aUser } from '@/tests/support/fixtures';
import { AppFrame } from '@/tests/support/render';
import { pick } from '@/tests/support/render-app';

const userId = '0b9f6c1e-4a8e-4f55-9d1c-2f0e8a6b7c10';

const driver: User = aUser({ _id: userId, email: 'camille@example.com', fullName: 'Camille Martin' });

type Handler = (request: Request) => Response | Promise<Response>;

/** The API at the edge of the app, as a fetch function: `METHOD /path` -> answer; records the calls. */
function fakeServer(handlers: Record<string, Handler>) {
  const calls: string[] = [];
  const fetch = async (request: Request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(key);
    const handler = handlers[key];
    return handler
      ? handler(request)
      : Response.json({ code: 'NOT_FOUND', message: `no fake for ${key}` }, { status: 404 });
  };
  return { fetch, calls };
}

/** The home page's catalogue: the nine cities, no featured car. */
const catalogueHandlers: Record<string, Handler> = {
  'GET /api/locations': () =>
    Response.json(
      ['Monaco', 'Paris', 'Nice', 'Cannes', 'Saint-Tropez', 'Milan', 'Lake Como', 'Ibiza', 'Marbella'].map((name) =>
        aLocation(name.toLowerCase().replace(' ', '-'), name),
      ),
    ),
  'GET /api/cars': () => Response.json({ page: 1, size: 4, total: 0, items: [] }),
};

function renderApp({ path = '/', language = 'en', handlers = {} }: { path?: string; language?: Language; handlers?: Record<string, Handler> } = {}) {
  i18n.loadAndActivate({ locale: language, messages: {} });
  const server = fakeServer({ ...catalogueHandlers, ...handlers });
  const api = createApi({ baseUrl: 'http://localhost', fetch: server.fetch, getToken: readToken });
  const history = createMemoryHistory({ initialEntries: [path] });
  const session = createSession({ api, language, navigateHome: () => void router.navigate({ to: '/' }) });
  const router = createAppRouter({ api, session, language, history });
  session.start();
  render(
    <AppFrame api={api} session={session}>
      <RouterProvider router={router} />
    </AppFrame>,
  );
  return { router, session, history, server };
}

function storeSignedInDriver() {
  writeStoredUser({ _id: userId, language: 'en' });
  writeToken('token-123', new Date(Date.now() + 86_400_000));
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'bc-x-access-token=; Max-Age=0; Path=/';
  document.documentElement.className = '';
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('app shell', () => {
  it('shows the not-found page at an unknown path, with a link home', async () => {
    renderApp({ path: '/no-such-page' });

    expect(await screen.findByRole('heading', { name: 'Nothing to see here!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('keeps the language prefix in links: /fr/... links home to /fr', async () => {
    renderApp({ path: '/fr/no-such-page', language: 'fr' });

    expect(await screen.findByRole('heading', { name: 'Nothing to see here!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/fr');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/fr/sign-in');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(document.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/fr/no-such-page');
  });

  it('toggles the theme and keeps the choice in local storage', async () => {
    const user = userEvent.setup();
    renderApp();
    const toDark = await screen.findByRole('button', { name: 'Switch to dark mode' });

    await user.click(toDark);

    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('shows guests the sign-in and sign-up calls to action on the home page', async () => {
    renderApp();

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Drive the Riviera. Sail the Med.');
    const hero = screen.getByRole('region', { name: /Drive the Riviera/ });
    expect(within(hero).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(within(hero).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    for (const city of ['Monaco', 'Paris', 'Nice', 'Cannes', 'Saint-Tropez', 'Milan', 'Lake Como', 'Ibiza', 'Marbella']) {
      expect(screen.getAllByText(city).length).toBeGreaterThan(0);
    }
  });

  it("shows a driver's name and 'Driver' in the header, and signs out", async () => {
    storeSignedInDriver();
    const user = userEvent.setup();
    const { server, history } = renderApp({
      path: '/',
      handlers: {
        'POST /api/validate-access-token': () => Response.json({ valid: true, _id: userId }),
        [`GET /api/user/${userId}`]: () => Response.json(driver),
        'POST /api/sign-out': () => new Response(null, { status: 204 }),
      },
    });

    const header = await screen.findByRole('banner');
    expect(await within(header).findAllByText('Driver')).not.toHaveLength(0);
    expect(within(header).getAllByText('Camille Martin').length).toBeGreaterThan(0);
    expect(within(header).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();

    await user.click(within(header).getByRole('button', { name: /Camille Martin/ }));
    await pick(user, await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await within(header).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(server.calls).toContain('POST /api/sign-out');
    expect(readToken()).toBeUndefined();
    expect(readStoredUser()).toBeNull();
    expect(history.location.pathname).toBe('/');
  });

  it('switches the language: same page at its address in the new language, saved locally', async () => {
    const user = userEvent.setup();
    const { history } = renderApp({ path: '/no-such-page?ref=mail' });
    await screen.findByRole('heading', { name: 'Nothing to see here!' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');

    await waitFor(() => expect(history.location.pathname).toBe('/fr/no-such-page'));
    expect(history.location.search).toBe('?ref=mail');
    expect(localStorage.getItem('language')).toBe('fr');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/fr'));
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  });
});

describe('errors', () => {
  function renderErrorScreen(error: unknown) {
    const onRetry = vi.fn();
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const api = createApi();
    const session = createSession({ api, language: 'en', navigateHome: () => {} });
    render(
      <AppFrame api={api} session={session}>
        <ErrorScreen error={error} onRetry={onRetry} />
      </AppFrame>,
    );
    return onRetry;
  }

  it("shows 'Something went wrong' with a Try Again action", async () => {
    const user = userEvent.setup();
    const onRetry = renderErrorScreen(new Error('boom'));

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows 'Service Unavailable' for a 502", async () => {
    renderErrorScreen(new ApiFailure(502, 'SERVICE_UNAVAILABLE', 'Bad Gateway'));

    expect(await screen.findByRole('heading', { name: 'Service Unavailable' })).toBeInTheDocument();
    expect(screen.getByText('The server is currently unavailable. Please try again later.')).toBeInTheDocument();
  });

  it('handleError logs and shows the given message, or the generic one, as a toast', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp();
    await screen.findByRole('heading', { level: 1 });

    handleError(new Error('boom'));
    handleError(new Error('lang'), 'An error occurred while changing language.');

    expect(await screen.findByText('An unhandled error occurred.')).toBeInTheDocument();
    expect(await screen.findByText('An error occurred while changing language.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledTimes(2);
  });
});
