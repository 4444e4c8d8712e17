import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, waitFor } from 'xstate';
import { conciergeProblems, contactProblems, partnerProblems } from '@/domain/team-forms';
import { contactMachine, type ContactRequest } from '@/machines/team-form/contact.machine';
import { conciergeMachine, type ConciergeRequest } from '@/machines/team-form/concierge.machine';
import { partnerMachine, type PartnerApplication } from '@/machines/team-form/partner.machine';
import { ApiFailure } from '@/api/client';
import { type Outcome, fakeActor } from '@/tests/support/fake-actors';
import { failure } from '@/tests/support/fixtures';

const message = { name: 'Léa Martin', email: 'lea@example.org', subject: 'Child seat', message: 'Can you add one?' };

function arrange(input: { guest?: boolean; captchaOn?: boolean } = {}, ...answers: Array<Outcome<void>>) {
  const fake = fakeActor<void, ContactRequest>(...(answers.length ? answers : [undefined]));
  const actor = createActor(contactMachine.provide({ actors: { send: fake.logic as AnyActorLogic } }), {
    input: { guest: input.guest ?? true, captchaOn: input.captchaOn ?? false, language: 'fr' },
  }).start();
  return { actor, send: fake };
}

describe('the team forms\' rules (domain/team-forms.ts, the server\'s too)', () => {
  it('asks a guest for a name and an address, a signed-in person only for the subject and the message', () => {
    const empty = { name: '', email: '', subject: ' ', message: '' };
    expect(contactProblems(empty, { guest: true })).toEqual({ name: 'required', email: 'required', subject: 'required', message: 'required' });
    expect(contactProblems(empty, { guest: false })).toEqual({ subject: 'required', message: 'required' });
    expect(contactProblems({ ...message, email: 'lea@' }, { guest: true })).toEqual({ email: 'invalidEmail' });
  });

  it('wants a supplier\'s phone, a whole fleet size and at least one kind of vehicle', () => {
    const application = { supplier: 'Riviera Wheels', contactName: 'Marc', email: 'marc@example.org', phone: '+33 6 11 22 33 44', city: 'Nice', fleetSize: '24', offers: ['cars' as const], message: '' };
    expect(partnerProblems(application)).toEqual({});
    expect(partnerProblems({ ...application, phone: '12', fleetSize: '2.5', offers: [] })).toEqual({ phone: 'invalidPhone', fleetSize: 'invalidNumber', offers: 'required' });
    expect(partnerProblems({ ...application, fleetSize: '0' })).toEqual({ fleetSize: 'invalidNumber' });
  });

  it('wants a concierge request to start today at the earliest and end on or after its start', () => {
    const request = { requestType: 'charter' as const, name: 'Anna', email: 'anna@example.org', phone: '', startDate: '2026-07-01', endDate: '', place: 'Cannes', guests: '6', budget: '', message: 'A week at sea' };
    expect(conciergeProblems(request, '2026-06-30')).toEqual({});
    expect(conciergeProblems(request, '2026-07-02')).toEqual({ startDate: 'invalidDate' });
    expect(conciergeProblems({ ...request, endDate: '2026-06-30' }, '2026-06-01')).toEqual({ endDate: 'invalidDate' });
    expect(conciergeProblems({ ...request, requestType: '', guests: '0', budget: 'a lot', phone: 'call me' }, '2026-06-01')).toEqual({
      requestType: 'required', guests: 'invalidNumber', budget: 'invalidNumber', phone: 'invalidPhone',
    });
  });
});

