import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseLabel } from '../support/server.ts';
import { admin, type Car, day, driver, type Failure, get, nextCar, post, request, server, setUpBookings, supplier, youngDriver } from './bookings-fixture.ts';

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
