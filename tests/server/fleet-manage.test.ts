import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yachts as seedYachts } from '@/server/seed/data/yachts.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { insertRawBooking } from '@/tests/support/bookings.ts';
import { bearer, databaseLabel, json, multipartBody, signInAs, startTestServer, type TestServer } from '@/tests/support/server.ts';

/**
 * Running a fleet (getFleet, updateCar, the yachts' operations, the selection's availability and deletion, photos) on
 * the seed data, as the demo supplier (riviera-drive) and the demo admin. Who may not is tests/server/fleet-access.test.ts.
 */
let server: TestServer;
let supplier: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.database, { demoAccounts: true });
  supplier = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
  admin = await signInAs(server, 'admin@example.com', DEMO_PASSWORD);
});
afterAll(() => server.close());

interface FleetItem {
  _id: string;
  kind: 'car' | 'yacht';
  brand: string;
  model: string;
  price: number;
  available: boolean;
  image: string;
  thumb: string;
  pictures: number;
  activeBookings: number;
  supplier: { slug: string };
}
interface FleetPage {
  total: number;
  page: number;
  size: number;
  items: FleetItem[];
}
interface Picture {
  _id: string;
  large: string;
  card: string;
  thumb: string;
}

const call = async <T = Record<string, unknown>>(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const response = await server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? json<T>(response) : (undefined as T) };
};
const fleet = (token: string, query = '') => call<FleetPage>(token, 'GET', `/api/fleet${query}`).then((r) => r.body);
const publicGet = async <T>(url: string) => {
  const response = await server.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: json<T>(response) };
};

const aYacht = (overrides: Record<string, unknown> = {}) => ({
  brand: 'Princess',
  model: 'V50 Fleet Test',
  year: 2022,
  kind: 'motor',
  lengthMeters: 15.6,
  cabins: 3,
  guests: 8,
  crew: 1,
  price: 2400,
  deposit: 5000,
  available: true,
  badges: ['onsale'],
  color: '#0B3D91',
  locations: ['monaco'],
  description: { en: 'A fast day cruiser.', fr: 'Un day cruiser rapide.', ru: 'Быстрая прогулочная яхта.' },
  ...overrides,
});

