import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { createActiveUser, databaseLabel, file, formData, promote, signInAs, useTestServer, type Schemas, type TestClient } from '@/tests/support/server.ts';

/**
 * A supplier's profile (getSupplierProfile, updateSupplierProfile, updateSupplierAvatar, deleteSupplierAvatar): its own
 * accounts and the admins change it; another supplier's account and drivers are refused before the body is read;
 * what drivers see of the supplier follows at once.
 */
const server = useTestServer();
let owner: TestClient;
let rival: TestClient;
let driver: TestClient;
let riviera: string;
let lutece: string;

type Input = Schemas['SupplierProfileInput'];
const input = (overrides: Partial<Input> = {}): Input => ({
  name: 'Riviera Drive & Sea',
  email: 'hello@riviera.example',
  phone: '+33 4 93 00 00 00',
  paymentTypes: ['card', 'cash'],
  payLater: false,
  minimumAge: 25,
  licenceRequired: true,
  bio: { en: 'Cars and boats on the Riviera.', fr: 'Voitures et bateaux sur la Riviera.', ru: 'Машины и яхты на Ривьере.' },
  ...overrides,
});

const supplier = (id: string) => ({ params: { path: { id } } });
const read = (as: TestClient, id: string) => as.GET('/api/manage/suppliers/{id}', supplier(id));
const save = (as: TestClient, id: string, body: Input) => as.PUT('/api/manage/suppliers/{id}', { ...supplier(id), body });
const uploadAvatar = async (as: TestClient, id: string, bytes?: Buffer) => {
  const image = bytes ?? (await sharp({ create: { width: 800, height: 200, channels: 4, background: '#0a5' } }).png().toBuffer());
  return as.POST('/api/manage/suppliers/{id}/avatar', { ...supplier(id), body: { image: file(image, 'avatar.png', 'image/png') }, bodySerializer: formData });
};
const removeAvatar = (as: TestClient, id: string) => as.DELETE('/api/manage/suppliers/{id}/avatar', supplier(id));
/** A stored avatar: outside the contract's API, asked raw. */
const fetchImage = (url: string) => server.inject({ method: 'GET', url });

beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: true });
  owner = server.as(await signInAs(server, 'supplier@example.com', DEMO_PASSWORD));
  const ids = (await server.database.db.execute<{ id: string; slug: string }>(sql`select id, slug from suppliers where slug in ('riviera-drive', 'lutece-mobilite')`)) as { rows: { id: string; slug: string }[] };
  riviera = ids.rows.find((row) => row.slug === 'riviera-drive')!.id;
  lutece = ids.rows.find((row) => row.slug === 'lutece-mobilite')!.id;
  const staff = await createActiveUser(server, { email: 'lutece.profile@example.org' });
  await promote(server.database, staff._id, 'supplier');
  await server.database.db.execute(sql`update users set supplier_id = ${lutece} where id = ${staff._id}`);
  rival = server.as(await signInAs(server, 'lutece.profile@example.org', 'secret123'));
  driver = server.as(await createActiveUser(server, { email: 'driver.profile@example.org' }));
});

