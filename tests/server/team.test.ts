import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEAM_REQUEST_LIMITS } from '@/server/handlers/team.ts';
import { bearer, createActiveUser, databaseLabel, json, mailbox, startTestServer, type TestServer } from '@/tests/support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ teamEmail: 'team@azura.test' });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
  server.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

const guestContact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Léa Martin',
  email: 'lea@example.org',
  subject: 'Child seat for a Monaco booking',
  message: 'Hello, can the company add a child seat for a four-year-old?',
  language: 'fr',
  ...overrides,
});

const application = (overrides: Record<string, unknown> = {}) => ({
  company: 'Riviera Wheels',
  contactName: 'Marc Dubois',
  email: 'marc@riviera-wheels.example',
  phone: '+33 6 11 22 33 44',
  city: 'Nice',
  fleetSize: 24,
  offers: ['cars'],
  message: '',
  language: 'en',
  ...overrides,
});

const conciergeRequest = (overrides: Record<string, unknown> = {}) => ({
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
});

describe(`forms that reach the team on ${databaseLabel}`, () => {
  it('stores a guest\'s message, emails the team (answered to the guest) and acknowledges in the guest\'s language', async () => {
    const response = await post('/api/send-email', guestContact());
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ queued: true });
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
    const response = await post('/api/send-email', { subject: 'Invoice', message: 'Could I have an invoice?', language: 'en' }, bearer(jane.token));
    expect(response.statusCode, response.body).toBe(200);
    const mails = await mailbox(server.database);
    expect(mails.find((mail) => mail.toAddress === 'team@azura.test')?.replyTo).toBe('jane@example.org');
    expect(mails.some((mail) => mail.toAddress === 'jane@example.org' && mail.subject === 'We received your message')).toBe(true);
  });

  it('refuses missing and malformed fields with each field\'s problem, and stores nothing', async () => {
    const missing = await post('/api/send-email', guestContact({ name: ' ', subject: '', message: '   ' }));
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Please fill in the fields: name, subject, message',
      fields: [
        { field: 'name', problem: 'required' },
        { field: 'subject', problem: 'required' },
        { field: 'message', problem: 'required' },
      ],
    });
    const email = json(await post('/api/send-email', guestContact({ email: 'lea@' })));
    expect(email).toMatchObject({ message: 'Invalid email', fields: [{ field: 'email', problem: 'invalidEmail' }] });
    const phone = json(await post('/api/work-with-us', application({ phone: '12' })));
    expect(phone).toMatchObject({ fields: [{ field: 'phone', problem: 'invalidPhone' }] });
    const offers = await post('/api/work-with-us', application({ offers: [] }));
    expect(offers.statusCode).toBe(400);
    const dates = json(await post('/api/concierge', conciergeRequest({ startDate: '2099-07-08', endDate: '2099-07-01' })));
    expect(dates).toMatchObject({ fields: [{ field: 'endDate', problem: 'invalidDate' }] });
    const past = json(await post('/api/concierge', conciergeRequest({ startDate: '2020-01-01', endDate: undefined })));
    expect(past).toMatchObject({ fields: [{ field: 'startDate', problem: 'invalidDate' }] });
    // The contract's own checks: an unknown field, a wrong type.
    expect((await post('/api/send-email', guestContact({ admin: true }))).statusCode).toBe(400);
    expect((await post('/api/concierge', conciergeRequest({ guests: 'six' }))).statusCode).toBe(400);
    expect(await mailbox(server.database)).toEqual([]);
  });

  it('takes a work-with-us application and a concierge request, each acknowledged in its language', async () => {
    expect((await post('/api/work-with-us', application())).statusCode).toBe(200);
    expect((await post('/api/concierge', conciergeRequest())).statusCode).toBe(200);
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
    const response = await post('/api/send-email', guestContact({ website: 'https://spam.example' }));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ queued: true });
    expect(await mailbox(server.database)).toEqual([]);
  });

  it('refuses a flood from one address, then from one IP, with Retry-After', async () => {
    for (let i = 0; i < TEAM_REQUEST_LIMITS.email; i++) expect((await post('/api/send-email', guestContact())).statusCode).toBe(200);
    const flooded = await post('/api/send-email', guestContact({ email: 'LEA@example.org' }));
    expect(flooded.statusCode).toBe(429);
    expect(json(flooded)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(3000);
    // Another address is not held up.
    expect((await post('/api/send-email', guestContact({ email: 'other@example.org' }))).statusCode).toBe(200);
  });

  it('takes at most the limit of one address when its requests come at once', async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, () => post('/api/send-email', guestContact())));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(TEAM_REQUEST_LIMITS.email);
    expect(codes.filter((code) => code === 429)).toHaveLength(16 - TEAM_REQUEST_LIMITS.email);
    expect((await mailbox(server.database)).filter((email) => email.toAddress === 'lea@example.org')).toHaveLength(TEAM_REQUEST_LIMITS.email);
  });

  it('refuses a flood from one IP whatever the addresses', async () => {
    const fromOneIp = (i: number) => post('/api/send-email', guestContact({ email: `visitor${i}@example.org` }), {}, '198.51.100.9');
    for (let i = 0; i < TEAM_REQUEST_LIMITS.ip; i++) expect((await fromOneIp(i)).statusCode).toBe(200);
    expect((await fromOneIp(TEAM_REQUEST_LIMITS.ip)).statusCode).toBe(429);
    expect((await post('/api/send-email', guestContact({ email: 'next@example.org' }), {}, '198.51.100.10')).statusCode).toBe(200);
  });
});
