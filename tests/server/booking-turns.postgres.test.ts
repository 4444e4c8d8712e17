import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client.ts';
import { insertBooking, type NewBooking } from '@/server/repositories/booking-writes.ts';
import { seedIfEmpty } from '@/server/seed/seed.ts';
import { openTestDatabase, testDatabaseUrl } from '@/tests/support/server.ts';

/**
 * Bookings of one offer take turns under the offer's advisory lock (repositories/booking-writes.ts): the statement that
 * voids the offer's expired bookings takes it first, as a one-time filter, even when nothing has expired; with or
 * without a coupon (one statement, or a transaction). Waiting needs a second connection: PostgreSQL only (vitest.config.ts
 * runs `*.postgres.test.ts` files in the server suite on PostgreSQL alone).
 */
describe('bookings of one offer take turns on PostgreSQL', () => {
  let database: Database;
  let holder: pg.Client;
  let booking: Omit<NewBooking, 'id'>;
  let couponId: string;
  const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => ((await database.db.execute<T>(query)) as { rows: T[] }).rows;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedIfEmpty(database, { demoAccounts: true });
    const [car] = await rows<{ id: string; location_id: string }>(sql`select c.id, cl.location_id from cars c join car_locations cl on cl.car_id = c.id order by c.id limit 1`);
    const [user] = await rows<{ id: string }>(sql`select id from users where email = 'driver@example.com'`);
    const [coupon] = await rows<{ id: string }>(sql`select id from coupons where code = 'WELCOME10'`);
    couponId = coupon!.id;
    booking = {
      carId: car!.id, yachtId: null, driverId: user!.id, status: 'reserved', from: '', to: '',
      pickUpLocationId: car!.location_id, dropOffLocationId: car!.location_id, extras: {}, additionalDriverId: null,
      paymentOption: 'payLater', paymentType: 'cash', rate: 50, days: 1, subtotal: 50, total: 50,
      priceLines: [{ item: 'rental', amount: 50 }], usedCashback: 0, couponId: null, expiresAt: null,
    };
    holder = new pg.Client({ connectionString: await testDatabaseUrl() });
    await holder.connect();
  });
  afterAll(async () => {
    await holder?.end();
    await database?.close();
  });

  const settledWithin = (promise: Promise<unknown>, ms: number) =>
    Promise.race([promise.then(() => true, () => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);

  it.each([
    ['without a coupon (one statement)', 10, false],
    ['with a coupon (a transaction)', 20, true],
  ])("waits for the offer's lock before writing, %s", async (_label, day, withCoupon) => {
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock(hashtext($1))', [booking.carId]);
    const dates = { from: `2035-01-${day}T10:00:00Z`, to: `2035-01-${day + 1}T10:00:00Z` };
    const made = insertBooking(database.db, { ...booking, ...dates, id: randomUUID(), couponId: withCoupon ? couponId : null }, { notifications: [], emails: [] }, 'en');
    expect(await settledWithin(made, 400)).toBe(false);
    await holder.query('commit');
    expect((await made).from).toEqual(new Date(dates.from));
  });
});
