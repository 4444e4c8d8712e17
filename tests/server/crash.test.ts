import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carBookingPrice, rentalDays } from '@/domain/price.ts';
import { openDatabase, type Database } from '@/server/db/client.ts';
import { migrate } from '@/server/db/migrate.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { createHttpClient, databaseLabel, file, formData, onPostgres, payByCard, testDatabaseUrl, tinyPng } from '@/tests/support/server.ts';
import { freePort, healthy, kill, startServerProcess } from '@/tests/support/server-process.ts';

/**
 * Crash safety (issue 15): the real server process, killed with SIGKILL while drivers book and pay, then started again
 * on the same database (the embedded PGlite folder, or the PostgreSQL server). Nothing it had answered as done is lost,
 * no booking is half made (its price lines and its notices are there), no booking has two live payments, and a payment asked again with
 * its key after the restart is the one made before, never a second. Issue 24: right after the restart, with nothing
 * run to repair them, every booking and every payment in the database has its notifications and its emails in the
 * outbox (they are written by the booking's own statement, and by the payment's own transaction).
 */
let port = 0;
let base = '';
let dataDir: string;
let databaseUrl: string | undefined;
let server: ChildProcess | undefined;
/** The demo data's bookings, there before the test's. */
let seeded: string[] = [];

const startServer = () => startServerProcess({ port, databaseUrl, dataDir });

/** The contract's typed client on the server process, as `token` (a guest without). */
const api = (token?: string) => createHttpClient(base, token);
const signIn = async () =>
  (await api().POST('/api/sign-in/{appType}', { params: { path: { appType: 'frontend' } }, body: { email: 'driver@example.com', password: DEMO_PASSWORD } })).data!.token;

