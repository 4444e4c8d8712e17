import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { createBookingDriver, databaseLabel, signInAs, useTestServer, type Query, type Schemas } from '@/tests/support/server.ts';

/**
 * The back office's one search across the kinds of records (searchBackOffice): every kind's first 5 matches and their
 * count, each word to be found in one of the kind's texts; for the admins only.
 */
const server = useTestServer();
let admin: string;
let supplier: string;
let driver: string;

const kinds = ['users', 'suppliers', 'cars', 'yachts', 'places', 'coupons', 'bookings'] as const;

const ask = (token: string | undefined, query: Query<'/api/manage/search'>) => server.as(token).GET('/api/manage/search', { params: { query } });
const search = async (q: string, language?: Schemas['Language']) => {
  const { response, data, error } = await ask(admin, { q, ...(language ? { language } : {}) });
  expect(response.status, JSON.stringify(error)).toBe(200);
  return data!;
};
const totals = (result: Schemas['BackOfficeSearchResult']) => Object.fromEntries(kinds.map((kind) => [kind, result[kind].total]));

beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: true });
  admin = await signInAs(server, 'admin@example.com', DEMO_PASSWORD);
  supplier = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
  driver = (await createBookingDriver(server, { email: 'search.driver@example.org' })).token;
});

describe(`the back office's search (${databaseLabel})`, () => {
  it('finds a place by a word of its name, named in the language asked', async () => {
    const english = await search('nice');
    expect(english.places.items).toContainEqual(expect.objectContaining({ slug: 'nice', name: 'Nice', country: 'FR' }));
    const russian = await search('NICE', 'ru');
    expect(russian.places.items.find((place) => place.slug === 'nice')?.name).toBe('Ницца');
    // Any language's name finds it.
    expect((await search('Ницца')).places.items.map((place) => place.slug)).toEqual(['nice']);
  });

  it("finds the demo driver's account and his bookings by his name: the newest 5 of 6, with their total", async () => {
    const found = await search('alex martin');
    expect(found.users).toEqual({ total: 1, items: [expect.objectContaining({ fullName: 'Alex Martin', email: 'driver@example.com', type: 'user' })] });
    expect(found.bookings.total).toBe(6);
    expect(found.bookings.items).toHaveLength(5);
    for (const booking of found.bookings.items) {
      expect(booking).toMatchObject({ driver: 'Alex Martin' });
      expect(booking.vehicle).toMatch(/\S+ \S+/);
      expect(new Date(booking.to).getTime()).toBeGreaterThan(new Date(booking.from).getTime());
    }
    // Newest first (demo-activity.ts): the oldest of his six is left out.
    expect(found.bookings.items.map((booking) => [booking.vehicle, booking.status])).toEqual([
      [expect.stringMatching(/ F55$/), 'paid'],
      [expect.stringMatching(/ Cooper Convertible$/), 'reserved'],
      [expect.stringMatching(/ Golf$/), 'deposit'],
      [expect.stringMatching(/ 500C Hybrid$/), 'void'],
      [expect.stringMatching(/ 208$/), 'cancelled'],
    ]);
    expect(totals(found)).toMatchObject({ suppliers: 0, cars: 0, yachts: 0, places: 0, coupons: 0 });
  });

  it('finds a booking by the start of its id', async () => {
    const [booking] = (await search('alex martin')).bookings.items;
    // With the clocks of its places (Riviera Drive's: Nice, Cannes, Monaco), which its dates are shown on.
    expect([booking!.pickUpTimeZone, booking!.dropOffTimeZone].every((zone) => ['Europe/Paris', 'Europe/Monaco'].includes(zone))).toBe(true);
    const found = await search(booking!._id.slice(0, 8));
    expect(found.bookings.items.map((item) => item._id)).toEqual([booking!._id]);
    // Only its start: a piece from its middle finds nothing.
    expect((await search(booking!._id.slice(9, 13))).bookings.items.map((item) => item._id)).not.toContain(booking!._id);
  });

  it("finds a supplier, its account and its fleet by its name; each kind shows 5 and counts them all", async () => {
    const found = await search('riviera drive');
    expect(found.suppliers.items).toEqual([expect.objectContaining({ name: 'Riviera Drive', slug: 'riviera-drive' })]);
    expect(found.users.items.map((user) => user.email)).toEqual(['supplier@example.com']);
    expect(found.cars.total).toBe(15);
    expect(found.cars.items).toHaveLength(5);
    expect(found.cars.items.every((car) => car.supplier === 'Riviera Drive')).toBe(true);
    const brands = found.cars.items.map((car) => `${car.brand} ${car.model}`.toLowerCase());
    expect(brands).toEqual([...brands].sort());
    expect(found.yachts.total).toBe(5);
    expect(found.yachts.items.every((yacht) => yacht.supplier === 'Riviera Drive')).toBe(true);
  });

  it('needs every word: each is found in one of the texts of a record', async () => {
    const coupon = await search('riviera');
    expect(coupon.coupons.items).toEqual([expect.objectContaining({ code: 'RIVIERA25', status: 'active' })]);
    expect((await search('riviera drive')).coupons.total).toBe(0);
    // The brand in one text, the supplier in another: one car.
    const [car] = (await search('riviera drive')).cars.items;
    expect((await search(`${car!.model} riviera`)).cars.items.map((item) => item._id)).toContain(car!._id);
    expect((await search('alex dubois')).users.total).toBe(0);
  });

  it('answers every kind empty with a total of 0 when nothing matches, a % or _ taken literally', async () => {
    const empty = Object.fromEntries(kinds.map((kind) => [kind, { total: 0, items: [] }]));
    expect(await search('zzqxj-nothing')).toEqual(empty);
    expect(await search('%')).toEqual(empty);
    expect(await search('_ _')).toEqual(empty);
  });

  it('is for the admins: a supplier and a driver get 403 before the query is checked, a guest 401', async () => {
    for (const token of [supplier, driver]) {
      expect((await ask(token, { q: 'nice' })).response.status).toBe(403);
      expect((await ask(token, { q: '' })).response.status).toBe(403);
    }
    expect((await ask(undefined, { q: 'nice' })).response.status).toBe(401);
    const superadmin = await signInAs(server, 'superadmin@example.com', DEMO_PASSWORD);
    expect((await ask(superadmin, { q: 'nice' })).response.status).toBe(200);
  });

  it('refuses an empty, blank, missing or too long search', async () => {
    // The last two are outside the contract's types: sent as they are.
    const queries = [{ q: '' }, { q: '  ' }, { q: 'a'.repeat(81) }, {}, { q: 'nice', language: 'de' }] as Query<'/api/manage/search'>[];
    for (const query of queries) {
      const { response, error } = await ask(admin, query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(error?.code).toBe('VALIDATION_ERROR');
    }
  });
});
