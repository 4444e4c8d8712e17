import { describe, expect, it } from 'vitest';
import { bearer, databaseLabel, json } from '@/tests/support/server.ts';
import { carsOf, day, driver, type Failure, otherDriver, post, request, server, setUpBookings, takeCar } from './bookings-fixture.ts';

/** The additional drivers a driver records, books with (per day), and removes when no booking names them. */
setUpBookings();

describe(`bookings on ${databaseLabel}`, () => {
  describe('additional drivers', () => {
    const person = (overrides: Record<string, unknown> = {}) => ({
      fullName: 'Sam Second',
      email: 'Sam.Second@example.org',
      phone: '+33 6 55 44 33 22',
      birthDate: '1990-02-03',
      ...overrides,
    });
    const record = (token: string, body: unknown) => post<{ _id: string; email: string } & Failure>('/api/additional-driver/create', token, body);
    const remove = (token: string, id: string) =>
      server.app.inject({ method: 'DELETE', url: '/api/additional-driver/delete', headers: bearer(token), payload: { _id: id } });
    const carWithAdditionalDriver = async () => {
      const cars = (await carsOf('riviera-drive')).filter((car) => car.available && car.extras.additionalDriver >= 0);
      expect(cars.length, 'a Riviera Drive car offering an additional driver').toBeGreaterThan(0);
      return takeCar(cars);
    };

    it('records one, books with him (charged per day), and keeps him while a booking names him', async () => {
      const recorded = await record(driver, person());
      expect(recorded.status).toBe(201);
      expect(recorded.body).toMatchObject({ fullName: 'Sam Second', email: 'sam.second@example.org' });
      const car = await carWithAdditionalDriver();
      const body = request(car, day(200), day(203), { extras: { additionalDriver: true }, additionalDriver: recorded.body._id });
      const booked = await post('/api/bookings', driver, body);
      expect(booked.status).toBe(201);
      expect(booked.body.price.total).toBeCloseTo((car.price + car.extras.additionalDriver) * 3, 2);
      expect((booked.body as unknown as { additionalDriver: { _id: string } }).additionalDriver._id).toBe(recorded.body._id);

      const kept = await remove(driver, recorded.body._id);
      expect([kept.statusCode, json<Failure>(kept).code]).toEqual([409, 'ADDITIONAL_DRIVER_IN_USE']);
    });

    it('removes one no booking names; another driver\'s is not found', async () => {
      const recorded = await record(driver, person({ fullName: 'Removable' }));
      expect((await remove(otherDriver, recorded.body._id)).statusCode).toBe(404);
      expect((await remove(driver, recorded.body._id)).statusCode).toBe(204);
      expect((await remove(driver, recorded.body._id)).statusCode).toBe(404);
    });

    it('refuses a young one, bad fields, and a booking naming someone else\'s or none', async () => {
      const young = await record(driver, person({ birthDate: `${new Date().getUTCFullYear() - 19}-01-01` }));
      expect([young.status, young.body.code]).toEqual([422, 'DRIVER_TOO_YOUNG']);
      expect((await record(driver, person({ email: 'not-an-email' }))).body.message).toContain('email');
      expect((await record(driver, person({ phone: '12' }))).body.message).toContain('phone');
      expect((await record(driver, { fullName: 'No Phone', email: 'a@b.org', birthDate: '1990-01-01' })).status).toBe(400);

      const othersOwn = await record(otherDriver, person());
      const car = await carWithAdditionalDriver();
      const named = await post<Failure>('/api/bookings', driver, request(car, day(210), day(211), { extras: { additionalDriver: true }, additionalDriver: othersOwn.body._id }));
      expect([named.status, named.body.message]).toEqual([400, expect.stringContaining('body/additionalDriver')]);
      const missing = await post<Failure>('/api/bookings', driver, request(car, day(210), day(211), { extras: { additionalDriver: true } }));
      expect([missing.status, missing.body.message]).toEqual([400, expect.stringContaining('additionalDriver')]);
      const withoutExtra = await post<Failure>('/api/bookings', driver, request(car, day(210), day(211), { additionalDriver: othersOwn.body._id }));
      expect(withoutExtra.status).toBe(400);
    });
  });
});
