import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createActiveUser, databaseLabel, json, promote, startTestServer, type TestServer } from '@/tests/support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, headers });
const suspend = (userId: string, token: string, suspended = true) => post(`/api/users/${userId}/suspension`, { suspended }, bearer(token));
const valid = async (token: string) => (await post('/api/validate-access-token', undefined, bearer(token))).statusCode;

/** A driver, an admin and a superadmin, each signed in. */
async function accounts() {
  const driver = await createActiveUser(server);
  const admin = await createActiveUser(server, { email: 'admin@example.org' });
  const superadmin = await createActiveUser(server, { email: 'super@example.org' });
  await promote(server.database, admin._id, 'admin');
  await promote(server.database, superadmin._id, 'superadmin');
  return { driver, admin, superadmin };
}

describe(`suspension on ${databaseLabel}`, () => {
  it("cuts the user's tokens at the next request, refuses his sign-in with 'Your account is suspended.', and lifts", async () => {
    const { driver, admin } = await accounts();
    expect(await valid(driver.token)).toBe(200);
    const response = await suspend(driver._id, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({ _id: driver._id, suspended: true });
    expect(await valid(driver.token)).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: `/api/user/${driver._id}`, headers: bearer(driver.token) })).statusCode).toBe(401);
    const signIn = await post('/api/sign-in/frontend', { email: 'jane@example.org', password: 'secret123' });
    expect(signIn.statusCode).toBe(403);
    expect(json(signIn)).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Your account is suspended.' });

    const lifted = await suspend(driver._id, admin.token, false);
    expect(json(lifted)).toMatchObject({ suspended: false });
    // The sessions of before stay revoked: a token that may be in other hands does not come back with the account.
    expect(await valid(driver.token)).toBe(401);
    expect((await post('/api/sign-in/frontend', { email: 'jane@example.org', password: 'secret123' })).statusCode).toBe(200);
  });

  it('cuts a token at its next request when the flag is set by any means (the bearer check reads it)', async () => {
    const { driver } = await accounts();
    await server.database.execScript(`update users set suspended = true where email = 'jane@example.org'`);
    expect(await valid(driver.token)).toBe(401);
  });

  it('refuses a driver or a supplier (403), and a guest (401)', async () => {
    const { driver, admin } = await accounts();
    const supplier = await createActiveUser(server, { email: 'supplier@example.org' });
    await promote(server.database, supplier._id, 'supplier');
    for (const token of [driver.token, supplier.token]) {
      const response = await suspend(admin._id, token);
      expect(response.statusCode).toBe(403);
      expect(json(response).code).toBe('FORBIDDEN');
    }
    expect((await post(`/api/users/${driver._id}/suspension`, { suspended: true })).statusCode).toBe(401);
    expect(await valid(admin.token)).toBe(200);
  });

  it('lets no admin suspend himself, and only a superadmin an admin or a superadmin', async () => {
    const { admin, superadmin } = await accounts();
    const other = await createActiveUser(server, { email: 'admin2@example.org' });
    await promote(server.database, other._id, 'admin');
    expect((await suspend(admin._id, admin.token)).statusCode).toBe(403);
    expect((await suspend(superadmin._id, superadmin.token)).statusCode).toBe(403);
    expect((await suspend(other._id, admin.token)).statusCode).toBe(403);
    expect((await suspend(superadmin._id, admin.token)).statusCode).toBe(403);
    expect(await valid(other.token)).toBe(200);
    expect((await suspend(other._id, superadmin.token)).statusCode).toBe(200);
    expect(await valid(other.token)).toBe(401);
  });

  it('answers 404 for an unknown account and 400 for a bad id or body, to an admin', async () => {
    const { driver, admin } = await accounts();
    expect((await suspend('00000000-0000-4000-8000-000000000000', admin.token)).statusCode).toBe(404);
    expect((await suspend('not-an-id', admin.token)).statusCode).toBe(400);
    const badBody = await post(`/api/users/${driver._id}/suspension`, { suspended: 'yes' }, bearer(admin.token));
    expect(badBody.statusCode).toBe(400);
    const extra = await post(`/api/users/${driver._id}/suspension`, { suspended: true, type: 'admin' }, bearer(admin.token));
    expect(extra.statusCode).toBe(400);
    expect(await valid(driver.token)).toBe(200);
  });
});
