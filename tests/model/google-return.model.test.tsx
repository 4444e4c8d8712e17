import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createGoogleSignInActors } from '@/machines/google-sign-in/google-sign-in.actors';
import { type GoogleReturnInput, googleReturnMachine } from '@/machines/google-sign-in/google-return.machine';
import type { SignInResponse } from '@/openapi/types';
import { GoogleReturnScreen } from '@/src/features/auth/GoogleReturnScreen';
import { coverage } from '@/tests/support/model';
import { type ScreenModel, walkPath } from '@/tests/support/model-screen';
import { renderScreen, testApi } from '@/tests/support/render';
import { googleReturnModel, googleReturnPaths, providerAnswer, signedIn } from './google-return.paths';

const paths = googleReturnPaths();

async function expectWaysBack() {
  expect(await screen.findByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  expect(screen.getByRole('link', { name: 'Sign in with an emailed code' })).toHaveAttribute('href', '/mobile-logIn');
}

function harness() {
  const notifySignedIn = vi.fn<(user: SignInResponse) => void>();
  const navigateAfterSignIn = vi.fn<(ref: string | null) => void>();
  const model: ScreenModel = {
    render: async (variant) => {
      const api = testApi();
      const logic = googleReturnMachine.provide({
        actors: createGoogleSignInActors(api),
        actions: {
          notifySignedIn: (_, { user }) => notifySignedIn(user),
          navigateAfterSignIn: (_, { ref }) => navigateAfterSignIn(ref),
        },
      });
      return renderScreen(<GoogleReturnScreen logic={logic} input={variant.input as GoogleReturnInput} />, { api, path: '/google-login' });
    },
    events: {
      'google.retry': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    },
    states: {
      exchanging: async (_, { held }) => {
        expect(await screen.findByText('Signing you in…')).toBeInTheDocument();
        await vi.waitFor(() => expect(held.pending('googleSignIn')).toBe(1));
        const request = held.requests.at(-1)!;
        expect(request.url.pathname).toBe('/api/auth/google/frontend');
        expect(request.body).toEqual(providerAnswer);
        expect(request.request.credentials).toBe('include');
      },
      signedIn: async () => {
        await vi.waitFor(() => expect(navigateAfterSignIn).toHaveBeenCalledExactlyOnceWith('/fr/bookings'));
        expect(notifySignedIn).toHaveBeenCalledExactlyOnceWith(signedIn);
        expect(screen.getByText('Signing you in…')).toBeInTheDocument();
      },
      declined: async () => {
        expect(await screen.findByRole('heading', { level: 1, name: 'Google sign-in was cancelled' })).toBeInTheDocument();
        await expectWaysBack();
      },
      failed: async () => {
        expect(await screen.findByRole('heading', { level: 1, name: 'Google sign-in did not work' })).toBeInTheDocument();
        expect(screen.getByText('We could not sign you in with Google. Please try again, or sign in with your email.')).toBeInTheDocument();
        await expectWaysBack();
      },
      suspended: async () => {
        expect(await screen.findByRole('heading', { level: 1, name: 'Your account is suspended.' })).toBeInTheDocument();
      },
      unavailable: async () => {
        expect(await screen.findByRole('heading', { level: 1, name: 'Google sign-in is not available' })).toBeInTheDocument();
        expect(screen.getByText('Sign in with your email address instead: with a code we send you, or with your password.')).toBeInTheDocument();
        await expectWaysBack();
      },
      networkDown: async () => {
        expect(await screen.findByRole('heading', { level: 1, name: 'Service Unavailable' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      },
    },
  };
  return model;
}

describe('Google sign-in return model', () => {
  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(googleReturnModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, harness());
    });
  }
});
