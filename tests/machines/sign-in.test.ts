import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Schemas, SignInResponse } from '@/openapi/types';
import type { ErrorCode } from '@/openapi/types';
import { type SignInValues, type SignedIn, signInMachine } from '@/machines/sign-in/sign-in.machine';
import { type Outcome, fakeActor, never } from '@/tests/support/fake-actors';
import { aSignInResponse, failure } from '@/tests/support/fixtures';

const valid = { email: ' driver@example.com ', password: 'secret1', stayConnected: true };

function arrange({
  signIn = [aSignInResponse()],
  resend = [{ queued: true }],
  email,
}: { signIn?: Array<Outcome<SignInResponse>>; resend?: Array<Outcome<Schemas['Queued']>>; email?: string } = {}) {
  const signInFake = fakeActor<SignInResponse, SignInValues>(...signIn);
  const resendFake = fakeActor<Schemas['Queued'], { email: string; isPasswordReset: boolean }>(...resend);
  const notifySignedIn = vi.fn<(signedIn: SignedIn) => void>();
  const navigateAfterSignIn = vi.fn();
  const machine = signInMachine.provide({
    actors: { signIn: signInFake.logic, resend: resendFake.logic },
    actions: { notifySignedIn: (_, params) => notifySignedIn(params), navigateAfterSignIn },
  });
  const actor = createActor(machine, { input: { email } }).start();
  return { actor, signIn: signInFake, resend: resendFake, notifySignedIn, navigateAfterSignIn };
}

