import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import { voidExpiredBookings } from '../repositories/booking-writes.ts';
import { noticeBookingCreated, noticeBookingsVoided, type NoticeOptions } from './booking-notices.ts';

/**
 * The pay-online bookings left unpaid past their deadline become void and free their dates; their drivers and
 * companies are told, in the same transaction. Safe on several instances: the update only takes bookings still
 * pending, so each is voided, and told, once. (A new booking of the same offer does not wait for this: insertBooking
 * voids the offer's expired ones first, within its one statement, and those are not told.) Answers how many.
 */
export function expireUnpaidBookings(db: Db, options: NoticeOptions): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await voidExpiredBookings(tx);
    await noticeBookingsVoided(tx, expired, options);
    return expired.length;
  });
}

/**
 * A booking is made in one statement and its notices written right after (making.ts): a server that dies between the
 * two leaves a booking nobody was told of, and a pay-later driver without his confirmation. This finds the bookings
 * of the last day older than `graceMs` (time for the normal path to have written them) that have no `bookingCreated`
 * notice, and tells them now, in one transaction that locks them (SKIP LOCKED), so that several instances tell each
 * once. Answers how many.
 */
export function noticeUntoldBookings(db: Db, options: NoticeOptions, graceMs = 60_000): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      select b.id from bookings b
      where b.created_at < now() - make_interval(secs => ${graceMs / 1000}) and b.created_at > now() - interval '1 day'
        and not exists (select 1 from notifications n where n.booking_id = b.id and n.kind = 'bookingCreated')
      order by b.created_at limit 50
      for update of b skip locked`);
    const ids = ((result as unknown as { rows: Array<{ id: string }> }).rows ?? []).map((row) => row.id);
    for (const id of ids) await noticeBookingCreated(tx, id, options);
    return ids.length;
  });
}

/** expireUnpaidBookings every `intervalMs`, and noticeUntoldBookings; what searches offer changes with it (`onExpired`). */
export function startBookingExpiry(db: Db, log: FastifyBaseLogger, onExpired: () => void, options: NoticeOptions, intervalMs = 30_000) {
  const run = () =>
    expireUnpaidBookings(db, options)
      .then((expired) => {
        if (expired > 0) {
          log.info({ expired }, 'unpaid bookings made void');
          onExpired();
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'booking expiry failed'))
      .then(() => noticeUntoldBookings(db, options))
      .then((told) => told > 0 && log.warn({ told }, 'bookings made without their notices (a crash) were told now'))
      .catch((error: unknown) => log.error({ err: error }, 'telling untold bookings failed'));
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
