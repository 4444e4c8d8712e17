import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { bearer, createBookingDriver, databaseLabel, json, signInAs, startTestServer, type TestServer } from '@/tests/support/server.ts';

/**
 * The back office's one search across the kinds of records (searchBackOffice): every kind's first 5 matches and their
 * count, each word to be found in one of the kind's texts; for the admins only.
 */
let server: TestServer;
let admin: string;
let supplier: string;
let driver: string;

interface Group<T> {
  total: number;
  items: T[];
}

interface SearchResult {
  users: Group<{ _id: string; fullName: string; email: string; type: string }>;
  companies: Group<{ _id: string; name: string; slug: string; tier: string }>;
  cars: Group<{ _id: string; brand: string; model: string; company: string }>;
  yachts: Group<{ _id: string; brand: string; model: string; company: string }>;
  places: Group<{ _id: string; slug: string; name: string; country: string }>;
  coupons: Group<{ _id: string; code: string; status: string }>;
  bookings: Group<{ _id: string; vehicle: string; driver: string | null; status: string; from: string; to: string; pickUpTimeZone: string; dropOffTimeZone: string }>;
}

const kinds = ['users', 'companies', 'cars', 'yachts', 'places', 'coupons', 'bookings'] as const;

const ask = (token: string | undefined, query: string) =>
  server.app.inject({ method: 'GET', url: `/api/manage/search?${query}`, headers: token ? bearer(token) : {} });
const search = async (q: string, language?: string) => {
  const response = await ask(admin, `q=${encodeURIComponent(q)}${language ? `&language=${language}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<SearchResult>(response);
};
const totals = (result: SearchResult) => Object.fromEntries(kinds.map((kind) => [kind, result[kind].total]));

beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.database, { demoAccounts: true });
  admin = await signInAs(server, 'admin@example.com', DEMO_PASSWORD);
  supplier = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
  driver = (await createBookingDriver(server, { email: 'search.driver@example.org' })).token;
});
afterAll(() => server?.close());

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
    expect(totals(found)).toMatchObject({ companies: 0, cars: 0, yachts: 0, places: 0, coupons: 0 });
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

  it("finds a company, its account and its fleet by its name; each kind shows 5 and counts them all", async () => {
    const found = await search('riviera drive');
    expect(found.companies.items).toEqual([expect.objectContaining({ name: 'Riviera Drive', slug: 'riviera-drive' })]);
    expect(found.users.items.map((user) => user.email)).toEqual(['supplier@example.com']);
    expect(found.cars.total).toBe(15);
    expect(found.cars.items).toHaveLength(5);
    expect(found.cars.items.every((car) => car.company === 'Riviera Drive')).toBe(true);
    const brands = found.cars.items.map((car) => `${car.brand} ${car.model}`.toLowerCase());
    expect(brands).toEqual([...brands].sort());
    expect(found.yachts.total).toBe(5);
    expect(found.yachts.items.every((yacht) => yacht.company === 'Riviera Drive')).toBe(true);
  });

  it('needs every word: each is found in one of the texts of a record', async () => {
    const coupon = await search('riviera');
    expect(coupon.coupons.items).toEqual([expect.objectContaining({ code: 'RIVIERA25', status: 'active' })]);
    expect((await search('riviera drive')).coupons.total).toBe(0);
    // The brand in one text, the company in another: one car.
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

  it('is for the admins: a company and a driver get 403 before the query is checked, a guest 401', async () => {
    for (const token of [supplier, driver]) {
      expect((await ask(token, 'q=nice')).statusCode).toBe(403);
      expect((await ask(token, 'q=')).statusCode).toBe(403);
    }
    expect((await ask(undefined, 'q=nice')).statusCode).toBe(401);
    const superadmin = await signInAs(server, 'superadmin@example.com', DEMO_PASSWORD);
    expect((await ask(superadmin, 'q=nice')).statusCode).toBe(200);
  });

  it('refuses an empty, blank, missing or too long search', async () => {
    for (const query of ['q=', 'q=%20%20', '', `q=${'a'.repeat(81)}`, 'q=nice&language=de']) {
      const response = await ask(admin, query);
      expect(response.statusCode, query).toBe(400);
      expect(json(response).code).toBe('VALIDATION_ERROR');
    }
  });
});
