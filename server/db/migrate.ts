import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));
/** Any fixed number: every server instance takes the same lock so only one migrates at a time. */
export const MIGRATION_LOCK = 727_001;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Applies, in name order, every migration not yet recorded. Safe to run from several instances at once. */
export async function migrate(database: Database): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  return database.exclusive(MIGRATION_LOCK, async (run) => {
    await run('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
    const done = new Set((await run<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const text = await readFile(path.join(migrationsDir, file), 'utf8');
      try {
        await run(`begin;\n${text}\n;\ninsert into schema_migrations (name) values (${quote(file)});\ncommit;`);
      } catch (error) {
        await run('rollback').catch(() => undefined);
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(file);
    }
    return applied;
  });
}
