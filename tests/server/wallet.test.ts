import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carBookingPrice, rentalDays, type CarExtraPrices, type Coupon } from '../../domain/price.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/seed/seed.ts';
import { bearer, databaseLabel, json, signInAs, startTestServer, type TestServer, createBookingDriver } from '../support/server.ts';

/** Coupons (validated, applied, used up) and the cashback wallet (credited, spent once, given back). */
let server: TestServer;
let supplier: string;
let admin: string;

type Car = { _id: string; price: number; extras: CarExtraPrices; locations: string[]; available: boolean };
type Booking = { _id: string; status: string; coupon: string | null; price: { subtotal: number; couponDiscount: number; usedCashback: number; total: number; cashback: number } };
type Wallet = { balance: number; currency: string; entries: { kind: string; amount: number; booking: string }[] };
type Failure = { code: string; message: string };

beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.database, { demoAccounts: true });
  supplier = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
  admin = await signInAs(server, 'admin@example.com', DEMO_PASSWORD);
});
afterAll(() => server.close());

let drivers = 0;
const newDriver = async () => createBookingDriver(server, { email: `wallet-${++drivers}@example.org` });

let cars: Car[] = [];
let used = 0;
let offset = 0;
/** Books a Riviera Drive car on dates of its own, sending the total the price rule gives for these discounts. */
async function book(token: string, options: { coupon?: Coupon & { code: string }; balance?: number; payOnline?: boolean; total?: number } = {}) {
  if (cars.length === 0) {
    cars = json<{ items: Car[] }>(await server.app.inject({ method: 'GET', url: '/api/cars?supplier=riviera-drive&size=100&sort=newest' })).items.filter((c) => c.available);
  }
  const car = cars[used++ % cars.length]!;
  const from = new Date(Date.UTC(2027, 11, 1 + offset, 9));
  const to = new Date(Date.UTC(2027, 11, 4 + offset, 9));
  offset += 4;
  const price = carBookingPrice(car, rentalDays(from, to), {}, { coupon: options.coupon, usedCashback: options.balance ?? 0 });
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(token),
    payload: {
      offer: car._id,
      from: from.toISOString(),
      to: to.toISOString(),
      pickUpLocation: car.locations[0],
      dropOffLocation: car.locations[0],
      paymentOption: options.payOnline ? 'payOnline' : 'payLater',
      paymentType: options.payOnline ? 'card' : 'cash',
      total: options.total ?? price.total,
      ...(options.coupon ? { coupon: options.coupon.code.toLowerCase() } : {}),
      ...(options.balance !== undefined ? { useCashback: true } : {}),
    },
  });
  return { status: response.statusCode, body: json<Booking & Failure>(response), expected: price };
}

const wallet = async (userId: string, token: string) => json<Wallet>(await server.app.inject({ method: 'GET', url: `/api/user/${userId}/wallet`, headers: bearer(token) }));
const validate = (code: string) => server.app.inject({ method: 'POST', url: '/api/coupons/validate', payload: { code } });
const setStatus = (id: string, status: string) => server.app.inject({ method: 'POST', url: `/api/bookings/${id}/status`, headers: bearer(supplier), payload: { status } });