describe('team form machine', () => {
  it('refuses an incomplete form without calling the server', () => {
    const { actor, send } = arrange();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'required', email: 'required', subject: 'required', message: 'required' });
    expect(send.calls).toHaveLength(0);
  });

  it('sends the trimmed fields in the page\'s language, then empties the form but keeps who wrote', async () => {
    const { actor, send } = arrange();
    actor.send({ type: 'form.change', values: { ...message, subject: '  Child seat ' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('sent'));
    expect(send.calls).toEqual([{ ...message, language: 'fr' }]);
    expect(actor.getSnapshot().context.values).toEqual({ name: 'Léa Martin', email: 'lea@example.org', subject: '', message: '' });
    actor.send({ type: 'form.another' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('does not send a signed-in person\'s name and address: the server takes the account\'s', async () => {
    const { actor, send } = arrange({ guest: false });
    actor.send({ type: 'form.change', values: { subject: 'Invoice', message: 'Please' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(send.calls[0]).toEqual({ subject: 'Invoice', message: 'Please', language: 'fr' });
  });

  it('passes on what a bot typed in the hidden field, for the server to drop', async () => {
    const { actor, send } = arrange();
    actor.send({ type: 'form.change', values: message });
    actor.send({ type: 'form.trap', value: 'https://spam.example' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(send.calls[0]).toMatchObject({ website: 'https://spam.example' });
  });

  it('with the captcha on, asks for it first, sends its answer once, and asks again after', async () => {
    const { actor, send } = arrange({ captchaOn: true }, failure('CAPTCHA_REQUIRED'), undefined);
    actor.send({ type: 'form.change', values: message });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ captcha: 'required' });
    actor.send({ type: 'form.captcha', token: 'token-1' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.submit' });
    // Refused twice: by the form (no answer yet), then by the server.
    await waitFor(actor, (s) => s.matches('editing') && s.context.attempt === 3);
    expect(send.calls[0]).toMatchObject({ captchaToken: 'token-1' });
    expect(actor.getSnapshot().context).toMatchObject({ errors: { captcha: 'required' }, captchaToken: undefined });
    actor.send({ type: 'form.captcha', token: 'token-2' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(send.calls[1]).toMatchObject({ captchaToken: 'token-2' });
  });

  it('shows the fields the server refused', async () => {
    const refusal = new ApiFailure(400, 'VALIDATION_ERROR', 'Invalid email', undefined, [{ field: 'email', problem: 'invalidEmail' }]);
    const { actor } = arrange({}, refusal);
    actor.send({ type: 'form.change', values: message });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.attempt === 2);
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'invalidEmail' });
  });

  it.each([
    ['TOO_MANY_ATTEMPTS', 'throttled'],
    ['NETWORK_ERROR', 'failed'],
    ['INTERNAL_ERROR', 'failed'],
  ] as const)('after %s it is %s, keeps the text, and a new try sends again', async (code, state) => {
    const { actor, send } = arrange({}, failure(code), undefined);
    actor.send({ type: 'form.change', values: message });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches(state));
    expect(actor.getSnapshot().context.values).toMatchObject(message);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(send.calls).toHaveLength(2);
  });

  it('sends a work-with-us application and a concierge request with numbers as numbers', async () => {
    const partner = fakeActor<void, PartnerApplication>(undefined);
    const application = createActor(partnerMachine.provide({ actors: { send: partner.logic as AnyActorLogic } }), { input: { guest: true, captchaOn: false, language: 'en' } }).start();
    application.send({ type: 'form.change', values: { supplier: 'Riviera Wheels', contactName: 'Marc', email: 'marc@example.org', phone: '+33 6 11 22 33 44', city: 'Nice', fleetSize: ' 24 ', offers: ['cars', 'yachts'] } });
    application.send({ type: 'form.submit' });
    await waitFor(application, (s) => s.matches('sent'));
    expect(partner.calls[0]).toMatchObject({ fleetSize: 24, offers: ['cars', 'yachts'], message: '', language: 'en' });

    const concierge = fakeActor<void, ConciergeRequest>(undefined);
    const request = createActor(conciergeMachine.provide({ actors: { send: concierge.logic as AnyActorLogic } }), { input: { guest: true, captchaOn: false, language: 'ru' } }).start();
    request.send({ type: 'form.change', values: { requestType: 'chauffeur', name: 'Anna', email: 'anna@example.org', startDate: '2099-07-01', place: 'Monaco', guests: '3', message: 'Evening in Monaco' } });
    request.send({ type: 'form.submit' });
    await waitFor(request, (s) => s.matches('sent'));
    expect(concierge.calls[0]).toEqual({ requestType: 'chauffeur', name: 'Anna', email: 'anna@example.org', startDate: '2099-07-01', place: 'Monaco', guests: 3, message: 'Evening in Monaco', language: 'ru' });
  });
});
