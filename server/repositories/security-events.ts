import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';
import { securityEvents } from '@/server/db/schema.ts';

export type SecurityEventRow = typeof securityEvents.$inferSelect;

export async function insertSecurityEvent(db: Db, values: typeof securityEvents.$inferInsert) {
  await db.insert(securityEvents).values(values);
}

/** Removes the events older than `days` days (SECURITY_LOG_DAYS); answers how many went. */
export async function purgeSecurityEvents(db: Db, days: number) {
  const removed = await db
    .delete(securityEvents)
    .where(sql`${securityEvents.at} < now() - make_interval(days => ${days})`)
    .returning({ id: securityEvents.id });
  return removed.length;
}
