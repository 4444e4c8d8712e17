import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { createActiveUser, databaseLabel, promote, signInAs, useTestServer, type Schemas } from '@/tests/support/server.ts';
import { insertRawBooking } from '@/tests/support/bookings.ts';

/**
 * Adding and removing cars (createCar, deleteCar) on the seed data. The read cache is on (its default,
 * 10 s), so a search read before a write and read again after it proves the write cleared it.
 */
const server = useTestServer();
let supplier: string;
let admin: string;
let driver: string;

const signIn = (email: string) => signInAs(server, email, DEMO_PASSWORD);

beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: true });
  supplier = await signIn('supplier@example.com');
  admin = await signIn('admin@example.com');
  driver = (await createActiveUser(server)).token;
});

const aCar = (overrides: Partial<Schemas['CarInput']> = {}): Schemas['CarInput'] => ({
  brand: 'Renault',
  model: 'Zoe Fleet Test',
  year: 2024,
  bodyType: 'hatchback',
  category: 'electric',
  engineType: 'electric',
  gearbox: 'automatic',
  fuelPolicy: 'freeTank',
  mileage: -1,
  seats: 5,
  doors: 5,
  aircon: true,
  deposit: 300,
  price: 49.5,
  extras: { cancellation: 0, amendments: 0, theftProtection: 8, collisionDamageWaiver: 12, fullInsurance: -1, additionalDriver: 0 },
  minimumAge: 21,
  available: true,
  badges: ['now'],
  color: '#1F6FEB',
  locations: ['nice', 'monaco'],
  description: { en: 'A quiet city car.', fr: 'Une citadine silencieuse.', ru: 'Тихий городской автомобиль.' },
  ...overrides,
});

const create = (token: string | undefined, body: Schemas['CarInput'], language?: Schemas['Language']) =>
  server.as(token).POST('/api/cars', { params: { query: language ? { language } : {} }, body });
const remove = (token: string | undefined, id: string) => server.as(token).DELETE('/api/cars/{id}', { params: { path: { id } } });
const carOf = (id: string) => server.GET('/api/cars/{id}', { params: { path: { id } } });
const carsOf = async (slug: string) => (await server.GET('/api/cars', { params: { query: { supplier: [slug], size: 100 } } })).data!;
const anyCarOf = async (slug: string) => (await carsOf(slug)).items[0]!;
const monaco = async () => (await server.GET('/api/locations')).data!.find((l) => l.slug === 'monaco')!;

