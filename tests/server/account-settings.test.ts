import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createActiveUser, databaseLabel, json, promote, startTestServer, type TestServer } from '@/tests/support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, headers });
const signIn = (email: string, password: string) => post('/api/sign-in/frontend', { email, password });
const valid = async (token: string) => (await post('/api/validate-access-token', undefined, bearer(token))).statusCode;
const thisYear = new Date().getFullYear();

describe(`account settings on ${databaseLabel}`, () => {
  describe('profile: contact method and driving licence year', () => {
    it('stores the preferred contact method and the licence year, and clears the year', async () => {
      const jane = await createActiveUser(server);
      const h = bearer(jane.token);
      expect(json(await server.app.inject({ method: 'GET', url: `/api/user/${jane._id}`, headers: h }))).toMatchObject({
        preferredContactMethod: 'email',
        drivingLicenceYear: null,
        pendingEmail: null,
      });
      const updated = await post('/api/update-user', { _id: jane._id, preferredContactMethod: 'sms', drivingLicenceYear: 2015 }, h);
      expect(updated.statusCode, updated.body).toBe(200);
      expect(json(updated)).toMatchObject({ preferredContactMethod: 'sms', drivingLicenceYear: 2015 });
      expect(json(await post('/api/update-user', { _id: jane._id, drivingLicenceYear: null }, h))).toMatchObject({ drivingLicenceYear: null });
    });

    it.each([
      ['in the future', { drivingLicenceYear: thisYear + 1 }, 'cannot be in the future'],
      ['before the year she turned 16 (born 1995)', { drivingLicenceYear: 2010 }, 'before 2011, the year its holder turned 16'],
      ['checked against a new birth date sent with it', { drivingLicenceYear: 2012, birthDate: '1997-01-01' }, 'before 2013'],
      ['an unknown contact method', { preferredContactMethod: 'pigeon' }, 'preferredContactMethod'],
      ['a year out of the contract', { drivingLicenceYear: 1800 }, 'drivingLicenceYear'],
    ])('refuses a licence year %s with a 400 that says why', async (_label, change, message) => {
      const jane = await createActiveUser(server);
      const response = await post('/api/update-user', { _id: jane._id, ...change }, bearer(jane.token));
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('VALIDATION_ERROR');
      expect(json<{ message: string }>(response).message).toContain(message);
    });

    it('checks a stored licence year against a new birth date', async () => {
      const jane = await createActiveUser(server);
      const h = bearer(jane.token);
      expect((await post('/api/update-user', { _id: jane._id, drivingLicenceYear: 2011 }, h)).statusCode).toBe(200);
      const later = await post('/api/update-user', { _id: jane._id, birthDate: '1996-05-01' }, h);
      expect(later.statusCode).toBe(400);
      expect(json<{ message: string }>(later).message).toContain('drivingLicenceYear');
    });

    it("refuses another user's contact method and licence year (403)", async () => {
      const jane = await createActiveUser(server);
      const mallory = await createActiveUser(server, { email: 'mallory@example.org' });
      const response = await post('/api/update-user', { _id: jane._id, preferredContactMethod: 'phone' }, bearer(mallory.token));
      expect(response.statusCode).toBe(403);
    });
  });

  describe('change password', () => {
    it('changes it, keeps this session and signs the other devices out', async () => {
      const jane = await createActiveUser(server);
      const other = json<{ token: string }>(await signIn('jane@example.org', 'secret123')).token;
      const response = await post('/api/change-password', { _id: jane._id, currentPassword: 'secret123', newPassword: 'brand-new-1' }, bearer(jane.token));
      expect(response.statusCode, response.body).toBe(204);
      expect(await valid(jane.token)).toBe(200);
      expect(await valid(other)).toBe(401);
      expect((await signIn('jane@example.org', 'secret123')).statusCode).toBe(401);
      expect((await signIn('jane@example.org', 'brand-new-1')).statusCode).toBe(200);
    });

    it("answers 'Wrong password' and 'Please choose a new password'", async () => {
      const jane = await createActiveUser(server);
      const h = bearer(jane.token);
      const wrong = await post('/api/change-password', { _id: jane._id, currentPassword: 'not-it', newPassword: 'brand-new-1' }, h);
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong)).toEqual({ code: 'WRONG_PASSWORD', message: 'Wrong password' });
      const same = await post('/api/change-password', { _id: jane._id, currentPassword: 'secret123', newPassword: 'secret123' }, h);
      expect(same.statusCode).toBe(400);
      expect(json(same)).toEqual({ code: 'PASSWORD_UNCHANGED', message: 'Please choose a new password' });
      const short = await post('/api/change-password', { _id: jane._id, currentPassword: 'secret123', newPassword: '123' }, h);
      expect(short.statusCode).toBe(400);
      expect(json(short).code).toBe('VALIDATION_ERROR');
    });

    it('counts wrong passwords in the sign-in throttle: 429 after 10, even with the right one', async () => {
      const jane = await createActiveUser(server);
      const h = bearer(jane.token);
      const answers: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        answers.push((await post('/api/change-password', { _id: jane._id, currentPassword: `guess-${i}`, newPassword: 'brand-new-1' }, h)).statusCode);
      }
      expect(answers).toEqual([...Array(10).fill(400), 429]);
      const right = await post('/api/change-password', { _id: jane._id, currentPassword: 'secret123', newPassword: 'brand-new-1' }, h);
      expect(right.statusCode).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      expect((await signIn('jane@example.org', 'secret123')).statusCode).toBe(429);
    });

    it("refuses another user's password, to an admin too (403), before looking at it", async () => {
      const jane = await createActiveUser(server);
      const admin = await createActiveUser(server, { email: 'boss@example.org' });
      await promote(server.database, admin._id, 'superadmin');
      const response = await post('/api/change-password', { _id: jane._id, currentPassword: 'secret123', newPassword: 'owned-owned' }, bearer(admin.token));
      expect(response.statusCode).toBe(403);
      expect((await signIn('jane@example.org', 'secret123')).statusCode).toBe(200);
    });
  });

  describe('sign out of every device', () => {
    it('revokes every session, this one included, and voids pending links, codes and email changes', async () => {
      const jane = await createActiveUser(server);
      const other = json<{ token: string }>(await signIn('jane@example.org', 'secret123')).token;
      await post('/api/resend/frontend/jane%40example.org/true');
      await post('/api/send-signin-code', { email: 'jane@example.org' });
      await post('/api/update-email', { _id: jane._id, email: 'jane.new@example.org', password: 'secret123' }, bearer(jane.token));
      const response = await server.app.inject({ method: 'DELETE', url: `/api/delete-tokens/${jane._id}`, headers: bearer(jane.token) });
      expect(response.statusCode).toBe(204);
      expect(await valid(jane.token)).toBe(401);
      expect(await valid(other)).toBe(401);
      const left = await server.database.db.execute(sql`
        select (select count(*) from user_tokens)::int as links,
               (select count(*) from sign_in_codes where used_at is null)::int as codes,
               (select pending_email from users) as pending`);
      expect((left as unknown as { rows: unknown[] }).rows[0]).toEqual({ links: 0, codes: 0, pending: null });
    });

    it("lets an admin sign a user out everywhere; refuses another user's (403)", async () => {
      const jane = await createActiveUser(server);
      const mallory = await createActiveUser(server, { email: 'mallory@example.org' });
      const strange = await server.app.inject({ method: 'DELETE', url: `/api/delete-tokens/${jane._id}`, headers: bearer(mallory.token) });
      expect(strange.statusCode).toBe(403);
      expect(await valid(jane.token)).toBe(200);
      await promote(server.database, mallory._id, 'admin');
      expect((await server.app.inject({ method: 'DELETE', url: `/api/delete-tokens/${jane._id}`, headers: bearer(mallory.token) })).statusCode).toBe(204);
      expect(await valid(jane.token)).toBe(401);
    });
  });
});