/** A photo as a phone sends it: a 2000x1000 JPEG. */
const photo = (red = 200) => sharp({ create: { width: 2000, height: 1000, channels: 3, background: { r: red, g: 80, b: 40 } } }).jpeg().toBuffer();
const upload = (token: string, kind: 'car' | 'yacht', id: string, bytes: Buffer, name = 'boat.jpg') => {
  const form = multipartBody({}, { field: 'image', name, type: 'image/jpeg', bytes });
  return server.app.inject({ method: 'POST', url: `/api/fleet/${kind}/${id}/pictures`, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
};

describe(`running a fleet on ${databaseLabel}`, () => {
  it("lists a supplier's own cars and yachts only, 30 a page, searched, filtered and sorted", async () => {
    const all = await fleet(supplier);
    expect(all.size).toBe(30);
    expect(all.total).toBeGreaterThan(3);
    expect(new Set(all.items.map((item) => item.supplier.slug))).toEqual(new Set(['riviera-drive']));
    expect(new Set(all.items.map((item) => item.kind))).toEqual(new Set(['car', 'yacht']));

    const yachts = await fleet(supplier, '?kind=yacht');
    expect(yachts.items.every((item) => item.kind === 'yacht')).toBe(true);
    expect(yachts.total).toBe(seedYachts.filter((yacht) => yacht.supplier === 'riviera-drive').length);

    const searched = await fleet(supplier, '?search=JEANNEAU%20cap');
    expect(searched.items.map((item) => `${item.brand} ${item.model}`)).toEqual(['Jeanneau Cap Camarat 10.5 WA']);
    // A LIKE wildcard is taken literally.
    expect((await fleet(supplier, '?search=%25')).total).toBe(0);

    const byPrice = await fleet(supplier, '?sort=priceHigh&size=100');
    const prices = byPrice.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    // A supplier naming another company still sees his own.
    const asked = await fleet(supplier, '?supplier=blue-horizon');
    expect(new Set(asked.items.map((item) => item.supplier.slug))).toEqual(new Set(['riviera-drive']));
  });

  it("lists every company's vehicles to an admin, or one company's", async () => {
    const all = await fleet(admin, '?size=100');
    expect(new Set(all.items.map((item) => item.supplier.slug)).size).toBeGreaterThan(2);
    const one = await fleet(admin, '?supplier=blue-horizon&size=100');
    expect(one.total).toBeGreaterThan(0);
    expect(new Set(one.items.map((item) => item.supplier.slug))).toEqual(new Set(['blue-horizon']));
  });

  it('gives a car as it was described and saves a change of it, which searches show at once', async () => {
    const [item] = (await fleet(supplier, '?kind=car&sort=name')).items;
    const { status, body: car } = await call<{ _id: string; car: Record<string, unknown> & { description: { fr: string } } }>(supplier, 'GET', `/api/fleet/cars/${item!._id}`);
    expect(status).toBe(200);
    expect(car.car).toMatchObject({ brand: item!.brand, model: item!.model, supplier: 'riviera-drive' });
    expect(car.car.description.fr).toMatch(/\S/);
    // The catalogue is read once before the change: the change must clear its read cache.
    await publicGet(`/api/cars/${item!._id}?language=fr`);

    const changed = { ...car.car, price: 123.45, color: '#FF0000', locations: ['cannes'], description: { ...car.car.description, fr: 'Revue et corrigée.' } };
    const saved = await call<{ car: { price: number; color: string; locations: string[] }; image: string }>(supplier, 'PUT', `/api/cars/${item!._id}`, changed);
    expect(saved.status).toBe(200);
    expect(saved.body.car).toMatchObject({ price: 123.45, color: '#ff0000', locations: ['cannes'] });
    // No photo: the drawing follows the new colour.
    expect(saved.body.image).toMatch(/-ff0000\.svg$/);

    const shown = await publicGet<{ price: number; description: string; locations: string[]; image: string }>(`/api/cars/${item!._id}?language=fr`);
    expect(shown.body).toMatchObject({ price: 123.45, description: 'Revue et corrigée.', locations: ['cannes'] });
    expect(shown.body.image).toMatch(/-ff0000\.svg$/);
  });

  it('refuses a change that breaks the contract or moves a car to another company, and keeps the car', async () => {
    const [item] = (await fleet(supplier, '?kind=car')).items;
    const { body: car } = await call<{ car: Record<string, unknown> }>(supplier, 'GET', `/api/fleet/cars/${item!._id}`);
    const invalid = await call<{ code: string }>(supplier, 'PUT', `/api/cars/${item!._id}`, { ...car.car, seats: 12 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('VALIDATION_ERROR');
    const moved = await call(supplier, 'PUT', `/api/cars/${item!._id}`, { ...car.car, supplier: 'blue-horizon' });
    expect(moved.status).toBe(403);
    const unknownPlace = await call<{ message: string }>(supplier, 'PUT', `/api/cars/${item!._id}`, { ...car.car, locations: ['atlantis'] });
    expect(unknownPlace.status).toBe(400);
    expect(unknownPlace.body.message).toContain('atlantis');
    const after = await call<{ car: Record<string, unknown> }>(supplier, 'GET', `/api/fleet/cars/${item!._id}`);
    expect(after.body.car).toEqual(car.car);
  });

  it('adds, changes and removes a yacht; drivers find it while it is available', async () => {
    const created = await call<{ _id: string; yacht: { color: string; supplier: string }; image: string; pictures: unknown[] }>(supplier, 'POST', '/api/yachts', aYacht());
    expect(created.status).toBe(201);
    expect(created.body.yacht).toMatchObject({ color: '#0b3d91', supplier: 'riviera-drive' });
    expect(created.body.pictures).toEqual([]);
    expect(created.body.image).toBe('/cdn/yachts/motor-0b3d91.svg');
    const id = created.body._id;
    const found = await publicGet<{ items: { _id: string }[] }>('/api/yachts?size=100');
    expect(found.body.items.map((y) => y._id)).toContain(id);

    const updated = await call<{ yacht: { guests: number; kind: string } }>(supplier, 'PUT', `/api/yachts/${id}`, aYacht({ guests: 10, kind: 'catamaran' }));
    expect(updated.status).toBe(200);
    expect(updated.body.yacht).toMatchObject({ guests: 10, kind: 'catamaran' });
    expect((await publicGet<{ guests: number }>(`/api/yachts/${id}`)).body.guests).toBe(10);

    expect((await call(supplier, 'DELETE', `/api/yachts/${id}`)).status).toBe(204);
    expect((await publicGet(`/api/yachts/${id}`)).status).toBe(404);
    expect((await call(supplier, 'GET', `/api/fleet/yachts/${id}`)).status).toBe(404);
  });

  it('keeps a yacht that bookings name (409) and an admin must name the company of a new one (400)', async () => {
    const { body } = await call<{ _id: string }>(supplier, 'POST', '/api/yachts', aYacht({ model: 'Booked' }));
    await insertRawBooking(server.database.db, { kind: 'yacht', id: body._id, status: 'cancelled', from: '2031-05-01T10:00:00Z', to: '2031-05-03T10:00:00Z' });
    const refused = await call<{ code: string }>(supplier, 'DELETE', `/api/yachts/${body._id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('YACHT_HAS_BOOKINGS');

    const unnamed = await call<{ code: string }>(admin, 'POST', '/api/yachts', aYacht());
    expect(unnamed.status).toBe(400);
    const named = await call<{ yacht: { supplier: string } }>(admin, 'POST', '/api/yachts', aYacht({ supplier: 'blue-horizon' }));
    expect(named.status).toBe(201);
    expect(named.body.yacht.supplier).toBe('blue-horizon');
  });

  it('makes a selection unavailable and available again, all at once, and searches follow', async () => {
    const items = (await fleet(supplier, '?availability=available&kind=car&size=2')).items;
    expect(items).toHaveLength(2);
    const selection = items.map(({ kind, _id }) => ({ kind, _id }));
    const off = await call<{ updated: number }>(supplier, 'POST', '/api/fleet/availability', { items: selection, available: false });
    expect(off.body).toEqual({ updated: 2, deleted: 0 });
    const searched = async () => (await publicGet<{ items: { _id: string }[] }>('/api/cars?supplier=riviera-drive&size=100')).body.items.map((car) => car._id);
    expect(await searched()).not.toContain(items[0]!._id);
    expect(await searched()).not.toContain(items[1]!._id);
    const hidden = await fleet(supplier, '?availability=unavailable&size=100');
    expect(hidden.items.map((item) => item._id)).toEqual(expect.arrayContaining(items.map((item) => item._id)));

    const on = await call(supplier, 'POST', '/api/fleet/availability', { items: selection, available: true });
    expect(on.body).toEqual({ updated: 2, deleted: 0 });
    expect(await searched()).toEqual(expect.arrayContaining(items.map((item) => item._id)));
  });

  it('deletes a selection: what bookings name is kept, unavailable', async () => {
    const free = await call<{ _id: string }>(supplier, 'POST', '/api/yachts', aYacht({ model: 'Free' }));
    const booked = await call<{ _id: string }>(supplier, 'POST', '/api/yachts', aYacht({ model: 'Kept' }));
    await insertRawBooking(server.database.db, { kind: 'yacht', id: booked.body._id, status: 'paid', from: '2031-06-01T10:00:00Z', to: '2031-06-03T10:00:00Z' });
    const items = [free.body._id, booked.body._id].map((_id) => ({ kind: 'yacht', _id }));

    const result = await call(supplier, 'POST', '/api/fleet/delete', { items });

    expect(result.body).toEqual({ updated: 1, deleted: 1 });
    expect((await call(supplier, 'GET', `/api/fleet/yachts/${free.body._id}`)).status).toBe(404);
    const kept = await call<{ yacht: { available: boolean } }>(supplier, 'GET', `/api/fleet/yachts/${booked.body._id}`);
    expect(kept.body.yacht.available).toBe(false);
    const listed = (await fleet(supplier, '?search=Kept')).items.find((item) => item._id === booked.body._id);
    expect(listed?.activeBookings).toBe(1);
  });

  it('stores photos re-encoded in their sizes; the first is what drivers see, until it is removed', async () => {
    const { body: yacht } = await call<{ _id: string }>(supplier, 'POST', '/api/yachts', aYacht({ model: 'Photographed' }));
    const first = await upload(supplier, 'yacht', yacht._id, await photo(200));
    expect(first.statusCode).toBe(201);
    const picture = json<Picture>(first);
    expect(picture.card).toBe(`/pictures/${picture._id}/card.webp`);
    const second = json<Picture>(await upload(supplier, 'yacht', yacht._id, await photo(40)));

    for (const [size, width, height] of [['large', 1600, 800], ['card', 600, 400], ['thumb', 120, 60]] as const) {
      const served = await server.app.inject({ method: 'GET', url: picture[size] });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    }
    expect((await publicGet<{ image: string }>(`/api/yachts/${yacht._id}`)).body.image).toBe(picture.card);
    const edited = await call<{ pictures: Picture[] }>(supplier, 'GET', `/api/fleet/yachts/${yacht._id}`);
    expect(edited.body.pictures.map((p) => p._id)).toEqual([picture._id, second._id]);
    expect((await fleet(supplier, '?search=Photographed')).items[0]).toMatchObject({ pictures: 2, thumb: picture.thumb });

    expect((await call(supplier, 'DELETE', `/api/fleet/pictures/${picture._id}`)).status).toBe(204);
    expect((await publicGet<{ image: string }>(`/api/yachts/${yacht._id}`)).body.image).toBe(second.card);
    expect((await server.app.inject({ method: 'GET', url: picture.card })).statusCode).toBe(404);
    await call(supplier, 'DELETE', `/api/fleet/pictures/${second._id}`);
    expect((await publicGet<{ image: string }>(`/api/yachts/${yacht._id}`)).body.image).toBe('/cdn/yachts/motor-0b3d91.svg');
  });

  it('refuses what is not a picture (415), a missing file (400) and a thirteenth photo (409)', async () => {
    const { body: yacht } = await call<{ _id: string }>(supplier, 'POST', '/api/yachts', aYacht({ model: 'Full' }));
    const text = await upload(supplier, 'yacht', yacht._id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg');
    expect(text.statusCode).toBe(415);
    // JPEG's first bytes, then nothing a decoder can read.
    const broken = await upload(supplier, 'yacht', yacht._id, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]));
    expect(broken.statusCode).toBe(415);
    const none = multipartBody({});
    const missing = await server.app.inject({ method: 'POST', url: `/api/fleet/yacht/${yacht._id}/pictures`, headers: { ...bearer(supplier), ...none.headers }, payload: none.payload });
    expect(missing.statusCode).toBe(400);

    // Twelve stored directly (the bytes do not matter to the count), then the thirteenth through the API.
    await server.database.db.execute(sql`
      insert into vehicle_pictures (yacht_id, position, large, card, thumb)
      select ${yacht._id}::uuid, n, '\\x00'::bytea, '\\x00'::bytea, '\\x00'::bytea from generate_series(1, 12) n`);
    const thirteenth = await upload(supplier, 'yacht', yacht._id, await photo());
    expect(thirteenth.statusCode).toBe(409);
    expect(json<{ code: string }>(thirteenth).code).toBe('TOO_MANY_PICTURES');
  });

  it('keeps a vehicle to twelve photos when several are uploaded at once', async () => {
    const { body: yacht } = await call<{ _id: string }>(supplier, 'POST', '/api/yachts', aYacht({ model: 'Crowded' }));
    await server.database.db.execute(sql`
      insert into vehicle_pictures (yacht_id, position, large, card, thumb)
      select ${yacht._id}::uuid, n, '\\x00'::bytea, '\\x00'::bytea, '\\x00'::bytea from generate_series(1, 10) n`);
    const bytes = await photo();
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload(supplier, 'yacht', yacht._id, bytes)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409]);
    const stored = await server.database.db.execute(sql`select count(*)::int as n from vehicle_pictures where yacht_id = ${yacht._id}`);
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(12);
  });
});
