import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { carBookingPrice, rentalDays, type Coupon } from '@/domain/price.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { databaseLabel, payByCard, signInAs, useTestServer, createBookingDriver, type Schemas } from '@/tests/support/server.ts';

/** Coupons (validated, applied, used up) and the cashback wallet (credited, spent once, given back). */
const server = useTestServer();
let supplier: string;
let admin: string;

beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: true });
  supplier = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
  admin = await signInAs(server, 'admin@example.com', DEMO_PASSWORD);
});

let drivers = 0;
const newDriver = async () => createBookingDriver(server, { email: `wallet-${++drivers}@example.org` });

let cars: Schemas['Car'][] = [];
let used = 0;
let offset = 0;
/** Books a Riviera Drive car on dates of its own, sending the total the price rule gives for these discounts; with that price as `expected`. */
async function book(token: string, options: { coupon?: Coupon & { code: string }; balance?: number; payOnline?: boolean; total?: number } = {}) {
  if (cars.length === 0) {
    cars = (await server.GET('/api/cars', { params: { query: { supplier: ['riviera-drive'], size: 100, sort: 'newest' } } })).data!.items.filter((c) => c.available);
  }
  const car = cars[used++ % cars.length]!;
  const from = new Date(Date.UTC(2027, 11, 1 + offset, 9));
  const to = new Date(Date.UTC(2027, 11, 4 + offset, 9));
  offset += 4;
  const price = carBookingPrice(car, rentalDays(from, to), {}, { coupon: options.coupon, usedCashback: options.balance ?? 0 });
  const result = await server.as(token).POST('/api/bookings', {
    body: {
      offer: car._id,
      from: from.toISOString(),
      to: to.toISOString(),
      pickUpLocation: car.locations[0]!,
      dropOffLocation: car.locations[0]!,
      paymentOption: options.payOnline ? 'payOnline' : 'payLater',
      paymentType: options.payOnline ? 'card' : 'cash',
      total: options.total ?? price.total,
      ...(options.coupon ? { coupon: options.coupon.code.toLowerCase() } : {}),
      ...(options.balance !== undefined ? { useCashback: true } : {}),
    },
  });
  return { ...result, expected: price };
}

const wallet = async (userId: string, token: string) => (await server.as(token).GET('/api/user/{id}/wallet', { params: { path: { id: userId } } })).data!;
const validate = (code: string) => server.POST('/api/coupons/validate', { body: { code } });
const moveTo = (token: string, id: string, status: Schemas['BookingStatus']) =>
  server.as(token).POST('/api/bookings/{id}/status', { params: { path: { id } }, body: { status } });
const setStatus = (id: string, status: Schemas['BookingStatus']) => moveTo(supplier, id, status);
const reinstate = (id: string) => moveTo(admin, id, 'reserved');
/** The booking's rental moved nine years back (2029 to 2020, the dates of each booking here stay apart): it has ended. */
const endRental = (id: string) =>
  server.database.db.execute(sql`update bookings set period = tstzrange(lower(period) - interval '9 years', upper(period) - interval '9 years') where id = ${id}`);
const cardPayment = (token: string, id: string) => payByCard(server.as(token), id, undefined, { number: '4242424242424242', expiry: '12/34', cvc: '123' });

async function paidBooking(token: string) {
  const booking = await book(token, { payOnline: true });
  expect(booking.response.status).toBe(201);
  const paid = await cardPayment(token, booking.data!._id);
  expect(paid.response.status).toBe(201);
  return booking.data!;
}

