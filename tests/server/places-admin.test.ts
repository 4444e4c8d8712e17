import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { bearer, createBookingDriver, databaseLabel, json, signInAs, startTestServer, type TestServer } from '@/tests/support/server.ts';

/**
 * The places as the admins run them (listPlaces, getPlace, createPlace, updatePlace, deletePlaces): added with a slug
 * made from the English name, seen by drivers at once, changed, searched in any language, and deleted only when
 * nothing names them; drivers and companies are refused.
 */
let server: TestServer;
let admin: string;
let supplier: string;
let driver: string;

interface Place {
  _id: string;
  slug: string;
  name: { en: string; fr: string; ru: string };
  country: string;
  latitude: number;
  longitude: number;
  cars: number;
  yachts: number;
  bookings: number;
}

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const input = (overrides: Record<string, unknown> = {}) => ({
  name: { en: 'Portofino', fr: 'Portofino', ru: 'Портофино' },
  country: 'IT',
  latitude: 44.3033,
  longitude: 9.2098,
  ...overrides,
});
const publicPlaces = async (language: string) =>
  json<Array<{ slug: string; name: string; latitude: number }>>(await server.app.inject({ method: 'GET', url: `/api/locations?language=${language}` }));

beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.database, { demoAccounts: true });
  admin = await signInAs(server, 'admin@example.com', DEMO_PASSWORD);
  supplier = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
  driver = (await createBookingDriver(server, { email: 'places.driver@example.org' })).token;
});
afterAll(() => server?.close());

describe(`the admins' places (${databaseLabel})`, () => {
  it('adds a place that drivers see at once, its slug made from the English name and numbered when taken', async () => {
    await publicPlaces('fr'); // kept in the catalogue's cache: the new place must still show
    const created = await call(admin, 'POST', '/api/places', input({ latitude: 44.30331234 }));
    expect(created.statusCode, created.body).toBe(201);
    expect(json<Place>(created)).toMatchObject({ slug: 'portofino', country: 'IT', latitude: 44.303312, cars: 0, yachts: 0, bookings: 0 });
    expect((await publicPlaces('ru')).find((place) => place.slug === 'portofino')?.name).toBe('Портофино');

    const again = json<Place>(await call(admin, 'POST', '/api/places', input({ name: { en: 'Portofino ', fr: 'Portofino (port)', ru: 'Портофино, порт' } })));
    expect(again).toMatchObject({ slug: 'portofino-2', name: { en: 'Portofino' } });
  });

  it('changes names and coordinates but keeps the slug', async () => {
    const place = json<{ items: Place[] }>(await call(admin, 'GET', '/api/places?search=portofino&sort=name')).items.find((item) => item.slug === 'portofino-2')!;
    const changed = await call(admin, 'PUT', `/api/places/${place._id}`, input({ name: { en: 'Port Grimaud', fr: 'Port-Grimaud', ru: 'Пор-Гримо' }, country: 'FR', latitude: 43.2735, longitude: 6.5788 }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<Place>(changed)).toMatchObject({ slug: 'portofino-2', name: { en: 'Port Grimaud' }, latitude: 43.2735 });
    expect((await publicPlaces('fr')).find((item) => item.slug === 'portofino-2')).toMatchObject({ name: 'Port-Grimaud', latitude: 43.2735 });
    expect(json<Place>(await call(admin, 'GET', `/api/places/${place._id}`)).name.ru).toBe('Пор-Гримо');
    expect((await call(admin, 'PUT', '/api/places/00000000-0000-4000-8000-000000000000', input())).statusCode).toBe(404);
  });

  it('lists 30 a page, searched by a word of any language and filtered by country, with what names each place', async () => {
    const page = json<{ size: number; total: number; items: Place[] }>(await call(admin, 'GET', '/api/places?language=ru'));
    expect(page.size).toBe(30);
    const names = page.items.map((item) => item.name.ru);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
    const nice = page.items.find((item) => item.slug === 'nice')!;
    expect(nice.cars + nice.yachts).toBeGreaterThan(0);

    expect(json<{ items: Place[] }>(await call(admin, 'GET', `/api/places?search=${encodeURIComponent('Ницца')}`)).items.map((item) => item.slug)).toEqual(['nice']);
    const monaco = json<{ items: Place[] }>(await call(admin, 'GET', '/api/places?country=MC')).items;
    expect(monaco.map((item) => item.slug)).toEqual(['monaco']);
  });

  it('refuses what the contract would: a country without a time zone here, a latitude past the pole, an empty name', async () => {
    expect((await call(admin, 'POST', '/api/places', input({ country: 'US' }))).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/places', input({ latitude: 91 }))).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/places', input({ name: { en: ' ', fr: 'x', ru: 'x' } }))).statusCode).toBe(400);
    const cyrillic = await call(admin, 'POST', '/api/places', input({ name: { en: 'Ницца', fr: 'Nice', ru: 'Ницца' } }));
    expect(cyrillic.statusCode).toBe(400);
    expect(json(cyrillic).code).toBe('VALIDATION_ERROR');
  });

  it('deletes the places nothing names and keeps the others', async () => {
    const all = json<{ items: Place[] }>(await call(admin, 'GET', '/api/places?size=100')).items;
    const ids = all.filter((item) => ['portofino', 'portofino-2', 'nice'].includes(item.slug)).map((item) => item._id);
    expect(json(await call(admin, 'POST', '/api/places/delete', { places: ids }))).toEqual({ deleted: 2, kept: 1 });
    const slugs = (await publicPlaces('en')).map((item) => item.slug);
    expect(slugs).toContain('nice');
    expect(slugs).not.toContain('portofino');
  });

  it('is for the admins: a company and a driver get 403 before the body', async () => {
    for (const token of [supplier, driver]) {
      expect((await call(token, 'GET', '/api/places')).statusCode).toBe(403);
      expect((await call(token, 'POST', '/api/places', { nonsense: true })).statusCode).toBe(403);
      expect((await call(token, 'PUT', '/api/places/00000000-0000-4000-8000-000000000000', { nonsense: true })).statusCode).toBe(403);
      expect((await call(token, 'POST', '/api/places/delete', { places: [] })).statusCode).toBe(403);
    }
  });
});
