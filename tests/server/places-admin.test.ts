import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { createBookingDriver, databaseLabel, signInAs, useTestServer, type Query, type Schemas, type TestClient } from '@/tests/support/server.ts';

/**
 * The places as the admins run them (listPlaces, getPlace, createPlace, updatePlace, deletePlaces): added with a slug
 * made from the English name, seen by drivers at once, changed, searched in any language, and deleted only when
 * nothing names them; drivers and suppliers are refused.
 */
const server = useTestServer();
let admin: TestClient;
let supplier: TestClient;
let driver: TestClient;

const input = (overrides: Partial<Schemas['PlaceInput']> = {}): Schemas['PlaceInput'] => ({
  name: { en: 'Portofino', fr: 'Portofino', ru: 'Портофино' },
  country: 'IT',
  latitude: 44.3033,
  longitude: 9.2098,
  ...overrides,
});
const publicPlaces = async (language: Schemas['Language']) => (await server.GET('/api/locations', { params: { query: { language } } })).data!;
const places = async (query: Query<'/api/places'> = {}) => (await admin.GET('/api/places', { params: { query } })).data!;
const create = (as: TestClient, body: Schemas['PlaceInput']) => as.POST('/api/places', { body });
const update = (as: TestClient, id: string, body: Schemas['PlaceInput']) => as.PUT('/api/places/{id}', { params: { path: { id } }, body });

beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: true });
  admin = server.as(await signInAs(server, 'admin@example.com', DEMO_PASSWORD));
  supplier = server.as(await signInAs(server, 'supplier@example.com', DEMO_PASSWORD));
  driver = server.as(await createBookingDriver(server, { email: 'places.driver@example.org' }));
});

describe(`the admins' places (${databaseLabel})`, () => {
  it('adds a place that drivers see at once, its slug made from the English name and numbered when taken', async () => {
    await publicPlaces('fr'); // kept in the catalogue's cache: the new place must still show
    const created = await create(admin, input({ latitude: 44.30331234 }));
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    expect(created.data).toMatchObject({ slug: 'portofino', country: 'IT', latitude: 44.303312, cars: 0, yachts: 0, bookings: 0 });
    expect((await publicPlaces('ru')).find((place) => place.slug === 'portofino')?.name).toBe('Портофино');

    const again = (await create(admin, input({ name: { en: 'Portofino ', fr: 'Portofino (port)', ru: 'Портофино, порт' } }))).data;
    expect(again).toMatchObject({ slug: 'portofino-2', name: { en: 'Portofino' } });
  });

  it('changes names and coordinates but keeps the slug', async () => {
    const place = (await places({ search: 'portofino', sort: 'name' })).items.find((item) => item.slug === 'portofino-2')!;
    const changed = await update(admin, place._id, input({ name: { en: 'Port Grimaud', fr: 'Port-Grimaud', ru: 'Пор-Гримо' }, country: 'FR', latitude: 43.2735, longitude: 6.5788 }));
    expect(changed.response.status, JSON.stringify(changed.error)).toBe(200);
    expect(changed.data).toMatchObject({ slug: 'portofino-2', name: { en: 'Port Grimaud' }, latitude: 43.2735 });
    expect((await publicPlaces('fr')).find((item) => item.slug === 'portofino-2')).toMatchObject({ name: 'Port-Grimaud', latitude: 43.2735 });
    expect((await admin.GET('/api/places/{id}', { params: { path: { id: place._id } } })).data!.name.ru).toBe('Пор-Гримо');
    expect((await update(admin, '00000000-0000-4000-8000-000000000000', input())).response.status).toBe(404);
  });

  it('lists 30 a page, searched by a word of any language and filtered by country, with what names each place', async () => {
    const page = await places({ language: 'ru' });
    expect(page.size).toBe(30);
    const names = page.items.map((item) => item.name.ru);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
    const nice = page.items.find((item) => item.slug === 'nice')!;
    expect(nice.cars + nice.yachts).toBeGreaterThan(0);

    expect((await places({ search: 'Ницца' })).items.map((item) => item.slug)).toEqual(['nice']);
    const monaco = (await places({ country: 'MC' })).items;
    expect(monaco.map((item) => item.slug)).toEqual(['monaco']);
  });

  it('refuses what the contract would: a country without a time zone here, a latitude past the pole, an empty name', async () => {
    expect((await create(admin, input({ country: 'US' as Schemas['PlaceInput']['country'] }))).response.status).toBe(400);
    expect((await create(admin, input({ latitude: 91 }))).response.status).toBe(400);
    expect((await create(admin, input({ name: { en: ' ', fr: 'x', ru: 'x' } }))).response.status).toBe(400);
    const cyrillic = await create(admin, input({ name: { en: 'Ницца', fr: 'Nice', ru: 'Ницца' } }));
    expect(cyrillic.response.status).toBe(400);
    expect(cyrillic.error?.code).toBe('VALIDATION_ERROR');
  });

  it('deletes the places nothing names and keeps the others', async () => {
    const all = (await places({ size: 100 })).items;
    const ids = all.filter((item) => ['portofino', 'portofino-2', 'nice'].includes(item.slug)).map((item) => item._id);
    expect((await admin.POST('/api/places/delete', { body: { places: ids } })).data).toEqual({ deleted: 2, kept: 1 });
    const slugs = (await publicPlaces('en')).map((item) => item.slug);
    expect(slugs).toContain('nice');
    expect(slugs).not.toContain('portofino');
  });

  it('is for the admins: a supplier and a driver get 403 before the body', async () => {
    // A body that is no place: refused before it is read.
    const nonsense = { nonsense: true } as unknown as Schemas['PlaceInput'];
    for (const as of [supplier, driver]) {
      expect((await as.GET('/api/places')).response.status).toBe(403);
      expect((await create(as, nonsense)).response.status).toBe(403);
      expect((await update(as, '00000000-0000-4000-8000-000000000000', nonsense)).response.status).toBe(403);
      expect((await as.POST('/api/places/delete', { body: { places: [] } })).response.status).toBe(403);
    }
  });
});
