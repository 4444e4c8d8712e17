import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ErrorCode, Schemas } from '@/openapi/types';
import { forgotPasswordMachine } from '@/machines/password-reset/forgot-password.machine';
import {
  type ResetPasswordRequest,
  resetPasswordMachine,
  validateResetPassword,
} from '@/machines/password-reset/reset-password.machine';
import type { CheckTokenOutput, Link, LinkInput } from '@/machines/shared/link';
import { type Outcome, fakeActor, never } from '@/tests/support/fake-actors';
import { failure, linkToken, userId } from '@/tests/support/fixtures';

describe('forgot-password machine', () => {
  function arrange(resend: Array<Outcome<Schemas['Queued']>> = [{ queued: true }], email?: string) {
    const fake = fakeActor<Schemas['Queued'], { email: string; isPasswordReset: boolean }>(...resend);
    const actor = createActor(forgotPasswordMachine.provide({ actors: { resend: fake.logic } }), { input: { email } }).start();
    return { actor, resend: fake };
  }
  type Actor = ReturnType<typeof arrange>['actor'];
  const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
  const submit = (actor: Actor, email: string) => {
    actor.send({ type: 'forgotPassword.change', values: { email } });
    actor.send({ type: 'forgotPassword.submit' });
  };

  it.each([
    ['', 'required'],
    ['driver@', 'invalidEmail'],
  ])('refuses %j with %s', (email, key) => {
    const { actor, resend } = arrange();
    submit(actor, email);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ email: key });
    expect(resend.calls).toHaveLength(0);
  });

  it('asks for a password-reset link, then says it was sent', async () => {
    const { actor, resend } = arrange(undefined, 'driver@example.com');
    expect(actor.getSnapshot().context.email).toBe('driver@example.com');

    submit(actor, ' driver@example.com ');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');

    expect(actor.getSnapshot().value).toBe('sent');
    expect(resend.calls).toEqual([{ email: 'driver@example.com', isPasswordReset: true }]);
  });

  it.each<[ErrorCode | 'NETWORK_ERROR', string]>([
    ['EMAIL_NOT_REGISTERED', 'notRegistered'],
    ['NETWORK_ERROR', 'networkDown'],
    ['SERVICE_UNAVAILABLE', 'networkDown'],
    ['TOO_MANY_ATTEMPTS', 'failed'],
    ['INTERNAL_ERROR', 'failed'],
  ])('maps %s to %s, and goes back to the form on an edit', async (code, state) => {
    const { actor, resend } = arrange([failure(code), never]);
    submit(actor, 'driver@example.com');
    await settled(actor);
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);

    actor.send({ type: 'forgotPassword.change', values: { email: 'other@example.com' } });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'forgotPassword.submit' });
    expect(resend.calls[1]).toEqual({ email: 'other@example.com', isPasswordReset: true });
  });

  it('retries when the server was unreachable', async () => {
    const { actor, resend } = arrange([failure('NETWORK_ERROR'), { queued: true }]);
    submit(actor, 'driver@example.com');
    await settled(actor);

    actor.send({ type: 'forgotPassword.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(resend.calls).toHaveLength(2);
  });
});

