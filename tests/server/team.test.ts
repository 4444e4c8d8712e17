import { beforeEach, describe, expect, it } from 'vitest';
import { TEAM_REQUEST_LIMITS } from '@/server/handlers/team.ts';
import { createActiveUser, databaseLabel, mailbox, useTestServer, type Schemas } from '@/tests/support/server.ts';

const server = useTestServer({ teamEmail: 'team@azura.test' });
beforeEach(() => server.reset());

/** The forms, sent from an address of their own (a guest's unless a token is given). */
const from = (remoteAddress = '203.0.113.7', token?: string) => server.as(token, { remoteAddress });
const contact = (body: Schemas['ContactRequest'], remoteAddress?: string, token?: string) => from(remoteAddress, token).POST('/api/send-email', { body });
const apply = (body: Schemas['PartnerApplication']) => from().POST('/api/work-with-us', { body });
const concierge = (body: Schemas['ConciergeRequest']) => from().POST('/api/concierge', { body });
/** Some fields the contract's types do not allow, on purpose. */
type Loose<T> = { [K in keyof T]?: unknown } & Record<string, unknown>;

const guestContact = (overrides: Loose<Schemas['ContactRequest']> = {}) => ({
  name: 'Léa Martin',
  email: 'lea@example.org',
  subject: 'Child seat for a Monaco booking',
  message: 'Hello, can the company add a child seat for a four-year-old?',
  language: 'fr',
  ...overrides,
}) as Schemas['ContactRequest'];

const application = (overrides: Loose<Schemas['PartnerApplication']> = {}) => ({
  supplier: 'Riviera Wheels',
  contactName: 'Marc Dubois',
  email: 'marc@riviera-wheels.example',
  phone: '+33 6 11 22 33 44',
  city: 'Nice',
  fleetSize: 24,
  offers: ['cars'],
  message: '',
  language: 'en',
  ...overrides,
}) as Schemas['PartnerApplication'];

const conciergeRequest = (overrides: Loose<Schemas['ConciergeRequest']> = {}) => ({
  requestType: 'charter',
  name: 'Anna Ivanova',
  email: 'anna@example.org',
  startDate: '2099-07-01',
  endDate: '2099-07-08',
  place: 'Cannes, Port Pierre Canto',
  guests: 6,
  budget: 40000,
  message: 'A week to Corsica with a crew, please.',
  language: 'ru',
  ...overrides,
}) as Schemas['ConciergeRequest'];

