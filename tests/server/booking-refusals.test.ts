import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseLabel, type Schemas, type TestClient } from '@/tests/support/server.ts';
import { admin, day, driver, nextCar, request, server, setUpBookings, supplier, youngDriver } from './bookings-fixture.ts';

const DAY_MS = 86_400_000;
/** `n` days from now at 10:00 UTC: the booking limits count from the time of the request. */
const ahead = (n: number) => new Date(Math.floor(Date.now() / DAY_MS + n) * DAY_MS + 10 * 3_600_000).toISOString();

/** What making a booking refuses, with the contract's codes and the product's words. */
setUpBookings();

const book = (as: TestClient, body: Schemas['BookingRequest']) => as.POST('/api/bookings', { body });
const carOf = async (id: string) => (await server.GET('/api/cars/{id}', { params: { path: { id } } })).data!;

describe(`bookings on ${databaseLabel}`, () => {
  describe('refuses, in the product\'s words', () => {
    // Some of these are outside the contract's types: sent as they are.
    it.each<[string, Partial<Schemas['BookingRequest']>, string]>([
      ['to before from', { from: day(101), to: day(100) }, 'body/to'],
      ['a pick-up in the past', { from: '2020-01-01T10:00:00.000Z', to: '2020-01-03T10:00:00.000Z' }, 'body/from'],
      ['a place the car is not at', { pickUpLocation: 'nowhere-town' }, 'body/pickUpLocation'],
      ['a drop-off place the car is not at', { dropOffLocation: 'nowhere-town' }, 'body/dropOffLocation'],
      ['cash paid online', { paymentOption: 'payOnline', paymentType: 'cash' }, 'body/paymentType'],
      ['an unknown field', { voucher: 'FREE' } as Partial<Schemas['BookingRequest']>, 'voucher'],
    ])('%s: 400 naming the field', async (_, overrides, field) => {
      const car = await nextCar();
      const refused = await book(driver, request(car, day(100), day(102), overrides));
      expect(refused.response.status).toBe(400);
      expect(refused.error?.code).toBe('VALIDATION_ERROR');
      expect(refused.error?.message).toContain(field);
    });

    it('an offer that is not there: 404; no sign-in: 401; a supplier or an admin account: 403', async () => {
      const car = await nextCar();
      const body = request(car, day(110), day(111));
      expect((await book(driver, { ...body, offer: '00000000-0000-4000-8000-000000000000' })).response.status).toBe(404);
      expect((await server.POST('/api/bookings', { body })).response.status).toBe(401);
      expect((await book(supplier, body)).response.status).toBe(403);
      expect((await book(admin, body)).response.status).toBe(403);
    });

    it('an unavailable car: 422 NOT_AVAILABLE', async () => {
      const car = await nextCar();
      await server.database.db.execute(sql`update cars set available = false where id = ${car._id}`);
      const refused = await book(driver, request(car, day(120), day(121)));
      await server.database.db.execute(sql`update cars set available = true where id = ${car._id}`);
      expect(refused.response.status).toBe(422);
      expect(refused.error?.code).toBe('NOT_AVAILABLE');
    });

    it('a driver under the supplier\'s minimum age: 422 DRIVER_TOO_YOUNG naming the age', async () => {
      const car = await nextCar('azur-prestige');
      const body = request(car, day(130), day(131), { paymentOption: 'payOnline', paymentType: 'card' });
      const refused = await book(youngDriver, body);
      expect(refused.response.status).toBe(422);
      expect(refused.error?.code).toBe('DRIVER_TOO_YOUNG');
      expect(refused.error?.message).toContain('25');
      expect((await book(driver, body)).response.status).toBe(201);
    });

    it('a payment type or option the supplier does not take: 422', async () => {
      const lutece = await nextCar('lutece-mobilite'); // card only, online only
      const cash = await book(driver, request(lutece, day(140), day(141)));
      expect([cash.response.status, cash.error?.code]).toEqual([422, 'PAYMENT_TYPE_NOT_ACCEPTED']);
      const later = await book(driver, request(lutece, day(140), day(141), { paymentType: 'card' }));
      expect([later.response.status, later.error?.code]).toEqual([422, 'PAY_LATER_NOT_ACCEPTED']);
    });

    it.each([
      ['a pay-later booking from 2027 to 2037 (the issue\'s 621,010 €): RENTAL_TOO_LONG', '2027-07-01T10:00:00.000Z', '2037-07-01T10:00:00.000Z', 'RENTAL_TOO_LONG', '90 days'],
      ['a pick-up in 9999: PICK_UP_TOO_FAR_AHEAD', '9999-01-01T10:00:00.000Z', '9999-01-03T10:00:00.000Z', 'PICK_UP_TOO_FAR_AHEAD', '548 days ahead'],
      ['a pick-up a day past 18 months: PICK_UP_TOO_FAR_AHEAD', ahead(549), ahead(551), 'PICK_UP_TOO_FAR_AHEAD', '548 days ahead'],
      ['a rental of 91 days: RENTAL_TOO_LONG', ahead(10), ahead(101), 'RENTAL_TOO_LONG', '90 days'],
    ])('%s: 422 in the product\'s words, nothing booked', async (_, from, to, code, limit) => {
      const car = await nextCar();
      // The car may have demo bookings (server/seed/demo-activity.ts): none more after the refusal.
      const count = async () => {
        const found = await server.database.db.execute(sql`select count(*)::int as n from bookings where car_id = ${car._id}`);
        return (found as { rows: { n: number }[] }).rows[0]!.n;
      };
      const before = await count();
      const refused = await book(driver, request(car, from, to));
      expect([refused.response.status, refused.error?.code]).toEqual([422, code]);
      expect(refused.error?.message).toContain(`This car can be booked`);
      expect(refused.error?.message).toContain(limit);
      expect(await count()).toBe(before);
    });

    it('the longest rental on the last day of the horizon is booked (548 days ahead, 90 days long)', async () => {
      const car = await nextCar();
      const made = await book(driver, request(car, ahead(547), ahead(547 + 90)));
      expect(made.response.status).toBe(201);
      expect(made.data!.price.days).toBe(90);
    });

    it("a supplier's own lower limits: its cars answer them, and bookings beyond them are refused", async () => {
      const car = await nextCar();
      const id = (await carOf(car._id)).supplier._id;
      const own = { params: { path: { id } } };
      const put = (body: Schemas['SupplierProfileInput']) => supplier.PUT('/api/manage/suppliers/{id}', { ...own, body });
      const { _id: _, slug: _slug, tier: _tier, tierCode: _code, avatar: _avatar, hasOwnAvatar: _own, ...profile } = (await supplier.GET('/api/manage/suppliers/{id}', own)).data!;
      expect((await put({ ...profile, maxDaysAhead: 30, maxRentalDays: 7 })).response.status).toBe(200);
      try {
        expect((await carOf(car._id)).bookingLimits).toEqual({ maxDaysAhead: 30, maxRentalDays: 7 });
        const far = await book(driver, request(car, ahead(32), ahead(33)));
        expect([far.response.status, far.error?.code]).toEqual([422, 'PICK_UP_TOO_FAR_AHEAD']);
        expect(far.error?.message).toContain('30 days ahead');
        const long = await book(driver, request(car, ahead(12), ahead(20)));
        expect([long.response.status, long.error?.code]).toEqual([422, 'RENTAL_TOO_LONG']);
        expect(long.error?.message).toContain('7 days');
        // Clear of the demo bookings of the coming 9 days (server/seed/demo-activity.ts).
        expect((await book(driver, request(car, ahead(12), ahead(19)))).response.status).toBe(201);
      } finally {
        expect((await put(profile)).response.status).toBe(200);
      }
      expect((await carOf(car._id)).bookingLimits).toEqual({ maxDaysAhead: 548, maxRentalDays: 90 });
    });

    it('an extra the car does not offer: 422 EXTRA_NOT_OFFERED', async () => {
      const cars = (await server.GET('/api/cars', { params: { query: { size: 100 } } })).data!.items;
      const car = cars.find((c) => c.available && Object.values(c.extras).some((price) => price < 0));
      expect(car, 'a seed car with an extra not offered').toBeDefined();
      const extra = Object.entries(car!.extras).find(([, price]) => price < 0)![0];
      const body = request(car!, day(150), day(151), { paymentOption: 'payOnline', paymentType: 'card' });
      const refused = await book(driver, { ...body, extras: { [extra]: true } });
      expect([refused.response.status, refused.error?.code]).toEqual([422, 'EXTRA_NOT_OFFERED']);
    });
  });
});
