import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { bearer, createActiveUser, databaseLabel, json, multipartBody, promote, signInAs, startTestServer, type TestServer } from '@/tests/support/server.ts';

/**
 * A rental company's profile (getCompanyProfile, updateCompanyProfile, updateCompanyLogo, deleteCompanyLogo): its own
 * accounts and the admins change it; another company's account and drivers are refused before the body is read;
 * what drivers see of the company follows at once.
 */
let server: TestServer;
let owner: string;
let rival: string;
let driver: string;
let riviera: string;
let lutece: string;

interface Profile {
  _id: string;
  name: string;
  email: string;
  phone: string;
  tier: string;
  paymentTypes: string[];
  payLater: boolean;
  minimumAge: number;
  licenceRequired: boolean;
  bio: Record<string, string>;
  logo: string;
  hasOwnLogo: boolean;
}

const call = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const input = (overrides: Record<string, unknown> = {}) => ({
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

const logoForm = async (bytes?: Buffer) => {
  const image = bytes ?? (await sharp({ create: { width: 800, height: 200, channels: 4, background: '#0a5' } }).png().toBuffer());
  return multipartBody({}, { field: 'image', name: 'logo.png', type: 'image/png', bytes: image });
};

beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.database, { demoAccounts: true });
  owner = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
  const ids = (await server.database.db.execute(sql`select id, slug from suppliers where slug in ('riviera-drive', 'lutece-mobilite')`)) as unknown as { rows: { id: string; slug: string }[] };
  riviera = ids.rows.find((row) => row.slug === 'riviera-drive')!.id;
  lutece = ids.rows.find((row) => row.slug === 'lutece-mobilite')!.id;
  const staff = await createActiveUser(server, { email: 'lutece.profile@example.org' });
  await promote(server.database, staff._id, 'supplier');
  await server.database.db.execute(sql`update users set supplier_id = ${lutece} where id = ${staff._id}`);
  rival = await signInAs(server, 'lutece.profile@example.org', 'secret123');
  driver = (await createActiveUser(server, { email: 'driver.profile@example.org' })).token;
});
afterAll(() => server.close());

