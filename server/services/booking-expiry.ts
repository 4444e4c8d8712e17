import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/server/db/client.ts';
import { voidExpiredBookings } from '@/server/repositories/booking-writes.ts';
import { noticeBookingsVoided, type NoticeOptions } from './booking-notices.ts';

/**
 * The pay-online bookings left unpaid past their deadline become void and free their dates; their drivers and
 * suppliers are told, in the same transaction. Safe on several instances: the update only takes bookings still
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

/** expireUnpaidBookings every `intervalMs`; what searches offer changes with it (`onExpired`). */
export function startBookingExpiry(db: Db, log: FastifyBaseLogger, onExpired: () => void, options: NoticeOptions, intervalMs = 30_000) {
  const run = () =>
    expireUnpaidBookings(db, options)
      .then((expired) => {
        if (expired > 0) {
          log.info({ expired }, 'unpaid bookings made void');
          onExpired();
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'booking expiry failed'));
  // Its failure is logged by `run` itself.
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
