import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createActiveUser, databaseLabel, lastLinkTo, mailbox, promote, setUserFlag, useTestServer, validSignUp, type Schemas } from '@/tests/support/server.ts';

const server = useTestServer();
beforeEach(() => server.reset());

const linkParams = (url: URL) => ({ userId: url.searchParams.get('u')!, email: url.searchParams.get('e')!, token: url.searchParams.get('t')! });
const signUp = (body: Schemas['SignUpRequest']) => server.POST('/api/sign-up', { body });
const signIn = (appType: 'frontend' | 'backend', body: Schemas['SignInRequest']) => server.POST('/api/sign-in/{appType}', { params: { path: { appType } }, body });
const resend = (email: string, isPasswordReset: boolean) =>
  server.POST('/api/resend/{appType}/{email}/{isPasswordReset}', { params: { path: { appType: 'frontend', email, isPasswordReset } } });
const checkToken = (p: ReturnType<typeof linkParams>) =>
  server.GET('/api/check-token/{appType}/{userId}/{email}/{token}', { params: { path: { appType: 'frontend', ...p } } });
const activate = (body: ReturnType<typeof linkParams>) => server.POST('/api/activate', { body });
const validate = (token: string) => server.as(token).POST('/api/validate-access-token');
const jane = { email: 'jane@example.org', password: 'secret123' };

