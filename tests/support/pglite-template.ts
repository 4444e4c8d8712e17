/**
 * Vitest's global setup of the server suite on PGlite: the migrations run once, into a database written to a file
 * that each test file's database starts from (tests/support/server.ts openTestDatabase). A new embedded database
 * takes about 2.5 s to create and migrate, and half a second to load.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client.ts';
import { migrate } from '@/server/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite database's file, as dumpDataDir wrote it; none on PostgreSQL. */
    pgliteTemplate: string | undefined;
  }
}

export default async function createPgliteTemplate(project: TestProject) {
  if (process.env.SERVER_TEST_DB === 'postgres') {
    project.provide('pgliteTemplate', undefined);
    return;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await database.close();
  const file = path.join(tmpdir(), `azura-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}
