import { screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { createResetPasswordActors } from '@/machines/password-reset/password-reset.actors';
import { resetPasswordFields, resetPasswordMachine } from '@/machines/password-reset/reset-password.machine';
import type { LinkInput } from '@/machines/shared/link';
import { ResetPasswordScreen } from '@/src/features/auth/ResetPasswordScreen';
import { coverage } from '@/tests/support/model';
import { type ScreenModel, walkPath } from '@/tests/support/model-screen';
import { renderScreen, testApi } from '@/tests/support/render';
import { valuesOf } from './events';
import { expectAlert, expectFieldErrors, expectNoAlert, fillForm, input } from './form-checks';
import { resetLink, resetPasswordModel, resetPasswordPaths } from './reset-password.paths';

type Snapshot = SnapshotFrom<typeof resetPasswordMachine>;

const paths = resetPasswordPaths();
const email = 'driver%40example.com';
const errorTexts = {
  required: { password: 'Please fill in the field: New password', confirmPassword: 'Please fill in the field: Confirm password' },
  passwordTooShort: { '*': 'Password must be at least 6 characters long.' },
  passwordsDontMatch: { '*': "Passwords don't match." },
};

function expectNewLinkOffer() {
  expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', `/forgot-password?email=${email}`);
}

const model: ScreenModel = {
  render: async (variant) => {
    const api = testApi();
    const logic = resetPasswordMachine.provide({ actors: createResetPasswordActors(api) });
    return renderScreen(<ResetPasswordScreen logic={logic} input={variant.input as LinkInput} />, {
      api,
      path: '/reset-password',
    });
  },
  events: {
    'resetPassword.change': async (event, { screen: { user } }) => fillForm(user, valuesOf(event)),
    'resetPassword.submit': async (_, { screen: { user } }) =>
      user.click(screen.getByRole('button', { name: 'Change password' })),
    'resetPassword.retry': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: 'Try again' })),
  },
  states: {
    checkingToken: async (_, { held }) => {
      expect(await screen.findByText('Checking your link…')).toBeInTheDocument();
      await vi.waitFor(() => expect(held.pending('checkToken')).toBe(1));
      expect(held.requests.at(-1)?.url.pathname).toBe(
        `/api/check-token/frontend/${resetLink.userId}/${email}/${resetLink.token}`,
      );
    },
    networkDown: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Service Unavailable' })).toBeInTheDocument();
      expect(screen.getByText('The server is currently unavailable. Please try again later.')).toBeInTheDocument();
    },
    editing: async ({ context }: Snapshot, { event }) => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
      expect(screen.getByText('For driver@example.com')).toBeInTheDocument();
      expect(input('password')).toHaveValue(context.password);
      expect(input('confirmPassword')).toHaveValue(context.confirmPassword);
      await expectFieldErrors(context.errors, errorTexts, resetPasswordFields, event.type === 'resetPassword.submit');
      expectNoAlert();
    },
    submitting: async ({ context }: Snapshot, { held }) => {
      expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
      expect(held.requests.at(-1)?.body).toEqual({ ...resetLink, password: context.password });
    },
    failed: () => expectAlert('An error occurred while updating password.'),
    done: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/sign-in?email=${email}`);
    },
    expired: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Link expired' })).toBeInTheDocument();
      expect(screen.getByText('This password reset link has expired.')).toBeInTheDocument();
      expectNewLinkOffer();
    },
    invalid: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Invalid link' })).toBeInTheDocument();
      expect(screen.getByText('This password reset link is not valid. It may have been used already.')).toBeInTheDocument();
      expectNewLinkOffer();
    },
  },
};

describe('reset-password model', () => {
  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(resetPasswordModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, model);
    });
  }
});
