import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createConfirmEmailActors } from '@/machines/confirm-email/confirm-email.actors';
import { confirmEmailMachine } from '@/machines/confirm-email/confirm-email.machine';
import type { LinkInput } from '@/machines/shared/link';
import type { User } from '@/openapi/types';
import { ConfirmEmailScreen } from '@/src/features/auth/ConfirmEmailScreen';
import { coverage } from '@/tests/support/model';
import { type ScreenModel, walkPath } from '@/tests/support/model-screen';
import { renderScreen, testApi } from '@/tests/support/render';
import { changedUser, confirmEmailModel, confirmEmailPaths, confirmationLink } from './confirm-email.paths';

const paths = confirmEmailPaths();

/** A guest followed the link: the way on is to sign in (with the new address once it is the account's). */
const expectSignIn = async (href = '/sign-in') => expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', href);

function harness() {
  const notifyEmailChanged = vi.fn<(user: User) => void>();
  const model: ScreenModel = {
    render: async (variant) => {
      const api = testApi();
      const logic = confirmEmailMachine.provide({
        actors: createConfirmEmailActors(api),
        actions: { notifyEmailChanged: (_, { user }) => notifyEmailChanged(user) },
      });
      return renderScreen(<ConfirmEmailScreen logic={logic} input={variant.input as LinkInput} />, { api, path: '/confirm-email' });
    },
    events: {
      'confirmEmail.retry': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    },
    states: {
      confirming: async (_, { held }) => {
        expect(await screen.findByText('Confirming your new email address…')).toBeInTheDocument();
        await vi.waitFor(() => expect(held.pending('confirmEmail')).toBe(1));
        expect(held.requests.at(-1)?.url.pathname).toBe('/api/confirm-email');
        expect(held.requests.at(-1)?.body).toEqual(confirmationLink);
      },
      confirmed: async () => {
        expect(await screen.findByRole('heading', { level: 1, name: 'Changes made successfully.' })).toBeInTheDocument();
        expect(screen.getByText('Your email address is now new@example.com. Use it the next time you sign in.')).toBeInTheDocument();
        expect(notifyEmailChanged).toHaveBeenCalledExactlyOnceWith(changedUser);
        await expectSignIn('/sign-in?email=new%40example.com');
      },
      expired: async () => {
        expect(await screen.findByRole('heading', { level: 1, name: 'This email confirmation link has expired.' })).toBeInTheDocument();
        await expectSignIn();
      },
      invalid: async () => {
        expect(await screen.findByRole('heading', { level: 1, name: 'Invalid confirmation link' })).toBeInTheDocument();
        expect(screen.getByText('This confirmation link is not valid. It may have been used already.')).toBeInTheDocument();
        await expectSignIn();
      },
      taken: async () => {
        expect(await screen.findByRole('heading', { level: 1, name: 'This email address is already registered.' })).toBeInTheDocument();
        expect(screen.getByText('Your email address was not changed. Choose another one in your account settings.')).toBeInTheDocument();
        expect(notifyEmailChanged).not.toHaveBeenCalled();
      },
      networkDown: async () => {
        expect(await screen.findByRole('heading', { level: 1, name: 'Service Unavailable' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      },
    },
  };
  return model;
}

describe('email confirmation model', () => {
  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(confirmEmailModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, harness());
    });
  }
});
