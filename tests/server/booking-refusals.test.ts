import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, databaseLabel, json } from '@/tests/support/server.ts';
import { admin, type Car, day, driver, type Failure, get, nextCar, post, request, server, setUpBookings, supplier, youngDriver } from './bookings-fixture.ts';

const DAY_MS = 86_400_000;
/** `n` days from now at 10:00 UTC: the booking limits count from the time of the request. */
const ahead = (n: number) => new Date(Math.floor(Date.now() / DAY_MS + n) * DAY_MS + 10 * 3_600_000).toISOString();

/** What making a booking refuses, with the contract's codes and the product's words. */
setUpBookings();

describe(`bookings on ${databaseLabel}`, () => {
  describe('refuses, in the product\'s words', () => {
    it.each([
      ['to before from', { from: day(101), to: day(100) }, 'body/to'],
      ['a pick-up in the past', { from: '2020-01-01T10:00:00.000Z', to: '2020-01-03T10:00:00.000Z' }, 'body/from'],
      ['a place the car is not at', { pickUpLocation: 'nowhere-town' }, 'body/pickUpLocation'],
      ['a drop-off place the car is not at', { dropOffLocation: 'nowhere-town' }, 'body/dropOffLocation'],
      ['cash paid online', { paymentOption: 'payOnline', paymentType: 'cash' }, 'body/paymentType'],
      ['an unknown field', { voucher: 'FREE' }, 'voucher'],
    ])('%s: 400 naming the field', async (_, overrides, field) => {
      const car = await nextCar();
      const refused = await post<Failure>('/api/bookings', driver, request(car, day(100), day(102), overrides));
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_ERROR');
      expect(refused.body.message).toContain(field);
    });

    it('an offer that is not there: 404; no sign-in: 401; a company or an admin account: 403', async () => {
      const car = await nextCar();
      const body = request(car, day(110), day(111));
      expect((await post('/api/bookings', driver, { ...body, offer: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
      expect((await post('/api/bookings', undefined, body)).status).toBe(401);
      expect((await post('/api/bookings', supplier, body)).status).toBe(403);
      expect((await post('/api/bookings', admin, body)).status).toBe(403);
    });

    it('an unavailable car: 422 NOT_AVAILABLE', async () => {
      const car = await nextCar();
      await server.database.db.execute(sql`update cars set available = false where id = ${car._id}`);
      const refused = await post<Failure>('/api/bookings', driver, request(car, day(120), day(121)));
      await server.database.db.execute(sql`update cars set available = true where id = ${car._id}`);
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('NOT_AVAILABLE');
    });

    it('a driver under the company\'s minimum age: 422 DRIVER_TOO_YOUNG naming the age', async () => {
      const car = await nextCar('azur-prestige');
      const body = request(car, day(130), day(131), { paymentOption: 'payOnline', paymentType: 'card' });
      const refused = await post<Failure>('/api/bookings', youngDriver, body);
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('DRIVER_TOO_YOUNG');
      expect(refused.body.message).toContain('25');
      expect((await post('/api/bookings', driver, body)).status).toBe(201);
    });

    it('a payment type or option the company does not take: 422', async () => {
      const lutece = await nextCar('lutece-mobilite'); // card only, online only
      const cash = await post<Failure>('/api/bookings', driver, request(lutece, day(140), day(141)));
      expect([cash.status, cash.body.code]).toEqual([422, 'PAYMENT_TYPE_NOT_ACCEPTED']);
      const later = await post<Failure>('/api/bookings', driver, request(lutece, day(140), day(141), { paymentType: 'card' }));
      expect([later.status, later.body.code]).toEqual([422, 'PAY_LATER_NOT_ACCEPTED']);
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
        return (found as unknown as { rows: { n: number }[] }).rows[0]!.n;
      };
      const before = await count();
      const refused = await post<Failure>('/api/bookings', driver, request(car, from, to));
      expect([refused.status, refused.body.code]).toEqual([422, code]);
      expect(refused.body.message).toContain(`This car can be booked`);
      expect(refused.body.message).toContain(limit);
      expect(await count()).toBe(before);
    });

    it('the longest rental on the last day of the horizon is booked (548 days ahead, 90 days long)', async () => {
      const car = await nextCar();
      const made = await post('/api/bookings', driver, request(car, ahead(547), ahead(547 + 90)));
      expect(made.status).toBe(201);
      expect(made.body.price.days).toBe(90);
    });

    it("a company's own lower limits: its cars answer them, and bookings beyond them are refused", async () => {
      const car = await nextCar();
      const company = (await get<Car & { supplier: { _id: string } }>(`/api/cars/${car._id}`)).body.supplier._id;
      const profileUrl = `/api/companies/${company}`;
      const call = (method: 'GET' | 'PUT', payload?: object) =>
        server.app.inject({ method, url: profileUrl, headers: bearer(supplier), ...(payload ? { payload } : {}) });
      const { _id: _, slug: _slug, tier: _tier, tierCode: _code, logo: _logo, hasOwnLogo: _own, ...profile } = json<Record<string, unknown>>(await call('GET'));
      expect((await call('PUT', { ...profile, maxDaysAhead: 30, maxRentalDays: 7 })).statusCode).toBe(200);
      try {
        expect((await get<{ bookingLimits: unknown }>(`/api/cars/${car._id}`)).body.bookingLimits).toEqual({ maxDaysAhead: 30, maxRentalDays: 7 });
        const far = await post<Failure>('/api/bookings', driver, request(car, ahead(32), ahead(33)));
        expect([far.status, far.body.code]).toEqual([422, 'PICK_UP_TOO_FAR_AHEAD']);
        expect(far.body.message).toContain('30 days ahead');
        const long = await post<Failure>('/api/bookings', driver, request(car, ahead(12), ahead(20)));
        expect([long.status, long.body.code]).toEqual([422, 'RENTAL_TOO_LONG']);
        expect(long.body.message).toContain('7 days');
        // Clear of the demo bookings of the coming 9 days (server/seed/demo-activity.ts).
        expect((await post('/api/bookings', driver, request(car, ahead(12), ahead(19)))).status).toBe(201);
      } finally {
        expect((await call('PUT', profile)).statusCode).toBe(200);
      }
      expect((await get<{ bookingLimits: unknown }>(`/api/cars/${car._id}`)).body.bookingLimits).toEqual({ maxDaysAhead: 548, maxRentalDays: 90 });
    });

    it('an extra the car does not offer: 422 EXTRA_NOT_OFFERED', async () => {
      const cars = (await get<{ items: Car[] }>('/api/cars?size=100')).body.items;
      const car = cars.find((c) => c.available && Object.values(c.extras).some((price) => price < 0));
      expect(car, 'a seed car with an extra not offered').toBeDefined();
      const extra = Object.entries(car!.extras).find(([, price]) => price < 0)![0];
      const body = request(car!, day(150), day(151), { paymentOption: 'payOnline', paymentType: 'card' });
      const refused = await post<Failure>('/api/bookings', driver, { ...body, extras: { [extra]: true } });
      expect([refused.status, refused.body.code]).toEqual([422, 'EXTRA_NOT_OFFERED']);
    });
  });
});
