import { beforeAll, describe, expect, it } from 'vitest';
import { cars as seedCars } from '@/server/seed/data/cars.ts';
import { yachts as seedYachts } from '@/server/seed/data/yachts.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { databaseLabel, signInAs, useTestServer, type Query, type Schemas } from '@/tests/support/server.ts';

/**
 * A car or yacht its supplier made unavailable is offered nowhere (no search, page, total, count or sitemap) and cannot
 * be booked, while its page still answers for who has the link. The catalogue's read cache is on (a minute), as on a
 * busy server: the fleet's switch must still show at once.
 */
const server = useTestServer({ catalogCacheMs: 60_000 });
let supplier: string;
let driver: string;
beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: true });
  supplier = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
  driver = await signInAs(server, 'driver@example.com', DEMO_PASSWORD);
});

const answered = <T>({ response, data }: { response: Response; data?: T }) => {
  expect(response.status).toBe(200);
  return data!;
};
const searchCars = async (query: Query<'/api/cars'>) => answered(await server.GET('/api/cars', { params: { query } }));
const searchYachts = async (query: Query<'/api/yachts'>) => answered(await server.GET('/api/yachts', { params: { query } }));
const carOf = (id: string) => server.GET('/api/cars/{id}', { params: { path: { id } } });
const ids = (page: { items: { _id: string }[] }) => page.items.map((item) => item._id);
const places = async () => (await server.GET('/api/locations')).data!;
const placeOf = async (slug: string) => (await places()).find((place) => place.slug === slug)!;
/** The sitemap: outside the contract's API, asked raw. */
const sitemap = async () => (await server.inject({ method: 'GET', url: '/sitemap.xml' })).body;
const setAvailable = (kind: Schemas['VehicleKind'], id: string, available: boolean) =>
  server.as(supplier).POST('/api/fleet/availability', { body: { items: [{ kind, _id: id }], available } });
const DAY_MS = 86_400_000;
const ahead = (n: number) => new Date(Math.floor(Date.now() / DAY_MS + n) * DAY_MS + 10 * 3_600_000).toISOString();

describe(`unavailable cars and yachts on ${databaseLabel}`, () => {
  it('finds none of the seed\'s unavailable cars and yachts, in pages, totals and place counts, whatever the query asks', async () => {
    const unavailableCars = seedCars.filter((car) => !car.available);
    const unavailableYachts = seedYachts.filter((yacht) => !yacht.available);
    expect(unavailableCars.length).toBeGreaterThan(0);
    expect(unavailableYachts.length).toBeGreaterThan(0);

    const cars = await searchCars({ size: 100 });
    expect(cars.total).toBe(seedCars.length - unavailableCars.length);
    expect(cars.items.every((car) => car.available)).toBe(true);
    // The parameter of old addresses is no filter of the public search: an unavailable car is never found.
    // Not a parameter of the contract's search any more: asked raw.
    const old = await server.inject({ method: 'GET', url: '/api/cars?availability=unavailable&size=100' });
    expect(old.statusCode).toBe(200);
    expect(old.json<{ items: { available: boolean }[] }>().items.every((car) => car.available)).toBe(true);
    const yachts = await searchYachts({ size: 100 });
    expect(yachts.total).toBe(seedYachts.length - unavailableYachts.length);
    expect(yachts.items.every((yacht) => yacht.available)).toBe(true);

    for (const place of await places()) {
      expect(place.carCount, place.slug).toBe(seedCars.filter((car) => car.available && car.locations.includes(place.slug)).length);
      expect(place.yachtCount, place.slug).toBe(seedYachts.filter((yacht) => yacht.available && yacht.locations.includes(place.slug)).length);
      expect((await searchCars({ location: place.slug, size: 1 })).total, place.slug).toBe(place.carCount);
    }
  });

  it('takes a car out of every search, count and the sitemap as soon as its supplier switches it off, and offers it again when switched on', async () => {
    const car = (await searchCars({ supplier: ['riviera-drive'], location: 'nice', size: 1 })).items[0]!._id;
    const before = { nice: await searchCars({ location: 'nice', size: 100 }), all: await searchCars({ size: 1 }), place: await placeOf('nice') };
    expect(ids(before.nice)).toContain(car);
    expect(await sitemap()).toContain(car);
    // Read once more, so the answers are kept in the cache before the switch.
    await carOf(car);

    expect((await setAvailable('car', car, false)).response.status).toBe(200);

    const nice = await searchCars({ location: 'nice', size: 100 });
    expect(ids(nice)).not.toContain(car);
    expect(nice.total).toBe(before.nice.total - 1);
    expect((await searchCars({ size: 1 })).total).toBe(before.all.total - 1);
    expect((await placeOf('nice')).carCount).toBe(before.place.carCount - 1);
    expect(await sitemap()).not.toContain(car);
    // Its page still answers, for who has the link, saying it is not available.
    const page = await carOf(car);
    expect([page.response.status, page.data?.available]).toEqual([200, false]);
    expect((await server.GET('/api/offers/{id}', { params: { path: { id: car } } })).data).toMatchObject({ kind: 'car', car: { available: false } });
    // The supplier's own list shows the change at once.
    const own = await server.as(supplier).GET('/api/fleet', { params: { query: { availability: 'unavailable', size: 100 } } });
    expect(own.data!.items.map((item) => item._id)).toContain(car);

    expect((await setAvailable('car', car, true)).response.status).toBe(200);
    expect(ids(await searchCars({ location: 'nice', size: 100 }))).toContain(car);
    expect((await placeOf('nice')).carCount).toBe(before.place.carCount);
    expect((await carOf(car)).data!.available).toBe(true);
  });

  it('refuses to book an unavailable car with 422 NOT_AVAILABLE before any other check of the request', async () => {
    const car = (await searchCars({ supplier: ['riviera-drive'], location: 'cannes', size: 1 })).items[0]!._id;
    await setAvailable('car', car, false);
    // A place the car is not at would be a 400: that the car is not offered is what the driver must hear first.
    const refused = await server.as(driver).POST('/api/bookings', {
      body: {
        offer: car, from: ahead(30), to: ahead(32), pickUpLocation: 'nowhere-town', dropOffLocation: 'nowhere-town',
        paymentOption: 'payLater', paymentType: 'cash', extras: {}, total: 1,
      },
    });
    await setAvailable('car', car, true);
    expect(refused.response.status).toBe(422);
    expect(refused.error?.code).toBe('NOT_AVAILABLE');
  });
});
