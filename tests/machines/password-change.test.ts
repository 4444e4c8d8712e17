import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  type ChangePasswordRequest,
  passwordChangeMachine,
  validatePasswordChange,
} from '@/machines/password-change/password-change.machine';
import { type Outcome, fakeActor } from '@/tests/support/fake-actors';
import { failure, userId } from '@/tests/support/fixtures';

const valid = { currentPassword: 'demo1234', newPassword: 'riviera-2026', confirmPassword: 'riviera-2026' };

function arrange(...answers: Array<Outcome<void>>) {
  const fake = fakeActor<void, ChangePasswordRequest>(...(answers.length ? answers : [undefined]));
  const notifyChanged = vi.fn();
  const machine = passwordChangeMachine.provide({ actors: { changePassword: fake.logic }, actions: { notifyChanged } });
  const actor = createActor(machine, { input: { userId } }).start();
  return { actor, changePassword: fake, notifyChanged };
}

const submitValid = (actor: ReturnType<typeof arrange>['actor']) => {
  actor.send({ type: 'passwordChange.change', values: valid });
  actor.send({ type: 'passwordChange.submit' });
};

describe('password change rules', () => {
  it.each([
    [{ currentPassword: '', newPassword: '', confirmPassword: '' }, { currentPassword: 'required', newPassword: 'required', confirmPassword: 'required' }],
    [{ ...valid, newPassword: 'short', confirmPassword: 'short' }, { newPassword: 'passwordTooShort' }],
    [{ ...valid, newPassword: 'demo1234', confirmPassword: 'demo1234' }, { newPassword: 'passwordUnchanged' }],
    [{ ...valid, confirmPassword: 'riviera-2062' }, { confirmPassword: 'passwordsDontMatch' }],
    [valid, {}],
  ])('%j -> %j', (values, errors) => {
    expect(validatePasswordChange(values)).toEqual(errors);
  });
});

describe('password change machine', () => {
  it('refuses an invalid form without calling the server', () => {
    const { actor, changePassword } = arrange();
    actor.send({ type: 'passwordChange.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.attempt).toBe(1);
    expect(changePassword.calls).toHaveLength(0);
  });

  it('changes the password, empties the form and says so', async () => {
    const { actor, changePassword, notifyChanged } = arrange();
    submitValid(actor);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('changed'));

    expect(changePassword.calls).toEqual([{ _id: userId, currentPassword: 'demo1234', newPassword: 'riviera-2026' }]);
    expect(notifyChanged).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ currentPassword: '', newPassword: '', confirmPassword: '', errors: {} });
  });

  it.each([
    ['WRONG_PASSWORD', { currentPassword: 'wrongPassword' }],
    ['PASSWORD_UNCHANGED', { newPassword: 'passwordUnchanged' }],
  ] as const)('shows %s on its field and moves the focus there', async (code, errors) => {
    const { actor } = arrange(failure(code));
    submitValid(actor);
    await waitFor(actor, (s) => !s.hasTag('busy'));

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual(errors);
    expect(actor.getSnapshot().context.attempt).toBe(2);
    expect(actor.getSnapshot().context.newPassword).toBe('riviera-2026');
  });

  it.each([
    ['TOO_MANY_ATTEMPTS', 'tooManyAttempts'],
    ['INTERNAL_ERROR', 'failed'],
    ['NETWORK_ERROR', 'failed'],
  ] as const)('stops on %s with the form kept, and tries again on submit', async (code, state) => {
    const { actor, changePassword } = arrange(failure(code), undefined);
    submitValid(actor);
    await waitFor(actor, (s) => s.matches(state));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);

    actor.send({ type: 'passwordChange.submit' });
    await waitFor(actor, (s) => s.matches('changed'));
    expect(changePassword.calls).toHaveLength(2);
  });
});
