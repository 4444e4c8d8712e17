import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bearer, createActiveUser, databaseLabel, json, lastLinkTo, mailbox, promote, setUserFlag, startTestServer, validSignUp,
  type TestServer,
} from '@/tests/support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers?: Record<string, string>) => server.app.inject({ method: 'GET', url, headers });
const linkParams = (url: URL) => ({ userId: url.searchParams.get('u')!, email: url.searchParams.get('e')!, token: url.searchParams.get('t')! });

describe(`accounts on ${databaseLabel}`, () => {
  describe('sign-up', () => {
    it('creates an inactive driver and queues an activation email in the chosen language', async () => {
      const response = await post('/api/sign-up', validSignUp({ language: 'fr' }));
      expect(response.statusCode).toBe(201);
      const { _id } = json<{ _id: string }>(response);
      const { email, url } = await lastLinkTo(server.database, 'jane@example.org');
      expect(email.subject).toBe('Activez votre compte Azura');
      expect(email.language).toBe('fr');
      expect(url.pathname).toBe('/fr/activate');
      expect(url.searchParams.get('u')).toBe(_id);
      const signIn = await post('/api/sign-in/frontend', { email: 'jane@example.org', password: 'secret123' });
      expect(signIn.statusCode).toBe(403);
      expect(json(signIn).code).toBe('ACCOUNT_NOT_ACTIVATED');
    });

    it('refuses an email that is already registered, whatever its case', async () => {
      await post('/api/sign-up', validSignUp());
      const again = await post('/api/sign-up', validSignUp({ email: 'JANE@example.org' }));
      expect(again.statusCode).toBe(409);
      expect(json(again)).toEqual({ code: 'EMAIL_ALREADY_REGISTERED', message: 'This email address is already registered.' });
    });

    it.each([
      ['a short password', { password: '12345' }, 'password'],
      ['a bad email', { email: 'not-an-email' }, 'email'],
      ['a bad phone', { phone: 'call me' }, 'phone'],
      ['terms not accepted', { acceptTerms: false }, 'acceptTerms'],
      ['an unknown language', { language: 'de' }, 'language'],
    ])('refuses %s with a 400 naming the field', async (_label, change, field) => {
      const response = await post('/api/sign-up', validSignUp(change));
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(json<{ message: string }>(response).message).toContain(field);
    });

    it('refuses a driver younger than 21', async () => {
      const twentyYearsAgo = new Date();
      twentyYearsAgo.setFullYear(twentyYearsAgo.getFullYear() - 20);
      const response = await post('/api/sign-up', validSignUp({ birthDate: twentyYearsAgo.toISOString().slice(0, 10) }));
      expect(response.statusCode).toBe(400);
      expect(json<{ message: string }>(response).message).toContain('birthDate');
    });

    it('stores an argon2id hash, never the password', async () => {
      await post('/api/sign-up', validSignUp());
      const result = await server.database.db.execute(sql`select password_hash from users`);
      const hash = (result as unknown as { rows: { password_hash: string }[] }).rows[0]!.password_hash;
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(hash).not.toContain('secret123');
    });
  });

  describe('activation', () => {
    it('checks the link, activates once, and then the link is spent', async () => {
      await post('/api/sign-up', validSignUp());
      const { url } = await lastLinkTo(server.database, 'jane@example.org');
      const p = linkParams(url);
      const check = await get(`/api/check-token/frontend/${p.userId}/${encodeURIComponent(p.email)}/${p.token}`);
      expect(check.statusCode).toBe(200);
      expect(json(check)).toEqual({ status: 'valid', purpose: 'activation' });
      const activate = await post('/api/activate', p);
      expect(activate.statusCode).toBe(200);
      expect(json(activate)).toMatchObject({ verified: true, email: 'jane@example.org', type: 'user' });
      const again = await post('/api/activate', p);
      expect(again.statusCode).toBe(409);
      expect(json(again).code).toBe('ALREADY_ACTIVATED');
    });

    it('answers 410 TOKEN_EXPIRED for a link older than one day', async () => {
      await post('/api/sign-up', validSignUp());
      const { url } = await lastLinkTo(server.database, 'jane@example.org');
      await server.database.db.execute(sql`update user_tokens set expires_at = now() - interval '1 second'`);
      const p = linkParams(url);
      const check = await get(`/api/check-token/frontend/${p.userId}/${encodeURIComponent(p.email)}/${p.token}`);
      expect(check.statusCode).toBe(410);
      expect(json(check).code).toBe('TOKEN_EXPIRED');
      expect((await post('/api/activate', p)).statusCode).toBe(410);
    });

    it('sets the link to expire one day after it was sent', async () => {
      await post('/api/sign-up', validSignUp());
      const result = await server.database.db.execute(sql`select extract(epoch from expires_at - created_at)::int as seconds from user_tokens`);
      expect((result as unknown as { rows: { seconds: number }[] }).rows[0]!.seconds).toBe(86_400);
    });

    it('resends a new link that replaces the old one', async () => {
      await post('/api/sign-up', validSignUp());
      const first = linkParams((await lastLinkTo(server.database, 'jane@example.org')).url);
      const resend = await post('/api/resend/frontend/jane%40example.org/false');
      expect(resend.statusCode).toBe(200);
      expect(json(resend)).toEqual({ queued: true });
      const second = linkParams((await lastLinkTo(server.database, 'jane@example.org')).url);
      expect(second.token).not.toBe(first.token);
      expect((await post('/api/activate', first)).statusCode).toBe(400);
      expect((await post('/api/activate', second)).statusCode).toBe(200);
    });

    it('refuses to resend to an unknown address or an active account', async () => {
      const unknown = await post('/api/resend/frontend/nobody%40example.org/false');
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown)).toEqual({ code: 'EMAIL_NOT_REGISTERED', message: 'Email address not registered' });
      await createActiveUser(server);
      const active = await post('/api/resend/frontend/jane%40example.org/false');
      expect(active.statusCode).toBe(409);
    });

    it('limits link emails to five an hour per address', async () => {
      await post('/api/sign-up', validSignUp());
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push((await post('/api/resend/frontend/jane%40example.org/false')).statusCode);
      expect(answers).toEqual([200, 200, 200, 200, 429]);
      // Retry-After: until the oldest of the five (the sign-up's) is an hour old, here 50 minutes ago.
      await server.database.db.execute(sql`update outbox set created_at = now() - interval '50 minutes' where id = (select min(id) from outbox where to_address = 'jane@example.org')`);
      const refused = await post('/api/resend/frontend/jane%40example.org/false');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(9 * 60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10 * 60);
      // Once it is past the hour, one more may go.
      await server.database.db.execute(sql`update outbox set created_at = now() - interval '61 minutes' where id = (select min(id) from outbox where to_address = 'jane@example.org')`);
      expect((await post('/api/resend/frontend/jane%40example.org/false')).statusCode).toBe(200);
    });
    it('sends at most five link emails when 16 are asked for at once', async () => {
      await post('/api/sign-up', validSignUp());
      const answers = await Promise.all(Array.from({ length: 16 }, () => post('/api/resend/frontend/jane%40example.org/false')));
      const codes = answers.map((answer) => answer.statusCode);
      // The sign-up's activation email is one of the five.
      expect(codes.filter((code) => code === 200)).toHaveLength(4);
      expect(codes.filter((code) => code === 429)).toHaveLength(12);
      expect((await mailbox(server.database)).filter((email) => email.toAddress === 'jane@example.org')).toHaveLength(5);
    });
  });

  describe('sign-in and sessions', () => {
    it('answers _id, a fresh token and the user data at each sign-in', async () => {
      const first = await createActiveUser(server);
      const second = json<{ _id: string; token: string; expiresAt: string; fullName: string }>(
        await post('/api/sign-in/frontend', { email: 'jane@example.org', password: 'secret123' }),
      );
      expect(second._id).toBe(first._id);
      expect(second.fullName).toBe('Jane Roe');
      expect(second.token).not.toBe(first.token);
      expect(Buffer.from(second.token, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(second).not.toHaveProperty('passwordHash');
      const hours = (Date.parse(second.expiresAt) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThan(24.1);
    });

    it('keeps a remembered session for 30 days', async () => {
      await createActiveUser(server);
      const body = json<{ expiresAt: string }>(
        await post('/api/sign-in/frontend', { email: 'jane@example.org', password: 'secret123', stayConnected: true }),
      );
      expect(Math.round((Date.parse(body.expiresAt) - Date.now()) / 86_400_000)).toBe(30);
    });

    it('answers the same error for a wrong password and an unknown email', async () => {
      await createActiveUser(server);
      const wrong = await post('/api/sign-in/frontend', { email: 'jane@example.org', password: 'nope-nope' });
      const unknown = await post('/api/sign-in/frontend', { email: 'who@example.org', password: 'nope-nope' });
      expect(wrong.statusCode).toBe(401);
      expect(json(wrong)).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password.' });
      expect(json(unknown)).toEqual(json(wrong));
    });

    it('refuses a suspended account with its own message', async () => {
      const user = await createActiveUser(server);
      await setUserFlag(server.database, user._id, 'suspended', true);
      const response = await post('/api/sign-in/frontend', { email: 'jane@example.org', password: 'secret123' });
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Your account is suspended.' });
      expect((await post('/api/validate-access-token', undefined, bearer(user.token))).statusCode).toBe(401);
    });

    it('admits drivers to the frontend app only, staff to both', async () => {
      const user = await createActiveUser(server);
      expect((await post('/api/sign-in/backend', { email: 'jane@example.org', password: 'secret123' })).statusCode).toBe(403);
      await promote(server.database, user._id, 'supplier');
      expect((await post('/api/sign-in/backend', { email: 'jane@example.org', password: 'secret123' })).statusCode).toBe(200);
      expect((await post('/api/sign-in/mobile', { email: 'jane@example.org', password: 'secret123' })).statusCode).toBe(400);
    });

    it('validates a token, and sign-out revokes it on the server', async () => {
      const user = await createActiveUser(server);
      const valid = await post('/api/validate-access-token', undefined, bearer(user.token));
      expect(json(valid)).toEqual({ valid: true, _id: user._id });
      expect((await post('/api/sign-out', undefined, bearer(user.token))).statusCode).toBe(204);
      expect((await post('/api/validate-access-token', undefined, bearer(user.token))).statusCode).toBe(401);
      expect((await get(`/api/user/${user._id}`, bearer(user.token))).statusCode).toBe(401);
    });
  });

  describe('the user data', () => {
    it('reads and updates oneself: profile, language, notifications, avatar', async () => {
      const user = await createActiveUser(server);
      const h = bearer(user.token);
      expect(json(await get(`/api/user/${user._id}`, h))).toMatchObject({ _id: user._id, fullName: 'Jane Roe' });
      const updated = await post('/api/update-user', { _id: user._id, fullName: 'Jane Doe', bio: 'Loves convertibles', phone: null }, h);
      expect(updated.statusCode).toBe(200);
      expect(json(updated)).toMatchObject({ fullName: 'Jane Doe', bio: 'Loves convertibles', phone: null });
      expect(json(await post('/api/update-language', { id: user._id, language: 'ru' }, h))).toMatchObject({ language: 'ru' });
      expect(json(await post('/api/update-email-notifications', { _id: user._id, enableEmailNotifications: false }, h))).toMatchObject({
        enableEmailNotifications: false,
      });
      expect(json(await post(`/api/delete-avatar/${user._id}`, undefined, h))).toMatchObject({ avatar: null });
    });

    it('lets an admin read any user', async () => {
      const driver = await createActiveUser(server);
      const admin = await createActiveUser(server, { email: 'boss@example.org' });
      await promote(server.database, admin._id, 'admin');
      const response = await get(`/api/user/${driver._id}`, bearer(admin.token));
      expect(response.statusCode).toBe(200);
      expect(json(response).email).toBe('jane@example.org');
    });

    it('answers 404 for an unknown user id (to an admin)', async () => {
      const admin = await createActiveUser(server);
      await promote(server.database, admin._id, 'superadmin');
      const response = await get('/api/user/00000000-0000-4000-8000-000000000000', bearer(admin.token));
      expect(response.statusCode).toBe(404);
    });
  });

  describe('password reset', () => {
    it('emails a link, sets the new password and signs every session out', async () => {
      const user = await createActiveUser(server);
      const request = await post('/api/resend/frontend/jane%40example.org/true');
      expect(request.statusCode).toBe(200);
      const { email, url } = await lastLinkTo(server.database, 'jane@example.org');
      expect(email.subject).toBe('Reset your Azura password');
      expect(url.pathname).toBe('/reset-password');
      const p = linkParams(url);
      const check = await get(`/api/check-token/frontend/${p.userId}/${encodeURIComponent(p.email)}/${p.token}`);
      expect(json(check)).toEqual({ status: 'valid', purpose: 'passwordReset' });
      expect((await post('/api/activate', p)).statusCode).toBe(400);
      expect((await post('/api/reset-password', { ...p, password: 'brand-new-1' })).statusCode).toBe(204);
      expect((await post('/api/validate-access-token', undefined, bearer(user.token))).statusCode).toBe(401);
      expect((await post('/api/sign-in/frontend', { email: 'jane@example.org', password: 'secret123' })).statusCode).toBe(401);
      expect((await post('/api/sign-in/frontend', { email: 'jane@example.org', password: 'brand-new-1' })).statusCode).toBe(200);
      expect((await post('/api/reset-password', { ...p, password: 'again-again' })).statusCode).toBe(400);
    });

    it("answers 'Email address not registered' for an unknown address", async () => {
      const response = await post('/api/resend/frontend/ghost%40example.org/true');
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe('Email address not registered');
    });

    it('writes the reset email in the user language', async () => {
      await createActiveUser(server, { language: 'ru' });
      await post('/api/resend/frontend/jane%40example.org/true');
      const { email, url } = await lastLinkTo(server.database, 'jane@example.org');
      expect(email.subject).toBe('Сброс пароля Azura');
      expect(url.pathname).toBe('/ru/reset-password');
      expect((await mailbox(server.database)).length).toBe(2);
    });
  });
});
