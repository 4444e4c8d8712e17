import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema.ts';
import { expireUnpaidBookings } from '@/server/services/booking-expiry.ts';
import { writtenBy as writtenByIn } from '@/tests/support/notices.ts';
import { createActiveUser, createBookingDriver, databaseLabel, payByCard, promote, signInAs, type Schemas, type TestClient } from '@/tests/support/server.ts';
import { admin, type Booking, day, driver, nextCar, request, server, setUpBookings, supplier } from './bookings-fixture.ts';

/**
 * Who is told of a status change (not who made it), a refused payment, and a booking voided unpaid by the expiry sweep;
 * and that the email copies go only to those whose enableEmailNotifications is on. Bookings and made and changed
 * through the API on the seed data (bookings-fixture.ts: booker@example.org books Riviera Drive cars); a second Riviera
 * Drive account shows that a supplier's other accounts are told.
 */
setUpBookings();

const ids: Record<string, string> = {};
let colleague: TestClient;
beforeAll(async () => {
  const account = await createActiveUser(server, { email: 'riviera-colleague@example.org' });
  await promote(server.database, account._id, 'supplier');
  await server.database.db.execute(sql`update users set supplier_id = (select id from suppliers where slug = 'riviera-drive') where id = ${account._id}`);
  colleague = server.as(await signInAs(server, 'riviera-colleague@example.org', 'secret123'));
  const rows = await server.database.db.select({ id: users.id, email: users.email }).from(users);
  for (const row of rows) ids[row.email] = row.id;
});

const writtenBy = (act: () => Promise<unknown>) => writtenByIn(server.database.db, act);
const readers = (...emails: string[]) => emails.map((email) => ids[email]!).sort();
const setEmails = (email: string, on: boolean) => server.database.db.update(users).set({ enableEmailNotifications: on }).where(eq(users.email, email));

// Days after June 2027 within the booking horizon (domain/booking-limits.ts: 548 days ahead).
let days = 300;
/** A booking of its own Riviera Drive car by booker@example.org, on days of its own. */
async function book(overrides: Partial<Schemas['BookingRequest']> = {}, as = driver) {
  days += 3;
  const made = await as.POST('/api/bookings', { body: request(await nextCar(), day(days), day(days + 1), overrides) });
  expect(made.response.status, JSON.stringify(made.error)).toBe(201);
  return made.data!;
}
const move = async (booking: Booking, as: TestClient, status: Schemas['BookingStatus']) =>
  (await as.POST('/api/bookings/{id}/status', { params: { path: { id: booking._id } }, body: { status } })).response;

