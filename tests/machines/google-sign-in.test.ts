import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ErrorCode, SignInResponse } from '@/openapi/types';
import {
  type GoogleReturnInput,
  type GoogleSignInInput,
  type GoogleSignInOutput,
  googleReturnMachine,
} from '@/machines/google-sign-in/google-return.machine';
import { type GoogleAuthOutput, googleStartMachine } from '@/machines/google-sign-in/google-start.machine';
import { type Outcome, fakeActor } from '@/tests/support/fake-actors';
import { aSignInResponse, failure } from '@/tests/support/fixtures';

const providerUrl = 'https://accounts.example.com/authorize?state=s';

function arrangeStart(...outcomes: Array<Outcome<GoogleAuthOutput>>) {
  const googleAuth = fakeActor<GoogleAuthOutput, { ref: string }>(...outcomes);
  const openProvider = vi.fn<(params: { url: string }) => void>();
  const machine = googleStartMachine.provide({
    actors: { googleAuth: googleAuth.logic },
    actions: { openProvider: (_, params) => openProvider(params) },
  });
  const actor = createActor(machine, { input: { ref: '/fr/bookings' } }).start();
  return { actor, googleAuth, openProvider };
}

describe('Google sign-in machine: the start', () => {
  it('asks where to go with the page to come back to, then sends the browser there', async () => {
    const { actor, googleAuth, openProvider } = arrangeStart({ url: providerUrl });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'google.start' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(googleAuth.calls).toEqual([{ ref: '/fr/bookings' }]);
    expect(openProvider).toHaveBeenCalledExactlyOnceWith({ url: providerUrl });

    actor.send({ type: 'google.back' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it.each<[ErrorCode | 'NETWORK_ERROR', string, boolean]>([
    ['SERVICE_UNAVAILABLE', 'unavailable', false],
    ['NETWORK_ERROR', 'networkDown', true],
    ['INTERNAL_ERROR', 'failed', true],
  ])('%s: %s (can try again: %s)', async (code, state, again) => {
    const { actor, openProvider } = arrangeStart(failure(code));
    actor.send({ type: 'google.start' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().can({ type: 'google.start' })).toBe(again);
    expect(openProvider).not.toHaveBeenCalled();
  });
});

const answer: GoogleReturnInput = { code: 'provider-code', state: 'state-of-this-browser', language: 'fr' };

function arrangeReturn(input: GoogleReturnInput, ...outcomes: Array<Outcome<GoogleSignInOutput>>) {
  const googleSignIn = fakeActor<GoogleSignInOutput, GoogleSignInInput>(...outcomes);
  const notifySignedIn = vi.fn<(params: { user: SignInResponse }) => void>();
  const navigateAfterSignIn = vi.fn<(params: { ref: string | null }) => void>();
  const machine = googleReturnMachine.provide({
    actors: { googleSignIn: googleSignIn.logic },
    actions: { notifySignedIn: (_, params) => notifySignedIn(params), navigateAfterSignIn: (_, params) => navigateAfterSignIn(params) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, googleSignIn, notifySignedIn, navigateAfterSignIn };
}

describe('Google sign-in machine: the return', () => {
  it('exchanges the code for a session, then goes back to where the sign-in started', async () => {
    const signedIn = { ...aSignInResponse(), ref: '/fr/bookings' };
    const { actor, googleSignIn, notifySignedIn, navigateAfterSignIn } = arrangeReturn(answer, signedIn);
    expect(actor.getSnapshot().value).toBe('exchanging');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(googleSignIn.calls).toEqual([answer]);
    expect(notifySignedIn).toHaveBeenCalledWith({ user: signedIn });
    expect(navigateAfterSignIn).toHaveBeenCalledWith({ ref: '/fr/bookings' });
    expect(notifySignedIn.mock.invocationCallOrder[0]).toBeLessThan(navigateAfterSignIn.mock.invocationCallOrder[0]!);
  });

  it.each<[string, GoogleReturnInput]>([
    ['the provider refused', { ...answer, error: 'access_denied' }],
    ['no code', { ...answer, code: undefined }],
    ['no state', { ...answer, state: '' }],
  ])('%s: declined without asking the server', (_, input) => {
    const { actor, googleSignIn } = arrangeReturn(input);
    expect(actor.getSnapshot().value).toBe('declined');
    expect(googleSignIn.calls).toHaveLength(0);
  });

  it.each<[ErrorCode | 'NETWORK_ERROR', string]>([
    ['EXTERNAL_SIGN_IN_FAILED', 'failed'],
    ['VALIDATION_ERROR', 'failed'],
    ['ACCOUNT_SUSPENDED', 'suspended'],
    ['SERVICE_UNAVAILABLE', 'unavailable'],
    ['NETWORK_ERROR', 'networkDown'],
  ])('%s: %s', async (code, state) => {
    const { actor, navigateAfterSignIn } = arrangeReturn(answer, failure(code));
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe(state);
    expect(navigateAfterSignIn).not.toHaveBeenCalled();
  });

  it('tries the same code again when the server was not reached', async () => {
    const { actor, googleSignIn } = arrangeReturn(answer, failure('NETWORK_ERROR'), { ...aSignInResponse(), ref: null });
    await waitFor(actor, (s) => s.matches('networkDown'));
    actor.send({ type: 'google.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(googleSignIn.calls).toEqual([answer, answer]);
  });
});
