import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/config/languages';
import { createApi } from '@/api/client';
import { i18n } from '@/src/core/i18n';
import { createAppRouter } from '@/src/app/router';
import { createSession, selectUser } from '@/src/core/session';
import { readStoredUser, readToken, writeStoredUser, writeToken } from '@/src/core/storage';
import { aSignInResponse, aUser, linkToken, userId } from '@/tests/support/fixtures';
import { activate, apiBaseUrl, checkToken, fail, getUser, ok, server, signIn, signUp, validateAccessToken } from '@/tests/support/msw';
import { AppFrame } from '@/tests/support/render';

/** The whole app (router, root actors, providers) at `path`, on the msw network edge. */
function renderApp(path: string, language: Language = 'en') {
  i18n.loadAndActivate({ locale: language, messages: {} });
  const api = createApi({ baseUrl: apiBaseUrl, getToken: readToken });
  const history = createMemoryHistory({ initialEntries: [path] });
  const session = createSession({ api, language, navigateHome: () => void router.navigate({ to: '/' }) });
  const router = createAppRouter({ api, session, language, history });
  session.start();
  render(
    <AppFrame api={api} session={session}>
      <RouterProvider router={router} />
    </AppFrame>,
  );
  return { router, session, user: userEvent.setup({ delay: null }) };
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'bc-x-access-token=; Max-Age=0; Path=/';
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('account routes', () => {
  it('/sign-in signs in: the session keeps the user and the token, then the app goes home', async () => {
    const requests: unknown[] = [];
    server.use(
      signIn(async ({ request }) => {
        requests.push(await request.json());
        return ok('signIn', aSignInResponse({ token: 'new-token', expiresAt: new Date(Date.now() + 86_400_000).toISOString() }));
      }),
    );
    const { router, session, user } = renderApp('/sign-in?email=driver%40example.com');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('driver@example.com');
    await user.type(document.querySelector<HTMLInputElement>('input[name="password"]')!, 'secret1');
    await user.click(screen.getByRole('checkbox', { name: 'Stay signed in' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requests).toEqual([{ email: 'driver@example.com', password: 'secret1', stayConnected: true }]);
    expect(selectUser(session.getSnapshot())?._id).toBe(userId);
    expect(readToken()).toBe('new-token');
    expect(readStoredUser()?._id).toBe(userId);
  });

  it('/sign-in goes back to the page that asked for it', async () => {
    server.use(signIn(() => ok('signIn', aSignInResponse())));
    const { router, user } = renderApp('/sign-in?redirect=%2Fno-such-page');

    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'driver@example.com');
    await user.type(document.querySelector<HTMLInputElement>('input[name="password"]')!, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/no-such-page'));
  });

  it('/sign-in ignores a redirect to another site', async () => {
    server.use(signIn(() => ok('signIn', aSignInResponse())));
    const { router, user } = renderApp('/sign-in?redirect=%2F%2Fevil.example');

    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'driver@example.com');
    await user.type(document.querySelector<HTMLInputElement>('input[name="password"]')!, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('/sign-in and /sign-up send a signed-in user home', async () => {
    writeStoredUser({ _id: userId, language: 'en' });
    writeToken('token-123', new Date(Date.now() + 86_400_000));
    // The stored session is checked at start-up.
    server.use(
      validateAccessToken(() => Response.json({ valid: true, _id: userId })),
      getUser(() => Response.json(aUser())),
    );
    const { router } = renderApp('/sign-up');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('/sign-up from a booking: once the email is sent, signing in leads back to the booking', async () => {
    server.use(signUp(() => ok('signUp', { _id: userId })));
    const booking = '/checkout?offer=abc&step=driver';
    const { user } = renderApp(`/sign-up?redirect=${encodeURIComponent(booking)}`);
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    const early = new URL(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }).getAttribute('href')!, 'http://localhost');
    expect(early.searchParams.get('redirect')).toBe(booking);

    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Camille Martin');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'camille@example.com');
    await user.type(document.querySelector<HTMLInputElement>('input[name="birthDate"]')!, '1990-04-12');
    await user.type(document.querySelector<HTMLInputElement>('input[name="password"]')!, 'secret1');
    await user.type(document.querySelector<HTMLInputElement>('input[name="confirmPassword"]')!, 'secret1');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/Your booking is kept/)).toBeInTheDocument();
    const signIn = new URL(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }).getAttribute('href')!, 'http://localhost');
    expect(signIn.pathname).toBe('/sign-in');
    expect(signIn.searchParams.get('email')).toBe('camille@example.com');
    expect(signIn.searchParams.get('redirect')).toBe(booking);
  });

  it('/sign-up drops a redirect to another site', async () => {
    const { router } = renderApp(`/sign-up?redirect=${encodeURIComponent('//evil.example/steal')}`);
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    expect(router.state.location.search).toEqual({});
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('/sign-up sends the language of the page', async () => {
    const bodies: unknown[] = [];
    server.use(
      signUp(async ({ request }) => {
        bodies.push(await request.json());
        return ok('signUp', { _id: userId });
      }),
    );
    const { user } = renderApp('/fr/sign-up', 'fr');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Camille Martin');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'camille@example.com');
    const birthDate = document.querySelector<HTMLInputElement>('input[name="birthDate"]')!;
    await user.type(birthDate, '1990-04-12');
    await user.type(document.querySelector<HTMLInputElement>('input[name="password"]')!, 'secret1');
    await user.type(document.querySelector<HTMLInputElement>('input[name="confirmPassword"]')!, 'secret1');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        fullName: 'Camille Martin',
        email: 'camille@example.com',
        birthDate: '1990-04-12',
        password: 'secret1',
        language: 'fr',
        acceptTerms: true,
      },
    ]);
  });

  it('/activate reads the link from the address and activates the account', async () => {
    const checked: string[] = [];
    server.use(
      checkToken(({ params }) => {
        checked.push(`${String(params.userId)}/${String(params.email)}/${String(params.token)}`);
        return ok('checkToken', { status: 'valid', purpose: 'activation' });
      }),
      activate(() => ok('activate', aUser())),
    );
    renderApp(`/activate?u=${userId}&e=driver%40example.com&t=${linkToken}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is activated' })).toBeInTheDocument();
    expect(checked).toEqual([`${userId}/driver@example.com/${linkToken}`]);
  });

  it('/activate without a token says the link is invalid without asking the server', async () => {
    renderApp(`/activate?u=${userId}&e=driver%40example.com`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid activation link' })).toBeInTheDocument();
  });

  it('/reset-password shows the expired link and offers a new one', async () => {
    server.use(checkToken(() => fail('TOKEN_EXPIRED')));
    renderApp(`/reset-password?u=${userId}&e=driver%40example.com&t=${linkToken}`);

    expect(await screen.findByText('This password reset link has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password?email=driver%40example.com',
    );
  });

  it('keeps the language prefix in the links of the account pages', async () => {
    renderApp('/fr/sign-in', 'fr');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/fr/sign-up');
    expect(main.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/fr/forgot-password');
  });
});
