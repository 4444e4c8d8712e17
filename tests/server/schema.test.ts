import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { databaseLabel, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe(`Drizzle's view of the tables on ${databaseLabel}`, () => {
  it('names only tables and columns the migrations created, with their types', async () => {
    const result = await server.database.db.execute(sql`select table_name, column_name, udt_name from information_schema.columns where table_schema = current_schema()`);
    const rows = (result as unknown as { rows: { table_name: string; column_name: string; udt_name: string }[] }).rows;
    const inDatabase = new Map(rows.map((row) => [`${row.table_name}.${row.column_name}`, row.udt_name]));
    const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable);
    expect(tables.length).toBeGreaterThanOrEqual(10);
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        const key = `${config.name}.${column.name}`;
        expect(inDatabase.has(key), key).toBe(true);
        const declared = column.getSQLType().replace(/\(.*\)/, '').replace(/\[\]$/, '');
        const actual = inDatabase.get(key)!.replace(/^_/, '');
        const same: Record<string, string[]> = {
          timestamp: ['timestamptz'], 'timestamp with time zone': ['timestamptz'], integer: ['int4'], bigint: ['int8'],
          boolean: ['bool'], 'double precision': ['float8'],
        };
        expect([declared, ...(same[declared] ?? [])], key).toContain(actual);
      }
    }
  });
});
