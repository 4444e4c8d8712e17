import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseLabel, type Schemas, type TestClient } from '@/tests/support/server.ts';
import { admin, bookingOf, day, driver, nextCar, otherDriver, otherSupplier, request, server, setUpBookings, supplier } from './bookings-fixture.ts';

/** A booking's status moved by the transition table, the driver's cancel requests, and deleting bookings. */
setUpBookings();

const book = async (as: TestClient, body: Schemas['BookingRequest']) => (await as.POST('/api/bookings', { body })).data!;
const setStatus = (as: TestClient, id: string, status: Schemas['BookingStatus']) =>
  as.POST('/api/bookings/{id}/status', { params: { path: { id } }, body: { status } });
const requestCancel = (as: TestClient, id: string) => as.POST('/api/bookings/{id}/cancel-request', { params: { path: { id } } });

describe(`bookings on ${databaseLabel}`, () => {
  describe('statuses, by the transition table', () => {
    it('the supplier takes the deposit, then the payment; nobody brings back a void booking', async () => {
      const car = await nextCar();
      const booking = await book(driver, request(car, day(160), day(162)));
      const move = (as: TestClient, status: Schemas['BookingStatus']) => setStatus(as, booking._id, status);

      expect((await move(driver, 'paid')).response.status).toBe(403);
      expect((await move(otherSupplier, 'paid')).response.status).toBe(404);
      expect((await move(supplier, 'deposit')).data).toMatchObject({ status: 'deposit' });
      const backwards = await move(supplier, 'reserved');
      expect([backwards.response.status, backwards.error?.code]).toEqual([409, 'STATUS_CHANGE_NOT_ALLOWED']);
      expect((await move(supplier, 'paid')).data).toMatchObject({ status: 'paid' });
      // The payment of a pending booking is the payment's own, not a status call.
      const online = await book(driver, request(car, day(164), day(165), { paymentOption: 'payOnline', paymentType: 'card' }));
      expect((await setStatus(admin, online._id, 'paid')).error?.code).toBe('STATUS_CHANGE_NOT_ALLOWED');
      await server.database.db.execute(sql`update bookings set status = 'void' where id = ${online._id}`);
      for (const status of ['pending', 'reserved', 'paid', 'cancelled'] as const) {
        expect((await setStatus(admin, online._id, status)).response.status).toBe(409);
      }
    });

    it('an admin cancels and reinstates a booking whose dates are still free', async () => {
      const car = await nextCar();
      const booking = await book(driver, request(car, day(170), day(171)));
      expect((await setStatus(admin, booking._id, 'cancelled')).data?.status).toBe('cancelled');
      expect((await setStatus(supplier, booking._id, 'reserved')).response.status).toBe(409);
      expect((await setStatus(admin, booking._id, 'reserved')).data?.status).toBe('reserved');
    });

    it('nobody cancels a booking once its rental has ended (its cashback is then spendable); other changes go on', async () => {
      const car = await nextCar();
      const booking = await book(driver, request(car, day(174), day(176)));
      expect((await setStatus(supplier, booking._id, 'deposit')).data?.status).toBe('deposit');
      // The rental moved five years back: it has ended.
      await server.database.db.execute(sql`update bookings set period = tstzrange(lower(period) - interval '5 years', upper(period) - interval '5 years') where id = ${booking._id}`);
      for (const as of [supplier, admin]) {
        const refused = await setStatus(as, booking._id, 'cancelled');
        expect([refused.response.status, refused.error?.code]).toEqual([409, 'STATUS_CHANGE_NOT_ALLOWED']);
        expect(refused.error?.message).toContain('rental has ended');
      }
      expect((await setStatus(supplier, booking._id, 'paid')).data?.status).toBe('paid');
    });
  });

  describe('cancel requests', () => {
    it('records the driver\'s request once, without changing the status', async () => {
      const car = await nextCar();
      const booking = await book(driver, request(car, day(180), day(182)));
      const first = await requestCancel(driver, booking._id);
      expect(first.response.status).toBe(200);
      expect(first.data!.status).toBe('reserved');
      expect(first.data!.cancelRequestedAt).not.toBeNull();
      const notices = async () =>
        (
          (await server.database.db.execute<{ email: string }>(
            sql`select u.email from notifications n join users u on u.id = n.user_id where n.booking_id = ${booking._id} and n.kind = 'cancelRequested' order by u.email`,
          )) as { rows: { email: string }[] }
        ).rows.map((row) => row.email);
      const told = await notices();
      expect(told).toEqual(expect.arrayContaining(['admin@example.com', 'supplier@example.com']));
      expect(told).not.toContain('lutece-staff@example.org');
      const second = await requestCancel(driver, booking._id);
      expect(second.data!.cancelRequestedAt).toBe(first.data!.cancelRequestedAt);
      expect(await notices()).toEqual(told);
      expect((await requestCancel(otherDriver, booking._id)).response.status).toBe(404);
      expect((await requestCancel(supplier, booking._id)).response.status).toBe(403);
    });

    it('refuses it for a booking already cancelled (409 CANCELLATION_NOT_ALLOWED)', async () => {
      const car = await nextCar();
      const booking = await book(driver, request(car, day(190), day(191)));
      await setStatus(supplier, booking._id, 'cancelled');
      const refused = await requestCancel(driver, booking._id);
      expect([refused.response.status, refused.error?.code]).toEqual([409, 'CANCELLATION_NOT_ALLOWED']);
    });
  });

  describe('deleting bookings', () => {
    const remove = (as: TestClient, ids: string[]) => as.DELETE('/api/bookings', { body: { ids } });

    it('an admin deletes a selection, all or none; a supplier only its void or cancelled ones; a driver none', async () => {
      const car = await nextCar();
      const a = await book(driver, request(car, day(260), day(261)));
      const b = await book(driver, request(car, day(262), day(263)));
      expect((await remove(driver, [a._id])).response.status).toBe(403);
      expect((await remove(supplier, [a._id])).response.status).toBe(403);
      expect((await remove(otherSupplier, [a._id])).response.status).toBe(404);
      expect((await remove(admin, [a._id, '00000000-0000-4000-8000-000000000000'])).response.status).toBe(404);
      expect((await bookingOf(driver, a._id)).response.status).toBe(200);

      await setStatus(supplier, a._id, 'cancelled');
      expect((await remove(supplier, [a._id])).response.status).toBe(204);
      expect((await remove(admin, [b._id])).response.status).toBe(204);
      expect((await bookingOf(driver, a._id)).response.status).toBe(404);
      expect((await bookingOf(driver, b._id)).response.status).toBe(404);
    });

    it('keeps a booking with a payment on record (409 BOOKING_HAS_PAYMENTS)', async () => {
      const car = await nextCar();
      const online = await book(driver, request(car, day(270), day(271), { paymentOption: 'payOnline', paymentType: 'card' }));
      const paid = await driver.POST('/api/bookings/{id}/payments', {
        params: { path: { id: online._id }, header: { 'Idempotency-Key': `test-key-${online._id}` } },
        body: { paymentType: 'card', card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
      });
      expect(paid.response.status).toBe(201);
      const refused = await remove(admin, [online._id]);
      expect([refused.response.status, refused.error?.code]).toEqual([409, 'BOOKING_HAS_PAYMENTS']);
    });
  });
});
