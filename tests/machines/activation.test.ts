import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ErrorCode, Schemas } from '@/openapi/types';
import { activationMachine } from '@/machines/activation/activation.machine';
import type { CheckTokenOutput, Link, LinkInput } from '@/machines/shared/link';
import { type Outcome, fakeActor } from '@/tests/support/fake-actors';
import { aUser, failure, linkToken, userId } from '@/tests/support/fixtures';

const link: LinkInput = { userId, email: 'driver@example.com', token: linkToken };
const activationLink: CheckTokenOutput = { status: 'valid', purpose: 'activation' };

function arrange({
  input = link,
  checkToken = [activationLink],
  activate = [aUser()],
  resend = [{ queued: true }],
}: {
  input?: LinkInput;
  checkToken?: Array<Outcome<CheckTokenOutput>>;
  activate?: Array<Outcome<Schemas['User']>>;
  resend?: Array<Outcome<Schemas['Queued']>>;
} = {}) {
  const fakes = {
    checkToken: fakeActor<CheckTokenOutput, Link>(...checkToken),
    activate: fakeActor<Schemas['User'], Link>(...activate),
    resend: fakeActor<Schemas['Queued'], { email: string; isPasswordReset: boolean }>(...resend),
  };
  const machine = activationMachine.provide({
    actors: { checkToken: fakes.checkToken.logic, activate: fakes.activate.logic, resend: fakes.resend.logic },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, ...fakes };
}

const settled = (actor: ReturnType<typeof arrange>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('activation machine', () => {
  it('checks the link, then activates the account', async () => {
    const { actor, checkToken, activate } = arrange();
    expect(actor.getSnapshot().value).toBe('checkingToken');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await waitFor(actor, (s) => s.status === 'done');

    expect(actor.getSnapshot().value).toBe('activated');
    expect(checkToken.calls).toEqual([{ userId, email: 'driver@example.com', token: linkToken }]);
    expect(activate.calls).toEqual(checkToken.calls);
  });

  it.each<[string, LinkInput]>([
    ['no user', { ...link, userId: undefined }],
    ['no email', { ...link, email: '' }],
    ['no token', { ...link, token: '  ' }],
  ])('calls a link with %s invalid, without asking the server', (_, input) => {
    const { actor, checkToken } = arrange({ input });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(checkToken.calls).toHaveLength(0);
  });

  it('calls a password-reset link invalid here', async () => {
    const { actor, activate } = arrange({ checkToken: [{ status: 'valid', purpose: 'passwordReset' }] });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(activate.calls).toHaveLength(0);
  });

  it.each<[ErrorCode | 'NETWORK_ERROR', unknown]>([
    ['TOKEN_EXPIRED', { expired: 'idle' }],
    ['TOKEN_INVALID', 'invalid'],
    ['VALIDATION_ERROR', 'invalid'],
    ['ALREADY_ACTIVATED', 'activated'],
    ['NETWORK_ERROR', 'networkDown'],
    ['SERVICE_UNAVAILABLE', 'networkDown'],
    ['INTERNAL_ERROR', 'networkDown'],
  ])('maps a check failing with %s to %j', async (code, state) => {
    const { actor, activate } = arrange({ checkToken: [failure(code)] });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual(state);
    expect(activate.calls).toHaveLength(0);
  });

  it.each<[ErrorCode | 'NETWORK_ERROR', unknown]>([
    ['TOKEN_EXPIRED', { expired: 'idle' }],
    ['TOKEN_INVALID', 'invalid'],
    ['ALREADY_ACTIVATED', 'activated'],
    ['NETWORK_ERROR', 'networkDown'],
  ])('maps an activation failing with %s to %j', async (code, state) => {
    const { actor } = arrange({ activate: [failure(code)] });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual(state);
  });

  it('starts again from the check on retry', async () => {
    const { actor, checkToken, activate } = arrange({ activate: [failure('NETWORK_ERROR'), aUser()] });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('networkDown');

    actor.send({ type: 'activation.retry' });
    await waitFor(actor, (s) => s.status === 'done');

    expect(actor.getSnapshot().value).toBe('activated');
    expect(checkToken.calls).toHaveLength(2);
    expect(activate.calls).toHaveLength(2);
  });

  it('sends a new activation email for an expired link, and says when it failed', async () => {
    const { actor, resend } = arrange({
      checkToken: [failure('TOKEN_EXPIRED')],
      resend: [failure('INTERNAL_ERROR'), { queued: true }],
    });
    await settled(actor);

    actor.send({ type: 'activation.resend' });
    expect(actor.getSnapshot().value).toEqual({ expired: 'resending' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ expired: 'resendFailed' });

    actor.send({ type: 'activation.resend' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ expired: 'resent' });
    expect(resend.calls[0]).toEqual({ email: 'driver@example.com', isPasswordReset: false });
  });
});
