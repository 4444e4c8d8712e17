import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, waitFor } from 'xstate';
import type { ErrorCode, Schemas, SignInResponse } from '@/openapi/types';
import {
  type SendSigninCodeInput,
  type SignInCodeInput,
  type SignInWithCodeInput,
  type SignedInWithCode,
  normalizeCode,
  signInCodeMachine,
} from '@/machines/sign-in-code/sign-in-code.machine';
import { type Outcome, fakeActor, never } from '@/tests/support/fake-actors';
import { aSignInResponse, failure } from '@/tests/support/fixtures';

const codePage: SignInCodeInput = { email: 'driver@example.com', codeSent: true, language: 'fr', cooldownSeconds: 3 };

function arrange({
  input = { language: 'fr' },
  sendSigninCode = [{ queued: true }],
  signInWithCode = [aSignInResponse()],
}: {
  input?: SignInCodeInput;
  sendSigninCode?: Array<Outcome<Schemas['Queued']>>;
  signInWithCode?: Array<Outcome<SignInResponse>>;
} = {}) {
  const send = fakeActor<Schemas['Queued'], SendSigninCodeInput>(...sendSigninCode);
  const signIn = fakeActor<SignInResponse, SignInWithCodeInput>(...signInWithCode);
  const showCodeEntry = vi.fn<(params: { email: string }) => void>();
  const notifySignedIn = vi.fn<(signedIn: SignedInWithCode) => void>();
  const navigateAfterSignIn = vi.fn();
  const clock = new SimulatedClock();
  const machine = signInCodeMachine.provide({
    actors: { sendSigninCode: send.logic, signInWithCode: signIn.logic },
    actions: { showCodeEntry: (_, params) => showCodeEntry(params), notifySignedIn: (_, params) => notifySignedIn(params), navigateAfterSignIn },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, send, signIn, showCodeEntry, notifySignedIn, navigateAfterSignIn };
}

type Actor = ReturnType<typeof arrange>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy') && !s.matches({ enteringCode: { resend: 'resending' } }));
const typeCode = (actor: Actor, code: string) => actor.send({ type: 'signInCode.change', values: { code } });
/** The cool-down ticks each second: each tick is its own timer. */
const waitCooldown = (clock: SimulatedClock) => {
  for (let second = 0; second < 3; second += 1) clock.increment(1000);
};

describe('sign-in-by-code machine: the email page', () => {
  it('starts at the email step, with the address it was given', () => {
    const { actor } = arrange({ input: { email: 'driver@example.com', language: 'en' } });
    expect(actor.getSnapshot().value).toEqual({ enteringEmail: 'editing' });
    expect(actor.getSnapshot().context.email).toBe('driver@example.com');
  });

  it.each([
    ['', 'required'],
    ['driver@', 'invalidEmail'],
  ])('refuses the address %j without asking the server', (email, error) => {
    const { actor, send } = arrange();
    actor.send({ type: 'signInCode.change', values: { email } });
    actor.send({ type: 'signInCode.submitEmail' });
    expect(actor.getSnapshot().value).toEqual({ enteringEmail: 'editing' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: error });
    expect(actor.getSnapshot().context.attempt).toBe(1);
    expect(send.calls).toHaveLength(0);
  });

  it('sends a code in the page language, then opens the code page for that address', async () => {
    const { actor, send, showCodeEntry } = arrange();
    actor.send({ type: 'signInCode.change', values: { email: ' driver@example.com ' } });
    actor.send({ type: 'signInCode.submitEmail' });
    expect(actor.getSnapshot().value).toBe('sendingCode');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await waitFor(actor, (s) => s.matches('enteringCode'));

    expect(send.calls).toEqual([{ email: 'driver@example.com', language: 'fr' }]);
    expect(showCodeEntry).toHaveBeenCalledExactlyOnceWith({ email: 'driver@example.com' });
  });

  it.each<[ErrorCode | 'NETWORK_ERROR', string]>([
    ['EMAIL_NOT_REGISTERED', 'notRegistered'],
    ['TOO_MANY_ATTEMPTS', 'tooManyCodes'],
    ['NETWORK_ERROR', 'networkDown'],
    ['SERVICE_UNAVAILABLE', 'networkDown'],
    ['INTERNAL_ERROR', 'failed'],
  ])('shows %s as %s, and a change goes back to editing', async (code, state) => {
    const { actor } = arrange({ sendSigninCode: [failure(code)] });
    actor.send({ type: 'signInCode.change', values: { email: 'driver@example.com' } });
    actor.send({ type: 'signInCode.submitEmail' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ enteringEmail: state });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);

    actor.send({ type: 'signInCode.change', values: { email: 'other@example.com' } });
    expect(actor.getSnapshot().value).toEqual({ enteringEmail: 'editing' });
  });

  it('marks the address invalid when the server refuses it', async () => {
    const { actor } = arrange({ sendSigninCode: [failure('VALIDATION_ERROR')] });
    actor.send({ type: 'signInCode.change', values: { email: 'driver@example.com' } });
    actor.send({ type: 'signInCode.submitEmail' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ enteringEmail: 'editing' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'invalidEmail' });
  });

  it('tries again after the network failed', async () => {
    const { actor, send } = arrange({ sendSigninCode: [failure('NETWORK_ERROR'), { queued: true }] });
    actor.send({ type: 'signInCode.change', values: { email: 'driver@example.com' } });
    actor.send({ type: 'signInCode.submitEmail' });
    await settled(actor);
    actor.send({ type: 'signInCode.retry' });
    await waitFor(actor, (s) => s.matches('enteringCode'));
    expect(send.calls).toHaveLength(2);
  });
});