beforeAll(async () => {
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'azura-crash-'));
  let database: Database;
  if (onPostgres) {
    databaseUrl = await testDatabaseUrl();
    database = await openDatabase({ url: databaseUrl });
    await database.execScript('drop schema if exists public cascade; create schema public;');
  } else {
    database = await openDatabase({ dataDir });
  }
  // The demo data, as `npm start` has it (a PostgreSQL server is seeded on purpose).
  await migrate(database);
  await seedIfEmpty(database, { demoAccounts: true });
  seeded = ((await database.db.execute<{ id: string }>(sql`select id from bookings`)) as { rows: { id: string }[] }).rows.map((row) => row.id);
  await database.close();
  server = startServer();
  await healthy(base);
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) await kill(server, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`a server killed while drivers book and pay (${databaseLabel})`, () => {
  it('loses nothing it answered, makes no half booking and no second payment', async () => {
    const token = await signIn();
    expect(token).toBeTruthy();
    const driver = api(token);
    // Riviera Drive asks for the driver's licence before a booking.
    const uploaded = await driver.POST('/api/create-biometric', { body: { kind: 'licence', image: file(tinyPng, 'licence.png', 'image/png') }, bodySerializer: formData });
    expect(uploaded.response.status).toBe(201);
    const cars = (await api().GET('/api/cars', { params: { query: { supplier: ['riviera-drive'], size: 100 } } })).data!.items.filter((car) => car.available).slice(0, 12);
    expect(cars.length).toBeGreaterThan(5);

    const booked: string[] = [];
    const paid: Array<{ booking: string; key: string; payment: string }> = [];
    const attempts: Array<{ booking?: string; key: string }> = [];
    // Each flow books a car on dates of its own, then pays it online; the server is killed while they run.
    const flows = cars.map(async (car, index) => {
      const from = new Date(Date.UTC(2028, 1, 1 + index * 3, 10));
      const to = new Date(Date.UTC(2028, 1, 3 + index * 3, 10));
      const attempt: { booking?: string; key: string } = { key: randomUUID() };
      attempts.push(attempt);
      try {
        await new Promise((resolve) => setTimeout(resolve, index * 15));
        const booking = await driver.POST('/api/bookings', {
          body: {
            offer: car._id,
            from: from.toISOString(),
            to: to.toISOString(),
            pickUpLocation: car.locations[0]!,
            dropOffLocation: car.locations[0]!,
            paymentOption: 'payOnline',
            paymentType: 'card',
            total: carBookingPrice(car, rentalDays(from, to), {}, { coupon: null }).total,
          },
        });
        if (booking.response.status !== 201) return;
        attempt.booking = booking.data!._id;
        booked.push(attempt.booking);
        const payment = await payByCard(driver, attempt.booking, attempt.key);
        if (payment.response.status === 201) paid.push({ booking: attempt.booking, key: attempt.key, payment: payment.data!._id });
      } catch {
        // The connection died with the server.
      }
    });
    // Killed as soon as one booking is paid: the flows started later are still under way.
    for (let waited = 0; paid.length === 0 && waited < 30_000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
    await kill(server!, 'SIGKILL');
    await Promise.all(flows);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.length, 'some flows were cut short').toBeLessThan(attempts.length);

    server = startServer();
    await healthy(base);
    const again = api(await signIn());

    // Nothing answered as done is lost.
    for (const id of booked) expect((await again.GET('/api/bookings/{id}', { params: { path: { id } } })).response.status, `booking ${id}`).toBe(200);
    // A payment asked again with its key is the first one, and a booking is paid once whatever is asked.
    for (const attempt of attempts.filter((one) => one.booking)) {
      const retried = await payByCard(again, attempt.booking!, attempt.key);
      const before = paid.find((one) => one.booking === attempt.booking);
      if (before) expect(retried.data?._id, `payment of ${attempt.booking}`).toBe(before.payment);
      else expect([201, 409]).toContain(retried.response.status);
    }
    await kill(server, 'SIGTERM');
    server = undefined;

    const database = onPostgres ? await openDatabase({ url: databaseUrl! }) : await openDatabase({ dataDir });
    try {
      const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => ((await database.db.execute<T>(query)) as { rows: T[] }).rows;
      // No booking half made: each has the lines it was priced with (one row, one statement).
      expect(await rows(sql`select id from bookings where jsonb_array_length(price_lines) = 0`)).toEqual([]);
      // Nor untold, as the restarted server found the database (nothing repairs notices any more): each booking the
      // test made, answered or not, has a bookingCreated notification for each of its people (its driver, its supplier's
      // accounts, the admins), once, and an email copy in the outbox for each whose emails are on; each paid booking its
      // bookingPaid notification and its driver's confirmation.
      const made = sql`(select b.id, b.status, b.driver_id, c.supplier_id from bookings b join cars c on c.id = b.car_id
        where not (b.id = any(${sql.param(seeded)}::uuid[])))`;
      const people = sql`(select made.id as booking_id, u.id as user_id, u.email, u.enable_email_notifications as emailed from ${made} made
        join users u on u.id = made.driver_id or (u.type = 'supplier' and u.supplier_id = made.supplier_id) or u.type in ('admin', 'superadmin'))`;
      const bookingsMade = await rows<{ id: string; status: string }>(sql`select id, status from ${made} made`);
      expect(bookingsMade.length).toBeGreaterThanOrEqual(booked.length);
      expect(await rows(sql`select p.booking_id, p.user_id from ${people} p where not exists
        (select 1 from notifications n where n.booking_id = p.booking_id and n.user_id = p.user_id and n.kind = 'bookingCreated')`)).toEqual([]);
      expect(await rows(sql`select booking_id, user_id from notifications where kind = 'bookingCreated' group by booking_id, user_id having count(*) > 1`)).toEqual([]);
      expect(await rows(sql`select p.booking_id, p.email from ${people} p where p.emailed and not exists
        (select 1 from outbox o where o.to_address = p.email and o.kind = 'notification' and strpos(o.text_body, p.booking_id::text) > 0)`)).toEqual([]);
      expect(await rows(sql`select made.id from ${made} made join users u on u.id = made.driver_id where made.status = 'paid' and (
        not exists (select 1 from notifications n where n.booking_id = made.id and n.user_id = u.id and n.kind = 'bookingPaid')
        or not exists (select 1 from outbox o where o.to_address = u.email and o.kind = 'bookingConfirmed' and strpos(o.text_body, made.id::text) > 0))`)).toEqual([]);
      console.info(
        `crash test: ${paid.length} of ${attempts.length} flows paid before the kill; ${bookingsMade.length} bookings in the database (${booked.length} answered), ${bookingsMade.filter((one) => one.status === 'paid').length} paid`,
      );
      // At most one live payment a booking, and one row a key.
      expect(await rows(sql`select booking_id from payments where status <> 'failed' group by booking_id having count(*) > 1`)).toEqual([]);
      expect(await rows(sql`select idempotency_key from payments group by idempotency_key having count(*) > 1`)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
