import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { expireUnpaidBookings } from '@/server/services/booking-expiry.ts';
import { deliverDue, type OutboxRow, type Transport } from '@/server/services/mail/outbox.ts';
import { book, createBookingDriver, payByCard, signInAs, startSecondInstance, useTestServer, type Schemas, type TestServer } from '@/tests/support/server.ts';

/**
 * Two server instances on one PostgreSQL (issue 15): everything that must be shared lives in the database, so a
 * session, a throttle, a payment's idempotency key, a vehicle's dates, the mail outbox and the expiry sweep hold
 * whichever instance serves each request; the catalogue's read cache is each instance's own and stale by at most its
 * CATALOG_CACHE_MS (docs/operations.md).
 */
const CACHE_MS = 400;
const a = useTestServer({ catalogCacheMs: CACHE_MS });
let b: TestServer;
let driver: Schemas['SignInResponse'];
let other: Schemas['SignInResponse'];

let cars: Schemas['Car'][] = [];
let used = 0;
const nextCar = () => cars[used++ % cars.length]!;
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  await seedIfEmpty(a.database, { demoAccounts: true });
  b = await startSecondInstance(a);
  driver = await createBookingDriver(a, { email: 'two.instances@example.org' });
  other = await createBookingDriver(b, { email: 'other.instance@example.org' });
  cars = (await a.GET('/api/cars', { params: { query: { supplier: ['riviera-drive'], size: 100 } } })).data!.items.filter((car) => car.available);
});
afterAll(async () => {
  await b?.close();
});

