import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client.ts';
import * as catalogue from '@/server/db/schema/catalogue.ts';
import { seedIfEmpty } from '@/server/seed/seed.ts';
import { insertRawBooking } from '@/tests/support/bookings.ts';
import { applyMigration, migrateBefore, rowsOf } from '@/tests/support/migrations.ts';
import { databaseLabel, openEmptyTestDatabase } from '@/tests/support/server.ts';

/**
 * 0014_price_lines.sql on bookings made before it: their lines are reconstructed from the booking's rate and days
 * and the car's current extra prices, per day or once as domain/price.ts charges them.
 */
const PRICE_LINES = '0014_price_lines.sql';

let database: Database;
const rows = rowsOf(() => database);

type CarPrices = { id: string; cancellation: string; theft_protection: string };
type Line = { item: string; amount: number };
const period = { from: '2027-03-01T10:00:00Z', to: '2027-03-04T10:00:00Z' };
/** Bookings made before the migration, and the cars they are of. */
let withExtras: string, withExtraNoLongerSold: string, plain: string, ofYacht: string;
let car: CarPrices;

/**
 * The seed writes today's catalogue tables, naming every column of the Drizzle schema (those it has no value for as
 * `default`): a column a later migration adds to one of them (the suppliers' booking limits, 0027) is stood in for here
 * by a nullable one, left empty, as the seed leaves it. The bookings, which the migration under test changes, are not.
 */
async function standInForLaterColumns() {
  const existing = await rows<{ table_name: string; column_name: string }>(sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`);
  const has = new Set(existing.map((row) => `${row.table_name}.${row.column_name}`));
  const tables = new Set(existing.map((row) => row.table_name));
  for (const table of Object.values(catalogue as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable))) {
    const { name, columns } = getTableConfig(table);
    if (!tables.has(name)) continue;
    for (const column of columns.filter((candidate) => !has.has(`${name}.${candidate.name}`))) {
      await database.execScript(`alter table "${name}" add column "${column.name}" ${column.getSQLType()}`);
    }
  }
}

beforeAll(async () => {
  database = await openEmptyTestDatabase();
  await migrateBefore(database, PRICE_LINES);
  await standInForLaterColumns();
  await seedIfEmpty(database, { demoAccounts: false, content: false });

  const [sold] = await rows<CarPrices>(sql`select id, cancellation, theft_protection from cars where cancellation > 0 and theft_protection > 0 order by id limit 1`);
  const [unsold] = await rows<{ id: string }>(sql`select id from cars where cancellation < 0 order by id limit 1`);
  const [yacht] = await rows<{ id: string }>(sql`select id from yachts order by id limit 1`);
  if (!sold || !unsold || !yacht) throw new Error('the seed data has no car selling cancellation and theft protection, or none without cancellation, or no yacht');
  car = sold;
  const book = (kind: 'car' | 'yacht', id: string, status: string) => insertRawBooking(database.db, { kind, id, status, ...period, withPriceLines: false });
  const setTerms = (id: string, extras: Record<string, boolean>) =>
    database.db.execute(sql`update bookings set rate = 100, days = 3, extras = ${JSON.stringify(extras)}::jsonb where id = ${id}`);
  // Three days at 100 a day, with two extras, one per day and one once; one not chosen.
  withExtras = await book('car', car.id, 'reserved');
  await setTerms(withExtras, { theftProtection: true, cancellation: true, fullInsurance: false });
  withExtraNoLongerSold = await book('car', unsold.id, 'reserved');
  await setTerms(withExtraNoLongerSold, { cancellation: true });
  plain = await book('car', car.id, 'cancelled');
  ofYacht = await book('yacht', yacht.id, 'reserved');

  await applyMigration(database, PRICE_LINES);
});
afterAll(() => database.close());

const linesOf = async (id: string) => (await rows<{ lines: Line[] }>(sql`select price_lines as lines from bookings where id = ${id}`))[0]!.lines;

describe(`${PRICE_LINES} on ${databaseLabel}`, () => {
  it('gives the bookings made before it the lines of their subtotal, from the car\'s current extra prices', async () => {
    expect(await linesOf(withExtras)).toEqual([
      { item: 'rental', amount: 300 },
      { item: 'cancellation', amount: Number(car.cancellation) },
      { item: 'theftProtection', amount: Number(car.theft_protection) * 3 },
    ]);
    // The car does not sell it (any more): the line says 0, not -1.
    expect(await linesOf(withExtraNoLongerSold)).toEqual([
      { item: 'rental', amount: 300 },
      { item: 'cancellation', amount: 0 },
    ]);
    expect(await linesOf(plain)).toEqual([{ item: 'rental', amount: 100 }]);
    expect(await linesOf(ofYacht)).toEqual([{ item: 'rental', amount: 100 }]);
  });

  it('then keeps a booking\'s lines required, as an array', async () => {
    const period = { from: '2027-04-01T10:00:00Z', to: '2027-04-02T10:00:00Z' };
    // No default: a booking written without its lines is refused.
    await expect(insertRawBooking(database.db, { kind: 'car', id: car.id, status: 'reserved', ...period, withPriceLines: false })).rejects.toThrow();
    const id = await insertRawBooking(database.db, { kind: 'car', id: car.id, status: 'reserved', ...period });
    expect(await linesOf(id)).toEqual([{ item: 'rental', amount: 100 }]);
    await expect(database.db.execute(sql`update bookings set price_lines = null where id = ${id}`)).rejects.toThrow();
    await expect(database.db.execute(sql`update bookings set price_lines = '{}' where id = ${id}`)).rejects.toThrow();
  });
});
