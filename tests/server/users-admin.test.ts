import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { bearer, createActiveUser, createBookingDriver, databaseLabel, json, signInAs, startTestServer, tinyPng, uploadLicence, type TestServer } from '@/tests/support/server.ts';

/**
 * The accounts as the admins run them (listUsers, setLicenceVerification, setUserType, getDocumentImage): admins list
 * and search every account, look at a licence picture and verify it, change types; only a superadmin makes or
 * changes an admin; drivers and companies are refused.
 */
let server: TestServer;
let admin: string;
let superadmin: string;
let supplier: string;
let ada: { _id: string; token: string };
let bob: { _id: string; token: string };

interface Listed {
  _id: string;
  email: string;
  fullName: string;
  type: string;
  licence: string;
  suspended: boolean;
}
interface Page {
  total: number;
  page: number;
  size: number;
  items: Listed[];
}

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const list = async (query: string, token = admin) => {
  const response = await call(token, 'GET', `/api/users?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<Page>(response);
};

beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.database, { demoAccounts: true });
  admin = await signInAs(server, 'admin@example.com', DEMO_PASSWORD);
  superadmin = await signInAs(server, 'superadmin@example.com', DEMO_PASSWORD);
  supplier = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
  ada = await createBookingDriver(server, { email: 'ada.lovelace@example.org', fullName: 'Ada Lovelace' });
  bob = await createActiveUser(server, { email: 'bob.users@example.org', fullName: 'Bob Marchetti' });
});
afterAll(() => server?.close());

describe(`the admins' accounts (${databaseLabel})`, () => {
  it('lists every account 30 a page, searched by words of the name or the email, by type and by status, sorted', async () => {
    const first = await list('');
    expect(first).toMatchObject({ page: 1, size: 30 });
    expect(first.total).toBeGreaterThanOrEqual(6);
    expect(first.items[0]!.email).toBe('bob.users@example.org');

    expect((await list('search=lovelace%20ADA')).items.map((user) => user.email)).toEqual(['ada.lovelace@example.org']);
    expect((await list('search=users%40example')).items.map((user) => user.fullName)).toEqual(['Bob Marchetti']);
    expect((await list('search=100%25')).total).toBe(0);

    const admins = await list('type=admin');
    expect(admins.items.map((user) => user.email)).toEqual(['admin@example.com']);
    const toVerify = await list('status=licenceToVerify');
    expect(toVerify.items.map((user) => user.email)).toContain('ada.lovelace@example.org');
    expect(toVerify.items.every((user) => user.licence === 'toVerify')).toBe(true);

    const byName = await list('sort=name&size=2&page=1');
    expect(byName.items).toHaveLength(2);
    const names = (await list('sort=name&size=100')).items.map((user) => user.fullName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('is for the admins: a company and a driver are refused; a bad query is the contract\'s 400', async () => {
    expect((await call(supplier, 'GET', '/api/users')).statusCode).toBe(403);
    expect((await call(bob.token, 'GET', '/api/users')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/users?size=500')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/users?status=asleep')).statusCode).toBe(400);
  });

  it("shows a driver's licence picture to him and the admins only, and verifies it until a new one is sent", async () => {
    const documents = json<{ _id: string }[]>(await call(admin, 'GET', `/api/user/${ada._id}/documents`));
    const image = `/api/user/${ada._id}/documents/${documents[0]!._id}`;
    const seen = await call(admin, 'GET', image);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.headers['x-content-type-options']).toBe('nosniff');
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(seen.rawPayload.equals(tinyPng)).toBe(true);
    expect((await call(ada.token, 'GET', image)).statusCode).toBe(200);
    expect((await call(bob.token, 'GET', image)).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/api/user/${bob._id}/documents/${documents[0]!._id}`)).statusCode).toBe(404);

    const verified = await call(admin, 'POST', `/api/users/${ada._id}/licence-verification`, { verified: true });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(json(verified).licence).toBe('verified');
    expect(json(await call(ada.token, 'GET', `/api/user/${ada._id}`)).licence).toBe('verified');

    expect((await uploadLicence(server, ada.token)).statusCode).toBe(201);
    expect(json(await call(ada.token, 'GET', `/api/user/${ada._id}`)).licence).toBe('toVerify');

    const nothingToVerify = await call(admin, 'POST', `/api/users/${bob._id}/licence-verification`, { verified: true });
    expect(nothingToVerify.statusCode).toBe(409);
    expect(json(nothingToVerify).code).toBe('NO_LICENCE');
    expect((await call(supplier, 'POST', `/api/users/${ada._id}/licence-verification`, { verified: true })).statusCode).toBe(403);
    expect((await call(admin, 'POST', '/api/users/00000000-0000-4000-8000-000000000000/licence-verification', { verified: true })).statusCode).toBe(404);
  });

  it('changes the type of an account from its next request; a supplier account names its company', async () => {
    const companies = json<{ _id: string; slug: string }[]>(await server.app.inject({ method: 'GET', url: '/api/suppliers' }));
    const riviera = companies.find((company) => company.slug === 'riviera-drive')!._id;
    expect((await call(bob.token, 'GET', '/api/fleet')).statusCode).toBe(403);

    const noCompany = await call(admin, 'POST', `/api/users/${bob._id}/type`, { type: 'supplier' });
    expect(noCompany.statusCode).toBe(400);
    const driverWithCompany = await call(admin, 'POST', `/api/users/${bob._id}/type`, { type: 'user', supplierId: riviera });
    expect(driverWithCompany.statusCode).toBe(400);

    const made = await call(admin, 'POST', `/api/users/${bob._id}/type`, { type: 'supplier', supplierId: riviera });
    expect(made.statusCode, made.body).toBe(200);
    expect(json(made)).toMatchObject({ type: 'supplier', supplierId: riviera });
    expect((await call(bob.token, 'GET', '/api/fleet')).statusCode).toBe(200);

    const back = await call(admin, 'POST', `/api/users/${bob._id}/type`, { type: 'user' });
    expect(json(back)).toMatchObject({ type: 'user', supplierId: null });
    expect((await call(bob.token, 'GET', '/api/fleet')).statusCode).toBe(403);
  });

  it('lets a superadmin alone make or change an admin; nobody changes his own type', async () => {
    const adminId = (await list('type=admin')).items[0]!._id;
    const superId = (await list('type=superadmin')).items[0]!._id;
    // An admin cannot raise anyone to admin or superadmin, himself included, nor touch another admin.
    for (const [target, type] of [
      [bob._id, 'admin'],
      [bob._id, 'superadmin'],
      [adminId, 'superadmin'],
      [superId, 'user'],
    ] as const) {
      const refused = await call(admin, 'POST', `/api/users/${target}/type`, { type });
      expect(refused.statusCode, `${type} for ${target}`).toBe(403);
    }
    expect((await list(`search=bob.users`)).items[0]!.type).toBe('user');

    const promoted = await call(superadmin, 'POST', `/api/users/${bob._id}/type`, { type: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await call(bob.token, 'GET', '/api/users')).statusCode).toBe(200);
    expect((await call(superadmin, 'POST', `/api/users/${superId}/type`, { type: 'user' })).statusCode).toBe(403);
    const demoted = await call(superadmin, 'POST', `/api/users/${bob._id}/type`, { type: 'user' });
    expect(json(demoted).type).toBe('user');
    expect((await call(bob.token, 'GET', '/api/users')).statusCode).toBe(403);
  });

  it('suspends several accounts at once, leaving those the admin may not touch; a suspended account is signed out at its next request', async () => {
    const carol = await createActiveUser(server, { email: 'carol.bulk@example.org', fullName: 'Carol Bulk' });
    const adminId = (await list('type=admin')).items[0]!._id;
    const unknown = '00000000-0000-4000-8000-000000000001';
    const suspended = await call(admin, 'POST', '/api/users/suspension', { users: [carol._id, adminId, unknown], suspended: true });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(json(suspended)).toEqual({ updated: 1, refused: 1, missing: 1 });
    const signedOut = await call(carol.token, 'GET', `/api/user/${carol._id}`);
    expect(signedOut.statusCode).toBe(401);
    expect((await list('status=suspended')).items.map((user) => user.email)).toEqual(['carol.bulk@example.org']);

    const lifted = await call(admin, 'POST', '/api/users/suspension', { users: [carol._id], suspended: false });
    expect(json(lifted)).toEqual({ updated: 1, refused: 0, missing: 0 });
    expect((await list('status=suspended')).total).toBe(0);
    expect((await call(supplier, 'POST', '/api/users/suspension', { users: [carol._id], suspended: true })).statusCode).toBe(403);
    expect((await call(admin, 'POST', '/api/users/suspension', { users: [], suspended: true })).statusCode).toBe(400);
  });

  it("lists one account's bookings for the user view, within what the caller sees", async () => {
    const driverId = (await list('search=driver%40example.com')).items[0]!._id;
    const page = json<{ total: number; items: { driver: { _id: string } }[] }>(await call(admin, 'GET', `/api/bookings?driver=${driverId}&size=100`));
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((booking) => booking.driver._id === driverId)).toBe(true);
    const none = json<{ total: number }>(await call(admin, 'GET', `/api/bookings?driver=${bob._id}`));
    expect(none.total).toBe(0);
    // A driver asking for another's bookings gets none of them: his own scope still holds.
    const stranger = json<{ total: number }>(await call(bob.token, 'GET', `/api/bookings?driver=${driverId}`));
    expect(stranger.total).toBe(0);
  });
});
