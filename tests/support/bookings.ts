import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';

export interface RawBooking {
  kind: 'car' | 'yacht';
  id: string;
  status: string;
  from: string;
  to: string;
  /** false for a table older than migration 0014, which has no price lines yet. */
  withPriceLines?: boolean;
}

/**
 * A booking written straight into the table, behind the API (which would price it and check its dates):
 * for tests of what reads bookings, or of the database's own guarantees. Its places are the offer's first.
 */
export async function insertRawBooking(db: Db, { kind, id, status, from, to, withPriceLines = true }: RawBooking): Promise<string> {
  const [column, places, owner] =
    kind === 'car' ? [sql.raw('car_id'), sql.raw('car_locations'), sql.raw('car_id')] : [sql.raw('yacht_id'), sql.raw('yacht_locations'), sql.raw('yacht_id')];
  const [linesColumn, linesValue] = withPriceLines ? [sql.raw(', price_lines'), sql.raw(`, '[{"item": "rental", "amount": 100}]'::jsonb`)] : [sql.raw(''), sql.raw('')];
  const result = await db.execute(sql`
    insert into bookings (${column}, status, period, pick_up_location_id, drop_off_location_id, payment_option, payment_type, rate, days, subtotal, total${linesColumn})
    select ${id}, ${status}, tstzrange(${from}::timestamptz, ${to}::timestamptz), place.location_id, place.location_id, 'payLater', 'cash', 100, 1, 100, 100${linesValue}
    from (select location_id from ${places} where ${owner} = ${id} order by location_id limit 1) place
    returning id`);
  const row = (result as { rows: { id: string }[] }).rows[0];
  if (!row) throw new Error(`no place for ${kind} ${id}`);
  return row.id;
}
