import { beforeAll, describe, expect, it } from 'vitest';
import { cars as seedCars } from '@/server/seed/data/cars.ts';
import { locations as seedLocations } from '@/server/seed/data/locations.ts';
import { suppliers as seedSuppliers } from '@/server/seed/data/suppliers.ts';
import { yachts as seedYachts } from '@/server/seed/data/yachts.ts';
import { seedIfEmpty } from '@/server/seed/seed.ts';
import { databaseLabel, useTestServer, type Query } from '@/tests/support/server.ts';
import type { Schemas } from '@/openapi/types';

/** The seed data is the oracle: each filter must answer exactly the seed cars that match it. */
const server = useTestServer();
beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: false });
});

const searchCars = async (query: Query<'/api/cars'>) => {
  const { response, data } = await server.GET('/api/cars', { params: { query: { size: 100, ...query } } });
  expect(response.status).toBe(200);
  return data!;
};
const carOf = (id: string, language?: 'fr' | 'ru') => server.GET('/api/cars/{id}', { params: { path: { id }, query: language ? { language } : {} } });
const yachts = (query: Query<'/api/yachts'> = {}) => server.GET('/api/yachts', { params: { query } });
const offerOf = (id: string, language?: 'ru') => server.GET('/api/offers/{id}', { params: { path: { id }, query: language ? { language } : {} } });
/** A query as it is written in an address, the contract's types or not: sent raw. */
const rawGet = (url: string) => server.inject({ method: 'GET', url });
type SeedCar = (typeof seedCars)[number];
/** Searches find only the cars their supplier offers (available). */
const offeredCars = seedCars.filter((car) => car.available);
const countCars = (predicate: (car: SeedCar) => boolean) => offeredCars.filter(predicate).length;

