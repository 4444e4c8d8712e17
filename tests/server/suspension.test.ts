import { beforeEach, describe, expect, it } from 'vitest';
import { createActiveUser, databaseLabel, promote, useTestServer, type Body } from '@/tests/support/server.ts';

const server = useTestServer();
beforeEach(() => server.reset());

type Suspension = Body<'/api/users/{userId}/suspension', 'post'>;
const setSuspension = (userId: string, token: string | undefined, body: Suspension) =>
  server.as(token).POST('/api/users/{userId}/suspension', { params: { path: { userId } }, body });
const suspend = (userId: string, token: string, suspended = true) => setSuspension(userId, token, { suspended });
const valid = async (token: string) => (await server.as(token).POST('/api/validate-access-token')).response.status;
const signIn = () => server.POST('/api/sign-in/{appType}', { params: { path: { appType: 'frontend' } }, body: { email: 'jane@example.org', password: 'secret123' } });

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
    expect(response.response.status, JSON.stringify(response.error)).toBe(200);
    expect(response.data).toMatchObject({ _id: driver._id, suspended: true });
    expect(await valid(driver.token)).toBe(401);
    expect((await server.as(driver).GET('/api/user/{id}', { params: { path: { id: driver._id } } })).response.status).toBe(401);
    const refused = await signIn();
    expect(refused.response.status).toBe(403);
    expect(refused.error).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Your account is suspended.' });

    const lifted = await suspend(driver._id, admin.token, false);
    expect(lifted.data).toMatchObject({ suspended: false });
    // The sessions of before stay revoked: a token that may be in other hands does not come back with the account.
    expect(await valid(driver.token)).toBe(401);
    expect((await signIn()).response.status).toBe(200);
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
      expect(response.response.status).toBe(403);
      expect(response.error?.code).toBe('FORBIDDEN');
    }
    expect((await setSuspension(driver._id, undefined, { suspended: true })).response.status).toBe(401);
    expect(await valid(admin.token)).toBe(200);
  });

  it('lets no admin suspend himself, and only a superadmin an admin or a superadmin', async () => {
    const { admin, superadmin } = await accounts();
    const other = await createActiveUser(server, { email: 'admin2@example.org' });
    await promote(server.database, other._id, 'admin');
    expect((await suspend(admin._id, admin.token)).response.status).toBe(403);
    expect((await suspend(superadmin._id, superadmin.token)).response.status).toBe(403);
    expect((await suspend(other._id, admin.token)).response.status).toBe(403);
    expect((await suspend(superadmin._id, admin.token)).response.status).toBe(403);
    expect(await valid(other.token)).toBe(200);
    expect((await suspend(other._id, superadmin.token)).response.status).toBe(200);
    expect(await valid(other.token)).toBe(401);
  });

  it('answers 404 for an unknown account and 400 for a bad id or body, to an admin', async () => {
    const { driver, admin } = await accounts();
    expect((await suspend('00000000-0000-4000-8000-000000000000', admin.token)).response.status).toBe(404);
    expect((await suspend('not-an-id', admin.token)).response.status).toBe(400);
    // Bodies the contract refuses: sent as they are.
    const badBody = await setSuspension(driver._id, admin.token, { suspended: 'yes' } as unknown as Suspension);
    expect(badBody.response.status).toBe(400);
    const extra = await setSuspension(driver._id, admin.token, { suspended: true, type: 'admin' } as Suspension);
    expect(extra.response.status).toBe(400);
    expect(await valid(driver.token)).toBe(200);
  });
});
