import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startUpOff } from '@/config/start-up';
import { i18n } from '@/src/core/i18n';
import { selectUser } from '@/src/core/session';
import { setStartUpSettings } from '@/src/core/start-up';
import { readStoredUser, readToken } from '@/src/core/storage';
import { aSignInResponse, aUser, linkToken, userId } from '@/tests/support/fixtures';
import { confirmEmail, fail, googleAuth, googleSignIn, ok, sendSigninCode, server, signInWithCode } from '@/tests/support/msw';
import { renderAppAs, renderGuestApp } from '@/tests/support/render-app';

const session = aSignInResponse({ token: 'token-by-code', expiresAt: new Date(Date.now() + 86_400_000).toISOString() });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'bc-x-access-token=; Max-Age=0; Path=/';
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Records each request's JSON body of an operation, and answers it. */
function recorded<T>(answer: () => Response) {
  const bodies: T[] = [];
  const requests: Request[] = [];
  const resolver = async ({ request }: { request: Request }) => {
    requests.push(request);
    const text = await request.clone().text();
    if (text) bodies.push(JSON.parse(text) as T);
    return answer();
  };
  return { bodies, requests, resolver };
}

describe('sign-in by emailed code', () => {
  it('asks for a code at /mobile-logIn, signs in with it on the code page, then goes back where it was asked from', async () => {
    const send = recorded(() => ok('sendSigninCode', { queued: true }));
    const signIn = recorded(() => ok('signInWithCode', session));
    server.use(sendSigninCode(send.resolver), signInWithCode(signIn.resolver));
    const { router, user, session: actor } = renderGuestApp('/mobile-logIn?redirect=%2Fbookings%3Fpage%3D2');

    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'driver@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile-logIn/MailCode'));
    expect(router.state.location.search).toEqual({ email: 'driver@example.com', redirect: '/bookings?page=2' });
    expect(send.bodies).toEqual([{ email: 'driver@example.com', language: 'en' }]);
    const code = await screen.findByRole('textbox', { name: /Code/ });
    expect(code).toHaveFocus();
    await user.click(code);
    await user.paste('123 456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    expect(signIn.bodies).toEqual([{ email: 'driver@example.com', code: '123456', stayConnected: false }]);
    expect(selectUser(actor.getSnapshot())?._id).toBe(userId);
    expect(readToken()).toBe('token-by-code');
    expect(readStoredUser()?._id).toBe(userId);
  });

  it('sends the code page without an address back to the email page', async () => {
    const { router } = renderGuestApp('/mobile-logIn/MailCode?redirect=%2Fbookings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile-logIn'));
    expect(router.state.location.search).toEqual({ redirect: '/bookings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in with a code' })).toBeInTheDocument();
  });

  it('says an expired code has expired, and offers a new code at once', async () => {
    server.use(signInWithCode(() => fail('CODE_EXPIRED')));
    const { user } = renderGuestApp('/mobile-logIn/MailCode?email=driver%40example.com');
    await user.type(await screen.findByRole('textbox', { name: /Code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired. Ask for a new one.');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  });

  it('sends a signed-in user home', async () => {
    const { router } = await renderAppAs('driver', '/mobile-logIn');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('is offered on /sign-in, with the address and the way back', async () => {
    const { user } = renderGuestApp('/sign-in?email=driver%40example.com&redirect=%2Fbookings');
    const main = within(await screen.findByRole('main'));
    const link = await main.findByRole('link', { name: 'Sign in with an emailed code' });
    expect(link).toHaveAttribute('href', '/mobile-logIn?email=driver%40example.com&redirect=%2Fbookings');
    await user.click(link);
    expect(await screen.findByRole('textbox', { name: /Email/ })).toHaveValue('driver@example.com');
    expect(main.getByRole('link', { name: 'Sign in with a password' })).toHaveAttribute(
      'href',
      '/sign-in?email=driver%40example.com&redirect=%2Fbookings',
    );
  });
});

describe('Google sign-in', () => {
  // The server has Google sign-in configured: its start-up settings say so, and the button shows.
  beforeEach(() => setStartUpSettings({ ...startUpOff, googleSignIn: true }));
  afterEach(() => setStartUpSettings(undefined));

  it('starts from /sign-in with the page to come back to, and leaves for the address the server answers', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const start = recorded(() => ok('googleAuth', { url: 'https://accounts.example.com/o/authorize?state=abc' }));
    server.use(googleAuth(start.resolver));
    const { user } = renderGuestApp('/sign-in?redirect=%2Fbookings');

    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example.com/o/authorize?state=abc'));
    expect(new URL(start.requests[0]!.url).searchParams.get('ref')).toBe('/bookings');
    expect(start.requests[0]!.credentials).toBe('include');
    expect(sessionStorage.getItem('azura-google-sign-in-language')).toBe('en');
  });

  it('says when Google sign-in is not available', async () => {
    server.use(googleAuth(() => fail('SERVICE_UNAVAILABLE')));
    const { user } = renderGuestApp('/mobile-logIn');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Google sign-in is not available at the moment. Sign in with your email instead.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });

  it('/google-login signs in with the code and state, with the cookie, then opens the page it started from', async () => {
    const finish = recorded(() => ok('googleSignIn', { ...session, ref: '/bookings' }));
    server.use(googleSignIn(finish.resolver));
    const { router, session: actor } = renderGuestApp('/google-login?code=4%2Fprovider-code&state=state-of-this-browser&scope=email');

    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    expect(finish.bodies).toEqual([{ code: '4/provider-code', state: 'state-of-this-browser', language: 'en' }]);
    expect(finish.requests[0]!.credentials).toBe('include');
    expect(selectUser(actor.getSnapshot())?._id).toBe(userId);
    expect(readToken()).toBe('token-by-code');
  });

  it('/google-login speaks the language the sign-in started in, which a new account gets too', async () => {
    sessionStorage.setItem('azura-google-sign-in-language', 'fr');
    const finish = recorded(() => ok('googleSignIn', { ...session, language: 'fr', ref: '/fr/bookings' }));
    server.use(googleSignIn(finish.resolver));
    const { router } = renderGuestApp('/google-login?code=c&state=state-of-this-browser');

    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    expect(finish.bodies).toEqual([{ code: 'c', state: 'state-of-this-browser', language: 'fr' }]);
    expect(i18n.locale).toBe('fr');
    expect(router.history.location.pathname).toBe('/fr/bookings');
  });

  it('/google-login without a way back goes home; a refusal says so with a way back to sign in', async () => {
    server.use(googleSignIn(() => ok('googleSignIn', { ...session, ref: '//evil.example' })));
    const home = renderGuestApp('/google-login?code=c&state=state-of-this-browser');
    await waitFor(() => expect(home.router.state.location.pathname).toBe('/'));
  });

  it('/google-login shows a refused sign-in', async () => {
    server.use(googleSignIn(() => fail('EXTERNAL_SIGN_IN_FAILED')));
    renderGuestApp('/google-login?code=c&state=state-of-this-browser');
    expect(await screen.findByRole('heading', { level: 1, name: 'Google sign-in did not work' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  });
});

describe('email change confirmation', () => {
  it('/confirm-email makes the new address the signed-in user’s', async () => {
    const confirm = recorded(() => ok('confirmEmail', aUser({ email: 'new@example.com' })));
    server.use(confirmEmail(confirm.resolver));
    const { session: actor } = await renderAppAs('driver', `/confirm-email?u=${userId}&e=new%40example.com&t=${linkToken}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Changes made successfully.' })).toBeInTheDocument();
    expect(confirm.bodies).toEqual([{ userId, email: 'new@example.com', token: linkToken }]);
    expect(selectUser(actor.getSnapshot())?.email).toBe('new@example.com');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('/confirm-email leaves another signed-in user as he is', async () => {
    server.use(confirmEmail(() => ok('confirmEmail', aUser({ _id: 'ffffffff-5c1d-4e8a-9f60-1d2c3b4a5e6f', email: 'new@example.com' }))));
    const { session: actor } = await renderAppAs('driver', `/confirm-email?u=${userId}&e=new%40example.com&t=${linkToken}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Changes made successfully.' })).toBeInTheDocument();
    expect(selectUser(actor.getSnapshot())?.email).toBe('driver@example.com');
  });

  it.each([
    ['TOKEN_EXPIRED', 'This email confirmation link has expired.'],
    ['TOKEN_INVALID', 'Invalid confirmation link'],
    ['EMAIL_ALREADY_REGISTERED', 'This email address is already registered.'],
  ] as const)('/confirm-email refused with %s', async (code, heading) => {
    server.use(confirmEmail(() => fail(code)));
    renderGuestApp(`/confirm-email?u=${userId}&e=new%40example.com&t=${linkToken}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