describe(`coupons on ${databaseLabel}`, () => {
  it('validates a code in any case, and refuses an unknown, expired or used-up one (422 COUPON_INVALID)', async () => {
    const welcome = await validate('welcome10');
    expect(welcome.response.status).toBe(200);
    expect(welcome.data).toMatchObject({ code: 'WELCOME10', discount: 10, discountUnit: 'percentage', validUntil: null });
    await server.database.db.execute(sql`insert into coupons (code, discount, discount_unit, valid_until) values ('GONE-BY', 5, 'amount', now() - interval '1 day')`);
    await server.database.db.execute(sql`insert into coupons (code, discount, discount_unit, max_uses, uses) values ('ALL-USED', 5, 'amount', 1, 1)`);
    for (const code of ['NOPE-123', 'GONE-BY', 'ALL-USED']) {
      const refused = await validate(code);
      expect([refused.response.status, refused.error?.code], code).toEqual([422, 'COUPON_INVALID']);
    }
    expect((await validate('x')).response.status).toBe(400);
  });

  it('takes a coupon off the subtotal, and counts the use', async () => {
    const driver = await newDriver();
    const coupon = { code: 'WELCOME10', discount: 10, discountUnit: 'percentage' as const };
    const booked = await book(driver.token, { coupon });
    expect(booked.response.status).toBe(201);
    expect(booked.data!.coupon).toBe('WELCOME10');
    expect(booked.data!.price.couponDiscount).toBeCloseTo(booked.data!.price.subtotal * 0.1, 2);
    expect(booked.data!.price.total).toBe(booked.expected.total);
    const without = await book(driver.token, { coupon, total: booked.expected.subtotal });
    expect([without.response.status, without.error?.code]).toEqual([409, 'PRICE_CHANGED']);
  });

  it('gives the last use of a coupon to one of two bookings made at once', async () => {
    await server.database.db.execute(sql`insert into coupons (code, discount, discount_unit, max_uses) values ('LAST-ONE', 20, 'amount', 1)`);
    const coupon = { code: 'LAST-ONE', discount: 20, discountUnit: 'amount' as const };
    const [a, b] = await Promise.all([book((await newDriver()).token, { coupon }), book((await newDriver()).token, { coupon })]);
    expect([a.response.status, b.response.status].sort()).toEqual([201, 422]);
    expect((a.response.status === 422 ? a : b).error?.code).toBe('COUPON_INVALID');
  });
});

describe(`nothing to pay on ${databaseLabel}`, () => {
  it('confirms a pay-online booking a coupon covers in full as paid, with no payment to make; one with something to pay waits for it', async () => {
    await server.database.db.execute(sql`insert into coupons (code, discount, discount_unit) values ('ON-THE-HOUSE', 100000, 'amount')`);
    const driver = await newDriver();
    const free = await book(driver.token, { coupon: { code: 'ON-THE-HOUSE', discount: 100000, discountUnit: 'amount' }, payOnline: true });
    expect(free.response.status).toBe(201);
    expect(free.data!.price.total).toBe(0);
    expect(free.data).toMatchObject({ status: 'paid', paymentOption: 'payOnline', expiresAt: null });
    const pay = await cardPayment(driver.token, free.data!._id);
    expect([pay.response.status, pay.error?.code]).toEqual([409, 'ALREADY_PAID']);
    // The driver's confirmation is written with it, as for a booking paid online.
    const result = await server.database.db.execute(sql`select text_body from outbox where to_address = ${driver.email} and kind = 'bookingConfirmed'`);
    const confirmations = (result as { rows: { text_body: string }[] }).rows;
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.text_body).toContain('Payment: Nothing to pay');
    expect(confirmations[0]!.text_body).not.toContain('Paid online');

    // Only the server's total counts: a 0 sent for a booking that costs something is refused.
    const notFree = await book(driver.token, { payOnline: true, total: 0 });
    expect([notFree.response.status, notFree.error?.code]).toEqual([409, 'PRICE_CHANGED']);
    const owing = await book(driver.token, { payOnline: true });
    expect(owing.data!.status).toBe('pending');
  });
});