describe(`fleet on ${databaseLabel}`, () => {
  it("lets a supplier add a car to his own supplier: searches and the car's page find it at once", async () => {
    const before = await carsOf('riviera-drive');
    const monacoBefore = await monaco();

    const { response, data: car } = await create(supplier, aCar(), 'fr');

    expect(response.status).toBe(201);
    expect(car).toMatchObject({
      brand: 'Renault',
      model: 'Zoe Fleet Test',
      supplier: { slug: 'riviera-drive' },
      locations: ['monaco', 'nice'],
      description: 'Une citadine silencieuse.',
      extras: { fullInsurance: -1, theftProtection: 8 },
      color: '#1f6feb',
      mileage: -1,
    });
    // No image: the drawing of its body type in its colour.
    expect(car!.image).toBe('/cdn/cars/hatchback-1f6feb.svg');

    const after = await carsOf('riviera-drive');
    expect(after.total).toBe(before.total + 1);
    expect(after.items.map((c) => c._id)).toContain(car!._id);
    expect((await carOf(car!._id)).data).toMatchObject({ _id: car!._id, description: 'A quiet city car.' });
    const monacoAfter = await monaco();
    expect(monacoAfter.carCount).toBe(monacoBefore.carCount + 1);
  });

  it('accepts a supplier naming his own supplier', async () => {
    const { response, data } = await create(supplier, aCar({ supplier: 'riviera-drive', model: 'Own Supplier' }));
    expect(response.status).toBe(201);
    expect(data!.supplier.slug).toBe('riviera-drive');
  });

  it("refuses a supplier adding to another supplier or deleting its car (403), and changes nothing", async () => {
    const before = await carsOf('azur-prestige');
    const added = await create(supplier, aCar({ supplier: 'azur-prestige' }));
    expect(added.response.status).toBe(403);
    expect(added.error?.code).toBe('FORBIDDEN');

    const theirs = before.items[0]!;
    expect((await remove(supplier, theirs._id)).response.status).toBe(403);

    const after = await carsOf('azur-prestige');
    expect(after.total).toBe(before.total);
    expect((await carOf(theirs._id)).response.status).toBe(200);
  });

  it('lets a supplier delete his own car: 204, then 404 and gone from searches', async () => {
    const car = (await create(supplier, aCar({ model: 'To Be Deleted' }))).data!;
    expect((await carsOf('riviera-drive')).items.map((c) => c._id)).toContain(car._id);
    expect((await carOf(car._id)).response.status).toBe(200);

    const removed = await remove(supplier, car._id);

    expect(removed.response.status).toBe(204);
    expect(await removed.response.text()).toBe('');
    expect((await carOf(car._id)).response.status).toBe(404);
    expect((await carsOf('riviera-drive')).items.map((c) => c._id)).not.toContain(car._id);
  });

  it('refuses drivers and supplier accounts without a supplier (403)', async () => {
    const car = await anyCarOf('riviera-drive');
    expect((await create(driver, aCar({ supplier: 'riviera-drive' }))).response.status).toBe(403);
    expect((await remove(driver, car._id)).response.status).toBe(403);

    const unlinked = await createActiveUser(server, { email: 'unlinked@example.org' });
    await promote(server.database, unlinked._id, 'supplier');
    expect((await create(unlinked.token, aCar())).response.status).toBe(403);
    expect((await remove(unlinked.token, car._id)).response.status).toBe(403);
  });

  it('answers 401 without a valid token', async () => {
    const car = await anyCarOf('riviera-drive');
    expect((await create(undefined, aCar())).response.status).toBe(401);
    expect((await remove(undefined, car._id)).response.status).toBe(401);
    expect((await create('not-a-real-token-but-long-enough', aCar())).error?.code).toBe('UNAUTHORIZED');
  });

  // Outside the contract's types on purpose: sent as they are.
  const badCars: [string, Record<string, unknown>, string][] = [
    ['too many seats', { seats: 12 }, 'body/seats'],
    ['a price of 0', { price: 0 }, 'body/price'],
    ['a colour that is not #rrggbb', { color: 'red' }, 'body/color'],
    ['no place', { locations: [] }, 'body/locations'],
    ['an unknown place', { locations: ['atlantis'] }, 'body/locations'],
    ['an unknown supplier', { supplier: 'nobody-rents' }, 'body/supplier'],
    ['a driver age under 21', { minimumAge: 18 }, 'body/minimumAge'],
    ['an unknown body type', { bodyType: 'tank' }, 'body/bodyType'],
    ['a blank brand', { brand: '   ' }, 'body/brand'],
    ['a missing description in Russian', { description: { en: 'A car.', fr: 'Une voiture.' } }, 'body/description'],
    ['an extra below -1', { extras: { ...aCar().extras, fullInsurance: -5 } }, 'body/extras/fullInsurance'],
    ['a field the contract does not name', { image: 'https://example.com/car.jpg' }, 'image'],
  ];
  it.each(badCars)('refuses %s with a 400 naming the field', async (_, overrides, field) => {
    const { response, error } = await create(supplier, aCar(overrides));
    expect(response.status).toBe(400);
    expect(error?.code).toBe('VALIDATION_ERROR');
    expect(error?.message).toContain(field);
  });

  it('makes an admin name the supplier, then adds to it', async () => {
    const unnamed = await create(admin, aCar());
    expect(unnamed.response.status).toBe(400);
    expect(unnamed.error?.message).toContain('supplier');

    const { response, data } = await create(admin, aCar({ supplier: 'azur-prestige', model: 'Admin Added' }));
    expect(response.status).toBe(201);
    expect(data!.supplier.slug).toBe('azur-prestige');
    expect((await carsOf('azur-prestige')).items.map((c) => c._id)).toContain(data!._id);
  });

  it("lets an admin delete any supplier's car: 204, then 404", async () => {
    const car = await anyCarOf('lutece-mobilite');
    expect((await carOf(car._id)).response.status).toBe(200);

    expect((await remove(admin, car._id)).response.status).toBe(204);

    expect((await carOf(car._id)).response.status).toBe(404);
    expect((await remove(admin, car._id)).response.status).toBe(404);
  });

  it('keeps a car that has bookings, even a cancelled one: 409, and the car stays', async () => {
    const car = await anyCarOf('riviera-drive');
    await insertRawBooking(server.database.db, { kind: 'car', id: car._id, status: 'cancelled', from: '2026-05-01T10:00Z', to: '2026-05-03T10:00Z' });
    const refused = await remove(supplier, car._id);
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 'CAR_HAS_BOOKINGS' });
    expect((await carOf(car._id)).response.status).toBe(200);
  });

  it('answers 404 for an unknown car and 400 for an id that is not one', async () => {
    const unknown = await remove(admin, '00000000-0000-4000-8000-000000000000');
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toMatchObject({ code: 'NOT_FOUND' });
    expect((await remove(supplier, '00000000-0000-4000-8000-000000000000')).response.status).toBe(404);
    expect((await remove(admin, 'not-an-id')).response.status).toBe(400);
  });
});
