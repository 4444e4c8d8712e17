import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/server/db/client.ts';
import { purgeSecurityEvents } from '@/server/repositories/security-events.ts';
import { purgeStaleAccountRows } from '@/server/repositories/users.ts';
import { SIGN_IN_WINDOW_MINUTES } from './sign-in-throttle.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Hourly clean-up of rows nothing can use any more, and of the security log's events past `securityLogDays` (none
 * without it). Safe on several instances: deletes are idempotent.
 */
export function startMaintenance(
  db: Db,
  log: FastifyBaseLogger,
  { securityLogDays, intervalMs = HOUR_MS }: { securityLogDays?: number; intervalMs?: number } = {},
) {
  const purge = async () => ({
    ...(await purgeStaleAccountRows(db, SIGN_IN_WINDOW_MINUTES)),
    securityEvents: securityLogDays === undefined ? 0 : await purgeSecurityEvents(db, securityLogDays),
  });
  const run = () =>
    purge()
      .then((removed) => log.info({ removed }, 'maintenance done'))
      .catch((error: unknown) => log.error({ err: error }, 'maintenance failed'));
  // Its failure is logged by `run` itself.
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