describe(`catalogue on ${databaseLabel}`, () => {
  it('lists the nine locations with their car and yacht counts, named in the asked language', async () => {
    const body = (await server.GET('/api/locations', { params: { query: { language: 'ru' } } })).data!;
    expect(body.map((l) => l.slug).sort()).toEqual(seedLocations.map((l) => l.slug).sort());
    const monaco = body.find((l) => l.slug === 'monaco')!;
    expect(monaco.name).toBe(seedLocations.find((l) => l.slug === 'monaco')!.name.ru);
    expect(monaco.carCount).toBe(countCars((c) => c.locations.includes('monaco')));
    expect(monaco.yachtCount).toBe(seedYachts.filter((y) => y.available && y.locations.includes('monaco')).length);
  });

  it('lists the suppliers with their tier codes (gold 10, silver 5, vip 13)', async () => {
    const body = (await server.GET('/api/suppliers')).data!;
    expect(body).toHaveLength(seedSuppliers.length);
    for (const s of body) expect(s.tierCode).toBe({ gold: 10, silver: 5, vip: 13 }[s.tier]);
  });

  const filterCases: [Query<'/api/cars'>, (car: SeedCar) => boolean][] = [
    [{ location: 'nice' }, (c) => c.locations.includes('nice')],
    [{ bodyType: ['suv', 'van'] }, (c) => ['suv', 'van'].includes(c.bodyType)],
    [{ category: ['electric'] }, (c) => c.category === 'electric'],
    [{ brand: ['porsche'] }, (c) => c.brand.toLowerCase() === 'porsche'],
    [{ seats: [7, 9] }, (c) => [7, 9].includes(c.seats)],
    [{ gearbox: ['manual'] }, (c) => c.gearbox === 'manual'],
    [{ engineType: ['plugInHybrid'] }, (c) => c.engineType === 'plugInHybrid'],
    [{ fuelPolicy: ['freeTank'] }, (c) => c.fuelPolicy === 'freeTank'],
    [{ mileage: 'unlimited' }, (c) => c.mileage < 0],
    [{ mileage: 'limited' }, (c) => c.mileage >= 0],
    [{ deposit: 500 }, (c) => c.deposit <= 500],
    [{ supplier: ['riviera-drive'] }, (c) => c.supplier === 'riviera-drive'],
    [{ minPrice: 100, maxPrice: 200 }, (c) => c.price >= 100 && c.price <= 200],
    [{ q: 'model' }, (c) => `${c.brand} ${c.model}`.toLowerCase().includes('model')],
    [{ location: 'monaco', category: ['luxury'] }, (c) => c.locations.includes('monaco') && c.category === 'luxury'],
  ];
  it.each(filterCases)('filters cars by %j', async (query, predicate) => {
    const expected = countCars(predicate);
    expect(expected).toBeGreaterThan(0);
    const body = await searchCars(query);
    expect(body.total).toBe(expected);
    expect(body.items).toHaveLength(Math.min(expected, 100));
  });

  it('sorts by price both ways and by newest, and pages without overlap', async () => {
    const asc = await searchCars({ sort: 'priceAsc' });
    const prices = asc.items.map((c) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = (await searchCars({ sort: 'priceDesc' })).items.map((c) => c.price);
    expect(descending).toEqual([...prices].sort((a, b) => b - a));
    const first = (await server.GET('/api/cars', { params: { query: { page: 1 } } })).data!;
    const second = (await server.GET('/api/cars', { params: { query: { page: 2 } } })).data!;
    expect(first.size).toBe(15);
    expect(first.items).toHaveLength(15);
    expect(first.total).toBe(offeredCars.length);
    const ids = new Set(first.items.map((c) => c._id));
    for (const car of second.items) expect(ids.has(car._id)).toBe(false);
    const beyond = (await server.GET('/api/cars', { params: { query: { page: 1000 } } })).data!;
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(offeredCars.length);
  });

  it('answers one car with its extras, supplier tier and texts in the asked language', async () => {
    const [listed] = (await searchCars({ brand: ['Renault'], q: 'clio' })).items;
    const { response, data: body } = await carOf(listed!._id, 'fr');
    expect(response.status).toBe(200);
    const seed = seedCars.find((c) => c.brand === 'Renault' && c.model === 'Clio')!;
    expect(body!.description).toBe(seed.description.fr);
    expect(body!.extras).toEqual({
      cancellation: seed.cancellation,
      amendments: seed.amendments,
      theftProtection: seed.theftProtection,
      collisionDamageWaiver: seed.collisionDamageWaiver,
      fullInsurance: seed.fullInsurance,
      additionalDriver: seed.additionalDriver,
    });
    expect(body!.supplier).toMatchObject({ slug: seed.supplier });
    expect(body!.locations).toEqual([...seed.locations].sort());
    expect((await carOf('00000000-0000-4000-8000-000000000000')).response.status).toBe(404);
  });

  it('searches yachts by location, kind and guests', async () => {
    const body = (await yachts({ location: 'monaco', kind: ['motor'], guests: 8, size: 100 })).data!;
    const expected = seedYachts.filter((y) => y.available && y.locations.includes('monaco') && y.kind === 'motor' && y.guests >= 8).length;
    expect(body.total).toBe(expected);
    expect(body.size).toBe(100);
    const all = (await yachts()).data!;
    expect(all.size).toBe(30);
    const one = await server.GET('/api/yachts/{id}', { params: { path: { id: all.items[0]!._id } } });
    expect(one.response.status).toBe(200);
  });

  it('answers an offer by id alone: which kind it is, with the car or the yacht', async () => {
    const [car] = (await searchCars({ q: 'clio' })).items;
    const carOffer = await offerOf(car!._id, 'ru');
    expect(carOffer.response.status).toBe(200);
    // The kind, the car as /api/cars/{id} answers it, and no yacht.
    expect(carOffer.data).toEqual({ kind: 'car', car: (await carOf(car!._id, 'ru')).data });

    const [yacht] = (await yachts({ size: 1 })).data!.items;
    const yachtOffer = await offerOf(yacht!._id);
    expect(yachtOffer.data).toEqual({ kind: 'yacht', yacht: (await server.GET('/api/yachts/{id}', { params: { path: { id: yacht!._id } } })).data });

    const missing = await offerOf('00000000-0000-4000-8000-000000000000');
    expect([missing.response.status, missing.error]).toEqual([404, { code: 'NOT_FOUND', message: 'Offer not found.' }]);
    expect((await offerOf('not-an-id')).response.status).toBe(400);
  });

  it.each([
    ['bodyType=spaceship', 'bodyType'],
    ['seats=10', 'seats'],
    ['deposit=300', 'deposit'],
    ['page=0', 'page'],
    ['size=101', 'size'],
    ['sort=cheapest', 'sort'],
    ['location=Not A Slug', 'location'],
    ['from=yesterday', 'from'],
    ['from=2026-07-10T10:00:00Z&to=2026-07-01T10:00:00Z', 'to'],
    ['minPrice=300&maxPrice=100', 'maxPrice'],
    ['language=de', 'language'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const response = await rawGet(`/api/cars?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<Schemas['Error']>().code).toBe('VALIDATION_ERROR');
    expect(response.json<Schemas['Error']>().message).toContain(field);
  });

  it.each([
    ['cars', 'from=9999-01-01T10:00:00Z&to=9999-01-03T10:00:00Z', 'PICK_UP_TOO_FAR_AHEAD'],
    ['cars', 'from=9999-01-01T10:00:00Z', 'PICK_UP_TOO_FAR_AHEAD'],
    ['yachts', 'from=9999-01-01T10:00:00Z&to=9999-01-03T10:00:00Z', 'PICK_UP_TOO_FAR_AHEAD'],
    ['cars', 'from=2027-01-01T10:00:00Z&to=2037-01-01T10:00:00Z', 'RENTAL_TOO_LONG'],
    ['yachts', 'from=2027-01-01T10:00:00Z&to=2027-04-02T10:00:00Z', 'RENTAL_TOO_LONG'],
  ])('refuses a search of %s for dates no supplier takes (%s): 422 %s, as a booking would be', async (kind, query, code) => {
    const response = await rawGet(`/api/${kind}?${query}`);
    expect([response.statusCode, response.json<Schemas['Error']>().code]).toEqual([422, code]);
    expect(response.json<Schemas['Error']>().message).toMatch(/548 days ahead|90 days/);
  });

  it('answers each car and yacht with its booking limits (the product\'s unless its supplier set lower ones)', async () => {
    const [car] = (await searchCars({ size: 1 })).items;
    expect(car!.bookingLimits).toEqual({ maxDaysAhead: 548, maxRentalDays: 90 });
    const [yacht] = (await yachts({ size: 1 })).data!.items;
    expect(yacht!.bookingLimits).toEqual({ maxDaysAhead: 548, maxRentalDays: 90 });
  });

  it('treats % and _ in the text search as letters', async () => {
    expect((await searchCars({ q: '%' })).total).toBe(0);
    expect((await searchCars({ q: '_' })).total).toBe(0);
  });
});
