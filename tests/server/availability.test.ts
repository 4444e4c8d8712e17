import { beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/server/seed/seed.ts';
import { insertRawBooking } from '@/tests/support/bookings.ts';
import { databaseLabel, useTestServer, type Query } from '@/tests/support/server.ts';

/** Bookings are written here behind the server's back, so the server keeps no answers (CATALOG_CACHE_MS 0). */
const server = useTestServer({ catalogCacheMs: 0 });
beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: false });
});

const answered = <T>({ data, response }: { data?: T; response: Response }) => {
  expect(response.status).toBe(200);
  return data!;
};
const searchCars = async (query: Query<'/api/cars'>) => answered(await server.GET('/api/cars', { params: { query } }));
const searchYachts = async (query: Query<'/api/yachts'>) => answered(await server.GET('/api/yachts', { params: { query } }));
const ids = (page: { items: { _id: string }[] }) => page.items.map((item) => item._id);

const book = (kind: 'car' | 'yacht', id: string, status: string, from: string, to: string) =>
  insertRawBooking(server.database.db, { kind, id, status, from, to });

const dates = (from: string, to: string) => ({ from, to });

describe(`cars and yachts booked over the asked dates on ${databaseLabel}`, () => {
  it('leaves out a car an active booking holds for any part of the dates, and only then', async () => {
    const all = await searchCars({ location: 'nice', size: 100 });
    const car = all.items[0]!._id;
    await book('car', car, 'paid', '2026-07-01T10:00:00Z', '2026-07-05T10:00:00Z');

    const during = await searchCars({ location: 'nice', size: 100, ...dates('2026-07-03T10:00:00Z', '2026-07-04T10:00:00Z') });
    expect(ids(during)).not.toContain(car);
    expect(during.total).toBe(all.total - 1);
    const overlappingStart = await searchCars({ location: 'nice', size: 100, ...dates('2026-06-28T10:00:00Z', '2026-07-01T11:00:00Z') });
    expect(ids(overlappingStart)).not.toContain(car);

    // The drop-off instant is free again: back-to-back rentals are allowed on both sides.
    expect(ids(await searchCars({ location: 'nice', size: 100, ...dates('2026-07-05T10:00:00Z', '2026-07-08T10:00:00Z') }))).toContain(car);
    expect(ids(await searchCars({ location: 'nice', size: 100, ...dates('2026-06-28T10:00:00Z', '2026-07-01T10:00:00Z') }))).toContain(car);
    // Without both dates nothing is left out.
    expect(ids(await searchCars({ location: 'nice', size: 100, from: '2026-07-03T10:00:00Z' }))).toContain(car);
  });

  it.each(['pending', 'deposit', 'reserved'])('counts a %s booking as holding the car', async (status) => {
    const [car] = (await searchCars({ location: 'monaco', sort: 'priceDesc', size: 3 })).items.slice(['pending', 'deposit', 'reserved'].indexOf(status));
    await book('car', car!._id, status, '2026-08-01T10:00:00Z', '2026-08-03T10:00:00Z');
    expect(ids(await searchCars({ location: 'monaco', size: 100, ...dates('2026-08-02T10:00:00Z', '2026-08-04T10:00:00Z') }))).not.toContain(car!._id);
  });

  it('offers again a car whose booking was cancelled or left void', async () => {
    const [first, second] = (await searchCars({ location: 'paris', size: 2 })).items;
    await book('car', first!._id, 'cancelled', '2026-09-01T10:00:00Z', '2026-09-05T10:00:00Z');
    await book('car', second!._id, 'void', '2026-09-01T10:00:00Z', '2026-09-05T10:00:00Z');
    const page = await searchCars({ location: 'paris', size: 100, ...dates('2026-09-02T10:00:00Z', '2026-09-03T10:00:00Z') });
    expect(ids(page)).toEqual(expect.arrayContaining([first!._id, second!._id]));
  });

  it('leaves out a booked yacht the same way', async () => {
    const all = await searchYachts({ size: 100 });
    const yacht = all.items[0]!._id;
    await book('yacht', yacht, 'reserved', '2026-07-10T09:00:00Z', '2026-07-12T18:00:00Z');
    const during = await searchYachts({ size: 100, ...dates('2026-07-11T09:00:00Z', '2026-07-13T09:00:00Z') });
    expect(ids(during)).not.toContain(yacht);
    expect(during.total).toBe(all.total - 1);
    expect(ids(await searchYachts({ size: 100, ...dates('2026-07-12T18:00:00Z', '2026-07-14T09:00:00Z') }))).toContain(yacht);
  });

  it('refuses a second active booking of the same car over the same dates (the database guarantee)', async () => {
    const [car] = (await searchCars({ location: 'cannes', size: 1 })).items;
    await book('car', car!._id, 'paid', '2026-10-01T10:00:00Z', '2026-10-04T10:00:00Z');
    const error = await book('car', car!._id, 'pending', '2026-10-03T10:00:00Z', '2026-10-06T10:00:00Z').catch((e: unknown) => e);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('23P01');
    await book('car', car!._id, 'pending', '2026-10-04T10:00:00Z', '2026-10-06T10:00:00Z');
  });
});
