import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { signUpFields, signUpMachine } from '@/machines/sign-up/sign-up.machine';
import { createSignUpActors } from '@/machines/sign-up/sign-up.actors';
import { SignUpScreen } from '@/src/features/auth/SignUpScreen';
import { coverage } from '@/tests/support/model';
import { type ScreenModel, walkPath } from '@/tests/support/model-screen';
import { renderScreen, testApi } from '@/tests/support/render';
import { valuesOf } from './events';
import { expectAlert, expectFieldErrors, expectNoAlert, fillForm, input } from './form-checks';
import { signUpModel, signUpPaths } from './sign-up.paths';

type Snapshot = SnapshotFrom<typeof signUpMachine>;

const paths = signUpPaths();

const errorTexts = {
  required: {
    fullName: 'Please fill in the field: Full name',
    email: 'Please fill in the field: Email',
    birthDate: 'Please fill in the field: Date of birth',
    password: 'Please fill in the field: Password',
    confirmPassword: 'Please fill in the field: Confirm password',
  },
  invalidEmail: { '*': 'Invalid email address' },
  invalidPhone: { '*': 'Invalid phone number' },
  tooYoung: { '*': 'You must be at least 21 years old.' },
  passwordTooShort: { '*': 'Password must be at least 6 characters long.' },
  passwordsDontMatch: { '*': "Passwords don't match." },
  termsNotAccepted: { '*': 'Please accept the Terms of Use.' },
};
const labels: Record<string, string> = {
  fullName: 'Full name',
  email: 'Email',
  birthDate: 'Date of birth',
  password: 'Password',
  confirmPassword: 'Confirm password',
};

function expectForm(context: Snapshot['context']) {
  for (const field of ['fullName', 'email', 'phone', 'birthDate', 'password', 'confirmPassword'] as const) {
    expect(input(field)).toHaveValue(context[field]);
  }
  expect(input('acceptTerms').checked).toBe(context.acceptTerms);
}

const model: ScreenModel = {
  render: async (variant) => {
    const api = testApi();
    const logic = signUpMachine.provide({ actors: createSignUpActors(api) });
    const rendered = await renderScreen(<SignUpScreen logic={logic} input={variant.input as never} />, { api, path: '/sign-up' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' })).toBe(input('acceptTerms'));
    expect(input('phone')).toHaveAccessibleName('Phone (optional)');
    return rendered;
  },
  events: {
    'signUp.change': async (event, { screen: { user } }) => fillForm(user, valuesOf(event)),
    'signUp.submit': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: 'Sign up' })),
    'signUp.retry': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    'signUp.resendActivation': async (_, { screen: { user } }) =>
      user.click(screen.getByRole('button', { name: 'Resend activation email' })),
  },
  states: {
    editing: async ({ context }: Snapshot, { event }) => {
      expectForm(context);
      await expectFieldErrors(context.errors, errorTexts, signUpFields, event.type === 'signUp.submit');
      const missing = signUpFields.filter((field) => context.errors[field] === 'required').map((field) => labels[field]);
      if (Object.keys(context.errors).length === 0) {
        expectNoAlert();
      } else {
        const summary = await screen.findByRole('alert');
        expect(within(summary).getByText('Please fix errors.')).toBeInTheDocument();
        if (missing.length === 1) expect(summary).toHaveTextContent(`Please fill in the field: ${missing[0]}`);
        if (missing.length > 1) expect(summary).toHaveTextContent(`Please fill in the fields: ${missing.join(', ')}`);
      }
      expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
    },
    submitting: async ({ context }: Snapshot, { held }) => {
      expect(await screen.findByRole('button', { name: 'Creating your account…' })).toBeDisabled();
      const request = held.requests.filter((r) => r.operation === 'signUp').at(-1);
      expect(request?.body).toEqual({
        fullName: context.fullName,
        email: context.email,
        phone: context.phone,
        birthDate: context.birthDate,
        password: context.password,
        language: 'en',
        acceptTerms: true,
      });
    },
    'emailSent.idle': async ({ context }: Snapshot) => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeInTheDocument();
      expect(screen.getByText('Activation email sent.')).toBeInTheDocument();
      expect(screen.getByText(context.email)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend activation email' })).toBeEnabled();
    },
    'emailSent.resending': async (_, { held }) => {
      expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
      expect(held.requests.at(-1)?.url.pathname).toBe('/api/resend/frontend/alex%40example.com/false');
    },
    'emailSent.resent': async () => {
      await expect.poll(() => screen.queryByRole('button', { name: /Resend|Sending/ })).toBeNull();
      expect(screen.getByText('Activation email sent.')).toBeInTheDocument();
    },
    'emailSent.resendFailed': async () => {
      expect(await screen.findByText('An error occurred while sending validation email.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend activation email' })).toBeEnabled();
    },
    emailTaken: async ({ context }: Snapshot) => {
      await expectAlert('This email address is already registered.');
      expect(screen.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
        'href',
        `/forgot-password?email=${encodeURIComponent(context.email)}`,
      );
    },
    failed: () => expectAlert('An error occurred during sign up.'),
    networkDown: async () => {
      await expectAlert('The server is currently unavailable. Please try again later.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
  },
};

describe('sign-up model', () => {
  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(signUpModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, model);
    });
  }
});
