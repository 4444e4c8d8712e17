import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { createActiveUser, createBookingDriver, databaseLabel, signInAs, storeLicence, tinyPng, useTestServer, type Body, type Query, type Schemas } from '@/tests/support/server.ts';

/**
 * The accounts as the admins run them (listUsers, setLicenceVerification, setUserType, getDocumentImage): admins list
 * and search every account, look at a licence image and verify it, change types; only a superadmin makes or
 * changes an admin; drivers and suppliers are refused.
 */
const server = useTestServer();
let admin: string;
let superadmin: string;
let supplier: string;
let ada: Schemas['SignInResponse'];
let bob: Schemas['SignInResponse'];

const list = async (query: Query<'/api/users'>, token = admin) => {
  const { response, data, error } = await server.as(token).GET('/api/users', { params: { query } });
  expect(response.status, JSON.stringify(error)).toBe(200);
  return data!;
};
const userOf = async (token: string, id: string) => (await server.as(token).GET('/api/user/{id}', { params: { path: { id } } })).data!;
const verify = (token: string, userId: string) =>
  server.as(token).POST('/api/users/{userId}/licence-verification', { params: { path: { userId } }, body: { verified: true } });
const setType = (token: string, userId: string, body: Body<'/api/users/{userId}/type', 'post'>) =>
  server.as(token).POST('/api/users/{userId}/type', { params: { path: { userId } }, body });
const suspendMany = (token: string, body: Body<'/api/users/suspension', 'post'>) => server.as(token).POST('/api/users/suspension', { body });
const fleetStatus = async (token: string) => (await server.as(token).GET('/api/fleet')).response.status;
const usersStatus = async (token: string) => (await server.as(token).GET('/api/users')).response.status;
const bookingsOf = async (token: string, query: Query<'/api/bookings'>) => (await server.as(token).GET('/api/bookings', { params: { query } })).data!;

beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: true });
  admin = await signInAs(server, 'admin@example.com', DEMO_PASSWORD);
  superadmin = await signInAs(server, 'superadmin@example.com', DEMO_PASSWORD);
  supplier = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
  ada = await createBookingDriver(server, { email: 'ada.lovelace@example.org', fullName: 'Ada Lovelace' });
  bob = await createActiveUser(server, { email: 'bob.users@example.org', fullName: 'Bob Marchetti' });
});