describe(`the cashback wallet on ${databaseLabel}`, () => {
  it('credits 5 % of a paid booking, spendable once its rental has ended, spends it once, and gives it back when the spending booking is cancelled', async () => {
    const driver = await newDriver();
    expect(await wallet(driver._id, driver.token)).toEqual({ balance: 0, pending: 0, currency: 'EUR', entries: [] });

    const paid = await paidBooking(driver.token);
    const earned = paid.price.cashback;
    expect(earned).toBeCloseTo(paid.price.total * 0.05, 2);
    const credited = await wallet(driver._id, driver.token);
    expect([credited.balance, credited.pending]).toEqual([0, earned]);
    expect(credited.entries[0]).toMatchObject({ kind: 'cashback', amount: earned, availableAt: paid.to });

    await endRental(paid._id);
    expect(await wallet(driver._id, driver.token)).toMatchObject({ balance: earned, pending: 0 });
    const spending = await book(driver.token, { balance: earned });
    expect(spending.response.status).toBe(201);
    expect(spending.data!.price.usedCashback).toBe(earned);
    expect(spending.data!.price.total).toBeCloseTo(spending.data!.price.subtotal - earned, 2);
    const afterSpending = await wallet(driver._id, driver.token);
    expect(afterSpending.balance).toBe(0);
    expect(afterSpending.entries.map((entry) => entry.kind)).toEqual(['spent', 'cashback']);

    expect((await setStatus(spending.data!._id, 'cancelled')).response.status).toBe(200);
    expect((await wallet(driver._id, driver.token)).balance).toBe(earned);
    // Cancelled again (not a status change): no second refund.
    await setStatus(spending.data!._id, 'cancelled');
    expect((await wallet(driver._id, driver.token)).balance).toBe(earned);
  });

  it('(a) a reinstated booking spends its cashback again: the refunded balance cannot be spent on another booking as well', async () => {
    const driver = await newDriver();
    const source = await paidBooking(driver.token);
    const earned = source.price.cashback;
    await endRental(source._id);
    const spending = await book(driver.token, { balance: earned });
    expect(spending.response.status).toBe(201);
    expect((await setStatus(spending.data!._id, 'cancelled')).response.status).toBe(200);
    expect((await wallet(driver._id, driver.token)).balance).toBe(earned);

    // An admin reinstates it: it keeps its discount, so the wallet pays it again.
    const reinstated = await reinstate(spending.data!._id);
    expect(reinstated.response.status).toBe(200);
    expect(reinstated.data).toMatchObject({ status: 'reserved', price: { usedCashback: earned } });
    const after = await wallet(driver._id, driver.token);
    expect(after.balance).toBe(0);
    expect(after.entries.map((entry) => entry.kind)).toEqual(['spent', 'refund', 'spent', 'cashback']);

    // The balance spent again on another booking: there is none left.
    const again = await book(driver.token, { balance: earned });
    expect([again.response.status, again.error?.code]).toEqual([409, 'PRICE_CHANGED']);
    expect((await wallet(driver._id, driver.token)).balance).toBe(0);

    // Cancelled once more, it gives back what it spent the second time.
    expect((await setStatus(spending.data!._id, 'cancelled')).response.status).toBe(200);
    expect((await wallet(driver._id, driver.token)).balance).toBe(earned);
  });

  it('(a) refuses to reinstate a booking whose cashback the wallet no longer holds (409 WALLET_BALANCE_SHORT)', async () => {
    const driver = await newDriver();
    const source = await paidBooking(driver.token);
    const earned = source.price.cashback;
    await endRental(source._id);
    const first = await book(driver.token, { balance: earned });
    expect((await setStatus(first.data!._id, 'cancelled')).response.status).toBe(200);
    const second = await book(driver.token, { balance: earned });
    expect(second.response.status).toBe(201);

    const refused = await reinstate(first.data!._id);
    expect([refused.response.status, refused.error?.code]).toEqual([409, 'WALLET_BALANCE_SHORT']);
    expect(refused.error?.message).toContain(`${earned.toFixed(2)}`);
    expect((await server.as(admin).GET('/api/bookings/{id}', { params: { path: { id: first.data!._id } } })).data!.status).toBe('cancelled');
    expect((await wallet(driver._id, driver.token)).balance).toBe(0);
  });

  it('(b) cashback earned on a paid booking cannot be spent before its rental ends, so cancelling the booking never leaves the wallet below zero', async () => {
    const driver = await newDriver();
    const source = await paidBooking(driver.token);
    const earned = source.price.cashback;

    const spending = await book(driver.token, { balance: earned });
    expect([spending.response.status, spending.error?.code]).toEqual([409, 'PRICE_CHANGED']);
    expect((await setStatus(source._id, 'cancelled')).response.status).toBe(200);
    const after = await wallet(driver._id, driver.token);
    expect([after.balance, after.pending]).toEqual([0, 0]);
    expect(after.entries.map((entry) => entry.kind)).toEqual(['reversal', 'cashback']);

    // Once its rental has ended the cashback is the driver's: spent, and the booking can no longer be cancelled.
    const ended = await paidBooking(driver.token);
    await endRental(ended._id);
    expect((await book(driver.token, { balance: ended.price.cashback })).response.status).toBe(201);
    const refused = await setStatus(ended._id, 'cancelled');
    expect([refused.response.status, refused.error?.code]).toEqual([409, 'STATUS_CHANGE_NOT_ALLOWED']);
    expect(await wallet(driver._id, driver.token)).toMatchObject({ balance: 0, pending: 0 });
  });

  it('keeps a booking whose spent cashback deleting it would take back (409 WALLET_BALANCE_SHORT)', async () => {
    const driver = await newDriver();
    const source = await book(driver.token);
    expect((await setStatus(source.data!._id, 'paid')).response.status).toBe(200);
    await endRental(source.data!._id);
    expect((await book(driver.token, { balance: source.data!.price.cashback })).response.status).toBe(201);
    const refused = await server.as(admin).DELETE('/api/bookings', { body: { ids: [source.data!._id] } });
    expect([refused.response.status, refused.error?.code]).toEqual([409, 'WALLET_BALANCE_SHORT']);
    expect((await wallet(driver._id, driver.token)).balance).toBe(0);
  });

  it('lets only one of two bookings made at once spend the same balance', async () => {
    const driver = await newDriver();
    const source = await paidBooking(driver.token);
    const earned = source.price.cashback;
    await endRental(source._id);
    const [a, b] = await Promise.all([book(driver.token, { balance: earned }), book(driver.token, { balance: earned })]);
    expect([a.response.status, b.response.status].sort()).toEqual([201, 409]);
    expect((a.response.status === 409 ? a : b).error?.code).toBe('PRICE_CHANGED');
    const entries = (await wallet(driver._id, driver.token)).entries;
    expect(entries.filter((entry) => entry.kind === 'spent')).toHaveLength(1);
  });

  it('the database refuses a spend beyond the balance, and of two spends written at once in parallel transactions takes one', async () => {
    const driver = await newDriver();
    const source = await paidBooking(driver.token);
    const earned = source.price.cashback;
    const spend = (db: typeof server.database.db) =>
      db.execute(sql`insert into wallet_entries (user_id, booking_id, kind, amount) values (${driver._id}, ${source._id}, 'spent', ${-earned})`);
    // Pending cashback is not spendable.
    await expect(spend(server.database.db)).rejects.toMatchObject({ cause: { code: '23514' } });

    await endRental(source._id);
    const results = await Promise.allSettled(
      [0, 1].map(() =>
        server.database.db.transaction(async (tx) => {
          await spend(tx);
          // Each holds its spend uncommitted a moment, so on PostgreSQL the two overlap.
          await tx.execute(sql`select pg_sleep(0.2)`);
        }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const failed = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason).toMatchObject({ cause: { code: '23514' } });
    expect((await wallet(driver._id, driver.token)).balance).toBe(0);
  });

  it('is the driver\'s own: another driver is refused (403), an admin reads it', async () => {
    const driver = await newDriver();
    const other = await newDriver();
    const refused = await server.as(other).GET('/api/user/{id}/wallet', { params: { path: { id: driver._id } } });
    expect(refused.response.status).toBe(403);
    expect((await wallet(driver._id, admin)).balance).toBe(0);
  });
});
