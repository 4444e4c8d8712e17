import { act, screen, within } from '@testing-library/react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, SimulatedClock } from 'xstate';
import { createGoogleSignInActors } from '@/machines/google-sign-in/google-sign-in.actors';
import { googleStartMachine } from '@/machines/google-sign-in/google-start.machine';
import { createSignInCodeActors } from '@/machines/sign-in-code/sign-in-code.actors';
import { type SignInCodeContext, type SignedInWithCode, signInCodeMachine } from '@/machines/sign-in-code/sign-in-code.machine';
import type { Api } from '@/api/client';
import { SignInCodeEmailScreen } from '@/src/features/auth/SignInCodeEmailScreen';
import { SignInCodeScreen } from '@/src/features/auth/SignInCodeScreen';
import { coverage } from '@/tests/support/model';
import { type ScreenModel, type StepContext, walkPath } from '@/tests/support/model-screen';
import { renderScreen, testApi } from '@/tests/support/render';
import { valuesOf } from './events';
import { expectFieldErrors, fillForm, input } from './form-checks';
import { codePage, emailPage, signInCodeModel, signInCodePaths, signedInUser, tick } from './sign-in-code.paths';
import { startUpOff } from '@/config/start-up';
import { setStartUpSettings } from '@/src/core/start-up';

// The server of these pages has Google sign-in configured: its start-up settings say so, and the button shows.
beforeEach(() => setStartUpSettings({ ...startUpOff, googleSignIn: true }));
afterEach(() => setStartUpSettings(undefined));

const paths = signInCodePaths();
const codePageHref = '/mobile-logIn/MailCode?email=driver%40example.com';

const errorTexts = {
  required: { email: 'Please fill in the field: Email', code: 'Please fill in the field: Code' },
  invalidEmail: { email: 'Invalid email address' },
  invalidCode: { code: 'Enter the 6 digits of the code.' },
};

const codeFailures: Record<string, string> = {
  wrongCode: 'This code is not right, or it can no longer be used. Check it, or ask for a new code.',
  expiredCode: 'This code has expired. Ask for a new one.',
  tooManyAttempts: 'Too many failed attempts. Please try again in 15 minutes.',
  suspended: 'Your account is suspended.',
  failed: 'An unexpected error occurred. Please try again.',
};
const tooManyCodes = 'Too many codes were asked for this address. Please try again in 15 minutes.';

interface Pages {
  api: Api;
  clock: SimulatedClock;
  signedIn: (signedIn: SignedInWithCode) => void;
  navigateAfterSignIn: () => void;
}

/** The two pages as their routes show them: the email page opens the code page, which starts its own machine. */
function SignInCodePages({ api, clock, signedIn, navigateAfterSignIn }: Pages) {
  const navigate = useNavigate();
  const location = useRouterState({ select: (state) => state.location });
  const logic = useMemo(
    () =>
      signInCodeMachine.provide({
        actors: createSignInCodeActors(api),
        actions: {
          showCodeEntry: (_, { email }) => void navigate({ to: '/mobile-logIn/MailCode', search: { email } }),
          notifySignedIn: (_, params) => signedIn(params),
          navigateAfterSignIn,
        },
      }),
    [api, navigate, signedIn, navigateAfterSignIn],
  );
  const google = useMemo(() => googleStartMachine.provide({ actors: createGoogleSignInActors(api) }), [api]);
  if (location.pathname === '/mobile-logIn/MailCode') {
    const { email } = location.search as { email: string };
    return <SignInCodeScreen logic={logic} input={{ ...codePage, email }} clock={clock} />;
  }
  return <SignInCodeEmailScreen logic={logic} input={emailPage} google={google} />;
}

const lastRequest = ({ held }: StepContext, operation: string) => held.requests.filter((r) => r.operation === operation).at(-1);
const resendButton = () => screen.getByRole('button', { name: /^Send a new code/ });

function expectNoCodeFailure() {
  for (const text of Object.values(codeFailures)) expect(screen.queryByText(text)).not.toBeInTheDocument();
}

const emailPageChecks: ScreenModel['states'] = {
  'enteringEmail.editing': async (snapshot, { event }) => {
    const context = snapshot.context as SignInCodeContext;
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in with a code' })).toBeInTheDocument();
    expect(input('email')).toHaveValue(context.email);
    const refused = event.type === 'signInCode.submitEmail' || event.type.startsWith('xstate.error.actor');
    await expectFieldErrors(context.errors, errorTexts, ['email'], refused);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email me a code' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    const password = new URL(screen.getByRole('link', { name: 'Sign in with a password' }).getAttribute('href')!, 'http://localhost');
    expect(password.pathname).toBe('/sign-in');
    expect(password.searchParams.get('email')).toBe(context.email.trim() || null);
  },
  sendingCode: async (_, step) => {
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(lastRequest(step, 'sendSigninCode')?.body).toEqual({ email: 'driver@example.com', language: 'en' });
  },
  'enteringEmail.notRegistered': async () => {
    await vi.waitFor(() => expect(input('email')).toHaveAccessibleDescription('Email address not registered'));
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
  },
  'enteringEmail.tooManyCodes': async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent(tooManyCodes);
  },
  'enteringEmail.failed': async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent(codeFailures.failed!);
  },
  'enteringEmail.networkDown': async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is currently unavailable. Please try again later.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