describe(`the admins' accounts (${databaseLabel})`, () => {
  it('lists every account 30 a page, searched by words of the name or the email, by type and by status, sorted', async () => {
    const first = await list({});
    expect(first).toMatchObject({ page: 1, size: 30 });
    expect(first.total).toBeGreaterThanOrEqual(6);
    expect(first.items[0]!.email).toBe('bob.users@example.org');

    expect((await list({ search: 'lovelace ADA' })).items.map((user) => user.email)).toEqual(['ada.lovelace@example.org']);
    expect((await list({ search: 'users@example' })).items.map((user) => user.fullName)).toEqual(['Bob Marchetti']);
    expect((await list({ search: '100%' })).total).toBe(0);

    const admins = await list({ type: 'admin' });
    expect(admins.items.map((user) => user.email)).toEqual(['admin@example.com']);
    const toVerify = await list({ status: 'licenceToVerify' });
    expect(toVerify.items.map((user) => user.email)).toContain('ada.lovelace@example.org');
    expect(toVerify.items.every((user) => user.licence === 'toVerify')).toBe(true);

    const byName = await list({ sort: 'name', size: 2, page: 1 });
    expect(byName.items).toHaveLength(2);
    const names = (await list({ sort: 'name', size: 100 })).items.map((user) => user.fullName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('is for the admins: a supplier and a driver are refused; a bad query is the contract\'s 400', async () => {
    expect(await usersStatus(supplier)).toBe(403);
    expect(await usersStatus(bob.token)).toBe(403);
    expect((await server.as(admin).GET('/api/users', { params: { query: { size: 500 } } })).response.status).toBe(400);
    // Not a status of the contract: sent as it is.
    expect((await server.as(admin).GET('/api/users', { params: { query: { status: 'asleep' as never } } })).response.status).toBe(400);
  });

  it("shows a driver's licence image to him and the admins only, and verifies it until a new one is sent", async () => {
    const documents = (await server.as(admin).GET('/api/user/{id}/documents', { params: { path: { id: ada._id } } })).data!;
    const image = (token: string, id = ada._id) =>
      server.as(token).GET('/api/user/{id}/documents/{documentId}', { params: { path: { id, documentId: documents[0]!._id } }, parseAs: 'arrayBuffer' });
    const seen = await image(admin);
    expect(seen.response.status).toBe(200);
    expect(seen.response.headers.get('content-type')).toBe('image/png');
    expect(seen.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(seen.response.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(seen.data as ArrayBuffer).equals(tinyPng)).toBe(true);
    expect((await image(ada.token)).response.status).toBe(200);
    expect((await image(bob.token)).response.status).toBe(403);
    expect((await image(admin, bob._id)).response.status).toBe(404);

    const verified = await verify(admin, ada._id);
    expect(verified.response.status, JSON.stringify(verified.error)).toBe(200);
    expect(verified.data!.licence).toBe('verified');
    expect((await userOf(ada.token, ada._id)).licence).toBe('verified');

    expect((await storeLicence(server, ada.token)).response.status).toBe(201);
    expect((await userOf(ada.token, ada._id)).licence).toBe('toVerify');

    const nothingToVerify = await verify(admin, bob._id);
    expect(nothingToVerify.response.status).toBe(409);
    expect(nothingToVerify.error?.code).toBe('NO_LICENCE');
    expect((await verify(supplier, ada._id)).response.status).toBe(403);
    expect((await verify(admin, '00000000-0000-4000-8000-000000000000')).response.status).toBe(404);
  });

  it('changes the type of an account from its next request; a supplier account names its supplier', async () => {
    const suppliers = (await server.GET('/api/suppliers')).data!;
    const riviera = suppliers.find((supplier) => supplier.slug === 'riviera-drive')!._id;
    expect(await fleetStatus(bob.token)).toBe(403);

    const noSupplier = await setType(admin, bob._id, { type: 'supplier' });
    expect(noSupplier.response.status).toBe(400);
    const driverWithSupplier = await setType(admin, bob._id, { type: 'user', supplierId: riviera });
    expect(driverWithSupplier.response.status).toBe(400);

    const made = await setType(admin, bob._id, { type: 'supplier', supplierId: riviera });
    expect(made.response.status, JSON.stringify(made.error)).toBe(200);
    expect(made.data).toMatchObject({ type: 'supplier', supplierId: riviera });
    expect(await fleetStatus(bob.token)).toBe(200);

    const back = await setType(admin, bob._id, { type: 'user' });
    expect(back.data).toMatchObject({ type: 'user', supplierId: null });
    expect(await fleetStatus(bob.token)).toBe(403);
  });

  it('lets a superadmin alone make or change an admin; nobody changes his own type', async () => {
    const adminId = (await list({ type: 'admin' })).items[0]!._id;
    const superId = (await list({ type: 'superadmin' })).items[0]!._id;
    // An admin cannot raise anyone to admin or superadmin, himself included, nor touch another admin.
    for (const [target, type] of [
      [bob._id, 'admin'],
      [bob._id, 'superadmin'],
      [adminId, 'superadmin'],
      [superId, 'user'],
    ] as const) {
      const refused = await setType(admin, target, { type });
      expect(refused.response.status, `${type} for ${target}`).toBe(403);
    }
    expect((await list({ search: 'bob.users' })).items[0]!.type).toBe('user');

    const promoted = await setType(superadmin, bob._id, { type: 'admin' });
    expect(promoted.response.status, JSON.stringify(promoted.error)).toBe(200);
    expect(await usersStatus(bob.token)).toBe(200);
    expect((await setType(superadmin, superId, { type: 'user' })).response.status).toBe(403);
    const demoted = await setType(superadmin, bob._id, { type: 'user' });
    expect(demoted.data!.type).toBe('user');
    expect(await usersStatus(bob.token)).toBe(403);
  });

  it('suspends several accounts at once, leaving those the admin may not touch; a suspended account is signed out at its next request', async () => {
    const carol = await createActiveUser(server, { email: 'carol.bulk@example.org', fullName: 'Carol Bulk' });
    const adminId = (await list({ type: 'admin' })).items[0]!._id;
    const unknown = '00000000-0000-4000-8000-000000000001';
    const suspended = await suspendMany(admin, { users: [carol._id, adminId, unknown], suspended: true });
    expect(suspended.response.status, JSON.stringify(suspended.error)).toBe(200);
    expect(suspended.data).toEqual({ updated: 1, refused: 1, missing: 1 });
    const signedOut = await server.as(carol).GET('/api/user/{id}', { params: { path: { id: carol._id } } });
    expect(signedOut.response.status).toBe(401);
    expect((await list({ status: 'suspended' })).items.map((user) => user.email)).toEqual(['carol.bulk@example.org']);

    const lifted = await suspendMany(admin, { users: [carol._id], suspended: false });
    expect(lifted.data).toEqual({ updated: 1, refused: 0, missing: 0 });
    expect((await list({ status: 'suspended' })).total).toBe(0);
    expect((await suspendMany(supplier, { users: [carol._id], suspended: true })).response.status).toBe(403);
    expect((await suspendMany(admin, { users: [], suspended: true })).response.status).toBe(400);
  });

  it("lists one account's bookings for the user view, within what the caller sees", async () => {
    const driverId = (await list({ search: 'driver@example.com' })).items[0]!._id;
    const page = await bookingsOf(admin, { driver: driverId, size: 100 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((booking) => booking.driver?._id === driverId)).toBe(true);
    const none = await bookingsOf(admin, { driver: bob._id });
    expect(none.total).toBe(0);
    // A driver asking for another's bookings gets none of them: his own scope still holds.
    const stranger = await bookingsOf(bob.token, { driver: driverId });
    expect(stranger.total).toBe(0);
  });
});