describe(`a company's profile on ${databaseLabel}`, () => {
  it('is read and changed by its own account, and drivers see the new terms at once', async () => {
    const before = json<Profile>(await call(owner, 'GET', `/api/companies/${riviera}`));
    expect(before).toMatchObject({ _id: riviera, tier: 'gold', hasOwnLogo: false });
    expect(before.logo).toMatch(/\.svg$/);

    const saved = await call(owner, 'PUT', `/api/companies/${riviera}`, input());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<Profile>(saved)).toMatchObject({ ...input(), tier: 'gold' });

    const listed = json<Array<{ slug: string; name: string; payLater: boolean; minimumAge: number; paymentTypes: string[] }>>(
      await server.app.inject({ method: 'GET', url: '/api/suppliers?language=fr' }),
    ).find((supplier) => supplier.slug === 'riviera-drive')!;
    expect(listed).toMatchObject({ name: 'Riviera Drive & Sea', payLater: false, minimumAge: 25, paymentTypes: ['card', 'cash'] });
  });

  it('keeps its own lower booking limits, which its cars and yachts then answer; left out, the product\'s apply again', async () => {
    const limits = async () => {
      const cars = json<{ items: Array<{ bookingLimits: unknown }> }>(await server.app.inject({ method: 'GET', url: '/api/cars?supplier=riviera-drive&size=1' }));
      return cars.items[0]!.bookingLimits;
    };
    const saved = await call(owner, 'PUT', `/api/companies/${riviera}`, input({ maxDaysAhead: 180, maxRentalDays: 21 }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<Profile>(saved)).toMatchObject({ maxDaysAhead: 180, maxRentalDays: 21 });
    expect(await limits()).toEqual({ maxDaysAhead: 180, maxRentalDays: 21 });

    const cleared = json<Profile & { maxDaysAhead?: number }>(await call(owner, 'PUT', `/api/companies/${riviera}`, input()));
    expect(cleared.maxDaysAhead).toBeUndefined();
    expect(await limits()).toEqual({ maxDaysAhead: 548, maxRentalDays: 90 });
  });

  it('refuses terms the contract does not allow, in its words, and keeps the profile', async () => {
    for (const [body, field] of [
      [input({ paymentTypes: [] }), 'paymentTypes'],
      [input({ minimumAge: 18 }), 'minimumAge'],
      [input({ phone: 'call me' }), 'phone'],
      [input({ bio: { en: 'x', fr: 'y' } }), 'bio'],
      [input({ tier: 'vip' }), 'tier'],
      [input({ maxDaysAhead: 549 }), 'maxDaysAhead'],
      [input({ maxDaysAhead: 0 }), 'maxDaysAhead'],
      [input({ maxRentalDays: 91 }), 'maxRentalDays'],
      [input({ maxRentalDays: 1.5 }), 'maxRentalDays'],
    ] as const) {
      const response = await call(owner, 'PUT', `/api/companies/${riviera}`, body);
      expect(response.statusCode, field).toBe(400);
      expect(json(response).code).toBe('VALIDATION_ERROR');
    }
    expect(json<Profile>(await call(owner, 'GET', `/api/companies/${riviera}`)).tier).toBe('gold');
  });

  it('takes a logo, re-encoded in 240x120 at most and served by the server; removing it brings the initials back', async () => {
    const form = await logoForm();
    const response = await server.app.inject({ method: 'POST', url: `/api/companies/${riviera}/logo`, headers: { ...bearer(owner), ...form.headers }, payload: form.payload });
    expect(response.statusCode, response.body).toBe(200);
    const profile = json<Profile>(response);
    expect(profile.hasOwnLogo).toBe(true);
    expect(profile.logo).toMatch(/^\/logos\/[0-9a-f-]{36}\.webp$/);
    const served = await server.app.inject({ method: 'GET', url: profile.logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const { width, height, format } = await sharp(served.rawPayload).metadata();
    expect([format, width, height]).toEqual(['webp', 240, 60]);

    const notAPicture = await logoForm(Buffer.from('%PDF-1.7 not a logo'));
    const refused = await server.app.inject({ method: 'POST', url: `/api/companies/${riviera}/logo`, headers: { ...bearer(owner), ...notAPicture.headers }, payload: notAPicture.payload });
    expect(refused.statusCode).toBe(415);

    const removed = json<Profile>(await call(owner, 'DELETE', `/api/companies/${riviera}/logo`));
    expect(removed.hasOwnLogo).toBe(false);
    expect(removed.logo).toMatch(/\.svg$/);
    expect((await server.app.inject({ method: 'GET', url: profile.logo })).statusCode).toBe(404);
  });

  it("refuses another company's account and drivers every operation (403), before the body; an unknown company is 404", async () => {
    const form = await logoForm();
    for (const token of [rival, driver]) {
      expect((await call(token, 'GET', `/api/companies/${riviera}`)).statusCode).toBe(403);
      expect((await call(token, 'PUT', `/api/companies/${riviera}`, input({ name: 'Taken over' }))).statusCode).toBe(403);
      expect((await call(token, 'PUT', `/api/companies/${riviera}`, { name: 1 })).statusCode).toBe(403);
      const upload = await server.app.inject({ method: 'POST', url: `/api/companies/${riviera}/logo`, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
      expect(upload.statusCode).toBe(403);
      expect((await call(token, 'DELETE', `/api/companies/${riviera}/logo`)).statusCode).toBe(403);
    }
    expect(json<Profile>(await call(owner, 'GET', `/api/companies/${riviera}`)).name).not.toBe('Taken over');
    expect((await call(owner, 'GET', '/api/companies/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it("lets an admin change any company's profile", async () => {
    const admin = await signInAs(server, 'admin@example.com', DEMO_PASSWORD);
    const current = json<Profile>(await call(admin, 'GET', `/api/companies/${lutece}`));
    const { _id, slug, tier, tierCode, logo, hasOwnLogo, ...editable } = current as Profile & { slug: string; tierCode: number };
    void [_id, slug, tier, tierCode, logo, hasOwnLogo];
    const saved = await call(admin, 'PUT', `/api/companies/${lutece}`, { ...editable, payLater: !current.payLater });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<Profile>(saved).payLater).toBe(!current.payLater);
    // Its own account reads the change.
    expect(json<Profile>(await call(rival, 'GET', `/api/companies/${lutece}`)).payLater).toBe(!current.payLater);
  });
});
