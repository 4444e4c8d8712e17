import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars as seedCars } from '@/server/seed/data/cars.ts';
import { yachts as seedYachts } from '@/server/seed/data/yachts.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { bearer, databaseLabel, json, signInAs, startTestServer, type TestServer } from '@/tests/support/server.ts';

/**
 * A car or yacht its company made unavailable is offered nowhere (no search, page, total, count or sitemap) and cannot
 * be booked, while its page still answers for who has the link. The catalogue's read cache is on (a minute), as on a
 * busy server: the fleet's switch must still show at once.
 */
let server: TestServer;
let supplier: string;
let driver: string;
beforeAll(async () => {
  server = await startTestServer({ catalogCacheMs: 60_000 });
  await seedIfEmpty(server.database, { demoAccounts: true });
  supplier = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
  driver = await signInAs(server, 'driver@example.com', DEMO_PASSWORD);
});
afterAll(() => server.close());

type Page = { total: number; items: { _id: string; available: boolean }[] };
type Place = { slug: string; carCount: number; yachtCount: number };

const get = async <T>(url: string) => {
  const response = await server.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: json<T>(response) };
};
const search = async (url: string) => {
  const { status, body } = await get<Page>(url);
  expect(status).toBe(200);
  return body;
};
const ids = (page: Page) => page.items.map((item) => item._id);
const placeOf = async (slug: string) => (await get<Place[]>('/api/locations')).body.find((place) => place.slug === slug)!;
const sitemap = async () => (await server.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
const setAvailable = (kind: 'car' | 'yacht', id: string, available: boolean) =>
  server.app.inject({ method: 'POST', url: '/api/fleet/availability', headers: bearer(supplier), payload: { items: [{ kind, _id: id }], available } });
const DAY_MS = 86_400_000;
const ahead = (n: number) => new Date(Math.floor(Date.now() / DAY_MS + n) * DAY_MS + 10 * 3_600_000).toISOString();

describe(`unavailable cars and yachts on ${databaseLabel}`, () => {
  it('finds none of the seed\'s unavailable cars and yachts, in pages, totals and place counts, whatever the query asks', async () => {
    const unavailableCars = seedCars.filter((car) => !car.available);
    const unavailableYachts = seedYachts.filter((yacht) => !yacht.available);
    expect(unavailableCars.length).toBeGreaterThan(0);
    expect(unavailableYachts.length).toBeGreaterThan(0);

    const cars = await search('/api/cars?size=100');
    expect(cars.total).toBe(seedCars.length - unavailableCars.length);
    expect(cars.items.every((car) => car.available)).toBe(true);
    // The parameter of old addresses is no filter of the public search: an unavailable car is never found.
    expect((await search('/api/cars?availability=unavailable&size=100')).items.every((car) => car.available)).toBe(true);
    const yachts = await search('/api/yachts?size=100');
    expect(yachts.total).toBe(seedYachts.length - unavailableYachts.length);
    expect(yachts.items.every((yacht) => yacht.available)).toBe(true);

    const places = (await get<Place[]>('/api/locations')).body;
    for (const place of places) {
      expect(place.carCount, place.slug).toBe(seedCars.filter((car) => car.available && car.locations.includes(place.slug)).length);
      expect(place.yachtCount, place.slug).toBe(seedYachts.filter((yacht) => yacht.available && yacht.locations.includes(place.slug)).length);
      expect((await search(`/api/cars?location=${place.slug}&size=1`)).total, place.slug).toBe(place.carCount);
    }
  });

  it('takes a car out of every search, count and the sitemap as soon as its company switches it off, and offers it again when switched on', async () => {
    const car = (await search('/api/cars?supplier=riviera-drive&location=nice&size=1')).items[0]!._id;
    const before = { nice: await search('/api/cars?location=nice&size=100'), all: await search('/api/cars?size=1'), place: await placeOf('nice') };
    expect(ids(before.nice)).toContain(car);
    expect(await sitemap()).toContain(car);
    // Read once more, so the answers are kept in the cache before the switch.
    await get(`/api/cars/${car}`);

    expect((await setAvailable('car', car, false)).statusCode).toBe(200);

    const nice = await search('/api/cars?location=nice&size=100');
    expect(ids(nice)).not.toContain(car);
    expect(nice.total).toBe(before.nice.total - 1);
    expect((await search('/api/cars?size=1')).total).toBe(before.all.total - 1);
    expect((await placeOf('nice')).carCount).toBe(before.place.carCount - 1);
    expect(await sitemap()).not.toContain(car);
    // Its page still answers, for who has the link, saying it is not available.
    const page = await get<{ available: boolean }>(`/api/cars/${car}`);
    expect(page).toMatchObject({ status: 200, body: { available: false } });
    expect((await get<{ car: { available: boolean } }>(`/api/offers/${car}`)).body.car.available).toBe(false);
    // The company's own list shows the change at once.
    const own = await server.app.inject({ method: 'GET', url: '/api/fleet?availability=unavailable&size=100', headers: bearer(supplier) });
    expect(json<Page>(own).items.map((item) => item._id)).toContain(car);

    expect((await setAvailable('car', car, true)).statusCode).toBe(200);
    expect(ids(await search('/api/cars?location=nice&size=100'))).toContain(car);
    expect((await placeOf('nice')).carCount).toBe(before.place.carCount);
    expect((await get<{ available: boolean }>(`/api/cars/${car}`)).body.available).toBe(true);
  });

  it('refuses to book an unavailable car with 422 NOT_AVAILABLE before any other check of the request', async () => {
    const car = (await search('/api/cars?supplier=riviera-drive&location=cannes&size=1')).items[0]!._id;
    await setAvailable('car', car, false);
    // A place the car is not at would be a 400: that the car is not offered is what the driver must hear first.
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(driver),
      payload: {
        offer: car, from: ahead(30), to: ahead(32), pickUpLocation: 'nowhere-town', dropOffLocation: 'nowhere-town',
        paymentOption: 'payLater', paymentType: 'cash', extras: {}, total: 1,
      },
    });
    await setAvailable('car', car, true);
    expect(refused.statusCode).toBe(422);
    expect(json<{ code: string }>(refused).code).toBe('NOT_AVAILABLE');
  });
});