const codeChecks: Record<string, (snapshot: AnyMachineSnapshot, step: StepContext) => Promise<void>> = {
  'form.editing': async (snapshot, { event }) => {
    const context = snapshot.context as SignInCodeContext;
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/Enter the 6-digit code we sent to/)).toHaveTextContent('driver@example.com. It is valid for 10 minutes.');
    expect(input('code')).toHaveValue(context.code);
    expect(input('code')).toHaveAttribute('inputmode', 'numeric');
    expect(input('code')).toHaveAttribute('autocomplete', 'one-time-code');
    await expectFieldErrors(context.errors, errorTexts, ['code'], event.type === 'signInCode.submitCode');
    expectNoCodeFailure();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Use another email address' })).toHaveAttribute(
      'href',
      '/mobile-logIn?email=driver%40example.com',
    );
  },
  signingIn: async (snapshot, step) => {
    const context = snapshot.context as SignInCodeContext;
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    expect(input('code')).toBeDisabled();
    expect(lastRequest(step, 'signInWithCode')?.url.pathname).toBe('/api/sign-in-code/frontend');
    expect(lastRequest(step, 'signInWithCode')?.body).toEqual({ email: context.email, code: context.code, stayConnected: context.stayConnected });
  },
  'form.networkDown': async () => {
    expect(await screen.findByText('The server is currently unavailable. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
  ...Object.fromEntries(
    Object.entries(codeFailures).map(([state, text]) => [
      `form.${state}`,
      async () => {
        const alert = await screen.findByText(text);
        expect(alert.closest('[role="alert"]')).not.toBeNull();
        expect(input('code')).toBeEnabled();
      },
    ]),
  ),
};

const resendChecks: Record<string, (snapshot: AnyMachineSnapshot, step: StepContext) => Promise<void>> = {
  coolingDown: async (snapshot) => {
    const { resendIn, resent } = snapshot.context as SignInCodeContext;
    expect(await screen.findByRole('button', { name: `Send a new code in 0:0${resendIn}` })).toBeDisabled();
    const notice = screen.queryByText(/We sent a new code to/);
    if (resent > 0) expect(within(notice!.closest('[role="status"]') as HTMLElement).getByText('driver@example.com')).toBeInTheDocument();
    else expect(notice).not.toBeInTheDocument();
  },
  ready: async () => {
    expect(await screen.findByRole('button', { name: 'Send a new code' })).toBeEnabled();
  },
  resending: async (_, step) => {
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(lastRequest(step, 'sendSigninCode')?.body).toEqual({ email: 'driver@example.com', language: 'en' });
  },
  resendFailed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('The new code could not be sent. Please try again.');
    expect(resendButton()).toBeEnabled();
  },
  tooManyCodes: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent(tooManyCodes);
    expect(screen.queryByRole('button', { name: /^Send a new code/ })).not.toBeInTheDocument();
  },
};

/** `enteringCode.code.form.editing + resend.ready`: the code form's check, then the resend part's. */
const codePageChecks: ScreenModel['states'] = Object.fromEntries(
  Object.entries(codeChecks).flatMap(([code, checkCode]) =>
    Object.entries(resendChecks).map(([resend, checkResend]) => [
      `enteringCode.code.${code} + resend.${resend}`,
      async (snapshot: AnyMachineSnapshot, step: StepContext) => {
        await checkCode(snapshot, step);
        await checkResend(snapshot, step);
      },
    ]),
  ),
);

function harness() {
  const clock = new SimulatedClock();
  const signedIn = vi.fn<(signedIn: SignedInWithCode) => void>();
  const navigateAfterSignIn = vi.fn();
  const model: ScreenModel = {
    render: async (variant) => {
      const api = testApi();
      const pages = <SignInCodePages api={api} clock={clock} signedIn={signedIn} navigateAfterSignIn={navigateAfterSignIn} />;
      const opened = variant.input === codePage ? codePageHref : '/mobile-logIn';
      return renderScreen(pages, { api, path: opened });
    },
    events: {
      'signInCode.change': async (event, { screen: { user } }) => fillForm(user, valuesOf(event)),
      'signInCode.submitEmail': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: 'Email me a code' })),
      'signInCode.submitCode': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: 'Sign in' })),
      'signInCode.retry': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: 'Try again' })),
      'signInCode.resend': async (_, { screen: { user } }) => user.click(resendButton()),
      [tick]: () => Promise.resolve(act(() => clock.increment(1000))),
    },
    states: {
      ...emailPageChecks,
      ...codePageChecks,
      signedIn: async (snapshot) => {
        await vi.waitFor(() => expect(navigateAfterSignIn).toHaveBeenCalledTimes(1));
        expect(signedIn).toHaveBeenCalledWith({ user: signedInUser, stayConnected: (snapshot.context as SignInCodeContext).stayConnected });
        expect(signedIn.mock.invocationCallOrder[0]).toBeLessThan(navigateAfterSignIn.mock.invocationCallOrder[0]!);
      },
    },
  };
  return model;
}

describe('sign-in by emailed code model', () => {
  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(signInCodeModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, harness());
    });
  }
});
