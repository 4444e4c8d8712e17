import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { voidExpiredBookings } from '@/server/repositories/booking-writes.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { ProviderUnavailableError } from '@/server/services/payments/provider.ts';
import { bearer, book, databaseLabel, mailbox, signInAs, useTestServer, createBookingDriver, type Body, type Schemas } from '@/tests/support/server.ts';

/**
 * Paying pay-online bookings through the sandbox provider (Stripe's test cards): one charge per key, one live
 * payment per booking, whatever arrives together or again.
 */
const server = useTestServer();
let driver: string;
let otherDriver: string;
let supplier: string;

const ok = '4242 4242 4242 4242';
const declined = '4000 0000 0000 0002';
const insufficient = '4000 0000 0000 9995';
const card = (number: string) => ({ number, expiry: '12/34', cvc: '123' });

beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: true });
  supplier = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
  driver = (await createBookingDriver(server, { email: 'payer@example.org' })).token;
  otherDriver = (await createBookingDriver(server, { email: 'other-payer@example.org' })).token;
});

let cars: Schemas['Car'][] = [];
let used = 0;
let dayOffset = 0;
/** A new pay-online booking of a Riviera Drive car (card, cash and crypto; pay later too), on dates of its own. */
async function newBooking(options: { paymentOption?: Schemas['PaymentOption']; paymentType?: Schemas['PaymentType'] } = {}) {
  if (cars.length === 0) {
    const response = await server.GET('/api/cars', { params: { query: { supplier: ['riviera-drive'], size: 100, sort: 'priceDesc' } } });
    cars = response.data!.items.filter((car) => car.available);
  }
  const car = cars[used++ % cars.length]!;
  const from = new Date(Date.UTC(2028, 0, 1 + dayOffset, 10));
  const to = new Date(Date.UTC(2028, 0, 3 + dayOffset, 10));
  dayOffset += 3;
  const response = await book(server, driver, car, { from, to, paymentOption: options.paymentOption ?? 'payOnline', paymentType: options.paymentType ?? 'card' });
  expect(response.response.status, JSON.stringify(response.error)).toBe(201);
  return response.data!;
}

type PaymentBody = Body<'/api/bookings/{id}/payments', 'post'>;
const pay = (bookingId: string, body: PaymentBody, options: { key?: string; token?: string } = {}) =>
  server.as(options.token ?? driver).POST('/api/bookings/{id}/payments', {
    params: { path: { id: bookingId }, header: { 'Idempotency-Key': options.key ?? randomUUID() } },
    body,
  });
const bookingStatus = async (id: string) => (await server.as(driver).GET('/api/bookings/{id}', { params: { path: { id } } })).data!.status;
const chargesOf = (key: string) => server.payments.charges.filter((charge) => charge.idempotencyKey === key).length;

