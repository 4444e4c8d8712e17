import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { signInMachine, type SignedIn } from '@/machines/sign-in/sign-in.machine';
import { createSignInActors } from '@/machines/sign-in/sign-in.actors';
import { createGoogleSignInActors } from '@/machines/google-sign-in/google-sign-in.actors';
import { googleStartMachine } from '@/machines/google-sign-in/google-start.machine';
import { SignInScreen } from '@/src/features/auth/SignInScreen';
import { coverage } from '@/tests/support/model';
import { type ScreenModel, walkPath } from '@/tests/support/model-screen';
import { renderScreen, testApi } from '@/tests/support/render';
import { expectAlert, expectFieldErrors, expectNoAlert, fillForm, input } from './form-checks';
import { valuesOf } from './events';
import { signInModel, signInPaths, signedInUser } from './sign-in.paths';
import { startUpOff } from '@/config/start-up';
import { setStartUpSettings } from '@/src/core/start-up';

type Snapshot = SnapshotFrom<typeof signInMachine>;

// The server of these pages has Google sign-in configured: its start-up settings say so, and the button shows.
beforeEach(() => setStartUpSettings({ ...startUpOff, googleSignIn: true }));
afterEach(() => setStartUpSettings(undefined));

const paths = signInPaths();

const errorTexts = {
  required: { email: 'Please fill in the field: Email', password: 'Please fill in the field: Password' },
  invalidEmail: { email: 'Invalid email address' },
};

function expectForm(snapshot: Snapshot) {
  expect(input('email')).toHaveValue(snapshot.context.email);
  expect(input('password')).toHaveValue(snapshot.context.password);
  expect(screen.getByRole('checkbox', { name: 'Stay signed in' })).toHaveProperty('checked', snapshot.context.stayConnected);
}

function harness() {
  const signedIn = vi.fn<(signedIn: SignedIn) => void>();
  const navigateAfterSignIn = vi.fn();
  const model: ScreenModel = {
    render: async (variant) => {
      const api = testApi();
      const logic = signInMachine.provide({
        actors: createSignInActors(api),
        actions: { notifySignedIn: (_, params) => signedIn(params), navigateAfterSignIn },
      });
      const google = googleStartMachine.provide({ actors: createGoogleSignInActors(api) });
      const rendered = await renderScreen(<SignInScreen logic={logic} input={variant.input as object} google={google} />, {
        api,
        path: '/sign-in',
      });
      expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
      expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in with an emailed code' })).toHaveAttribute('href', '/mobile-logIn');
      expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
      return rendered;
    },
    events: {
      'signIn.change': async (event, { screen: { user } }) => fillForm(user, valuesOf(event)),
      'signIn.submit': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: 'Sign in' })),
      'signIn.retry': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: 'Try again' })),
      'signIn.resendActivation': async (_, { screen: { user } }) =>
        user.click(screen.getByRole('button', { name: 'Resend activation email' })),
    },
    states: {
      editing: async (snapshot: Snapshot, { event }) => {
        expectForm(snapshot);
        await expectFieldErrors(snapshot.context.errors, errorTexts, ['email', 'password'], event.type === 'signIn.submit');
        expectNoAlert();
        expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
      },
      submitting: async (snapshot: Snapshot, { held }) => {
        expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
        const request = held.requests.filter((r) => r.operation === 'signIn').at(-1);
        expect(request?.url.pathname).toBe('/api/sign-in/frontend');
        expect(request?.body).toEqual({
          email: snapshot.context.email.trim(),
          password: snapshot.context.password,
          stayConnected: snapshot.context.stayConnected,
        });
      },
      success: async (snapshot: Snapshot) => {
        await vi.waitFor(() => expect(navigateAfterSignIn).toHaveBeenCalledTimes(1));
        expect(signedIn).toHaveBeenCalledWith({ user: signedInUser, stayConnected: snapshot.context.stayConnected });
        expect(signedIn.mock.invocationCallOrder[0]).toBeLessThan(navigateAfterSignIn.mock.invocationCallOrder[0]!);
      },
      wrongCredentials: async (snapshot: Snapshot) => {
        await expectAlert('Incorrect email or password.');
        expectForm(snapshot);
      },
      suspended: () => expectAlert('Your account is suspended.'),
      tooManyAttempts: () => expectAlert('Too many failed attempts. Please try again in 15 minutes.'),
      failed: () => expectAlert('An unexpected error occurred. Please try again.'),
      networkDown: async () => {
        await expectAlert('The server is currently unavailable. Please try again later.');
        expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      },
      'notActivated.idle': async () => {
        await expectAlert('Your account is not activated yet. Check your inbox for the activation link.');
        expect(screen.getByRole('button', { name: 'Resend activation email' })).toBeEnabled();
      },
      'notActivated.resending': async (_, { held }) => {
        expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
        expect(held.requests.at(-1)?.url.pathname).toBe('/api/resend/frontend/driver%40example.com/false');
      },
      'notActivated.resent': async () => {
        expect(await screen.findByText('Activation email sent.')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Resend activation email' })).not.toBeInTheDocument();
      },
      'notActivated.resendFailed': async () => {
        expect(await screen.findByText('An error occurred while sending validation email.')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Resend activation email' })).toBeEnabled();
      },
    },
  };
  return model;
}

describe('sign-in model', () => {
  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(signInModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, harness());
    });
  }
});