describe(`notices of what happens to a booking on ${databaseLabel}`, () => {
  it("tells the driver and the supplier's accounts of a status change, not the account that made it", async () => {
    const booking = await book();
    const bySupplier = await writtenBy(async () => expect((await move(booking, supplier, 'deposit')).status).toBe(200));
    expect(bySupplier.readers('statusChanged')).toEqual(readers('booker@example.org', 'riviera-colleague@example.org'));
    expect(bySupplier.notices.every((n) => n.status === 'deposit' && n.bookingId === booking._id)).toBe(true);
    expect(bySupplier.emailedTo()).toEqual(['booker@example.org', 'riviera-colleague@example.org']);
    const email = bySupplier.emails.find((row) => row.toAddress === 'booker@example.org')!;
    expect(email.subject).toMatch(/^Booking status changed: /);
    expect(email.textBody).toContain('The booking is now Deposit.');
    expect(email.textBody).toContain(`View the booking: ${server.config.appUrl}/booking?b=${booking._id}`);
    // The notification names the clocks of its booking's places, which its times are shown on.
    const listed = await driver.GET('/api/notifications', { params: { query: { size: 20 } } });
    const noticed = listed.data!.items.find((n) => n.booking?._id === booking._id)?.booking;
    expect(noticed?.pickUpTimeZone).toMatch(/^Europe\/(Paris|Monaco)$/);
    expect(noticed?.dropOffTimeZone).toMatch(/^Europe\/(Paris|Monaco)$/);

    const byAdmin = await writtenBy(async () => expect((await move(booking, admin, 'cancelled')).status).toBe(200));
    expect(byAdmin.readers('statusChanged')).toEqual(readers('booker@example.org', 'supplier@example.com', 'riviera-colleague@example.org'));
    expect(byAdmin.notices.every((n) => n.status === 'cancelled')).toBe(true);
  });

  it('tells nobody of a status change that did not happen', async () => {
    const booking = await book();
    const written = await writtenBy(async () => {
      expect((await move(booking, supplier, 'reserved')).status).toBe(200);
      expect((await move(booking, driver, 'cancelled')).status).toBe(403);
      expect((await move(booking, supplier, 'pending')).status).toBe(409);
    });
    expect(written.notices).toEqual([]);
  });

  /** A card payment of the booking that the sandbox declines, asked again with the same key at each call. */
  const declinedPayment = (bookingId: string) => {
    const key = randomUUID();
    return () => payByCard(driver, bookingId, key, { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' });
  };

  it('tells the driver, alone, of a refused payment, once per attempt', async () => {
    const booking = await book({ paymentOption: 'payOnline', paymentType: 'card' });
    const pay = declinedPayment(booking._id);
    const written = await writtenBy(async () => {
      expect((await pay()).response.status).toBe(402);
      // The same attempt again answers its outcome and tells nobody twice.
      expect((await pay()).error).toMatchObject({ code: 'CARD_DECLINED' });
    });
    expect(written.readers('paymentFailed')).toEqual(readers('booker@example.org'));
    expect(written.emailedTo()).toEqual(['booker@example.org']);
    expect(written.emails[0]!.subject).toMatch(/^Payment failed: /);
  });

  it('records a refused payment with its notice or not at all: refused notices leave no attempt, and the same key is tried again, told once', async () => {
    const booking = await book({ paymentOption: 'payOnline', paymentType: 'card' });
    const pay = declinedPayment(booking._id);
    await server.database.execScript(`
      create function refuse_notification() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$;
      create trigger refuse_notification before insert on notifications for each row execute function refuse_notification();`);
    try {
      const refused = await writtenBy(async () => expect((await pay()).response.status).toBe(500));
      expect([refused.emails.length, refused.notices.length]).toEqual([0, 0]);
    } finally {
      await server.database.execScript('drop trigger refuse_notification on notifications; drop function refuse_notification();');
    }
    const payments = await server.database.db.execute(sql`select status from payments where booking_id = ${booking._id}`);
    expect((payments as { rows: unknown[] }).rows).toEqual([]);
    const told = await writtenBy(async () => expect((await pay()).response.status).toBe(402));
    expect(told.readers('paymentFailed')).toEqual(readers('booker@example.org'));
  });

  it('tells the driver and the supplier of a booking the expiry sweep voided unpaid, once', async () => {
    const booking = await book({ paymentOption: 'payOnline', paymentType: 'card' });
    await server.database.db.execute(sql`update bookings set expires_at = now() - interval '1 second' where id = ${booking._id}`);
    const sweep = () => expireUnpaidBookings(server.database.db, { appUrl: server.config.appUrl });
    const written = await writtenBy(async () => expect(await sweep()).toBeGreaterThanOrEqual(1));
    expect(written.notices.filter((n) => n.bookingId === booking._id).map((n) => n.userId).sort()).toEqual(
      readers('booker@example.org', 'supplier@example.com', 'riviera-colleague@example.org'),
    );
    expect(written.notices.every((n) => n.kind === 'bookingVoided')).toBe(true);
    expect((await writtenBy(sweep)).notices).toEqual([]);
  });
});

describe(`email copies on ${databaseLabel}`, () => {
  it('go only to the accounts whose email notifications are on; the notifications are stored all the same', async () => {
    const quiet = await createBookingDriver(server, { email: 'quiet-driver@example.org' });
    ids['quiet-driver@example.org'] = quiet._id;
    const off = await server.as(quiet).POST('/api/update-email-notifications', { body: { _id: quiet._id, enableEmailNotifications: false } });
    expect(off.response.status).toBe(200);
    await setEmails('riviera-colleague@example.org', false);
    try {
      let booking!: Booking;
      const made = await writtenBy(async () => {
        booking = await book({}, server.as(quiet));
      });
      // The confirmation is the driver's record of his booking: sent whatever the setting.
      expect(made.emails.filter((row) => row.toAddress === 'quiet-driver@example.org').map((row) => row.kind)).toEqual(['bookingConfirmed']);
      expect(made.readers('bookingCreated')).toContain(quiet._id);
      expect(made.readers('bookingCreated')).toContain(ids['riviera-colleague@example.org']);
      expect(made.emailedTo()).not.toContain('riviera-colleague@example.org');

      const moved = await writtenBy(() => move(booking, colleague, 'deposit'));
      expect(moved.readers('statusChanged')).toEqual(readers('quiet-driver@example.org', 'supplier@example.com'));
      expect(moved.emailedTo()).toEqual(['supplier@example.com']);
    } finally {
      await setEmails('riviera-colleague@example.org', true);
    }
  });
});
