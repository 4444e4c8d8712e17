import { screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { forgotPasswordMachine } from '@/machines/password-reset/forgot-password.machine';
import { createForgotPasswordActors } from '@/machines/password-reset/password-reset.actors';
import { ForgotPasswordScreen } from '@/src/features/auth/ForgotPasswordScreen';
import { coverage } from '@/tests/support/model';
import { type ScreenModel, walkPath } from '@/tests/support/model-screen';
import { renderScreen, testApi } from '@/tests/support/render';
import { valuesOf } from './events';
import { expectAlert, expectFieldErrors, expectNoAlert, fillForm, input } from './form-checks';
import { forgotPasswordModel, forgotPasswordPaths } from './forgot-password.paths';

type Snapshot = SnapshotFrom<typeof forgotPasswordMachine>;

const paths = forgotPasswordPaths();
const errorTexts = {
  required: { email: 'Please fill in the field: Email' },
  invalidEmail: { email: 'Invalid email address' },
};

const model: ScreenModel = {
  render: async (variant) => {
    const api = testApi();
    const logic = forgotPasswordMachine.provide({ actors: createForgotPasswordActors(api) });
    const rendered = await renderScreen(<ForgotPasswordScreen logic={logic} input={variant.input as object} />, { api });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
    return rendered;
  },
  events: {
    'forgotPassword.change': async (event, { screen: { user } }) => fillForm(user, valuesOf(event)),
    'forgotPassword.submit': async (_, { screen: { user } }) =>
      user.click(screen.getByRole('button', { name: 'Send reset link' })),
    'forgotPassword.retry': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: 'Try again' })),
  },
  states: {
    editing: async ({ context }: Snapshot, { event }) => {
      expect(input('email')).toHaveValue(context.email);
      await expectFieldErrors(context.errors, errorTexts, ['email'], event.type === 'forgotPassword.submit');
      expectNoAlert();
    },
    submitting: async ({ context }: Snapshot, { held }) => {
      expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
      expect(held.requests.at(-1)?.url.pathname).toBe(`/api/resend/frontend/${encodeURIComponent(context.email)}/true`);
    },
    sent: async ({ context }: Snapshot) => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeInTheDocument();
      expect(screen.getByText(context.email)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
        'href',
        `/sign-in?email=${encodeURIComponent(context.email)}`,
      );
    },
    notRegistered: async () => {
      await expect.poll(() => input('email').getAttribute('aria-invalid')).toBe('true');
      expect(input('email')).toHaveAccessibleDescription('Email address not registered');
      expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
    },
    failed: () => expectAlert('An unexpected error occurred. Please try again.'),
    networkDown: async () => {
      await expectAlert('The server is currently unavailable. Please try again later.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
  },
};

describe('forgot-password model', () => {
  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(forgotPasswordModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, model);
    });
  }
});
