import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { voidExpiredBookings } from '../repositories/booking-writes.ts';

/**
 * Every `intervalMs`, the pay-online bookings left unpaid past their deadline become void and free their
 * dates for searches. (A new booking of the same offer does not wait for it: insertBooking voids the
 * offer's expired ones first.) Safe on several instances: the update is idempotent.
 */
export function startBookingExpiry(db: Db, log: FastifyBaseLogger, onExpired: () => void, intervalMs = 30_000) {
  const run = () =>
    voidExpiredBookings(db)
      .then((expired) => {
        if (expired > 0) {
          log.info({ expired }, 'unpaid bookings made void');
          onExpired();
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'booking expiry failed'));
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