describe('sign-in-by-code machine: the code page', () => {
  it('starts at the code step for the address a code was sent to; without a valid one, at the email step', () => {
    expect(arrange({ input: codePage }).actor.getSnapshot().value).toEqual({
      enteringCode: { code: { form: 'editing' }, resend: 'coolingDown' },
    });
    expect(arrange({ input: { ...codePage, email: 'nobody' } }).actor.getSnapshot().value).toEqual({ enteringEmail: 'editing' });
  });

  it.each([
    ['12 34-56', '123456'],
    ['1234567', '123456'],
    ['abc', ''],
  ])('keeps the digits of %j', (typed, kept) => {
    expect(normalizeCode(typed)).toBe(kept);
    const { actor } = arrange({ input: codePage });
    typeCode(actor, typed);
    expect(actor.getSnapshot().context.code).toBe(kept);
  });

  it.each([
    ['', 'required'],
    ['12345', 'invalidCode'],
  ])('refuses the code %j without asking the server', (code, error) => {
    const { actor, signIn } = arrange({ input: codePage });
    typeCode(actor, code);
    actor.send({ type: 'signInCode.submitCode' });
    expect(actor.getSnapshot().context.errors).toEqual({ code: error });
    expect(signIn.calls).toHaveLength(0);
  });

  it('signs in with the code: tells the session, then leaves', async () => {
    const order: string[] = [];
    const { actor, signIn, notifySignedIn, navigateAfterSignIn } = arrange({ input: codePage });
    notifySignedIn.mockImplementation(() => void order.push('notify'));
    navigateAfterSignIn.mockImplementation(() => void order.push('navigate'));
    typeCode(actor, '123456');
    actor.send({ type: 'signInCode.change', values: { stayConnected: true } });
    actor.send({ type: 'signInCode.submitCode' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await waitFor(actor, (s) => s.status === 'done');

    expect(signIn.calls).toEqual([{ email: 'driver@example.com', code: '123456', stayConnected: true }]);
    expect(notifySignedIn).toHaveBeenCalledWith({ user: aSignInResponse(), stayConnected: true });
    expect(order).toEqual(['notify', 'navigate']);
  });

  it.each<[ErrorCode | 'NETWORK_ERROR', string]>([
    ['CODE_INVALID', 'wrongCode'],
    ['CODE_EXPIRED', 'expiredCode'],
    ['TOO_MANY_ATTEMPTS', 'tooManyAttempts'],
    ['ACCOUNT_SUSPENDED', 'suspended'],
    ['NETWORK_ERROR', 'networkDown'],
    ['INTERNAL_ERROR', 'failed'],
  ])('shows %s as %s', async (code, state) => {
    const { actor, navigateAfterSignIn } = arrange({ input: codePage, signInWithCode: [failure(code)] });
    typeCode(actor, '123456');
    actor.send({ type: 'signInCode.submitCode' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ enteringCode: { code: { form: state as never } } })).toBe(true);
    expect(navigateAfterSignIn).not.toHaveBeenCalled();
  });

  it('offers a new code once the cool-down is over, counting down each second', () => {
    const { actor, clock, send } = arrange({ input: codePage });
    expect(actor.getSnapshot().can({ type: 'signInCode.resend' })).toBe(false);
    clock.increment(1000);
    expect(actor.getSnapshot().context.resendIn).toBe(2);
    clock.increment(1000);
    expect(actor.getSnapshot().context.resendIn).toBe(1);
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ enteringCode: { resend: 'ready' } })).toBe(true);

    actor.send({ type: 'signInCode.resend' });
    expect(send.calls).toEqual([{ email: 'driver@example.com', language: 'fr' }]);
  });

  it('offers a new code at once when the code has expired', async () => {
    const { actor } = arrange({ input: codePage, signInWithCode: [failure('CODE_EXPIRED')] });
    typeCode(actor, '123456');
    actor.send({ type: 'signInCode.submitCode' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ enteringCode: { code: { form: 'expiredCode' }, resend: 'ready' } });
    expect(actor.getSnapshot().can({ type: 'signInCode.resend' })).toBe(true);
  });

  it('after a new code is sent, forgets the one typed and its error, and cools down again', async () => {
    const { actor, clock } = arrange({ input: codePage, signInWithCode: [failure('CODE_EXPIRED')] });
    typeCode(actor, '123456');
    actor.send({ type: 'signInCode.submitCode' });
    await settled(actor);
    waitCooldown(clock);

    actor.send({ type: 'signInCode.resend' });
    await settled(actor);

    expect(actor.getSnapshot().value).toEqual({ enteringCode: { code: { form: 'editing' }, resend: 'coolingDown' } });
    expect(actor.getSnapshot().context).toMatchObject({ code: '', errors: {}, resendIn: 3, resent: 1 });
  });

  it.each<[ErrorCode, string]>([
    ['TOO_MANY_ATTEMPTS', 'tooManyCodes'],
    ['INTERNAL_ERROR', 'resendFailed'],
  ])('a new code refused with %s: %s', async (code, state) => {
    const { actor, clock } = arrange({ input: codePage, sendSigninCode: [failure(code), never] });
    waitCooldown(clock);
    actor.send({ type: 'signInCode.resend' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ enteringCode: { resend: state as never } })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'signInCode.resend' })).toBe(state === 'resendFailed');
  });

  it('a code being checked is not interrupted by typing', () => {
    const { actor } = arrange({ input: codePage, signInWithCode: [never] });
    typeCode(actor, '123456');
    actor.send({ type: 'signInCode.submitCode' });
    typeCode(actor, '654321');
    expect(actor.getSnapshot().matches({ enteringCode: { code: 'signingIn' } })).toBe(true);
    expect(actor.getSnapshot().context.code).toBe('123456');
  });
});