async function paidBooking(token: string) {
  const booking = await book(token, { payOnline: true });
  expect(booking.status).toBe(201);
  const paid = await server.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.body._id}/payments`,
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    payload: { paymentType: 'card', card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
  });
  expect(paid.statusCode).toBe(201);
  return booking.body;
}

describe(`coupons on ${databaseLabel}`, () => {
  it('validates a code in any case, and refuses an unknown, expired or used-up one (422 COUPON_INVALID)', async () => {
    const welcome = await validate('welcome10');
    expect(welcome.statusCode).toBe(200);
    expect(json(welcome)).toMatchObject({ code: 'WELCOME10', discount: 10, discountUnit: 'percentage', validUntil: null });
    await server.database.db.execute(sql`insert into coupons (code, discount, discount_unit, valid_until) values ('GONE-BY', 5, 'amount', now() - interval '1 day')`);
    await server.database.db.execute(sql`insert into coupons (code, discount, discount_unit, max_uses, uses) values ('ALL-USED', 5, 'amount', 1, 1)`);
    for (const code of ['NOPE-123', 'GONE-BY', 'ALL-USED']) {
      const refused = await validate(code);
      expect([refused.statusCode, json<Failure>(refused).code], code).toEqual([422, 'COUPON_INVALID']);
    }
    expect((await validate('x')).statusCode).toBe(400);
  });

  it('takes a coupon off the subtotal, and counts the use', async () => {
    const driver = await newDriver();
    const coupon = { code: 'WELCOME10', discount: 10, discountUnit: 'percentage' as const };
    const booked = await book(driver.token, { coupon });
    expect(booked.status).toBe(201);
    expect(booked.body.coupon).toBe('WELCOME10');
    expect(booked.body.price.couponDiscount).toBeCloseTo(booked.body.price.subtotal * 0.1, 2);
    expect(booked.body.price.total).toBe(booked.expected.total);
    const without = await book(driver.token, { coupon, total: booked.expected.subtotal });
    expect([without.status, without.body.code]).toEqual([409, 'PRICE_CHANGED']);
  });

  it('gives the last use of a coupon to one of two bookings made at once', async () => {
    await server.database.db.execute(sql`insert into coupons (code, discount, discount_unit, max_uses) values ('LAST-ONE', 20, 'amount', 1)`);
    const coupon = { code: 'LAST-ONE', discount: 20, discountUnit: 'amount' as const };
    const [a, b] = await Promise.all([book((await newDriver()).token, { coupon }), book((await newDriver()).token, { coupon })]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    expect((a.status === 422 ? a : b).body.code).toBe('COUPON_INVALID');
  });
});

describe(`the cashback wallet on ${databaseLabel}`, () => {
  it('credits 5 % of a paid booking, spends it once, and gives it back when the booking is cancelled', async () => {
    const driver = await newDriver();
    expect(await wallet(driver._id, driver.token)).toEqual({ balance: 0, currency: 'EUR', entries: [] });

    const paid = await paidBooking(driver.token);
    const earned = paid.price.cashback;
    expect(earned).toBeCloseTo(paid.price.total * 0.05, 2);
    expect((await wallet(driver._id, driver.token)).balance).toBe(earned);

    const spending = await book(driver.token, { balance: earned });
    expect(spending.status).toBe(201);
    expect(spending.body.price.usedCashback).toBe(earned);
    expect(spending.body.price.total).toBeCloseTo(spending.body.price.subtotal - earned, 2);
    const afterSpending = await wallet(driver._id, driver.token);
    expect(afterSpending.balance).toBe(0);
    expect(afterSpending.entries.map((entry) => entry.kind)).toEqual(['spent', 'cashback']);

    expect((await setStatus(spending.body._id, 'cancelled')).statusCode).toBe(200);
    expect((await wallet(driver._id, driver.token)).balance).toBe(earned);
    // Cancelled again (after an admin reinstates it and it is cancelled once more): no second refund.
    await server.app.inject({ method: 'POST', url: `/api/bookings/${spending.body._id}/status`, headers: bearer(admin), payload: { status: 'reserved' } });
    await setStatus(spending.body._id, 'cancelled');
    expect((await wallet(driver._id, driver.token)).balance).toBe(earned);

    // The paid booking cancelled: its cashback is taken back.
    expect((await setStatus(paid._id, 'cancelled')).statusCode).toBe(200);
    const last = await wallet(driver._id, driver.token);
    expect(last.balance).toBe(0);
    expect(last.entries.map((entry) => entry.kind).sort()).toEqual(['cashback', 'refund', 'reversal', 'spent']);
  });

  it('lets only one of two bookings made at once spend the same balance', async () => {
    const driver = await newDriver();
    const earned = (await paidBooking(driver.token)).price.cashback;
    const [a, b] = await Promise.all([book(driver.token, { balance: earned }), book(driver.token, { balance: earned })]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((a.status === 409 ? a : b).body.code).toBe('PRICE_CHANGED');
    const entries = (await wallet(driver._id, driver.token)).entries;
    expect(entries.filter((entry) => entry.kind === 'spent')).toHaveLength(1);
  });

  it('is the driver\'s own: another driver is refused (403), an admin reads it', async () => {
    const driver = await newDriver();
    const other = await newDriver();
    const refused = await server.app.inject({ method: 'GET', url: `/api/user/${driver._id}/wallet`, headers: bearer(other.token) });
    expect(refused.statusCode).toBe(403);
    expect((await wallet(driver._id, admin)).balance).toBe(0);
  });
});
