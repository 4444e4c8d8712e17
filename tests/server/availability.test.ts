import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/server/seed/seed.ts';
import { insertRawBooking } from '@/tests/support/bookings.ts';
import { databaseLabel, json, startTestServer, type TestServer } from '@/tests/support/server.ts';

/** Bookings are written here behind the server's back, so the server keeps no answers (CATALOG_CACHE_MS 0). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ catalogCacheMs: 0 });
  await seedIfEmpty(server.database, { demoAccounts: false });
});
afterAll(() => server.close());

type Page = { total: number; items: { _id: string }[] };
const search = async (path: string) => {
  const response = await server.app.inject({ method: 'GET', url: path });
  expect(response.statusCode).toBe(200);
  return json<Page>(response);
};
const ids = (page: Page) => page.items.map((item) => item._id);

const book = (kind: 'car' | 'yacht', id: string, status: string, from: string, to: string) =>
  insertRawBooking(server.database.db, { kind, id, status, from, to });

const dates = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

describe(`cars and yachts booked over the asked dates on ${databaseLabel}`, () => {
  it('leaves out a car an active booking holds for any part of the dates, and only then', async () => {
    const all = await search('/api/cars?location=nice&size=100');
    const car = all.items[0]!._id;
    await book('car', car, 'paid', '2026-07-01T10:00:00Z', '2026-07-05T10:00:00Z');

    const during = await search(`/api/cars?location=nice&size=100&${dates('2026-07-03T10:00:00Z', '2026-07-04T10:00:00Z')}`);
    expect(ids(during)).not.toContain(car);
    expect(during.total).toBe(all.total - 1);
    const overlappingStart = await search(`/api/cars?location=nice&size=100&${dates('2026-06-28T10:00:00Z', '2026-07-01T11:00:00Z')}`);
    expect(ids(overlappingStart)).not.toContain(car);

    // The drop-off instant is free again: back-to-back rentals are allowed on both sides.
    expect(ids(await search(`/api/cars?location=nice&size=100&${dates('2026-07-05T10:00:00Z', '2026-07-08T10:00:00Z')}`))).toContain(car);
    expect(ids(await search(`/api/cars?location=nice&size=100&${dates('2026-06-28T10:00:00Z', '2026-07-01T10:00:00Z')}`))).toContain(car);
    // Without both dates nothing is left out.
    expect(ids(await search(`/api/cars?location=nice&size=100&from=${encodeURIComponent('2026-07-03T10:00:00Z')}`))).toContain(car);
  });

  it.each(['pending', 'deposit', 'reserved'])('counts a %s booking as holding the car', async (status) => {
    const [car] = (await search('/api/cars?location=monaco&sort=priceDesc&size=3')).items.slice(['pending', 'deposit', 'reserved'].indexOf(status));
    await book('car', car!._id, status, '2026-08-01T10:00:00Z', '2026-08-03T10:00:00Z');
    expect(ids(await search(`/api/cars?location=monaco&size=100&${dates('2026-08-02T10:00:00Z', '2026-08-04T10:00:00Z')}`))).not.toContain(car!._id);
  });

  it('offers again a car whose booking was cancelled or left void', async () => {
    const [first, second] = (await search('/api/cars?location=paris&size=2')).items;
    await book('car', first!._id, 'cancelled', '2026-09-01T10:00:00Z', '2026-09-05T10:00:00Z');
    await book('car', second!._id, 'void', '2026-09-01T10:00:00Z', '2026-09-05T10:00:00Z');
    const page = await search(`/api/cars?location=paris&size=100&${dates('2026-09-02T10:00:00Z', '2026-09-03T10:00:00Z')}`);
    expect(ids(page)).toEqual(expect.arrayContaining([first!._id, second!._id]));
  });

  it('leaves out a booked yacht the same way', async () => {
    const all = await search('/api/yachts?size=100');
    const yacht = all.items[0]!._id;
    await book('yacht', yacht, 'reserved', '2026-07-10T09:00:00Z', '2026-07-12T18:00:00Z');
    const during = await search(`/api/yachts?size=100&${dates('2026-07-11T09:00:00Z', '2026-07-13T09:00:00Z')}`);
    expect(ids(during)).not.toContain(yacht);
    expect(during.total).toBe(all.total - 1);
    expect(ids(await search(`/api/yachts?size=100&${dates('2026-07-12T18:00:00Z', '2026-07-14T09:00:00Z')}`))).toContain(yacht);
  });

  it('refuses a second active booking of the same car over the same dates (the database guarantee)', async () => {
    const [car] = (await search('/api/cars?location=cannes&size=1')).items;
    await book('car', car!._id, 'paid', '2026-10-01T10:00:00Z', '2026-10-04T10:00:00Z');
    const error = await book('car', car!._id, 'pending', '2026-10-03T10:00:00Z', '2026-10-06T10:00:00Z').catch((e: unknown) => e);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('23P01');
    await book('car', car!._id, 'pending', '2026-10-04T10:00:00Z', '2026-10-06T10:00:00Z');
  });
});
