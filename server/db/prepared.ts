import type { Db } from './client.ts';

/**
 * Queries of one fixed shape that run on every request of a kind (the bearer's session, the offer and driver a
 * booking is made for, the booking answered), built once per database and run by name with their values as
 * placeholders (`sql.placeholder`). PostgreSQL then parses each once per connection and, after five runs, keeps a
 * generic plan: no planning at all, where planning the nine-table read of a booking took ~1.5 ms each time. Drizzle
 * does not build their SQL again either. PGlite runs them as ordinary queries (Drizzle's PGlite driver ignores names).
 *
 * Each name must stand for one text: PostgreSQL refuses a second text under a name a connection already knows.
 */
const kept = new WeakMap<Db, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, prepare: (name: string) => T): T {
  let byName = kept.get(db);
  if (!byName) kept.set(db, (byName = new Map()));
  let query = byName.get(name) as T | undefined;
  if (query === undefined) byName.set(name, (query = prepare(name)));
  return query;
}
