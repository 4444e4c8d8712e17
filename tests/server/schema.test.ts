import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as enums from '@/openapi/generated/enums.ts';
import * as schema from '@/server/db/schema.ts';
import { databaseLabel, useTestServer } from '@/tests/support/server.ts';

const server = useTestServer();

describe(`Drizzle's view of the tables on ${databaseLabel}`, () => {
  it('names only tables and columns the migrations created, with their types', async () => {
    const result = await server.database.db.execute(sql`select table_name, column_name, udt_name from information_schema.columns where table_schema = current_schema()`);
    const rows = (result as { rows: { table_name: string; column_name: string; udt_name: string }[] }).rows;
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

  it("checks each enum column against the contract's values (the migrations' CHECK constraints are copies of them)", async () => {
    const columns: Record<string, readonly string[]> = {
      'users.type': enums.UserType,
      'user_tokens.purpose': enums.TokenPurpose,
      'sessions.app_type': enums.AppType,
      'suppliers.tier': enums.SupplierTier,
      'cars.body_type': enums.BodyType,
      'cars.category': enums.CarCategory,
      'cars.engine_type': enums.EngineType,
      'cars.gearbox': enums.Gearbox,
      'cars.fuel_policy': enums.FuelPolicy,
      'yachts.kind': enums.YachtKind,
      'bookings.status': enums.BookingStatus,
      'bookings.payment_option': enums.PaymentOption,
      'bookings.payment_type': enums.PaymentType,
      'identity_documents.kind': enums.DocumentKind,
      'coupons.discount_unit': enums.DiscountUnit,
    };
    const result = await server.database.db.execute(sql`
      select c.conrelid::regclass::text as table_name, a.attname as column_name, pg_get_constraintdef(c.oid) as definition
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'c' and cardinality(c.conkey) = 1 and c.connamespace = current_schema()::regnamespace`);
    const rows = (result as { rows: { table_name: string; column_name: string; definition: string }[] }).rows;
    for (const [column, values] of Object.entries(columns)) {
      const check = rows.find((row) => `${row.table_name.replace(/^.*\./, '')}.${row.column_name}` === column);
      expect(check, `a CHECK on ${column}`).toBeDefined();
      const allowed = [...check!.definition.matchAll(/'([^']*)'/g)].map((match) => match[1]);
      expect(allowed.sort(), column).toEqual([...values].sort());
    }
  });
});
