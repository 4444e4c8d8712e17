import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';

/** What a limit counts: one account's sign-ins, one address's emails, one vehicle's images... */
export type LimitKey = readonly [scope: string, key: string];

/**
 * Takes the transaction-scoped advisory locks of these limits, held until the caller's transaction ends: requests of
 * one limit take turns between counting and recording, on every instance of one PostgreSQL (on PGlite transactions
 * already take turns). Limits count "reserve, then work": count and record the attempt under the lock, then do what it
 * allows. The two-number form keeps these apart from the bookings' one-number locks; the keys are taken in one order,
 * so that two requests needing two of them never wait on each other.
 */
export async function lockLimits(tx: Db, keys: readonly LimitKey[]): Promise<void> {
  const ordered = [...new Set(keys.map(([scope, key]) => JSON.stringify([scope, key.toLowerCase()])))].sort();
  for (const entry of ordered) {
    const [scope, key] = JSON.parse(entry) as [string, string];
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scope}), hashtext(${key}))`);
  }
}
