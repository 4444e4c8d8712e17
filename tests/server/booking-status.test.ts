import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, databaseLabel, json } from '@/tests/support/server.ts';
import { admin, type Booking, day, driver, type Failure, get, nextCar, otherDriver, otherSupplier, post, request, server, setUpBookings, supplier } from './bookings-fixture.ts';

/** A booking's status moved by the transition table, the driver's cancel requests, and deleting bookings. */
setUpBookings();

describe(`bookings on ${databaseLabel}`, () => {
  describe('statuses, by the transition table', () => {
    it('the company takes the deposit, then the payment; nobody brings back a void booking', async () => {
      const car = await nextCar();
      const { body: booking } = await post('/api/bookings', driver, request(car, day(160), day(162)));
      const move = (token: string, status: string) => post<Booking | Failure>(`/api/bookings/${booking._id}/status`, token, { status });

      expect((await move(driver, 'paid')).status).toBe(403);
      expect((await move(otherSupplier, 'paid')).status).toBe(404);
      expect((await move(supplier, 'deposit')).body).toMatchObject({ status: 'deposit' });
      const backwards = await move(supplier, 'reserved');
      expect([backwards.status, (backwards.body as Failure).code]).toEqual([409, 'STATUS_CHANGE_NOT_ALLOWED']);
      expect((await move(supplier, 'paid')).body).toMatchObject({ status: 'paid' });
      // The payment of a pending booking is the payment's own, not a status call.
      const { body: online } = await post('/api/bookings', driver, request(car, day(164), day(165), { paymentOption: 'payOnline', paymentType: 'card' }));
      expect((await post<Failure>(`/api/bookings/${online._id}/status`, admin, { status: 'paid' })).body.code).toBe('STATUS_CHANGE_NOT_ALLOWED');
      await server.database.db.execute(sql`update bookings set status = 'void' where id = ${online._id}`);
      for (const status of ['pending', 'reserved', 'paid', 'cancelled']) {
        expect((await post<Failure>(`/api/bookings/${online._id}/status`, admin, { status })).status).toBe(409);
      }
    });

    it('an admin cancels and reinstates a booking whose dates are still free', async () => {
      const car = await nextCar();
      const { body: booking } = await post('/api/bookings', driver, request(car, day(170), day(171)));
      expect((await post(`/api/bookings/${booking._id}/status`, admin, { status: 'cancelled' })).body.status).toBe('cancelled');
      expect((await post(`/api/bookings/${booking._id}/status`, supplier, { status: 'reserved' })).status).toBe(409);
      expect((await post(`/api/bookings/${booking._id}/status`, admin, { status: 'reserved' })).body.status).toBe('reserved');
    });

    it('nobody cancels a booking once its rental has ended (its cashback is then spendable); other changes go on', async () => {
      const car = await nextCar();
      const { body: booking } = await post('/api/bookings', driver, request(car, day(174), day(176)));
      expect((await post(`/api/bookings/${booking._id}/status`, supplier, { status: 'deposit' })).body.status).toBe('deposit');
      // The rental moved five years back: it has ended.
      await server.database.db.execute(sql`update bookings set period = tstzrange(lower(period) - interval '5 years', upper(period) - interval '5 years') where id = ${booking._id}`);
      for (const token of [supplier, admin]) {
        const refused = await post<Failure>(`/api/bookings/${booking._id}/status`, token, { status: 'cancelled' });
        expect([refused.status, refused.body.code]).toEqual([409, 'STATUS_CHANGE_NOT_ALLOWED']);
        expect(refused.body.message).toContain('rental has ended');
      }
      expect((await post(`/api/bookings/${booking._id}/status`, supplier, { status: 'paid' })).body.status).toBe('paid');
    });
  });

  describe('cancel requests', () => {
    it('records the driver\'s request once, without changing the status', async () => {
      const car = await nextCar();
      const { body: booking } = await post('/api/bookings', driver, request(car, day(180), day(182)));
      const first = await post(`/api/bookings/${booking._id}/cancel-request`, driver, undefined);
      expect(first.status).toBe(200);
      expect(first.body.status).toBe('reserved');
      expect(first.body.cancelRequestedAt).not.toBeNull();
      const notices = async () =>
        (
          (await server.database.db.execute(
            sql`select u.email from notifications n join users u on u.id = n.user_id where n.booking_id = ${booking._id} and n.kind = 'cancelRequested' order by u.email`,
          )) as unknown as { rows: { email: string }[] }
        ).rows.map((row) => row.email);
      const told = await notices();
      expect(told).toEqual(expect.arrayContaining(['admin@example.com', 'supplier@example.com']));
      expect(told).not.toContain('lutece-staff@example.org');
      const second = await post(`/api/bookings/${booking._id}/cancel-request`, driver, undefined);
      expect(second.body.cancelRequestedAt).toBe(first.body.cancelRequestedAt);
      expect(await notices()).toEqual(told);
      expect((await post(`/api/bookings/${booking._id}/cancel-request`, otherDriver, undefined)).status).toBe(404);
      expect((await post(`/api/bookings/${booking._id}/cancel-request`, supplier, undefined)).status).toBe(403);
    });

    it('refuses it for a booking already cancelled (409 CANCELLATION_NOT_ALLOWED)', async () => {
      const car = await nextCar();
      const { body: booking } = await post('/api/bookings', driver, request(car, day(190), day(191)));
      await post(`/api/bookings/${booking._id}/status`, supplier, { status: 'cancelled' });
      const refused = await post<Failure>(`/api/bookings/${booking._id}/cancel-request`, driver, undefined);
      expect([refused.status, refused.body.code]).toEqual([409, 'CANCELLATION_NOT_ALLOWED']);
    });
  });

  describe('deleting bookings', () => {
    const remove = (token: string, ids: string[]) => server.app.inject({ method: 'DELETE', url: '/api/bookings', headers: bearer(token), payload: { ids } });

    it('an admin deletes a selection, all or none; a company only its void or cancelled ones; a driver none', async () => {
      const car = await nextCar();
      const { body: a } = await post('/api/bookings', driver, request(car, day(260), day(261)));
      const { body: b } = await post('/api/bookings', driver, request(car, day(262), day(263)));
      expect((await remove(driver, [a._id])).statusCode).toBe(403);
      expect((await remove(supplier, [a._id])).statusCode).toBe(403);
      expect((await remove(otherSupplier, [a._id])).statusCode).toBe(404);
      expect((await remove(admin, [a._id, '00000000-0000-4000-8000-000000000000'])).statusCode).toBe(404);
      expect((await get(`/api/bookings/${a._id}`, driver)).status).toBe(200);

      await post(`/api/bookings/${a._id}/status`, supplier, { status: 'cancelled' });
      expect((await remove(supplier, [a._id])).statusCode).toBe(204);
      expect((await remove(admin, [b._id])).statusCode).toBe(204);
      expect((await get(`/api/bookings/${a._id}`, driver)).status).toBe(404);
      expect((await get(`/api/bookings/${b._id}`, driver)).status).toBe(404);
    });

    it('keeps a booking with a payment on record (409 BOOKING_HAS_PAYMENTS)', async () => {
      const car = await nextCar();
      const { body: online } = await post('/api/bookings', driver, request(car, day(270), day(271), { paymentOption: 'payOnline', paymentType: 'card' }));
      const paid = await server.app.inject({
        method: 'POST',
        url: `/api/bookings/${online._id}/payments`,
        headers: { ...bearer(driver), 'idempotency-key': `test-key-${online._id}` },
        payload: { paymentType: 'card', card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
      });
      expect(paid.statusCode).toBe(201);
      const refused = await remove(admin, [online._id]);
      expect([refused.statusCode, json<Failure>(refused).code]).toEqual([409, 'BOOKING_HAS_PAYMENTS']);
    });
  });
});
