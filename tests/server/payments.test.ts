import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarExtraPrices } from '@/domain/price.ts';
import { voidExpiredBookings } from '@/server/repositories/booking-writes.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { ProviderUnavailableError } from '@/server/services/payments/provider.ts';
import { bearer, bookCar, databaseLabel, json, mailbox, signInAs, startTestServer, type TestServer, createBookingDriver } from '@/tests/support/server.ts';

/**
 * Paying pay-online bookings through the sandbox provider (Stripe's test cards): one charge per key, one live
 * payment per booking, whatever arrives together or again.
 */
let server: TestServer;
let driver: string;
let otherDriver: string;
let supplier: string;

type Car = { _id: string; price: number; extras: CarExtraPrices; locations: string[]; available: boolean };
type Booking = { _id: string; status: string; paymentType: string; price: { total: number } };
type Payment = { _id: string; booking: string; status: string; amount: number; currency: string; last4: string | null; invoice: { address: string; reference: string } | null };
type Failure = { code: string; message: string };

const ok = '4242 4242 4242 4242';
const declined = '4000 0000 0000 0002';
const insufficient = '4000 0000 0000 9995';
const card = (number: string) => ({ number, expiry: '12/34', cvc: '123' });

beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.database, { demoAccounts: true });
  supplier = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
  driver = (await createBookingDriver(server, { email: 'payer@example.org' })).token;
  otherDriver = (await createBookingDriver(server, { email: 'other-payer@example.org' })).token;
});
afterAll(() => server.close());

let cars: Car[] = [];
let used = 0;
let dayOffset = 0;
/** A new pay-online booking of a Riviera Drive car (card, cash and crypto; pay later too), on dates of its own. */
async function newBooking(options: { paymentOption?: string; paymentType?: string } = {}): Promise<Booking> {
  if (cars.length === 0) {
    const response = await server.app.inject({ method: 'GET', url: '/api/cars?supplier=riviera-drive&size=100&sort=priceDesc' });
    cars = json<{ items: Car[] }>(response).items.filter((car) => car.available);
  }
  const car = cars[used++ % cars.length]!;
  const from = new Date(Date.UTC(2028, 0, 1 + dayOffset, 10));
  const to = new Date(Date.UTC(2028, 0, 3 + dayOffset, 10));
  dayOffset += 3;
  const response = await bookCar(server, driver, car, { from, to, paymentOption: options.paymentOption ?? 'payOnline', paymentType: options.paymentType ?? 'card' });
  expect(response.statusCode, response.body).toBe(201);
  return json<Booking>(response);
}

