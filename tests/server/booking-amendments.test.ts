import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carBookingPrice, roundCents } from '@/domain/price.ts';
import { databaseLabel, type Body, type Schemas, type TestClient } from '@/tests/support/server.ts';
import { bookingOf, carsOf, day, driver, nextCar, otherDriver, request, server, setUpBookings, supplier, takeCar } from './bookings-fixture.ts';

/** Amending a booking: re-priced by the server, its new lines answered, refused where the rules say. */
setUpBookings();

describe(`bookings on ${databaseLabel}`, () => {
  describe('amendments', () => {
    const amend = (as: TestClient, id: string, body: Body<'/api/bookings/{id}', 'patch'>) => as.PATCH('/api/bookings/{id}', { params: { path: { id } }, body });
    const book = async (as: TestClient, body: Schemas['BookingRequest']) => (await as.POST('/api/bookings', { body })).data!;

    it('moves a pay-later booking to other dates, re-priced by the server, and refuses dates taken or a wrong total', async () => {
      const car = await nextCar();
      const booking = await book(driver, request(car, day(220), day(222)));
      const newTotal = carBookingPrice(car, 4, {}).total;
      const wrong = await amend(driver, booking._id, { from: day(230), to: day(234), total: booking.price.total });
      expect([wrong.response.status, wrong.error?.code]).toEqual([409, 'PRICE_CHANGED']);
      expect(wrong.error?.total).toBe(newTotal);
      const moved = await amend(driver, booking._id, { from: day(230), to: day(234), total: newTotal });
      expect(moved.response.status).toBe(200);
      expect(moved.data).toMatchObject({ from: day(230), to: day(234), price: { days: 4, total: newTotal } });
      // The old dates are free again; the new ones are not.
      expect((await otherDriver.POST('/api/bookings', { body: request(car, day(220), day(222)) })).response.status).toBe(201);
      const other = await book(otherDriver, request(car, day(240), day(241)));
      const taken = await amend(driver, booking._id, { from: day(240), to: day(241), total: carBookingPrice(car, 1, {}).total });
      expect([taken.response.status, taken.error?.code]).toEqual([409, 'DATES_TAKEN']);
      expect(other._id).toBeDefined();
      // Another driver does not see it; its supplier may amend it.
      expect((await amend(otherDriver, booking._id, { total: newTotal })).response.status).toBe(404);
      expect((await amend(supplier, booking._id, { total: newTotal })).response.status).toBe(200);
    });

    it('answers the lines it was priced with, kept when the car\'s prices change, and the new lines of an amendment', async () => {
      const cars = (await carsOf('riviera-drive')).filter((c) => c.available && c.extras.theftProtection > 0 && c.extras.cancellation > 0);
      expect(cars.length, 'a Riviera Drive car selling theft protection and cancellation').toBeGreaterThan(0);
      const car = takeCar(cars);
      const extras = { theftProtection: true, cancellation: true };
      const booking = await book(driver, request(car, day(280), day(282), { extras }));
      const priced = [
        { item: 'rental', amount: roundCents(car.price * 2) },
        { item: 'cancellation', amount: car.extras.cancellation },
        { item: 'theftProtection', amount: roundCents(car.extras.theftProtection * 2) },
      ];
      expect(booking.price.lines).toEqual(priced);
      expect(roundCents(booking.price.lines.reduce((sum, line) => sum + line.amount, 0))).toBe(booking.price.subtotal);

      // The supplier raises its prices: the booking keeps the lines it was made with.
      await server.database.db.execute(sql`update cars set price = price + 10, theft_protection = theft_protection + 1 where id = ${car._id}`);
      try {
        expect((await bookingOf(driver, booking._id)).data!.price.lines).toEqual(priced);
        // An amendment is priced anew, at today's prices: one more day, the cancellation fee dropped.
        const now = { ...car, price: car.price + 10, extras: { ...car.extras, theftProtection: car.extras.theftProtection + 1 } };
        const total = carBookingPrice(now, 3, { theftProtection: true }).total;
        const amended = await amend(driver, booking._id, { to: day(283), extras: { theftProtection: true }, total });
        expect(amended.response.status).toBe(200);
        const { price } = amended.data!;
        expect(price.lines).toEqual([
          { item: 'rental', amount: roundCents(now.price * 3) },
          { item: 'theftProtection', amount: roundCents(now.extras.theftProtection * 3) },
        ]);
        expect(roundCents(price.lines.reduce((sum, line) => sum + line.amount, 0))).toBe(price.subtotal);
        expect((await bookingOf(driver, booking._id)).data!.price.lines).toEqual(price.lines);
      } finally {
        await server.database.db.execute(sql`update cars set price = price - 10, theft_protection = theft_protection - 1 where id = ${car._id}`);
      }
    });

    it('refuses a pay-online booking without the amendments extra, and a paid one whose total would change', async () => {
      const car = await nextCar();
      const online = await book(driver, request(car, day(250), day(251), { paymentOption: 'payOnline', paymentType: 'card' }));
      const refused = await amend(driver, online._id, { from: day(252), to: day(254), total: carBookingPrice(car, 2, {}).total });
      expect([refused.response.status, refused.error?.code]).toEqual([409, 'AMENDMENT_NOT_ALLOWED']);

      const paid = await book(driver, request(car, day(256), day(257)));
      await supplier.POST('/api/bookings/{id}/status', { params: { path: { id: paid._id } }, body: { status: 'paid' } });
      const longer = await amend(supplier, paid._id, { to: day(259), total: carBookingPrice(car, 3, {}).total });
      expect([longer.response.status, longer.error?.code]).toEqual([409, 'AMENDMENT_NOT_ALLOWED']);
    });

    it('keeps new dates within the booking limits: a pick-up in 9999 or a rental past 90 days is refused, for the driver and the supplier alike', async () => {
      const car = await nextCar();
      const booking = await book(driver, request(car, day(262), day(264)));
      const far = await amend(driver, booking._id, { from: '9999-01-01T10:00:00.000Z', to: '9999-01-03T10:00:00.000Z', total: carBookingPrice(car, 2, {}).total });
      expect([far.response.status, far.error?.code]).toEqual([422, 'PICK_UP_TOO_FAR_AHEAD']);
      const long = await amend(supplier, booking._id, { to: day(262 + 91), total: carBookingPrice(car, 91, {}).total });
      expect([long.response.status, long.error?.code]).toEqual([422, 'RENTAL_TOO_LONG']);
      expect(long.error?.message).toContain('90 days');
      const longest = await amend(driver, booking._id, { to: day(262 + 90), total: carBookingPrice(car, 90, {}).total });
      expect(longest.response.status).toBe(200);
      expect(longest.data!.price.days).toBe(90);
      // Extras alone leave the dates as they are: no limit is checked again.
      expect((await amend(driver, booking._id, { extras: {}, total: carBookingPrice(car, 90, {}).total })).response.status).toBe(200);
    });
  });
});