const settled = (actor: ReturnType<typeof arrange>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('sign-in machine', () => {
  it('starts editing an empty form, or the email it was given', () => {
    const { actor } = arrange();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ email: '', password: '', stayConnected: false, errors: {} });

    const prefilled = arrange({ email: 'driver@example.com' });
    expect(prefilled.actor.getSnapshot().context.email).toBe('driver@example.com');
  });

  it('refuses an empty form with a key per missing field and does not call the server', () => {
    const { actor, signIn } = arrange();

    actor.send({ type: 'signIn.submit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'required', password: 'required' });
    expect(actor.getSnapshot().context.attempt).toBe(1);
    expect(signIn.calls).toHaveLength(0);
  });

  it('refuses an invalid email address', () => {
    const { actor } = arrange();

    actor.send({ type: 'signIn.change', values: { email: 'not-an-email', password: 'secret1' } });
    actor.send({ type: 'signIn.submit' });

    expect(actor.getSnapshot().context.errors).toEqual({ email: 'invalidEmail' });
  });

  it('clears the error of a field when it changes, and only that one', () => {
    const { actor } = arrange();
    actor.send({ type: 'signIn.submit' });

    actor.send({ type: 'signIn.change', values: { email: 'd' } });

    expect(actor.getSnapshot().context.errors).toEqual({ password: 'required' });
  });

  it('signs in: sends the trimmed email, tells the session, then navigates', async () => {
    const order: string[] = [];
    const { actor, signIn, notifySignedIn, navigateAfterSignIn } = arrange();
    notifySignedIn.mockImplementation(() => void order.push('notify'));
    navigateAfterSignIn.mockImplementation(() => void order.push('navigate'));

    actor.send({ type: 'signIn.change', values: valid });
    actor.send({ type: 'signIn.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');

    expect(signIn.calls).toEqual([{ email: 'driver@example.com', password: 'secret1', stayConnected: true }]);
    expect(notifySignedIn).toHaveBeenCalledWith({ user: aSignInResponse(), stayConnected: true });
    expect(order).toEqual(['notify', 'navigate']);
    expect(actor.getSnapshot().value).toBe('success');
  });

  it('ignores edits and submits while the request runs', () => {
    const { actor, signIn } = arrange({ signIn: [never] });
    actor.send({ type: 'signIn.change', values: valid });
    actor.send({ type: 'signIn.submit' });

    expect(actor.getSnapshot().can({ type: 'signIn.submit' })).toBe(false);
    actor.send({ type: 'signIn.submit' });
    actor.send({ type: 'signIn.change', values: { email: 'other@example.com' } });

    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.email).toBe(valid.email);
    expect(signIn.calls).toHaveLength(1);
  });

  it.each<[ErrorCode | 'NETWORK_ERROR', string]>([
    ['INVALID_CREDENTIALS', 'wrongCredentials'],
    ['ACCOUNT_SUSPENDED', 'suspended'],
    ['ACCOUNT_NOT_ACTIVATED', 'notActivated'],
    ['TOO_MANY_ATTEMPTS', 'tooManyAttempts'],
    ['NETWORK_ERROR', 'networkDown'],
    ['SERVICE_UNAVAILABLE', 'networkDown'],
    ['INTERNAL_ERROR', 'failed'],
    ['VALIDATION_ERROR', 'failed'],
  ])('maps %s to %s, tagged error, without telling the session', async (code, state) => {
    const { actor, notifySignedIn, navigateAfterSignIn } = arrange({ signIn: [failure(code)] });

    actor.send({ type: 'signIn.change', values: valid });
    actor.send({ type: 'signIn.submit' });
    await settled(actor);

    expect(actor.getSnapshot().matches(state as never)).toBe(true);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(notifySignedIn).not.toHaveBeenCalled();
    expect(navigateAfterSignIn).not.toHaveBeenCalled();
  });

  it('retries with the same values when the server was unreachable', async () => {
    const { actor, signIn } = arrange({ signIn: [failure('NETWORK_ERROR'), aSignInResponse()] });
    actor.send({ type: 'signIn.change', values: valid });
    actor.send({ type: 'signIn.submit' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('networkDown');

    actor.send({ type: 'signIn.retry' });
    await waitFor(actor, (s) => s.status === 'done');

    expect(signIn.calls).toHaveLength(2);
    expect(signIn.calls[1]).toEqual(signIn.calls[0]);
  });

  it.each(['wrongCredentials', 'suspended', 'tooManyAttempts', 'failed', 'networkDown', 'notActivated'])(
    'leaves %s for the form on an edit, and submits again on submit',
    async (state) => {
      const codes: Record<string, ErrorCode | 'NETWORK_ERROR'> = {
        wrongCredentials: 'INVALID_CREDENTIALS',
        suspended: 'ACCOUNT_SUSPENDED',
        tooManyAttempts: 'TOO_MANY_ATTEMPTS',
        failed: 'INTERNAL_ERROR',
        networkDown: 'NETWORK_ERROR',
        notActivated: 'ACCOUNT_NOT_ACTIVATED',
      };
      const { actor, signIn } = arrange({ signIn: [failure(codes[state]!), never] });
      actor.send({ type: 'signIn.change', values: valid });
      actor.send({ type: 'signIn.submit' });
      await settled(actor);

      actor.send({ type: 'signIn.change', values: { password: 'secret2' } });
      expect(actor.getSnapshot().value).toBe('editing');

      actor.send({ type: 'signIn.submit' });
      expect(actor.getSnapshot().value).toBe('submitting');
      expect(signIn.calls[1]).toMatchObject({ password: 'secret2' });
    },
  );

  describe('not activated', () => {
    async function notActivated(resend: Array<Outcome<Schemas['Queued']>>) {
      const arranged = arrange({ signIn: [failure('ACCOUNT_NOT_ACTIVATED')], resend });
      arranged.actor.send({ type: 'signIn.change', values: valid });
      arranged.actor.send({ type: 'signIn.submit' });
      await settled(arranged.actor);
      return arranged;
    }

    it('resends the activation email to the address typed', async () => {
      const { actor, resend } = await notActivated([{ queued: true }]);
      expect(actor.getSnapshot().value).toEqual({ notActivated: 'idle' });

      actor.send({ type: 'signIn.resendActivation' });
      expect(actor.getSnapshot().value).toEqual({ notActivated: 'resending' });
      await settled(actor);

      expect(actor.getSnapshot().value).toEqual({ notActivated: 'resent' });
      expect(resend.calls).toEqual([{ email: 'driver@example.com', isPasswordReset: false }]);
      expect(actor.getSnapshot().can({ type: 'signIn.resendActivation' })).toBe(false);
    });

    it('says when the email could not be sent, and lets the user try again', async () => {
      const { actor, resend } = await notActivated([failure('TOO_MANY_ATTEMPTS'), { queued: true }]);

      actor.send({ type: 'signIn.resendActivation' });
      await settled(actor);
      expect(actor.getSnapshot().value).toEqual({ notActivated: 'resendFailed' });

      actor.send({ type: 'signIn.resendActivation' });
      await settled(actor);
      expect(actor.getSnapshot().value).toEqual({ notActivated: 'resent' });
      expect(resend.calls).toHaveLength(2);
    });
  });
});
