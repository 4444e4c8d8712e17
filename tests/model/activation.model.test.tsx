import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activationMachine } from '@/machines/activation/activation.machine';
import { createActivationActors } from '@/machines/activation/activation.actors';
import type { LinkInput } from '@/machines/shared/link';
import { ActivateScreen } from '@/src/features/auth/ActivateScreen';
import { coverage } from '@/tests/support/model';
import { type ScreenModel, walkPath } from '@/tests/support/model-screen';
import { renderScreen, testApi } from '@/tests/support/render';
import { activationLink, activationModel, activationPaths } from './activation.paths';

const paths = activationPaths();
const signInHref = '/sign-in?email=driver%40example.com';
const checkTokenPath = `/api/check-token/frontend/${activationLink.userId}/driver%40example.com/${activationLink.token}`;

const model: ScreenModel = {
  render: async (variant) => {
    const api = testApi();
    const logic = activationMachine.provide({ actors: createActivationActors(api) });
    return renderScreen(<ActivateScreen logic={logic} input={variant.input as LinkInput} />, { api, path: '/activate' });
  },
  events: {
    'activation.retry': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    'activation.resend': async (_, { screen: { user } }) =>
      user.click(screen.getByRole('button', { name: 'Resend activation email' })),
  },
  states: {
    checkingToken: async (_, { held }) => {
      expect(await screen.findByText('Activating your account…')).toBeInTheDocument();
      await vi.waitFor(() => expect(held.pending('checkToken')).toBe(1));
      expect(held.requests.at(-1)?.url.pathname).toBe(checkTokenPath);
    },
    activating: async (_, { held }) => {
      expect(screen.getByText('Activating your account…')).toBeInTheDocument();
      await vi.waitFor(() => expect(held.pending('activate')).toBe(1));
      expect(held.requests.at(-1)?.body).toEqual(activationLink);
    },
    activated: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Your account is activated' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', signInHref);
    },
    invalid: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Invalid activation link' })).toBeInTheDocument();
      expect(screen.getByText('This activation link is not valid. It may have been used already.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', signInHref);
    },
    networkDown: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Service Unavailable' })).toBeInTheDocument();
      expect(screen.getByText('The server is currently unavailable. Please try again later.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    'expired.idle': async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Your account activation link expired.' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend activation email' })).toBeEnabled();
    },
    'expired.resending': async (_, { held }) => {
      expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
      expect(held.requests.at(-1)?.url.pathname).toBe('/api/resend/frontend/driver%40example.com/false');
    },
    'expired.resent': async () => {
      expect(await screen.findByText('Activation email sent.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Resend activation email' })).not.toBeInTheDocument();
    },
    'expired.resendFailed': async () => {
      expect(await screen.findByText('An error occurred while sending validation email.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend activation email' })).toBeEnabled();
    },
  },
};

describe('activation model', () => {
  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(activationModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, model);
    });
  }
});
