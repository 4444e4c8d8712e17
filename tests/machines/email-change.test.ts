import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { User } from '@/openapi/types';
import { type UpdateEmailRequest, emailChangeMachine } from '@/machines/email-change/email-change.machine';
import { type Outcome, fakeActor } from '@/tests/support/fake-actors';
import { aUser, failure, userId } from '@/tests/support/fixtures';

const pending = aUser({ pendingEmail: 'alex@new.example' });

function arrange({ user = aUser(), answers = [pending] }: { user?: User; answers?: Array<Outcome<User>> } = {}) {
  const fake = fakeActor<User, UpdateEmailRequest>(...answers);
  const notifyUserChanged = vi.fn<(params: { user: User }) => void>();
  const machine = emailChangeMachine.provide({
    actors: { updateEmail: fake.logic },
    actions: { notifyUserChanged: (_, params) => notifyUserChanged(params) },
  });
  const actor = createActor(machine, { input: { user } }).start();
  return { actor, updateEmail: fake, notifyUserChanged };
}

const submit = (actor: ReturnType<typeof arrange>['actor']) => {
  actor.send({ type: 'emailChange.change', values: { email: ' alex@new.example ', password: 'demo1234' } });
  actor.send({ type: 'emailChange.submit' });
};

describe('email change machine', () => {
  it('starts with the address already waiting for its link, if any', () => {
    expect(arrange({ user: pending }).actor.getSnapshot().context.pendingEmail).toBe('alex@new.example');
    expect(arrange().actor.getSnapshot().context.pendingEmail).toBeNull();
  });

  it('asks for a valid address and the password before calling the server', () => {
    const { actor, updateEmail } = arrange();
    actor.send({ type: 'emailChange.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'required', password: 'required' });
    actor.send({ type: 'emailChange.change', values: { email: 'alex@', password: 'x' } });
    actor.send({ type: 'emailChange.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'invalidEmail' });
    expect(updateEmail.calls).toHaveLength(0);
  });

  it('sends the new address with the password, then shows it as pending and tells the session', async () => {
    const { actor, updateEmail, notifyUserChanged } = arrange();
    submit(actor);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('sent'));

    expect(updateEmail.calls).toEqual([{ _id: userId, email: 'alex@new.example', password: 'demo1234' }]);
    expect(actor.getSnapshot().context).toMatchObject({ pendingEmail: 'alex@new.example', email: '', password: '' });
    expect(notifyUserChanged).toHaveBeenCalledWith({ user: pending });
  });

  it('shows a wrong password on the password field', async () => {
    const { actor } = arrange({ answers: [failure('WRONG_PASSWORD')] });
    submit(actor);
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'wrongPassword' });
    expect(actor.getSnapshot().context.attempt).toBe(2);
  });

  it.each([
    ['EMAIL_ALREADY_REGISTERED', 'emailTaken'],
    ['TOO_MANY_ATTEMPTS', 'tooManyAttempts'],
    ['INTERNAL_ERROR', 'failed'],
  ] as const)('stops on %s, keeps the form, and sends again on submit', async (code, state) => {
    const { actor, updateEmail } = arrange({ answers: [failure(code), pending] });
    submit(actor);
    await waitFor(actor, (s) => s.matches(state));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.email).toBe(' alex@new.example ');

    actor.send({ type: 'emailChange.submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(updateEmail.calls).toHaveLength(2);
  });
});