describe('reset-password machine', () => {
  const link: LinkInput = { userId, email: 'driver@example.com', token: linkToken };
  const resetLink: CheckTokenOutput = { status: 'valid', purpose: 'passwordReset' };

  function arrange({
    input = link,
    checkToken = [resetLink],
    resetPassword = [undefined],
  }: { input?: LinkInput; checkToken?: Array<Outcome<CheckTokenOutput>>; resetPassword?: Array<Outcome<void>> } = {}) {
    const fakes = {
      checkToken: fakeActor<CheckTokenOutput, Link>(...checkToken),
      resetPassword: fakeActor<void, ResetPasswordRequest>(...resetPassword),
    };
    const machine = resetPasswordMachine.provide({
      actors: { checkToken: fakes.checkToken.logic, resetPassword: fakes.resetPassword.logic },
    });
    return { actor: createActor(machine, { input }).start(), ...fakes };
  }
  type Actor = ReturnType<typeof arrange>['actor'];
  const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
  const submit = (actor: Actor, password: string, confirmPassword = password) => {
    actor.send({ type: 'resetPassword.change', values: { password, confirmPassword } });
    actor.send({ type: 'resetPassword.submit' });
  };

  it.each([
    [
      { password: '', confirmPassword: '' },
      { password: 'required', confirmPassword: 'required' },
    ],
    [{ password: '12345', confirmPassword: '12345' }, { password: 'passwordTooShort' }],
    [{ password: 'secret1', confirmPassword: 'secret2' }, { confirmPassword: 'passwordsDontMatch' }],
    [{ password: 'secret1', confirmPassword: 'secret1' }, {}],
  ])('validates %j', (values, errors) => {
    expect(validateResetPassword(values)).toEqual(errors);
  });

  it('checks the link, takes a new password, and saves it', async () => {
    const { actor, checkToken, resetPassword } = arrange();
    expect(actor.getSnapshot().value).toBe('checkingToken');
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('editing');

    submit(actor, 'secret1', 'secret2');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ confirmPassword: 'passwordsDontMatch' });
    expect(resetPassword.calls).toHaveLength(0);

    submit(actor, 'secret1');
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.status === 'done');

    expect(actor.getSnapshot().value).toBe('done');
    expect(checkToken.calls).toEqual([{ userId, email: 'driver@example.com', token: linkToken }]);
    expect(resetPassword.calls).toEqual([{ userId, email: 'driver@example.com', token: linkToken, password: 'secret1' }]);
  });

  it('calls an incomplete link invalid without asking the server', () => {
    const { actor, checkToken } = arrange({ input: { email: 'driver@example.com' } });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(checkToken.calls).toHaveLength(0);
  });

  it('calls an activation link invalid here', async () => {
    const { actor } = arrange({ checkToken: [{ status: 'valid', purpose: 'activation' }] });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('invalid');
  });

  it.each<[ErrorCode | 'NETWORK_ERROR', string]>([
    ['TOKEN_EXPIRED', 'expired'],
    ['TOKEN_INVALID', 'invalid'],
    ['VALIDATION_ERROR', 'invalid'],
    ['NETWORK_ERROR', 'networkDown'],
    ['INTERNAL_ERROR', 'networkDown'],
  ])('maps a check failing with %s to %s', async (code, state) => {
    const { actor } = arrange({ checkToken: [failure(code)] });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
  });

  it('checks the link again on retry', async () => {
    const { actor, checkToken } = arrange({ checkToken: [failure('NETWORK_ERROR'), resetLink] });
    await settled(actor);
    actor.send({ type: 'resetPassword.retry' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(checkToken.calls).toHaveLength(2);
  });

  it.each<[ErrorCode | 'NETWORK_ERROR', string]>([
    ['TOKEN_EXPIRED', 'expired'],
    ['TOKEN_INVALID', 'invalid'],
    ['NETWORK_ERROR', 'failed'],
    ['INTERNAL_ERROR', 'failed'],
  ])('maps a save failing with %s to %s', async (code, state) => {
    const { actor } = arrange({ resetPassword: [failure(code)] });
    await settled(actor);
    submit(actor, 'secret1');
    await settled(actor);
    expect(actor.getSnapshot().value).toBe(state);
  });

  it('lets the user try again after a failed save', async () => {
    const { actor, resetPassword } = arrange({ resetPassword: [failure('INTERNAL_ERROR'), never] });
    await settled(actor);
    submit(actor, 'secret1');
    await settled(actor);

    actor.send({ type: 'resetPassword.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');

    expect(resetPassword.calls).toHaveLength(2);
  });

  it('goes back to the form on an edit after a failed save', async () => {
    const { actor } = arrange({ resetPassword: [failure('INTERNAL_ERROR')] });
    await settled(actor);
    submit(actor, 'secret1');
    await settled(actor);

    actor.send({ type: 'resetPassword.change', values: { password: 'secret22' } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.password).toBe('secret22');
  });
});
