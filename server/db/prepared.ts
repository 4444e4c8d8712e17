import type { Db } from './client.ts';

/**
 * Queries of one fixed shape that run on every request of a kind (the bearer's session, the offer and driver a
 * booking is made for, the booking answered, each shape of catalogue search), built once per database and run by name with their values as
 * placeholders (`sql.placeholder`). PostgreSQL then parses each once per connection and, after five runs, keeps a
 * generic plan: no planning at all, where planning the nine-table read of a booking took ~1.5 ms each time. Drizzle
 * does not build their SQL again either. PGlite runs them as ordinary queries (Drizzle's PGlite driver ignores names).
 *
 * Each name must stand for one text: PostgreSQL refuses a second text under a name a connection already knows.
 */
const kept = new WeakMap<Db, Map<string, unknown>>();

/**
 * At most this many names per database (each stays on every connection): the searches are one query per shape, and
 * shapes beyond these run unnamed, built and planned each time as before.
 */
export const MAX_PREPARED = 200;

export function prepared<T>(db: Db, name: string, prepare: (name: string) => T): T {
  let byName = kept.get(db);
  if (!byName) kept.set(db, (byName = new Map<string, unknown>()));
  let query = byName.get(name) as T | undefined;
  if (query !== undefined) return query;
  // An empty name is an unnamed statement for node-postgres.
  if (byName.size >= MAX_PREPARED) return prepare('');
  byName.set(name, (query = prepare(name)));
  return query;
}
