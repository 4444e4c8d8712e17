import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { adminTypes } from '@/domain/accounts.ts';
import type { BookingStatus } from '@/domain/bookings.ts';
import type { Audience } from '@/domain/notifications.ts';
import type { PaymentOption } from '@/openapi/generated/enums.ts';
import type { Db } from '@/server/db/client.ts';
import { prepared } from '@/server/db/prepared.ts';
import type { Localized } from '@/server/db/schema/columns.ts';
import { bookings, cars, locations, users, yachts } from '@/server/db/schema.ts';
import type { Reader } from './notifications.ts';

/**
 * What a booking's notices are written from (services/booking-notices.ts): the booking, and the accounts they are for,
 * read in one query. A booking being made is told in its own statement (booking-writes.ts), so it is read before it
 * exists: from its offer, its places and its driver.
 */

/** A place of the booking, named in every language: the driver's confirmation names it in his. */
export interface NoticePlace {
  name: Localized;
  country: string;
}

export interface NoticeBooking {
  id: string;
  status: BookingStatus;
  driverId: string | null;
  supplierId: string;
  /** Brand and model. */
  offer: string;
  from: Date;
  to: Date;
  pickUp: NoticePlace;
  dropOff: NoticePlace;
  days: number;
  total: number;
  paymentOption: PaymentOption;
}

/**
 * The accounts among the booking's people that `audience` names, as a json array ordered by id: its driver, the
 * accounts of its supplier, the admins. The audience is written into the text (one prepared query per audience).
 */
function readersOf(audience: readonly Audience[], driverId: SQL | Placeholder, supplierId: SQL): SQL<Reader[]> {
  const who = [
    audience.includes('driver') ? sql`u.id = ${driverId}` : undefined,
    audience.includes('supplier') ? sql`(u.type = 'supplier' and u.supplier_id = ${supplierId})` : undefined,
    audience.includes('admins') ? sql`u.type in (${sql.join(adminTypes.map((type) => sql.raw(`'${type}'`)), sql`, `)})` : undefined,
  ].filter((condition) => condition !== undefined);
  if (who.length === 0) return sql<Reader[]>`'[]'::json`;
  return sql<Reader[]>`(select coalesce(json_agg(json_build_object('id', u.id, 'email', u.email, 'fullName', u.full_name, 'language', u.language,
      'enableEmailNotifications', u.enable_email_notifications) order by u.id), '[]'::json)
    from ${users} u where ${sql.join(who, sql` or `)})`;
}

const place = (alias: string): { name: SQL<Localized>; country: SQL<string> } => ({
  name: sql<Localized>`${sql.raw(alias)}.name`,
  country: sql<string>`${sql.raw(alias)}.country`,
});

const audienceName = (audience: readonly Audience[]) => [...audience].sort().join('_') || 'none';

/** A booking by id as its notices tell of it, and the accounts of `audience`; undefined when there is no such booking. */
export async function findNoticeBooking(db: Db, id: string, audience: readonly Audience[]): Promise<{ booking: NoticeBooking; readers: Reader[] } | undefined> {
  const query = prepared(db, `notice_booking_${audienceName(audience)}`, (name) => {
    const supplierId = sql<string>`coalesce(${cars.supplierId}, ${yachts.supplierId})`;
    return db
      .select({
        id: bookings.id,
        status: bookings.status,
        driverId: bookings.driverId,
        supplierId,
        offer: sql<string>`coalesce(${cars.brand}, ${yachts.brand}) || ' ' || coalesce(${cars.model}, ${yachts.model})`,
        from: sql<Date>`lower(${bookings.period})`.mapWith((value: string) => new Date(value)),
        to: sql<Date>`upper(${bookings.period})`.mapWith((value: string) => new Date(value)),
        pickUp: place('pick_up'),
        dropOff: place('drop_off'),
        days: bookings.days,
        total: bookings.total,
        paymentOption: bookings.paymentOption,
        readers: readersOf(audience, sql`${bookings.driverId}`, supplierId),
      })
      .from(bookings)
      .leftJoin(cars, eq(cars.id, bookings.carId))
      .leftJoin(yachts, eq(yachts.id, bookings.yachtId))
      .innerJoin(sql`${locations} as pick_up`, sql`pick_up.id = ${bookings.pickUpLocationId}`)
      .innerJoin(sql`${locations} as drop_off`, sql`drop_off.id = ${bookings.dropOffLocationId}`)
      .where(eq(bookings.id, sql.placeholder('id')))
      .prepare(name);
  });
  const [row] = await query.execute({ id });
  if (!row) return undefined;
  const { readers, ...booking } = row;
  return { booking, readers };
}

/** A booking about to be made: what its statement will write, less what the database gives it. */
export interface BookingDraft {
  kind: 'car' | 'yacht';
  offerId: string;
  pickUpLocationId: string;
  dropOffLocationId: string;
  driverId: string;
}

/**
 * What the notices of a booking not yet made need beyond what its maker knows: its offer's name and supplier, its
 * places, and the accounts of `audience`. One prepared query per kind of offer and audience.
 */
export async function findDraftAudience(db: Db, draft: BookingDraft, audience: readonly Audience[]) {
  const query = prepared(db, `notice_draft_${draft.kind}_${audienceName(audience)}`, (name) => {
    const table = draft.kind === 'car' ? cars : yachts;
    const placeOf = (id: string) => ({
      name: sql<Localized>`(select name from ${locations} where id = ${sql.placeholder(id)})`,
      country: sql<string>`(select country from ${locations} where id = ${sql.placeholder(id)})`,
    });
    return db
      .select({
        supplierId: table.supplierId,
        offer: sql<string>`${table.brand} || ' ' || ${table.model}`,
        pickUp: placeOf('pickUpLocationId'),
        dropOff: placeOf('dropOffLocationId'),
        readers: readersOf(audience, sql.placeholder('driverId'), sql`${table.supplierId}`),
      })
      .from(table)
      .where(eq(table.id, sql.placeholder('offerId')))
      .prepare(name);
  });
  const [row] = await query.execute({ offerId: draft.offerId, driverId: draft.driverId, pickUpLocationId: draft.pickUpLocationId, dropOffLocationId: draft.dropOffLocationId });
  return row;
}
