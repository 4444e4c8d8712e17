import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ErrorCode, Schemas } from '@/openapi/types';
import { type SignUpValues, signUpMachine, validateSignUp } from '@/machines/sign-up/sign-up.machine';
import { type Outcome, fakeActor, never } from '@/tests/support/fake-actors';
import { failure, userId } from '@/tests/support/fixtures';

const today = '2025-06-15';
const valid: SignUpValues = {
  fullName: ' Alex Driver ',
  email: ' alex@example.com ',
  phone: '',
  birthDate: '1990-04-12',
  password: 'secret1',
  confirmPassword: 'secret1',
  acceptTerms: true,
};
const empty: SignUpValues = {
  fullName: '',
  email: '',
  phone: '',
  birthDate: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

function arrange({
  signUp = [{ _id: userId }],
  resend = [{ queued: true }],
}: { signUp?: Array<Outcome<{ _id: string }>>; resend?: Array<Outcome<Schemas['Queued']>> } = {}) {
  const signUpFake = fakeActor<{ _id: string }, Schemas['SignUpRequest']>(...signUp);
  const resendFake = fakeActor<Schemas['Queued'], { email: string; isPasswordReset: boolean }>(...resend);
  const machine = signUpMachine.provide({ actors: { signUp: signUpFake.logic, resend: resendFake.logic } });
  const actor = createActor(machine, { input: { language: 'fr', today } }).start();
  return { actor, signUp: signUpFake, resend: resendFake };
}

type Actor = ReturnType<typeof arrange>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
function submit(actor: Actor, values: Partial<SignUpValues>) {
  actor.send({ type: 'signUp.change', values });
  actor.send({ type: 'signUp.submit' });
}

describe('validateSignUp', () => {
  it.each<[string, Partial<SignUpValues>, ReturnType<typeof validateSignUp>]>([
    ['a valid form', {}, {}],
    ['a valid form with a phone', { phone: '+33 6 12 34 56 78' }, {}],
    [
      'an empty form',
      empty,
      {
        fullName: 'required',
        email: 'required',
        birthDate: 'required',
        password: 'required',
        confirmPassword: 'required',
        acceptTerms: 'termsNotAccepted',
      },
    ],
    ['blank full name', { fullName: '   ' }, { fullName: 'required' }],
    ['invalid email', { email: 'alex@' }, { email: 'invalidEmail' }],
    ['invalid phone', { phone: '12-34' }, { phone: 'invalidPhone' }],
    ['someone under 21', { birthDate: '2004-06-16' }, { birthDate: 'tooYoung' }],
    ['someone turning 21 today', { birthDate: '2004-06-15' }, {}],
    ['a short password', { password: '12345', confirmPassword: '12345' }, { password: 'passwordTooShort' }],
    ['passwords that differ', { confirmPassword: 'secret2' }, { confirmPassword: 'passwordsDontMatch' }],
    ['terms not accepted', { acceptTerms: false }, { acceptTerms: 'termsNotAccepted' }],
  ])('%s', (_, values, errors) => {
    expect(validateSignUp({ ...valid, ...values }, today)).toEqual(errors);
  });
});

describe('sign-up machine', () => {
  it('refuses an invalid form without calling the server', () => {
    const { actor, signUp } = arrange();

    actor.send({ type: 'signUp.submit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.keys(actor.getSnapshot().context.errors)).toHaveLength(6);
    expect(signUp.calls).toHaveLength(0);
  });

  it('signs up with trimmed values and the current language, then shows the email sent', async () => {
    const { actor, signUp } = arrange();

    submit(actor, valid);
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);

    expect(actor.getSnapshot().value).toEqual({ emailSent: 'idle' });
    expect(signUp.calls).toEqual([
      {
        fullName: 'Alex Driver',
        email: 'alex@example.com',
        birthDate: '1990-04-12',
        password: 'secret1',
        language: 'fr',
        acceptTerms: true,
      },
    ]);
  });

  it('sends the phone when one is given', async () => {
    const { actor, signUp } = arrange();
    submit(actor, { ...valid, phone: ' +33 6 12 34 56 78 ' });
    await settled(actor);
    expect(signUp.calls[0]).toMatchObject({ phone: '+33 6 12 34 56 78' });
  });

  it.each<[ErrorCode | 'NETWORK_ERROR', string]>([
    ['EMAIL_ALREADY_REGISTERED', 'emailTaken'],
    ['NETWORK_ERROR', 'networkDown'],
    ['SERVICE_UNAVAILABLE', 'networkDown'],
    ['VALIDATION_ERROR', 'failed'],
    ['INTERNAL_ERROR', 'failed'],
  ])('maps %s to %s', async (code, state) => {
    const { actor } = arrange({ signUp: [failure(code)] });
    submit(actor, valid);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
  });

  it('retries the same request when the server was unreachable', async () => {
    const { actor, signUp } = arrange({ signUp: [failure('NETWORK_ERROR'), { _id: userId }] });
    submit(actor, valid);
    await settled(actor);

    actor.send({ type: 'signUp.retry' });
    await settled(actor);

    expect(actor.getSnapshot().value).toEqual({ emailSent: 'idle' });
    expect(signUp.calls[1]).toEqual(signUp.calls[0]);
  });

  it.each(['emailTaken', 'failed', 'networkDown'])('goes back to the form from %s on an edit or a submit', async (state) => {
    const codes: Record<string, ErrorCode | 'NETWORK_ERROR'> = {
      emailTaken: 'EMAIL_ALREADY_REGISTERED',
      failed: 'INTERNAL_ERROR',
      networkDown: 'NETWORK_ERROR',
    };
    const { actor, signUp } = arrange({ signUp: [failure(codes[state]!), never] });
    submit(actor, valid);
    await settled(actor);

    actor.send({ type: 'signUp.change', values: { email: 'other@example.com' } });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'signUp.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(signUp.calls[1]).toMatchObject({ email: 'other@example.com' });
  });

  it('resends the activation email, and says when it failed', async () => {
    const { actor, resend } = arrange({ resend: [failure('INTERNAL_ERROR'), { queued: true }] });
    submit(actor, valid);
    await settled(actor);

    actor.send({ type: 'signUp.resendActivation' });
    expect(actor.getSnapshot().value).toEqual({ emailSent: 'resending' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ emailSent: 'resendFailed' });

    actor.send({ type: 'signUp.resendActivation' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ emailSent: 'resent' });
    expect(resend.calls).toEqual([
      { email: 'alex@example.com', isPasswordReset: false },
      { email: 'alex@example.com', isPasswordReset: false },
    ]);
  });
});