describe(`accounts on ${databaseLabel}`, () => {
  describe('sign-up', () => {
    it('creates an inactive driver and queues an activation email in the chosen language', async () => {
      const response = await signUp(validSignUp({ language: 'fr' }));
      expect(response.response.status).toBe(201);
      const { _id } = response.data!;
      const { email, url } = await lastLinkTo(server.database, 'jane@example.org');
      expect(email.subject).toBe('Activez votre compte Azura');
      expect(email.language).toBe('fr');
      expect(url.pathname).toBe('/fr/activate');
      expect(url.searchParams.get('u')).toBe(_id);
      const inactive = await signIn('frontend', jane);
      expect(inactive.response.status).toBe(403);
      expect(inactive.error?.code).toBe('ACCOUNT_NOT_ACTIVATED');
    });

    it('refuses an email that is already registered, whatever its case', async () => {
      await signUp(validSignUp());
      const again = await signUp(validSignUp({ email: 'JANE@example.org' }));
      expect(again.response.status).toBe(409);
      expect(again.error).toEqual({ code: 'EMAIL_ALREADY_REGISTERED', message: 'This email address is already registered.' });
    });

    it.each([
      ['a short password', { password: '12345' }, 'password'],
      ['a bad email', { email: 'not-an-email' }, 'email'],
      ['a bad phone', { phone: 'call me' }, 'phone'],
      ['terms not accepted', { acceptTerms: false }, 'acceptTerms'],
      ['an unknown language', { language: 'de' }, 'language'],
    ])('refuses %s with a 400 naming the field', async (_label, change, field) => {
      // Outside the contract's types on purpose: sent as they are.
      const { response, error } = await signUp({ ...validSignUp(), ...change } as Schemas['SignUpRequest']);
      expect(response.status).toBe(400);
      expect(error).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(error?.message).toContain(field);
    });

    it('refuses a driver younger than 21', async () => {
      const twentyYearsAgo = new Date();
      twentyYearsAgo.setFullYear(twentyYearsAgo.getFullYear() - 20);
      const { response, error } = await signUp(validSignUp({ birthDate: twentyYearsAgo.toISOString().slice(0, 10) }));
      expect(response.status).toBe(400);
      expect(error?.message).toContain('birthDate');
    });

    it('stores an argon2id hash, never the password', async () => {
      await signUp(validSignUp());
      const result = await server.database.db.execute(sql`select password_hash from users`);
      const hash = (result as { rows: { password_hash: string }[] }).rows[0]!.password_hash;
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(hash).not.toContain('secret123');
    });
  });

  describe('activation', () => {
    it('checks the link, activates once, and then the link is spent', async () => {
      await signUp(validSignUp());
      const { url } = await lastLinkTo(server.database, 'jane@example.org');
      const p = linkParams(url);
      const check = await checkToken(p);
      expect(check.response.status).toBe(200);
      expect(check.data).toEqual({ status: 'valid', purpose: 'activation' });
      const activated = await activate(p);
      expect(activated.response.status).toBe(200);
      expect(activated.data).toMatchObject({ verified: true, email: 'jane@example.org', type: 'user' });
      const again = await activate(p);
      expect(again.response.status).toBe(409);
      expect(again.error?.code).toBe('ALREADY_ACTIVATED');
    });

    it('answers 410 TOKEN_EXPIRED for a link older than one day', async () => {
      await signUp(validSignUp());
      const { url } = await lastLinkTo(server.database, 'jane@example.org');
      await server.database.db.execute(sql`update user_tokens set expires_at = now() - interval '1 second'`);
      const p = linkParams(url);
      const check = await checkToken(p);
      expect(check.response.status).toBe(410);
      expect(check.error?.code).toBe('TOKEN_EXPIRED');
      expect((await activate(p)).response.status).toBe(410);
    });

    it('sets the link to expire one day after it was sent', async () => {
      await signUp(validSignUp());
      const result = await server.database.db.execute(sql`select extract(epoch from expires_at - created_at)::int as seconds from user_tokens`);
      expect((result as { rows: { seconds: number }[] }).rows[0]!.seconds).toBe(86_400);
    });

    it('resends a new link that replaces the old one', async () => {
      await signUp(validSignUp());
      const first = linkParams((await lastLinkTo(server.database, 'jane@example.org')).url);
      const resent = await resend('jane@example.org', false);
      expect(resent.response.status).toBe(200);
      expect(resent.data).toEqual({ queued: true });
      const second = linkParams((await lastLinkTo(server.database, 'jane@example.org')).url);
      expect(second.token).not.toBe(first.token);
      expect((await activate(first)).response.status).toBe(400);
      expect((await activate(second)).response.status).toBe(200);
    });

    it('refuses to resend to an unknown address or an active account', async () => {
      const unknown = await resend('nobody@example.org', false);
      expect(unknown.response.status).toBe(404);
      expect(unknown.error).toEqual({ code: 'EMAIL_NOT_REGISTERED', message: 'Email address not registered' });
      await createActiveUser(server);
      const active = await resend('jane@example.org', false);
      expect(active.response.status).toBe(409);
    });

    it('limits link emails to five an hour per address', async () => {
      await signUp(validSignUp());
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push((await resend('jane@example.org', false)).response.status);
      expect(answers).toEqual([200, 200, 200, 200, 429]);
      // Retry-After: until the oldest of the five (the sign-up's) is an hour old, here 50 minutes ago.
      await server.database.db.execute(sql`update outbox set created_at = now() - interval '50 minutes' where id = (select min(id) from outbox where to_address = 'jane@example.org')`);
      const refused = await resend('jane@example.org', false);
      expect(refused.response.status).toBe(429);
      expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
      expect(Number(refused.response.headers.get('retry-after'))).toBeLessThanOrEqual(10 * 60);
      // Once it is past the hour, one more may go.
      await server.database.db.execute(sql`update outbox set created_at = now() - interval '61 minutes' where id = (select min(id) from outbox where to_address = 'jane@example.org')`);
      expect((await resend('jane@example.org', false)).response.status).toBe(200);
    });
    it('sends at most five link emails when 16 are asked for at once', async () => {
      await signUp(validSignUp());
      const answers = await Promise.all(Array.from({ length: 16 }, () => resend('jane@example.org', false)));
      const codes = answers.map((answer) => answer.response.status);
      // The sign-up's activation email is one of the five.
      expect(codes.filter((code) => code === 200)).toHaveLength(4);
      expect(codes.filter((code) => code === 429)).toHaveLength(12);
      expect((await mailbox(server.database)).filter((email) => email.toAddress === 'jane@example.org')).toHaveLength(5);
    });
  });

  describe('sign-in and sessions', () => {
    it('answers _id, a fresh token and the user data at each sign-in', async () => {
      const first = await createActiveUser(server);
      const second = (await signIn('frontend', jane)).data!;
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
      const body = (await signIn('frontend', { ...jane, stayConnected: true })).data!;
      expect(Math.round((Date.parse(body.expiresAt) - Date.now()) / 86_400_000)).toBe(30);
    });

    it('answers the same error for a wrong password and an unknown email', async () => {
      await createActiveUser(server);
      const wrong = await signIn('frontend', { email: 'jane@example.org', password: 'nope-nope' });
      const unknown = await signIn('frontend', { email: 'who@example.org', password: 'nope-nope' });
      expect(wrong.response.status).toBe(401);
      expect(wrong.error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password.' });
      expect(unknown.error).toEqual(wrong.error);
    });

    it('refuses a suspended account with its own message', async () => {
      const user = await createActiveUser(server);
      await setUserFlag(server.database, user._id, 'suspended', true);
      const { response, error } = await signIn('frontend', jane);
      expect(response.status).toBe(403);
      expect(error).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Your account is suspended.' });
      expect((await validate(user.token)).response.status).toBe(401);
    });

    it('admits drivers to the frontend app only, staff to both', async () => {
      const user = await createActiveUser(server);
      expect((await signIn('backend', jane)).response.status).toBe(403);
      await promote(server.database, user._id, 'supplier');
      expect((await signIn('backend', jane)).response.status).toBe(200);
      // No such app in the contract: sent raw.
      expect((await server.inject({ method: 'POST', url: '/api/sign-in/mobile', payload: jane })).statusCode).toBe(400);
    });

    it('validates a token, and sign-out revokes it on the server', async () => {
      const user = await createActiveUser(server);
      const valid = await validate(user.token);
      expect(valid.data).toEqual({ valid: true, _id: user._id });
      expect((await server.as(user).POST('/api/sign-out')).response.status).toBe(204);
      expect((await validate(user.token)).response.status).toBe(401);
      expect((await server.as(user).GET('/api/user/{id}', { params: { path: { id: user._id } } })).response.status).toBe(401);
    });
  });

  describe('the user data', () => {
    it('reads and updates oneself: profile, language, notifications, avatar', async () => {
      const user = await createActiveUser(server);
      const api = server.as(user);
      expect((await api.GET('/api/user/{id}', { params: { path: { id: user._id } } })).data).toMatchObject({ _id: user._id, fullName: 'Jane Roe' });
      const updated = await api.POST('/api/update-user', { body: { _id: user._id, fullName: 'Jane Doe', bio: 'Loves convertibles', phone: null } });
      expect(updated.response.status).toBe(200);
      expect(updated.data).toMatchObject({ fullName: 'Jane Doe', bio: 'Loves convertibles', phone: null });
      expect((await api.POST('/api/update-language', { body: { id: user._id, language: 'ru' } })).data).toMatchObject({ language: 'ru' });
      expect((await api.POST('/api/update-email-notifications', { body: { _id: user._id, enableEmailNotifications: false } })).data).toMatchObject({
        enableEmailNotifications: false,
      });
      expect((await api.POST('/api/delete-avatar/{userId}', { params: { path: { userId: user._id } } })).data).toMatchObject({ avatar: null });
    });

    it('lets an admin read any user', async () => {
      const driver = await createActiveUser(server);
      const admin = await createActiveUser(server, { email: 'boss@example.org' });
      await promote(server.database, admin._id, 'admin');
      const { response, data } = await server.as(admin).GET('/api/user/{id}', { params: { path: { id: driver._id } } });
      expect(response.status).toBe(200);
      expect(data?.email).toBe('jane@example.org');
    });

    it('answers 404 for an unknown user id (to an admin)', async () => {
      const admin = await createActiveUser(server);
      await promote(server.database, admin._id, 'superadmin');
      const { response } = await server.as(admin).GET('/api/user/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
      expect(response.status).toBe(404);
    });
  });

  describe('password reset', () => {
    it('emails a link, sets the new password and signs every session out', async () => {
      const user = await createActiveUser(server);
      const request = await resend('jane@example.org', true);
      expect(request.response.status).toBe(200);
      const { email, url } = await lastLinkTo(server.database, 'jane@example.org');
      expect(email.subject).toBe('Reset your Azura password');
      expect(url.pathname).toBe('/reset-password');
      const p = linkParams(url);
      const check = await checkToken(p);
      expect(check.data).toEqual({ status: 'valid', purpose: 'passwordReset' });
      expect((await activate(p)).response.status).toBe(400);
      expect((await server.POST('/api/reset-password', { body: { ...p, password: 'brand-new-1' } })).response.status).toBe(204);
      expect((await validate(user.token)).response.status).toBe(401);
      expect((await signIn('frontend', jane)).response.status).toBe(401);
      expect((await signIn('frontend', { email: 'jane@example.org', password: 'brand-new-1' })).response.status).toBe(200);
      expect((await server.POST('/api/reset-password', { body: { ...p, password: 'again-again' } })).response.status).toBe(400);
    });

    it("answers 'Email address not registered' for an unknown address", async () => {
      const { response, error } = await resend('ghost@example.org', true);
      expect(response.status).toBe(404);
      expect(error?.message).toBe('Email address not registered');
    });

    it('writes the reset email in the user language', async () => {
      await createActiveUser(server, { language: 'ru' });
      await resend('jane@example.org', true);
      const { email, url } = await lastLinkTo(server.database, 'jane@example.org');
      expect(email.subject).toBe('Сброс пароля Azura');
      expect(url.pathname).toBe('/ru/reset-password');
      expect((await mailbox(server.database)).length).toBe(2);
    });
  });
});