async function pay(bookingId: string, body: unknown, options: { key?: string; token?: string } = {}) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/payments`,
    headers: { ...bearer(options.token ?? driver), 'idempotency-key': options.key ?? randomUUID() },
    payload: body as object,
  });
  return { status: response.statusCode, body: json<Payment & Failure>(response) };
}
const bookingStatus = async (id: string) =>
  json<Booking>(await server.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: bearer(driver) })).status;
const chargesOf = (key: string) => server.payments.charges.filter((charge) => charge.idempotencyKey === key).length;

describe(`payments on ${databaseLabel}`, () => {
  it('pays with 4242 4242 4242 4242: the booking is paid, for its total, in the configured currency', async () => {
    const booking = await newBooking();
    const key = randomUUID();
    const paid = await pay(booking._id, { paymentType: 'card', card: card(ok) }, { key });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ booking: booking._id, status: 'succeeded', amount: booking.price.total, currency: 'USD', last4: '4242', invoice: null });
    expect(await bookingStatus(booking._id)).toBe('paid');
    expect(chargesOf(key)).toBe(1);
    // The driver is told once, by email, with the booking's link.
    const aboutIt = async () => (await mailbox(server.database)).filter((mail) => mail.textBody.includes(booking._id));
    const emails = await aboutIt();
    expect(emails.filter((mail) => mail.kind === 'bookingConfirmed').map((mail) => mail.toAddress)).toEqual(['payer@example.org']);
    await pay(booking._id, { paymentType: 'card', card: card(ok) }, { key });
    expect(await aboutIt()).toHaveLength(emails.length);
  });

  it.each([
    [declined, 'CARD_DECLINED'],
    [insufficient, 'INSUFFICIENT_FUNDS'],
    ['4111 1111 1111 1111', 'CARD_DECLINED'], // a valid number that is not a test card
  ])('refuses %s with 402 %s, charges nothing, and takes a new attempt', async (number, code) => {
    const booking = await newBooking();
    const refused = await pay(booking._id, { paymentType: 'card', card: card(number) });
    expect([refused.status, refused.body.code]).toEqual([402, code]);
    expect(await bookingStatus(booking._id)).toBe('pending');
    const retried = await pay(booking._id, { paymentType: 'card', card: card(ok) });
    expect(retried.status).toBe(201);
    expect(await bookingStatus(booking._id)).toBe('paid');
  });

  it('answers a repeated key with the first outcome and never charges again', async () => {
    const booking = await newBooking();
    const key = randomUUID();
    const first = await pay(booking._id, { paymentType: 'card', card: card(ok) }, { key });
    const again = await pay(booking._id, { paymentType: 'card', card: card(ok) }, { key });
    expect([again.status, again.body._id]).toEqual([201, first.body._id]);
    expect(chargesOf(key)).toBe(1);

    const refusedKey = randomUUID();
    const other = await newBooking();
    expect((await pay(other._id, { paymentType: 'card', card: card(declined) }, { key: refusedKey })).status).toBe(402);
    expect((await pay(other._id, { paymentType: 'card', card: card(declined) }, { key: refusedKey })).body.code).toBe('CARD_DECLINED');
    expect(chargesOf(refusedKey)).toBe(1);
    expect((await pay(booking._id, { paymentType: 'card', card: card(ok) }, { key: refusedKey })).status).toBe(400);
  });

  it('makes one charge of 10 concurrent retries with one key', async () => {
    const booking = await newBooking();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(booking._id, { paymentType: 'card', card: card(ok) }, { key })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body._id)).size).toBe(1);
    expect(chargesOf(key)).toBe(1);
    const rows = await server.database.db.execute(sql`select count(*)::int as n from payments where booking_id = ${booking._id}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('pays a booking once from two tabs (two keys at once), and refuses to pay it again', async () => {
    const booking = await newBooking();
    const before = server.payments.charges.length;
    const [a, b] = await Promise.all([
      pay(booking._id, { paymentType: 'card', card: card(ok) }),
      pay(booking._id, { paymentType: 'card', card: card(ok) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(['PAYMENT_IN_PROGRESS', 'ALREADY_PAID']).toContain((a.status === 409 ? a : b).body.code);
    expect(server.payments.charges.length - before).toBe(1);
    const later = await pay(booking._id, { paymentType: 'card', card: card(ok) });
    expect([later.status, later.body.code]).toEqual([409, 'ALREADY_PAID']);
  });

  it('lets a retry with the same key try again when the provider did not answer (503)', async () => {
    const booking = await newBooking();
    const key = randomUUID();
    const chargeCard = server.payments.chargeCard;
    server.payments.chargeCard = async () => {
      throw new ProviderUnavailableError('connection reset');
    };
    try {
      const lost = await pay(booking._id, { paymentType: 'card', card: card(ok) }, { key });
      expect([lost.status, lost.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    } finally {
      server.payments.chargeCard = chargeCard;
    }
    expect((await pay(booking._id, { paymentType: 'card', card: card(ok) }, { key })).status).toBe(201);
    expect(chargesOf(key)).toBe(1);
  });

  it('pays by crypto: an invoice, kept past the 15 minutes while it is being paid, then confirmed', async () => {
    const booking = await newBooking({ paymentType: 'crypto' });
    const issued = await pay(booking._id, { paymentType: 'crypto' });
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({ status: 'awaitingConfirmation', amount: booking.price.total, last4: null });
    expect(issued.body.invoice?.address).toMatch(/^tb1q/);
    await server.database.db.execute(sql`update bookings set expires_at = now() - interval '1 second' where id = ${booking._id}`);
    await voidExpiredBookings(server.database.db);
    expect(await bookingStatus(booking._id)).toBe('pending');

    const confirm = () => server.app.inject({ method: 'POST', url: `/api/payments/${issued.body._id}/confirm`, headers: bearer(driver) });
    const confirmed = await confirm();
    expect(confirmed.statusCode).toBe(200);
    expect(json<Payment>(confirmed)).toMatchObject({ _id: issued.body._id, status: 'succeeded' });
    expect(await bookingStatus(booking._id)).toBe('paid');
    expect(json<Payment>(await confirm()).status).toBe('succeeded');
    expect((await server.app.inject({ method: 'POST', url: `/api/payments/${issued.body._id}/confirm`, headers: bearer(otherDriver) })).statusCode).toBe(404);
  });

  describe('refuses', () => {
    it('a booking to pay later (409 PAYMENT_NOT_ALLOWED) and one past its 15 minutes (409 BOOKING_EXPIRED)', async () => {
      const later = await newBooking({ paymentOption: 'payLater', paymentType: 'cash' });
      expect((await pay(later._id, { paymentType: 'card', card: card(ok) })).body.code).toBe('PAYMENT_NOT_ALLOWED');
      const late = await newBooking();
      await server.database.db.execute(sql`update bookings set expires_at = now() - interval '1 second' where id = ${late._id}`);
      const refused = await pay(late._id, { paymentType: 'card', card: card(ok) });
      expect([refused.status, refused.body.code]).toEqual([409, 'BOOKING_EXPIRED']);
    });

    it.each([
      ['a wrong card number', { paymentType: 'card', card: { ...card('4242 4242 4242 4241') } }, 'body/card/number'],
      ['a past expiry date', { paymentType: 'card', card: { ...card(ok), expiry: '01/20' } }, 'body/card/expiry'],
      ['a short CVC', { paymentType: 'card', card: { ...card(ok), cvc: '12' } }, 'cvc'],
      ['no card', { paymentType: 'card' }, 'card'],
    ])('%s: 400 naming the field', async (_, body, field) => {
      const booking = await newBooking();
      const refused = await pay(booking._id, body);
      expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_ERROR']);
      expect(refused.body.message).toContain(field);
    });

    it('a request without an Idempotency-Key (400), another driver (404), the company (403), nobody signed in (401)', async () => {
      const booking = await newBooking();
      const body = { paymentType: 'card', card: card(ok) };
      const noKey = await server.app.inject({ method: 'POST', url: `/api/bookings/${booking._id}/payments`, headers: bearer(driver), payload: body });
      expect(noKey.statusCode).toBe(400);
      expect(json<Failure>(noKey).message).toContain('idempotency-key');
      expect((await pay(booking._id, body, { token: otherDriver })).status).toBe(404);
      expect((await pay(booking._id, body, { token: supplier })).status).toBe(403);
      const anonymous = await server.app.inject({ method: 'POST', url: `/api/bookings/${booking._id}/payments`, headers: { 'idempotency-key': randomUUID() }, payload: body });
      expect(anonymous.statusCode).toBe(401);
      expect(await bookingStatus(booking._id)).toBe('pending');
    });
  });
});