describe(`a supplier's profile on ${databaseLabel}`, () => {
  it('is read and changed by its own account, and drivers see the new terms at once', async () => {
    const before = (await read(owner, riviera)).data!;
    expect(before).toMatchObject({ _id: riviera, tier: 'gold', hasOwnAvatar: false });
    expect(before.avatar).toMatch(/\.svg$/);

    const saved = await save(owner, riviera, input());
    expect(saved.response.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.data).toMatchObject({ ...input(), tier: 'gold' });

    const listed = (await server.GET('/api/suppliers', { params: { query: { language: 'fr' } } })).data!.find((supplier) => supplier.slug === 'riviera-drive')!;
    expect(listed).toMatchObject({ name: 'Riviera Drive & Sea', payLater: false, minimumAge: 25, paymentTypes: ['card', 'cash'] });
  });

  it('keeps its own lower booking limits, which its cars and yachts then answer; left out, the product\'s apply again', async () => {
    const limits = async () => {
      const cars = (await server.GET('/api/cars', { params: { query: { supplier: ['riviera-drive'], size: 1 } } })).data!;
      return cars.items[0]!.bookingLimits;
    };
    const saved = await save(owner, riviera, input({ maxDaysAhead: 180, maxRentalDays: 21 }));
    expect(saved.response.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.data).toMatchObject({ maxDaysAhead: 180, maxRentalDays: 21 });
    expect(await limits()).toEqual({ maxDaysAhead: 180, maxRentalDays: 21 });

    const cleared = (await save(owner, riviera, input())).data!;
    expect(cleared.maxDaysAhead).toBeUndefined();
    expect(await limits()).toEqual({ maxDaysAhead: 548, maxRentalDays: 90 });
  });

  it('refuses terms the contract does not allow, in its words, and keeps the profile', async () => {
    // Outside the contract's types on purpose: sent as they are.
    const unchecked = (overrides: Record<string, unknown>) => input(overrides);
    for (const [body, field] of [
      [unchecked({ paymentTypes: [] }), 'paymentTypes'],
      [unchecked({ minimumAge: 18 }), 'minimumAge'],
      [unchecked({ phone: 'call me' }), 'phone'],
      [unchecked({ bio: { en: 'x', fr: 'y' } }), 'bio'],
      [unchecked({ tier: 'vip' }), 'tier'],
      [unchecked({ maxDaysAhead: 549 }), 'maxDaysAhead'],
      [unchecked({ maxDaysAhead: 0 }), 'maxDaysAhead'],
      [unchecked({ maxRentalDays: 91 }), 'maxRentalDays'],
      [unchecked({ maxRentalDays: 1.5 }), 'maxRentalDays'],
    ] as const) {
      const { response, error } = await save(owner, riviera, body);
      expect(response.status, field).toBe(400);
      expect(error?.code).toBe('VALIDATION_ERROR');
    }
    expect((await read(owner, riviera)).data!.tier).toBe('gold');
  });

  it('takes an avatar, re-encoded in 240x120 at most and served by the server; removing it brings the initials back', async () => {
    const { response, data: profile, error } = await uploadAvatar(owner, riviera);
    expect(response.status, JSON.stringify(error)).toBe(200);
    expect(profile!.hasOwnAvatar).toBe(true);
    expect(profile!.avatar).toMatch(/^\/supplier-avatars\/[0-9a-f-]{36}\.webp$/);
    const served = await fetchImage(profile!.avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const { width, height, format } = await sharp(served.rawPayload).metadata();
    expect([format, width, height]).toEqual(['webp', 240, 60]);
    // Its former address (/logos/<id>.webp, before migration 0030) redirects there for good.
    const moved = await fetchImage(profile!.avatar.replace(/^\/supplier-avatars\//, '/logos/'));
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(profile!.avatar);

    const refused = await uploadAvatar(owner, riviera, Buffer.from('%PDF-1.7 not an avatar'));
    expect(refused.response.status).toBe(415);

    const removed = (await removeAvatar(owner, riviera)).data!;
    expect(removed.hasOwnAvatar).toBe(false);
    expect(removed.avatar).toMatch(/\.svg$/);
    expect((await fetchImage(profile!.avatar)).statusCode).toBe(404);
  });

  it("refuses another supplier's account and drivers every operation (403), before the body; an unknown supplier is 404", async () => {
    for (const as of [rival, driver]) {
      expect((await read(as, riviera)).response.status).toBe(403);
      expect((await save(as, riviera, input({ name: 'Taken over' }))).response.status).toBe(403);
      // A body that is no profile: refused before it is read.
      expect((await save(as, riviera, { name: 1 } as unknown as Input)).response.status).toBe(403);
      expect((await uploadAvatar(as, riviera)).response.status).toBe(403);
      expect((await removeAvatar(as, riviera)).response.status).toBe(403);
    }
    expect((await read(owner, riviera)).data!.name).not.toBe('Taken over');
    expect((await read(owner, '00000000-0000-4000-8000-000000000000')).response.status).toBe(404);
  });

  it("lets an admin change any supplier's profile", async () => {
    const admin = server.as(await signInAs(server, 'admin@example.com', DEMO_PASSWORD));
    const current = (await read(admin, lutece)).data!;
    const { _id, slug, tier, tierCode, avatar, hasOwnAvatar, ...editable } = current;
    void [_id, slug, tier, tierCode, avatar, hasOwnAvatar];
    const saved = await save(admin, lutece, { ...editable, payLater: !current.payLater });
    expect(saved.response.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.data!.payLater).toBe(!current.payLater);
    // Its own account reads the change.
    expect((await read(rival, lutece)).data!.payLater).toBe(!current.payLater);
  });
});
