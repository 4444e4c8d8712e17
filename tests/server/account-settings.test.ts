import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createActiveUser, databaseLabel, promote, signInAs, useTestServer, type Schemas } from '@/tests/support/server.ts';

const server = useTestServer();
beforeEach(() => server.reset());

const signIn = (email: string, password: string) => server.POST('/api/sign-in/{appType}', { params: { path: { appType: 'frontend' } }, body: { email, password } });
const valid = async (token: string) => (await server.as(token).POST('/api/validate-access-token')).response.status;
const update = (token: string, body: Schemas['UpdateUserRequest']) => server.as(token).POST('/api/update-user', { body });
const changePassword = (token: string, body: { _id: string; currentPassword: string; newPassword: string }) => server.as(token).POST('/api/change-password', { body });
const signOutEverywhere = (token: string, userId: string) => server.as(token).DELETE('/api/delete-tokens/{userId}', { params: { path: { userId } } });
const thisYear = new Date().getFullYear();

describe(`account settings on ${databaseLabel}`, () => {
  describe('profile: contact method and driving licence year', () => {
    it('stores the preferred contact method and the licence year, and clears the year', async () => {
      const jane = await createActiveUser(server);
      expect((await server.as(jane).GET('/api/user/{id}', { params: { path: { id: jane._id } } })).data).toMatchObject({
        preferredContactMethod: 'email',
        drivingLicenceYear: null,
        pendingEmail: null,
      });
      const updated = await update(jane.token, { _id: jane._id, preferredContactMethod: 'sms', drivingLicenceYear: 2015 });
      expect(updated.response.status, JSON.stringify(updated.error)).toBe(200);
      expect(updated.data).toMatchObject({ preferredContactMethod: 'sms', drivingLicenceYear: 2015 });
      expect((await update(jane.token, { _id: jane._id, drivingLicenceYear: null })).data).toMatchObject({ drivingLicenceYear: null });
    });

    it.each([
      ['in the future', { drivingLicenceYear: thisYear + 1 }, 'cannot be in the future'],
      ['before the year she turned 16 (born 1995)', { drivingLicenceYear: 2010 }, 'before 2011, the year its holder turned 16'],
      ['checked against a new birth date sent with it', { drivingLicenceYear: 2012, birthDate: '1997-01-01' }, 'before 2013'],
      ['an unknown contact method', { preferredContactMethod: 'pigeon' }, 'preferredContactMethod'],
      ['a year out of the contract', { drivingLicenceYear: 1800 }, 'drivingLicenceYear'],
    ])('refuses a licence year %s with a 400 that says why', async (_label, change, message) => {
      const jane = await createActiveUser(server);
      // Some of these are outside the contract's types: sent as they are.
      const { response, error } = await update(jane.token, { _id: jane._id, ...change } as Schemas['UpdateUserRequest']);
      expect(response.status).toBe(400);
      expect(error?.code).toBe('VALIDATION_ERROR');
      expect(error?.message).toContain(message);
    });

    it('checks a stored licence year against a new birth date', async () => {
      const jane = await createActiveUser(server);
      expect((await update(jane.token, { _id: jane._id, drivingLicenceYear: 2011 })).response.status).toBe(200);
      const later = await update(jane.token, { _id: jane._id, birthDate: '1996-05-01' });
      expect(later.response.status).toBe(400);
      expect(later.error?.message).toContain('drivingLicenceYear');
    });

    it("refuses another user's contact method and licence year (403)", async () => {
      const jane = await createActiveUser(server);
      const mallory = await createActiveUser(server, { email: 'mallory@example.org' });
      const { response } = await update(mallory.token, { _id: jane._id, preferredContactMethod: 'phone' });
      expect(response.status).toBe(403);
    });
  });

  describe('change password', () => {
    it('changes it, keeps this session and signs the other devices out', async () => {
      const jane = await createActiveUser(server);
      const other = await signInAs(server, 'jane@example.org', 'secret123');
      const { response, error } = await changePassword(jane.token, { _id: jane._id, currentPassword: 'secret123', newPassword: 'brand-new-1' });
      expect(response.status, JSON.stringify(error)).toBe(204);
      expect(await valid(jane.token)).toBe(200);
      expect(await valid(other)).toBe(401);
      expect((await signIn('jane@example.org', 'secret123')).response.status).toBe(401);
      expect((await signIn('jane@example.org', 'brand-new-1')).response.status).toBe(200);
    });

    it("answers 'Wrong password' and 'Please choose a new password'", async () => {
      const jane = await createActiveUser(server);
      const wrong = await changePassword(jane.token, { _id: jane._id, currentPassword: 'not-it', newPassword: 'brand-new-1' });
      expect(wrong.response.status).toBe(400);
      expect(wrong.error).toEqual({ code: 'WRONG_PASSWORD', message: 'Wrong password' });
      const same = await changePassword(jane.token, { _id: jane._id, currentPassword: 'secret123', newPassword: 'secret123' });
      expect(same.response.status).toBe(400);
      expect(same.error).toEqual({ code: 'PASSWORD_UNCHANGED', message: 'Please choose a new password' });
      const short = await changePassword(jane.token, { _id: jane._id, currentPassword: 'secret123', newPassword: '123' });
      expect(short.response.status).toBe(400);
      expect(short.error?.code).toBe('VALIDATION_ERROR');
    });

    it('counts wrong passwords in the sign-in throttle: 429 after 10, even with the right one', async () => {
      const jane = await createActiveUser(server);
      const answers: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        answers.push((await changePassword(jane.token, { _id: jane._id, currentPassword: `guess-${i}`, newPassword: 'brand-new-1' })).response.status);
      }
      expect(answers).toEqual([...new Array<number>(10).fill(400), 429]);
      const right = await changePassword(jane.token, { _id: jane._id, currentPassword: 'secret123', newPassword: 'brand-new-1' });
      expect(right.response.status).toBe(429);
      expect(Number(right.response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await signIn('jane@example.org', 'secret123')).response.status).toBe(429);
    });

    it("refuses another user's password, to an admin too (403), before looking at it", async () => {
      const jane = await createActiveUser(server);
      const admin = await createActiveUser(server, { email: 'boss@example.org' });
      await promote(server.database, admin._id, 'superadmin');
      const { response } = await changePassword(admin.token, { _id: jane._id, currentPassword: 'secret123', newPassword: 'owned-owned' });
      expect(response.status).toBe(403);
      expect((await signIn('jane@example.org', 'secret123')).response.status).toBe(200);
    });
  });

  describe('sign out of every device', () => {
    it('revokes every session, this one included, and voids pending links, codes and email changes', async () => {
      const jane = await createActiveUser(server);
      const other = await signInAs(server, 'jane@example.org', 'secret123');
      await server.POST('/api/resend/{appType}/{email}/{isPasswordReset}', { params: { path: { appType: 'frontend', email: 'jane@example.org', isPasswordReset: true } } });
      await server.POST('/api/send-signin-code', { body: { email: 'jane@example.org' } });
      await server.as(jane).POST('/api/update-email', { body: { _id: jane._id, email: 'jane.new@example.org', password: 'secret123' } });
      const { response } = await signOutEverywhere(jane.token, jane._id);
      expect(response.status).toBe(204);
      expect(await valid(jane.token)).toBe(401);
      expect(await valid(other)).toBe(401);
      const left = await server.database.db.execute(sql`
        select (select count(*) from user_tokens)::int as links,
               (select count(*) from sign_in_codes where used_at is null)::int as codes,
               (select pending_email from users) as pending`);
      expect((left as { rows: unknown[] }).rows[0]).toEqual({ links: 0, codes: 0, pending: null });
    });

    it("lets an admin sign a user out everywhere; refuses another user's (403)", async () => {
      const jane = await createActiveUser(server);
      const mallory = await createActiveUser(server, { email: 'mallory@example.org' });
      const strange = await signOutEverywhere(mallory.token, jane._id);
      expect(strange.response.status).toBe(403);
      expect(await valid(jane.token)).toBe(200);
      await promote(server.database, mallory._id, 'admin');
      expect((await signOutEverywhere(mallory.token, jane._id)).response.status).toBe(204);
      expect(await valid(jane.token)).toBe(401);
    });
  });
});
