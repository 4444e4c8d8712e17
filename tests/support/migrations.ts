import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';

/**
 * A migration's own test: the schema as it stood before the migration, rows written as they were then, then the
 * migration itself (tests/server/*-migration.test.ts).
 */
const migrations = fileURLToPath(new URL('../../server/migrations/', import.meta.url));

/** Applies, in name order, every migration whose name comes before `file`, to an empty database. */
export async function migrateBefore(database: Database, file: string): Promise<void> {
  const before = (await readdir(migrations)).filter((name) => name.endsWith('.sql') && name < file).sort();
  for (const name of before) await applyMigration(database, name);
}

/** Applies one migration as it is written. */
export async function applyMigration(database: Database, file: string): Promise<void> {
  await database.execScript(await readFile(`${migrations}${file}`, 'utf8'));
}

/** The rows a query answers on the database. */
export const rowsOf =
  (database: () => Database) =>
  async <T extends Record<string, unknown>>(query: SQL): Promise<T[]> =>
    ((await database().db.execute<T>(query)) as { rows: T[] }).rows;