describe(`forms that reach the team on ${databaseLabel}`, () => {
  it('stores a guest\'s message, emails the team (answered to the guest) and acknowledges in the guest\'s language', async () => {
    const response = await contact(guestContact());
    expect(response.response.status, JSON.stringify(response.error)).toBe(200);
    expect(response.data).toEqual({ queued: true });
    const mails = await mailbox(server.database);
    const team = mails.find((mail) => mail.toAddress === 'team@azura.test')!;
    expect(team.subject).toBe('[Contact form] Child seat for a Monaco booking (Léa Martin)');
    expect(team.replyTo).toBe('lea@example.org');
    expect(team.textBody).toContain('Hello, can the company add a child seat for a four-year-old?');
    const acknowledgement = mails.find((mail) => mail.toAddress === 'lea@example.org')!;
    expect(acknowledgement.language).toBe('fr');
    expect(acknowledgement.subject).toBe('Nous avons bien reçu votre message');
    expect(acknowledgement.textBody).toContain('Objet : Child seat for a Monaco booking');
  });

  it('answers a signed-in sender at the account\'s address, whatever the body says', async () => {
    const jane = await createActiveUser(server, { language: 'en' });
    const response = await contact({ subject: 'Invoice', message: 'Could I have an invoice?', language: 'en' }, undefined, jane.token);
    expect(response.response.status, JSON.stringify(response.error)).toBe(200);
    const mails = await mailbox(server.database);
    expect(mails.find((mail) => mail.toAddress === 'team@azura.test')?.replyTo).toBe('jane@example.org');
    expect(mails.some((mail) => mail.toAddress === 'jane@example.org' && mail.subject === 'We received your message')).toBe(true);
  });

  it('refuses missing and malformed fields with each field\'s problem, and stores nothing', async () => {
    const missing = await contact(guestContact({ name: ' ', subject: '', message: '   ' }));
    expect(missing.response.status).toBe(400);
    expect(missing.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Please fill in the fields: name, subject, message',
      fields: [
        { field: 'name', problem: 'required' },
        { field: 'subject', problem: 'required' },
        { field: 'message', problem: 'required' },
      ],
    });
    const email = (await contact(guestContact({ email: 'lea@' }))).error;
    expect(email).toMatchObject({ message: 'Invalid email', fields: [{ field: 'email', problem: 'invalidEmail' }] });
    const phone = (await apply(application({ phone: '12' }))).error;
    expect(phone).toMatchObject({ fields: [{ field: 'phone', problem: 'invalidPhone' }] });
    const offers = await apply(application({ offers: [] }));
    expect(offers.response.status).toBe(400);
    const dates = (await concierge(conciergeRequest({ startDate: '2099-07-08', endDate: '2099-07-01' }))).error;
    expect(dates).toMatchObject({ fields: [{ field: 'endDate', problem: 'invalidDate' }] });
    const past = (await concierge(conciergeRequest({ startDate: '2020-01-01', endDate: undefined }))).error;
    expect(past).toMatchObject({ fields: [{ field: 'startDate', problem: 'invalidDate' }] });
    // The contract's own checks: an unknown field, a wrong type.
    expect((await contact(guestContact({ admin: true }))).response.status).toBe(400);
    expect((await concierge(conciergeRequest({ guests: 'six' }))).response.status).toBe(400);
    expect(await mailbox(server.database)).toEqual([]);
  });

  it('takes a work-with-us application and a concierge request, each acknowledged in its language', async () => {
    expect((await apply(application())).response.status).toBe(200);
    expect((await concierge(conciergeRequest())).response.status).toBe(200);
    const mails = await mailbox(server.database);
    const subjects = mails.map((mail) => `${mail.toAddress}: ${mail.subject}`);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'team@azura.test: [Work with us] Riviera Wheels, Nice (Marc Dubois)',
        'marc@riviera-wheels.example: Your application to list your fleet on Azura',
        'team@azura.test: [Concierge request] Charter with crew, 2099-07-01, Cannes, Port Pierre Canto (Anna Ivanova)',
        'anna@example.org: Ваш запрос в консьерж-службу Azura',
      ]),
    );
    const russian = mails.find((mail) => mail.toAddress === 'anna@example.org')!;
    expect(russian.textBody).toContain('Запрос: Аренда с экипажем');
    expect(russian.textBody).toContain('Гости: 6');
  });

  it('thanks a bot that fills the hidden field, and keeps and sends nothing', async () => {
    const response = await contact(guestContact({ website: 'https://spam.example' }));
    expect(response.response.status).toBe(200);
    expect(response.data).toEqual({ queued: true });
    expect(await mailbox(server.database)).toEqual([]);
  });

  it('refuses a flood from one address, then from one IP, with Retry-After', async () => {
    for (let i = 0; i < TEAM_REQUEST_LIMITS.email; i++) expect((await contact(guestContact())).response.status).toBe(200);
    const flooded = await contact(guestContact({ email: 'LEA@example.org' }));
    expect(flooded.response.status).toBe(429);
    expect(flooded.error).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(flooded.response.headers.get('retry-after'))).toBeGreaterThan(3000);
    // Another address is not held up.
    expect((await contact(guestContact({ email: 'other@example.org' }))).response.status).toBe(200);
  });

  it('takes at most the limit of one address when its requests come at once', async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, () => contact(guestContact())));
    const codes = answers.map((answer) => answer.response.status);
    expect(codes.filter((code) => code === 200)).toHaveLength(TEAM_REQUEST_LIMITS.email);
    expect(codes.filter((code) => code === 429)).toHaveLength(16 - TEAM_REQUEST_LIMITS.email);
    expect((await mailbox(server.database)).filter((email) => email.toAddress === 'lea@example.org')).toHaveLength(TEAM_REQUEST_LIMITS.email);
  });

  it('refuses a flood from one IP whatever the addresses', async () => {
    const fromOneIp = (i: number) => contact(guestContact({ email: `visitor${i}@example.org` }), '198.51.100.9');
    for (let i = 0; i < TEAM_REQUEST_LIMITS.ip; i++) expect((await fromOneIp(i)).response.status).toBe(200);
    expect((await fromOneIp(TEAM_REQUEST_LIMITS.ip)).response.status).toBe(429);
    expect((await contact(guestContact({ email: 'next@example.org' }), '198.51.100.10')).response.status).toBe(200);
  });
});
