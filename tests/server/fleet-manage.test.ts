import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { yachts as seedYachts } from '@/server/seed/data/yachts.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { insertRawBooking } from '@/tests/support/bookings.ts';
import { bearer, databaseLabel, file, formData, multipartBody, signInAs, useTestServer, type Query, type Schemas, type TestClient } from '@/tests/support/server.ts';

/**
 * Running a fleet (getFleet, updateCar, the yachts' operations, the selection's availability and deletion, images) on
 * the seed data, as the demo supplier (riviera-drive) and the demo admin. Who may not is tests/server/fleet-access.test.ts.
 */
const server = useTestServer();
let supplier: TestClient;
let admin: TestClient;
let supplierToken: string;

beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: true });
  supplierToken = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
  supplier = server.as(supplierToken);
  admin = server.as(await signInAs(server, 'admin@example.com', DEMO_PASSWORD));
});

const fleet = async (as: TestClient, query: Query<'/api/fleet'> = {}) => (await as.GET('/api/fleet', { params: { query } })).data!;
const fleetCar = (as: TestClient, id: string) => as.GET('/api/fleet/cars/{id}', { params: { path: { id } } });
const fleetYacht = (as: TestClient, id: string) => as.GET('/api/fleet/yachts/{id}', { params: { path: { id } } });
const updateCar = (as: TestClient, id: string, body: Schemas['CarInput']) => as.PUT('/api/cars/{id}', { params: { path: { id } }, body });
const createYacht = (as: TestClient, body: Schemas['YachtInput']) => as.POST('/api/yachts', { body });
const publicCar = (id: string, language: Schemas['Language']) => server.GET('/api/cars/{id}', { params: { path: { id }, query: { language } } });
const publicYacht = (id: string) => server.GET('/api/yachts/{id}', { params: { path: { id } } });
/** A stored image: outside the contract's API, asked raw. */
const image = (url: string) => server.inject({ method: 'GET', url });