describe('two instances on one PostgreSQL', () => {
  it('share sessions: a token made on one is honoured on the other, and signing out on one ends it on both', async () => {
    const token = await signInAs(a, 'driver@example.com', DEMO_PASSWORD);
    expect((await b.as(token).POST('/api/validate-access-token')).response.status).toBe(200);
    expect((await b.as(token).POST('/api/sign-out')).response.status).toBe(204);
    expect((await a.as(token).POST('/api/validate-access-token')).response.status).toBe(401);
  });

  it('share the sign-in throttle: failures counted on both lock the account for that address on either', async () => {
    const attempt = async (server: TestServer) =>
      (
        await server
          .as(undefined, { remoteAddress: '203.0.113.9' })
          .POST('/api/sign-in/{appType}', { params: { path: { appType: 'frontend' } }, body: { email: 'supplier@example.com', password: 'not-the-password' } })
      ).response;
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push((await attempt(i % 2 === 0 ? a : b)).status);
    expect(answers).toEqual(Array(10).fill(401));
    const locked = await attempt(a);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt(b)).status).toBe(429);
  });

  it('share the sign-in limit with requests sent at once: of 16 wrong passwords across both, 10 are checked', async () => {
    const attempt = (server: TestServer) =>
      server
        .as(undefined, { remoteAddress: '203.0.113.10' })
        .POST('/api/sign-in/{appType}', { params: { path: { appType: 'frontend' } }, body: { email: 'other.instance@example.org', password: 'not-the-password' } });
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => attempt(i % 2 === 0 ? a : b)));
    const codes = answers.map((answer) => answer.response.status);
    expect(codes.filter((code) => code === 401)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(6);
  });

  it('give a vehicle and its dates to one booking, whichever instance each driver reached', async () => {
    const car = nextCar();
    const from = new Date(Date.UTC(2028, 1, 1, 10));
    const to = new Date(Date.UTC(2028, 1, 4, 10));
    const [first, second] = await Promise.all([book(a, driver.token, car, { from, to }), book(b, other.token, car, { from, to })]);
    expect([first.response.status, second.response.status].sort()).toEqual([201, 409]);
  });

  it('charge a payment once when its retries reach both instances with one key', async () => {
    const car = nextCar();
    const booked = await book(a, driver.token, car, { from: new Date(Date.UTC(2028, 2, 1, 10)), to: new Date(Date.UTC(2028, 2, 3, 10)), paymentOption: 'payOnline', paymentType: 'card' });
    expect(booked.response.status, JSON.stringify(booked.error)).toBe(201);
    const bookingId = booked.data!._id;
    const key = randomUUID();
    const pay = (server: TestServer) => payByCard(server.as(driver), bookingId, key);
    const answers = await Promise.all([pay(a), pay(b), pay(a), pay(b)]);
    expect(answers.map((answer) => answer.response.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.data!._id)).size).toBe(1);
    const charges = [...a.payments.charges, ...b.payments.charges].filter((charge) => charge.idempotencyKey === key);
    expect(charges).toHaveLength(1);
    const counted = rows<{ n: number }>(await a.database.db.execute(sql`select count(*)::int as n from payments where booking_id = ${bookingId}`));
    expect(counted[0]!.n).toBe(1);
  });

  it('send each email once when both instances deliver the outbox at the same time', async () => {
    for (let i = 0; i < 6; i += 1) {
      await a
        .as(undefined, { remoteAddress: `192.0.2.${i + 1}` })
        .POST('/api/send-email', { body: { name: `Visitor ${i}`, email: `visitor${i}@example.org`, subject: 'Hello', message: 'A question about a yacht.', language: 'en' } });
    }
    const pending = rows<{ n: number }>(await a.database.db.execute(sql`select count(*)::int as n from outbox where status = 'pending'`))[0]!.n;
    expect(pending).toBeGreaterThanOrEqual(6);
    const sent: number[] = [];
    // A slow transport, so that the two deliveries overlap.
    const transport: Transport = {
      name: 'recorder',
      send: async (row: OutboxRow) => {
        sent.push(row.id);
        await new Promise((resolve) => setTimeout(resolve, 10));
      },
    };
    await Promise.all([deliverDue(a.database.db, transport, { limit: 100 }), deliverDue(b.database.db, transport, { limit: 100 }), deliverDue(a.database.db, transport, { limit: 100 })]);
    expect(sent.length).toBe(pending);
    expect(new Set(sent).size).toBe(sent.length);
    expect(rows<{ n: number }>(await a.database.db.execute(sql`select count(*)::int as n from outbox where status = 'pending'`))[0]!.n).toBe(0);
  });

  it('void an unpaid booking once, and tell its driver once, when both instances sweep together', async () => {
    const car = nextCar();
    const booked = await book(b, other.token, car, { from: new Date(Date.UTC(2028, 3, 1, 10)), to: new Date(Date.UTC(2028, 3, 3, 10)), paymentOption: 'payOnline', paymentType: 'card' });
    expect(booked.response.status, JSON.stringify(booked.error)).toBe(201);
    const bookingId = booked.data!._id;
    await a.database.db.execute(sql`update bookings set expires_at = now() - interval '1 second' where id = ${bookingId}`);
    const options = { appUrl: a.config.appUrl };
    const voided = await Promise.all([expireUnpaidBookings(a.database.db, options), expireUnpaidBookings(b.database.db, options)]);
    expect(voided.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    const status = rows<{ status: string }>(await a.database.db.execute(sql`select status from bookings where id = ${bookingId}`))[0]!.status;
    expect(status).toBe('void');
    const notices = rows<{ n: number }>(
      await a.database.db.execute(sql`select count(*)::int as n from notifications where booking_id = ${bookingId} and user_id = ${other._id} and kind = 'bookingVoided'`),
    );
    expect(notices[0]!.n).toBe(1);
  });

  it("keep each instance's catalogue cache stale for at most CATALOG_CACHE_MS after the other changes a car", async () => {
    const admin = await signInAs(a, 'admin@example.com', DEMO_PASSWORD);
    const car = nextCar();
    const read = async (server: TestServer) => (await server.GET('/api/cars/{id}', { params: { path: { id: car._id } } })).data!.available;
    expect(await read(b)).toBe(true);
    const changed = await a.as(admin).POST('/api/fleet/availability', { body: { items: [{ kind: 'car', _id: car._id }], available: false } });
    expect(changed.response.status, JSON.stringify(changed.error)).toBe(200);
    // The instance that made the change shows it at once; the other one once its copy is CATALOG_CACHE_MS old.
    expect(await read(a)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 50));
    expect(await read(b)).toBe(false);
  });
});
