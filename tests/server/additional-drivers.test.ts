import { describe, expect, it } from 'vitest';
import { databaseLabel, type Schemas, type TestClient } from '@/tests/support/server.ts';
import { carsOf, day, driver, otherDriver, request, setUpBookings, takeCar } from './bookings-fixture.ts';

/** The additional drivers a driver records, books with (per day), and removes when no booking names them. */
setUpBookings();

describe(`bookings on ${databaseLabel}`, () => {
  describe('additional drivers', () => {
    const person = (overrides: Partial<Schemas['AdditionalDriver']> = {}): Schemas['AdditionalDriver'] => ({
      fullName: 'Sam Second',
      email: 'Sam.Second@example.org',
      phone: '+33 6 55 44 33 22',
      birthDate: '1990-02-03',
      ...overrides,
    });
    const record = (as: TestClient, body: Schemas['AdditionalDriver']) => as.POST('/api/additional-driver/create', { body });
    const remove = (as: TestClient, id: string) => as.DELETE('/api/additional-driver/delete', { body: { _id: id } });
    const carWithAdditionalDriver = async () => {
      const cars = (await carsOf('riviera-drive')).filter((car) => car.available && car.extras.additionalDriver >= 0);
      expect(cars.length, 'a Riviera Drive car offering an additional driver').toBeGreaterThan(0);
      return takeCar(cars);
    };

    it('records one, books with him (charged per day), and keeps him while a booking names him', async () => {
      const recorded = await record(driver, person());
      expect(recorded.response.status).toBe(201);
      expect(recorded.data).toMatchObject({ fullName: 'Sam Second', email: 'sam.second@example.org' });
      const car = await carWithAdditionalDriver();
      const body = request(car, day(200), day(203), { extras: { additionalDriver: true }, additionalDriver: recorded.data!._id });
      const booked = await driver.POST('/api/bookings', { body });
      expect(booked.response.status).toBe(201);
      expect(booked.data!.price.total).toBeCloseTo((car.price + car.extras.additionalDriver) * 3, 2);
      expect(booked.data!.additionalDriver?._id).toBe(recorded.data!._id);

      const kept = await remove(driver, recorded.data!._id!);
      expect([kept.response.status, kept.error?.code]).toEqual([409, 'ADDITIONAL_DRIVER_IN_USE']);
    });

    it('removes one no booking names; another driver\'s is not found', async () => {
      const recorded = (await record(driver, person({ fullName: 'Removable' }))).data!;
      expect((await remove(otherDriver, recorded._id!)).response.status).toBe(404);
      expect((await remove(driver, recorded._id!)).response.status).toBe(204);
      expect((await remove(driver, recorded._id!)).response.status).toBe(404);
    });

    it('refuses a young one, bad fields, and a booking naming someone else\'s or none', async () => {
      const young = await record(driver, person({ birthDate: `${new Date().getUTCFullYear() - 19}-01-01` }));
      expect([young.response.status, young.error?.code]).toEqual([422, 'DRIVER_TOO_YOUNG']);
      expect((await record(driver, person({ email: 'not-an-email' }))).error?.message).toContain('email');
      expect((await record(driver, person({ phone: '12' }))).error?.message).toContain('phone');
      // No phone: outside the contract's type, sent as it is.
      const noPhone = { fullName: 'No Phone', email: 'a@b.org', birthDate: '1990-01-01' } as Schemas['AdditionalDriver'];
      expect((await record(driver, noPhone)).response.status).toBe(400);

      const othersOwn = (await record(otherDriver, person())).data!;
      const car = await carWithAdditionalDriver();
      const book = (body: Schemas['BookingRequest']) => driver.POST('/api/bookings', { body });
      const named = await book(request(car, day(210), day(211), { extras: { additionalDriver: true }, additionalDriver: othersOwn._id }));
      expect([named.response.status, named.error?.message]).toEqual([400, expect.stringContaining('body/additionalDriver')]);
      const missing = await book(request(car, day(210), day(211), { extras: { additionalDriver: true } }));
      expect([missing.response.status, missing.error?.message]).toEqual([400, expect.stringContaining('additionalDriver')]);
      const withoutExtra = await book(request(car, day(210), day(211), { additionalDriver: othersOwn._id }));
      expect(withoutExtra.response.status).toBe(400);
    });
  });
});