describe(`payments on ${databaseLabel}`, () => {
  it('pays with 4242 4242 4242 4242: the booking is paid, for its total, in the configured currency', async () => {
    const booking = await newBooking();
    const key = randomUUID();
    const paid = await pay(booking._id, { paymentType: 'card', card: card(ok) }, { key });
    expect(paid.response.status).toBe(201);
    expect(paid.data).toMatchObject({ booking: booking._id, status: 'succeeded', amount: booking.price.total, currency: 'USD', last4: '4242', invoice: null });
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
    expect([refused.response.status, refused.error?.code]).toEqual([402, code]);
    expect(await bookingStatus(booking._id)).toBe('pending');
    const retried = await pay(booking._id, { paymentType: 'card', card: card(ok) });
    expect(retried.response.status).toBe(201);
    expect(await bookingStatus(booking._id)).toBe('paid');
  });

  it('answers a repeated key with the first outcome and never charges again', async () => {
    const booking = await newBooking();
    const key = randomUUID();
    const first = await pay(booking._id, { paymentType: 'card', card: card(ok) }, { key });
    const again = await pay(booking._id, { paymentType: 'card', card: card(ok) }, { key });
    expect([again.response.status, again.data?._id]).toEqual([201, first.data!._id]);
    expect(chargesOf(key)).toBe(1);

    const refusedKey = randomUUID();
    const other = await newBooking();
    expect((await pay(other._id, { paymentType: 'card', card: card(declined) }, { key: refusedKey })).response.status).toBe(402);
    expect((await pay(other._id, { paymentType: 'card', card: card(declined) }, { key: refusedKey })).error?.code).toBe('CARD_DECLINED');
    expect(chargesOf(refusedKey)).toBe(1);
    expect((await pay(booking._id, { paymentType: 'card', card: card(ok) }, { key: refusedKey })).response.status).toBe(400);
  });

  it('makes one charge of 10 concurrent retries with one key', async () => {
    const booking = await newBooking();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(booking._id, { paymentType: 'card', card: card(ok) }, { key })));
    expect(answers.map((answer) => answer.response.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.data?._id)).size).toBe(1);
    expect(chargesOf(key)).toBe(1);
    const rows = await server.database.db.execute(sql`select count(*)::int as n from payments where booking_id = ${booking._id}`);
    expect((rows as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('pays a booking once from two tabs (two keys at once), and refuses to pay it again', async () => {
    const booking = await newBooking();
    const before = server.payments.charges.length;
    const [a, b] = await Promise.all([
      pay(booking._id, { paymentType: 'card', card: card(ok) }),
      pay(booking._id, { paymentType: 'card', card: card(ok) }),
    ]);
    expect([a.response.status, b.response.status].sort()).toEqual([201, 409]);
    expect(['PAYMENT_IN_PROGRESS', 'ALREADY_PAID']).toContain((a.response.status === 409 ? a : b).error?.code);
    expect(server.payments.charges.length - before).toBe(1);
    const later = await pay(booking._id, { paymentType: 'card', card: card(ok) });
    expect([later.response.status, later.error?.code]).toEqual([409, 'ALREADY_PAID']);
  });

  it('lets a retry with the same key try again when the provider did not answer (503)', async () => {
    const booking = await newBooking();
    const key = randomUUID();
    const chargeCard = vi.spyOn(server.payments, 'chargeCard').mockRejectedValue(new ProviderUnavailableError('connection reset'));
    try {
      const lost = await pay(booking._id, { paymentType: 'card', card: card(ok) }, { key });
      expect([lost.response.status, lost.error?.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    } finally {
      chargeCard.mockRestore();
    }
    expect((await pay(booking._id, { paymentType: 'card', card: card(ok) }, { key })).response.status).toBe(201);
    expect(chargesOf(key)).toBe(1);
  });

  it('pays by crypto: an invoice, kept past the 15 minutes while it is being paid, then confirmed', async () => {
    const booking = await newBooking({ paymentType: 'crypto' });
    const issued = await pay(booking._id, { paymentType: 'crypto' });
    expect(issued.response.status).toBe(201);
    expect(issued.data).toMatchObject({ status: 'awaitingConfirmation', amount: booking.price.total, last4: null });
    expect(issued.data!.invoice?.address).toMatch(/^tb1q/);
    await server.database.db.execute(sql`update bookings set expires_at = now() - interval '1 second' where id = ${booking._id}`);
    await voidExpiredBookings(server.database.db);
    expect(await bookingStatus(booking._id)).toBe('pending');

    const confirm = (token = driver) => server.as(token).POST('/api/payments/{id}/confirm', { params: { path: { id: issued.data!._id } } });
    const confirmed = await confirm();
    expect(confirmed.response.status).toBe(200);
    expect(confirmed.data).toMatchObject({ _id: issued.data!._id, status: 'succeeded' });
    expect(await bookingStatus(booking._id)).toBe('paid');
    expect((await confirm()).data!.status).toBe('succeeded');
    expect((await confirm(otherDriver)).response.status).toBe(404);
  });

  describe('refuses', () => {
    it('a booking to pay later (409 PAYMENT_NOT_ALLOWED) and one past its 15 minutes (409 BOOKING_EXPIRED)', async () => {
      const later = await newBooking({ paymentOption: 'payLater', paymentType: 'cash' });
      expect((await pay(later._id, { paymentType: 'card', card: card(ok) })).error?.code).toBe('PAYMENT_NOT_ALLOWED');
      const late = await newBooking();
      await server.database.db.execute(sql`update bookings set expires_at = now() - interval '1 second' where id = ${late._id}`);
      const refused = await pay(late._id, { paymentType: 'card', card: card(ok) });
      expect([refused.response.status, refused.error?.code]).toEqual([409, 'BOOKING_EXPIRED']);
    });

    // Outside the contract's types on purpose: sent as they are.
    it.each<[string, PaymentBody, string]>([
      ['a wrong card number', { paymentType: 'card', card: { ...card('4242 4242 4242 4241') } }, 'body/card/number'],
      ['a past expiry date', { paymentType: 'card', card: { ...card(ok), expiry: '01/20' } }, 'body/card/expiry'],
      ['a short CVC', { paymentType: 'card', card: { ...card(ok), cvc: '12' } }, 'cvc'],
      ['no card', { paymentType: 'card' }, 'card'],
    ])('%s: 400 naming the field', async (_, body, field) => {
      const booking = await newBooking();
      const refused = await pay(booking._id, body);
      expect([refused.response.status, refused.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
      expect(refused.error?.message).toContain(field);
    });

    it('a request without an Idempotency-Key (400), another driver (404), the supplier (403), nobody signed in (401)', async () => {
      const booking = await newBooking();
      const body: PaymentBody = { paymentType: 'card', card: card(ok) };
      // Without the header the contract requires: sent raw.
      const noKey = await server.inject({ method: 'POST', url: `/api/bookings/${booking._id}/payments`, headers: bearer(driver), payload: body });
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json<Schemas['Error']>().message).toContain('idempotency-key');
      expect((await pay(booking._id, body, { token: otherDriver })).response.status).toBe(404);
      expect((await pay(booking._id, body, { token: supplier })).response.status).toBe(403);
      const anonymous = await server.POST('/api/bookings/{id}/payments', { params: { path: { id: booking._id }, header: { 'Idempotency-Key': randomUUID() } }, body });
      expect(anonymous.response.status).toBe(401);
      expect(await bookingStatus(booking._id)).toBe('pending');
    });
  });
});
