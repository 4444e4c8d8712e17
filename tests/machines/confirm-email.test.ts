import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ErrorCode, User } from '@/openapi/types';
import { confirmEmailMachine } from '@/machines/confirm-email/confirm-email.machine';
import type { Link, LinkInput } from '@/machines/shared/link';
import { type Outcome, fakeActor } from '@/tests/support/fake-actors';
import { aUser, failure, linkToken, userId } from '@/tests/support/fixtures';

const link: Link = { userId, email: 'new@example.com', token: linkToken };

function arrange(input: LinkInput, ...outcomes: Array<Outcome<User>>) {
  const confirmEmail = fakeActor<User, Link>(...outcomes);
  const notifyEmailChanged = vi.fn<(params: { user: User }) => void>();
  const machine = confirmEmailMachine.provide({
    actors: { confirmEmail: confirmEmail.logic },
    actions: { notifyEmailChanged: (_, params) => notifyEmailChanged(params) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, confirmEmail, notifyEmailChanged };
}

describe('email confirmation machine', () => {
  it('confirms the link, then gives the changed user to the session', async () => {
    const changed = aUser({ email: 'new@example.com' });
    const { actor, confirmEmail, notifyEmailChanged } = arrange({ ...link, email: ' new@example.com ' }, changed);
    expect(actor.getSnapshot().value).toBe('confirming');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(confirmEmail.calls).toEqual([link]);
    expect(notifyEmailChanged).toHaveBeenCalledExactlyOnceWith({ user: changed });
  });

  it.each<[string, LinkInput]>([
    ['no user', { ...link, userId: undefined }],
    ['no email', { ...link, email: '' }],
    ['no token', { ...link, token: ' ' }],
  ])('calls a link with %s invalid without asking the server', (_, input) => {
    const { actor, confirmEmail } = arrange(input);
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(confirmEmail.calls).toHaveLength(0);
  });

  it.each<[ErrorCode | 'NETWORK_ERROR', string]>([
    ['TOKEN_EXPIRED', 'expired'],
    ['TOKEN_INVALID', 'invalid'],
    ['VALIDATION_ERROR', 'invalid'],
    ['EMAIL_ALREADY_REGISTERED', 'taken'],
    ['NETWORK_ERROR', 'networkDown'],
    ['INTERNAL_ERROR', 'networkDown'],
  ])('%s: %s', async (code, state) => {
    const { actor, notifyEmailChanged } = arrange(link, failure(code));
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe(state);
    expect(notifyEmailChanged).not.toHaveBeenCalled();
  });

  it('tries again after the server could not be reached', async () => {
    const { actor, confirmEmail } = arrange(link, failure('NETWORK_ERROR'), aUser());
    await waitFor(actor, (s) => s.matches('networkDown'));
    actor.send({ type: 'confirmEmail.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(confirmEmail.calls).toHaveLength(2);
  });
});
