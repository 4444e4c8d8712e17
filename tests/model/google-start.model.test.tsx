import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGoogleSignInActors } from '@/machines/google-sign-in/google-sign-in.actors';
import { googleStartMachine } from '@/machines/google-sign-in/google-start.machine';
import { GoogleButton } from '@/src/features/auth/GoogleButton';
import { coverage } from '@/tests/support/model';
import { type ScreenModel, walkPath } from '@/tests/support/model-screen';
import { renderScreen, testApi } from '@/tests/support/render';
import { googleStartModel, googleStartPaths, providerUrl } from './google-start.paths';
import { startUpOff } from '@/config/start-up';
import { setStartUpSettings } from '@/src/core/start-up';

// The server of these pages has Google sign-in configured: its start-up settings say so, and the button shows.
beforeEach(() => setStartUpSettings({ ...startUpOff, googleSignIn: true }));
afterEach(() => setStartUpSettings(undefined));

const paths = googleStartPaths();
const button = () => screen.getByRole('button', { name: /Continue with Google|Opening Google…/ });

/** The page shown again from the browser's cache after Back from Google's page. */
function showFromCache() {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: true });
  window.dispatchEvent(event);
}

function harness() {
  const openProvider = vi.fn<(url: string) => void>();
  const model: ScreenModel = {
    render: async () => {
      const api = testApi();
      const logic = googleStartMachine.provide({
        actors: createGoogleSignInActors(api),
        actions: { openProvider: (_, { url }) => openProvider(url) },
      });
      // The sign-in page, opened from the bookings: the way back is the bookings' address.
      return renderScreen(<GoogleButton logic={logic} redirect="/bookings" />, { api, path: '/sign-in?redirect=%2Fbookings' });
    },
    events: {
      'google.start': async (_, { screen: { user } }) => user.click(button()),
      'google.back': () => Promise.resolve(showFromCache()),
    },
    states: {
      idle: async () => {
        expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeEnabled();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      },
      requesting: async (_, { held }) => {
        expect(await screen.findByRole('button', { name: 'Opening Google…' })).toBeDisabled();
        const request = held.requests.filter((r) => r.operation === 'googleAuth').at(-1);
        expect(request?.url.pathname).toBe('/api/auth/google');
        expect(request?.url.searchParams.get('ref')).toBe('/bookings');
        expect(request?.request.credentials).toBe('include');
      },
      leaving: async () => {
        await vi.waitFor(() => expect(openProvider).toHaveBeenLastCalledWith(providerUrl));
        expect(button()).toBeDisabled();
      },
      unavailable: async () => {
        expect(await screen.findByText('Google sign-in is not available at the moment. Sign in with your email instead.')).toBeVisible();
        expect(button()).toBeDisabled();
      },
      networkDown: async () => {
        expect(await screen.findByRole('alert')).toHaveTextContent('The server is currently unavailable. Please try again later.');
        expect(button()).toBeEnabled();
      },
      failed: async () => {
        expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in could not start. Please try again.');
        expect(button()).toBeEnabled();
      },
    },
  };
  return model;
}

describe('Google sign-in start model', () => {
  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(googleStartModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, harness());
    });
  }
});