const aYacht = (overrides: Partial<Schemas['YachtInput']> = {}): Schemas['YachtInput'] => ({
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

/** An image as a phone sends it: a 2000x1000 JPEG. */
const phoneJpeg = (red = 200) => sharp({ create: { width: 2000, height: 1000, channels: 3, background: { r: red, g: 80, b: 40 } } }).jpeg().toBuffer();
const upload = (as: TestClient, kind: Schemas['VehicleKind'], id: string, bytes: Buffer, name = 'boat.jpg') =>
  as.POST('/api/fleet/{kind}/{id}/images', { params: { path: { kind, id } }, body: { image: file(bytes, name, 'image/jpeg') }, bodySerializer: formData });
const newYacht = async (overrides: Partial<Schemas['YachtInput']>) => (await createYacht(supplier, aYacht(overrides))).data!;

describe(`running a fleet on ${databaseLabel}`, () => {
  it("lists a supplier's own cars and yachts only, 30 a page, searched, filtered and sorted", async () => {
    const all = await fleet(supplier);
    expect(all.size).toBe(30);
    expect(all.total).toBeGreaterThan(3);
    expect(new Set(all.items.map((item) => item.supplier.slug))).toEqual(new Set(['riviera-drive']));
    expect(new Set(all.items.map((item) => item.kind))).toEqual(new Set(['car', 'yacht']));

    const yachts = await fleet(supplier, { kind: 'yacht' });
    expect(yachts.items.every((item) => item.kind === 'yacht')).toBe(true);
    expect(yachts.total).toBe(seedYachts.filter((yacht) => yacht.supplier === 'riviera-drive').length);

    const searched = await fleet(supplier, { search: 'JEANNEAU cap' });
    expect(searched.items.map((item) => `${item.brand} ${item.model}`)).toEqual(['Jeanneau Cap Camarat 10.5 WA']);
    // A LIKE wildcard is taken literally.
    expect((await fleet(supplier, { search: '%' })).total).toBe(0);

    const byPrice = await fleet(supplier, { sort: 'priceHigh', size: 100 });
    const prices = byPrice.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    // A supplier naming another supplier still sees his own.
    const asked = await fleet(supplier, { supplier: 'blue-horizon' });
    expect(new Set(asked.items.map((item) => item.supplier.slug))).toEqual(new Set(['riviera-drive']));
  });

  it("lists every supplier's vehicles to an admin, or one supplier's", async () => {
    const all = await fleet(admin, { size: 100 });
    expect(new Set(all.items.map((item) => item.supplier.slug)).size).toBeGreaterThan(2);
    const one = await fleet(admin, { supplier: 'blue-horizon', size: 100 });
    expect(one.total).toBeGreaterThan(0);
    expect(new Set(one.items.map((item) => item.supplier.slug))).toEqual(new Set(['blue-horizon']));
  });

  it('gives a car as it was described and saves a change of it, which searches show at once', async () => {
    const [item] = (await fleet(supplier, { kind: 'car', sort: 'name' })).items;
    const { response, data: car } = await fleetCar(supplier, item!._id);
    expect(response.status).toBe(200);
    expect(car!.car).toMatchObject({ brand: item!.brand, model: item!.model, supplier: 'riviera-drive' });
    expect(car!.car.description.fr).toMatch(/\S/);
    // The catalogue is read once before the change: the change must clear its read cache.
    await publicCar(item!._id, 'fr');

    const changed = { ...car!.car, price: 123.45, color: '#FF0000', locations: ['cannes'], description: { ...car!.car.description, fr: 'Revue et corrigée.' } };
    const saved = await updateCar(supplier, item!._id, changed);
    expect(saved.response.status).toBe(200);
    expect(saved.data!.car).toMatchObject({ price: 123.45, color: '#ff0000', locations: ['cannes'] });
    // No image: the drawing follows the new colour.
    expect(saved.data!.image).toMatch(/-ff0000\.svg$/);

    const shown = (await publicCar(item!._id, 'fr')).data!;
    expect(shown).toMatchObject({ price: 123.45, description: 'Revue et corrigée.', locations: ['cannes'] });
    expect(shown.image).toMatch(/-ff0000\.svg$/);
  });

  it('refuses a change that breaks the contract or moves a car to another supplier, and keeps the car', async () => {
    const [item] = (await fleet(supplier, { kind: 'car' })).items;
    const car = (await fleetCar(supplier, item!._id)).data!;
    const invalid = await updateCar(supplier, item!._id, { ...car.car, seats: 12 });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error?.code).toBe('VALIDATION_ERROR');
    const moved = await updateCar(supplier, item!._id, { ...car.car, supplier: 'blue-horizon' });
    expect(moved.response.status).toBe(403);
    const unknownPlace = await updateCar(supplier, item!._id, { ...car.car, locations: ['atlantis'] });
    expect(unknownPlace.response.status).toBe(400);
    expect(unknownPlace.error?.message).toContain('atlantis');
    const after = (await fleetCar(supplier, item!._id)).data!;
    expect(after.car).toEqual(car.car);
  });

  it('adds, changes and removes a yacht; drivers find it while it is available', async () => {
    const created = await createYacht(supplier, aYacht());
    expect(created.response.status).toBe(201);
    expect(created.data!.yacht).toMatchObject({ color: '#0b3d91', supplier: 'riviera-drive' });
    expect(created.data!.images).toEqual([]);
    expect(created.data!.image).toBe('/cdn/yachts/motor-0b3d91.svg');
    const id = created.data!._id;
    const found = (await server.GET('/api/yachts', { params: { query: { size: 100 } } })).data!;
    expect(found.items.map((y) => y._id)).toContain(id);

    const updated = await supplier.PUT('/api/yachts/{id}', { params: { path: { id } }, body: aYacht({ guests: 10, kind: 'catamaran' }) });
    expect(updated.response.status).toBe(200);
    expect(updated.data!.yacht).toMatchObject({ guests: 10, kind: 'catamaran' });
    expect((await publicYacht(id)).data!.guests).toBe(10);

    expect((await supplier.DELETE('/api/yachts/{id}', { params: { path: { id } } })).response.status).toBe(204);
    expect((await publicYacht(id)).response.status).toBe(404);
    expect((await fleetYacht(supplier, id)).response.status).toBe(404);
  });

  it('keeps a yacht that bookings name (409) and an admin must name the supplier of a new one (400)', async () => {
    const body = await newYacht({ model: 'Booked' });
    await insertRawBooking(server.database.db, { kind: 'yacht', id: body._id, status: 'cancelled', from: '2031-05-01T10:00:00Z', to: '2031-05-03T10:00:00Z' });
    const refused = await supplier.DELETE('/api/yachts/{id}', { params: { path: { id: body._id } } });
    expect(refused.response.status).toBe(409);
    expect(refused.error?.code).toBe('YACHT_HAS_BOOKINGS');

    const unnamed = await createYacht(admin, aYacht());
    expect(unnamed.response.status).toBe(400);
    const named = await createYacht(admin, aYacht({ supplier: 'blue-horizon' }));
    expect(named.response.status).toBe(201);
    expect(named.data!.yacht.supplier).toBe('blue-horizon');
  });

  it('makes a selection unavailable and available again, all at once, and searches follow', async () => {
    const items = (await fleet(supplier, { availability: 'available', kind: 'car', size: 2 })).items;
    expect(items).toHaveLength(2);
    const selection = items.map(({ kind, _id }) => ({ kind, _id }));
    const off = await supplier.POST('/api/fleet/availability', { body: { items: selection, available: false } });
    expect(off.data).toEqual({ updated: 2, deleted: 0 });
    const searched = async () => (await server.GET('/api/cars', { params: { query: { supplier: ['riviera-drive'], size: 100 } } })).data!.items.map((car) => car._id);
    expect(await searched()).not.toContain(items[0]!._id);
    expect(await searched()).not.toContain(items[1]!._id);
    const hidden = await fleet(supplier, { availability: 'unavailable', size: 100 });
    expect(hidden.items.map((item) => item._id)).toEqual(expect.arrayContaining(items.map((item) => item._id)));

    const on = await supplier.POST('/api/fleet/availability', { body: { items: selection, available: true } });
    expect(on.data).toEqual({ updated: 2, deleted: 0 });
    expect(await searched()).toEqual(expect.arrayContaining(items.map((item) => item._id)));
  });

  it('deletes a selection: what bookings name is kept, unavailable', async () => {
    const free = await newYacht({ model: 'Free' });
    const booked = await newYacht({ model: 'Kept' });
    await insertRawBooking(server.database.db, { kind: 'yacht', id: booked._id, status: 'paid', from: '2031-06-01T10:00:00Z', to: '2031-06-03T10:00:00Z' });
    const items = [free._id, booked._id].map((_id) => ({ kind: 'yacht' as const, _id }));

    const result = await supplier.POST('/api/fleet/delete', { body: { items } });

    expect(result.data).toEqual({ updated: 1, deleted: 1 });
    expect((await fleetYacht(supplier, free._id)).response.status).toBe(404);
    const kept = (await fleetYacht(supplier, booked._id)).data!;
    expect(kept.yacht.available).toBe(false);
    const listed = (await fleet(supplier, { search: 'Kept' })).items.find((item) => item._id === booked._id);
    expect(listed?.activeBookings).toBe(1);
  });

  it('stores images re-encoded in their sizes; the first is what drivers see, until it is removed', async () => {
    const yacht = await newYacht({ model: 'Illustrated' });
    const first = await upload(supplier, 'yacht', yacht._id, await phoneJpeg(200));
    expect(first.response.status).toBe(201);
    const stored = first.data!;
    expect(stored.card).toBe(`/images/${stored._id}/card.webp`);
    const second = (await upload(supplier, 'yacht', yacht._id, await phoneJpeg(40))).data!;

    for (const [size, width, height] of [['large', 1600, 800], ['card', 600, 400], ['thumb', 120, 60]] as const) {
      const served = await image(stored[size]);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    }
    // Its former address (/pictures/<id>/<size>.webp, before migration 0030) redirects there for good.
    const moved = await image(stored.card.replace(/^\/images\//, '/pictures/'));
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(stored.card);
    expect((await publicYacht(yacht._id)).data!.image).toBe(stored.card);
    const edited = (await fleetYacht(supplier, yacht._id)).data!;
    expect(edited.images.map((p) => p._id)).toEqual([stored._id, second._id]);
    expect((await fleet(supplier, { search: 'Illustrated' })).items[0]).toMatchObject({ imageCount: 2, thumb: stored.thumb });

    const removeImage = (imageId: string) => supplier.DELETE('/api/fleet/images/{imageId}', { params: { path: { imageId } } });
    expect((await removeImage(stored._id)).response.status).toBe(204);
    expect((await publicYacht(yacht._id)).data!.image).toBe(second.card);
    expect((await image(stored.card)).statusCode).toBe(404);
    await removeImage(second._id);
    expect((await publicYacht(yacht._id)).data!.image).toBe('/cdn/yachts/motor-0b3d91.svg');
  });

  it('refuses what is not an image (415), a missing file (400) and a thirteenth image (409)', async () => {
    const yacht = await newYacht({ model: 'Full' });
    const text = await upload(supplier, 'yacht', yacht._id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg');
    expect(text.response.status).toBe(415);
    // JPEG's first bytes, then nothing a decoder can read.
    const broken = await upload(supplier, 'yacht', yacht._id, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]));
    expect(broken.response.status).toBe(415);
    // A form without its file, which the contract's types cannot say: sent raw.
    const none = multipartBody({});
    const missing = await server.inject({ method: 'POST', url: `/api/fleet/yacht/${yacht._id}/images`, headers: { ...bearer(supplierToken), ...none.headers }, payload: none.payload });
    expect(missing.statusCode).toBe(400);

    // Twelve stored directly (the bytes do not matter to the count), then the thirteenth through the API.
    await server.database.db.execute(sql`
      insert into vehicle_images (yacht_id, position, large, card, thumb)
      select ${yacht._id}::uuid, n, '\\x00'::bytea, '\\x00'::bytea, '\\x00'::bytea from generate_series(1, 12) n`);
    const thirteenth = await upload(supplier, 'yacht', yacht._id, await phoneJpeg());
    expect(thirteenth.response.status).toBe(409);
    expect(thirteenth.error?.code).toBe('TOO_MANY_IMAGES');
  });

  it('keeps a vehicle to twelve images when several are uploaded at once', async () => {
    const yacht = await newYacht({ model: 'Crowded' });
    await server.database.db.execute(sql`
      insert into vehicle_images (yacht_id, position, large, card, thumb)
      select ${yacht._id}::uuid, n, '\\x00'::bytea, '\\x00'::bytea, '\\x00'::bytea from generate_series(1, 10) n`);
    const bytes = await phoneJpeg();
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload(supplier, 'yacht', yacht._id, bytes)));
    expect(answers.map((answer) => answer.response.status).sort()).toEqual([201, 201, 409, 409]);
    const stored = await server.database.db.execute(sql`select count(*)::int as n from vehicle_images where yacht_id = ${yacht._id}`);
    expect((stored as { rows: { n: number }[] }).rows[0]!.n).toBe(12);
  });
});
