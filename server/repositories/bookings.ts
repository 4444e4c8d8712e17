import { and, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Language } from '@/config/languages.ts';
import type { BookingStatus } from '@/domain/bookings.ts';
import type { Db } from '@/server/db/client.ts';
import { prepared } from '@/server/db/prepared.ts';
import { additionalDrivers, bookings, cars, coupons, locations, payments, suppliers, users, yachts } from '@/server/db/schema.ts';

/**
 * Reading bookings, as the answers and the checks need them. Writing them is booking-writes.ts; the offer booked,
 * the drivers, the coupons and the wallet have their own modules (offers.ts, drivers.ts, coupons-wallet.ts).
 */

/** Whose bookings an account sees: a driver his own, a supplier its supplier's, an admin all. */
export type BookingScope = { driverId: string } | { supplierId: string } | 'all';
/** A scope whose id is a placeholder, for a prepared query. */
type ScopeOf<Id> = { driverId: Id } | { supplierId: Id } | 'all';

const scopeCondition = (scope: ScopeOf<string | Placeholder>): SQL | undefined =>
  scope === 'all'
    ? undefined
    : 'driverId' in scope
      ? eq(bookings.driverId, scope.driverId)
      : sql`coalesce(${cars.supplierId}, ${yachts.supplierId}) = ${scope.supplierId}`;

export interface BookingFilters {
  status?: BookingStatus[];
  from?: string;
  to?: string;
  /** One account's bookings, within the scope. */
  driverId?: string;
}

const pickUp = sql.raw('pick_up');
const dropOff = sql.raw('drop_off');

function bookingSelection(language: Language | Placeholder) {
  return {
    booking: bookings,
    from: sql<Date>`lower(${bookings.period})`.mapWith((value: string) => new Date(value)),
    to: sql<Date>`upper(${bookings.period})`.mapWith((value: string) => new Date(value)),
    kind: sql<'car' | 'yacht'>`case when ${bookings.carId} is not null then 'car' else 'yacht' end`,
    offerId: sql<string>`coalesce(${cars.id}, ${yachts.id})`,
    brand: sql<string>`coalesce(${cars.brand}, ${yachts.brand})`,
    model: sql<string>`coalesce(${cars.model}, ${yachts.model})`,
    image: sql<string | null>`coalesce(${cars.image}, ${yachts.image})`,
    bodyType: cars.bodyType,
    yachtKind: yachts.kind,
    color: sql<string>`coalesce(${cars.color}, ${yachts.color})`,
    supplierId: suppliers.id,
    supplierSlug: suppliers.slug,
    supplierName: suppliers.name,
    supplierTier: suppliers.tier,
    supplierAvatar: suppliers.avatar,
    driverId: users.id,
    driverName: users.fullName,
    driverEmail: users.email,
    additionalDriver: additionalDrivers,
    couponCode: coupons.code,
    pickUpSlug: sql<string>`${pickUp}.slug`,
    pickUpName: sql<string>`${pickUp}.name ->> ${language}`,
    pickUpCountry: sql<string>`${pickUp}.country`,
    dropOffSlug: sql<string>`${dropOff}.slug`,
    dropOffName: sql<string>`${dropOff}.name ->> ${language}`,
    dropOffCountry: sql<string>`${dropOff}.country`,
  };
}

/** Where a booking's answer is read from: the database, or a statement's WITH list (booking-writes.ts makes and reads one at once). */
export type BookingSource = Db | ReturnType<Db['with']>;

export function selectBookings(db: BookingSource, language: Language | Placeholder) {
  return db
    .select(bookingSelection(language))
    .from(bookings)
    .leftJoin(cars, eq(cars.id, bookings.carId))
    .leftJoin(yachts, eq(yachts.id, bookings.yachtId))
    .innerJoin(suppliers, sql`${suppliers.id} = coalesce(${cars.supplierId}, ${yachts.supplierId})`)
    .leftJoin(users, eq(users.id, bookings.driverId))
    .leftJoin(additionalDrivers, eq(additionalDrivers.id, bookings.additionalDriverId))
    .leftJoin(coupons, eq(coupons.id, bookings.couponId))
    .innerJoin(sql`${locations} as ${pickUp}`, sql`${pickUp}.id = ${bookings.pickUpLocationId}`)
    .innerJoin(sql`${locations} as ${dropOff}`, sql`${dropOff}.id = ${bookings.dropOffLocationId}`);
}

export type BookingRow = Awaited<ReturnType<typeof findBookingRow>> & {};

/** One booking by id, if `scope` may see it: a prepared query per kind of scope (see db/prepared.ts). */
export async function findBookingRow(db: Db, id: string, scope: BookingScope, language: Language) {
  const kind = scope === 'all' ? 'all' : 'driverId' in scope ? 'driver' : 'supplier';
  const query = prepared(db, `booking_by_id_${kind}`, (name) =>
    selectBookings(db, sql.placeholder('language'))
      .where(and(eq(bookings.id, sql.placeholder('id')), scopeCondition(kind === 'all' ? 'all' : kind === 'driver' ? { driverId: sql.placeholder('scopeId') } : { supplierId: sql.placeholder('scopeId') })))
      .prepare(name),
  );
  const scopeId = scope === 'all' ? undefined : 'driverId' in scope ? scope.driverId : scope.supplierId;
  const [row] = await query.execute({ id, language, ...(scopeId === undefined ? {} : { scopeId }) });
  return row;
}

export async function listBookingRows(db: Db, scope: BookingScope, filters: BookingFilters, paging: { page: number; size: number }, language: Language) {
  const where = and(
    scopeCondition(scope),
    filters.driverId ? eq(bookings.driverId, filters.driverId) : undefined,
    filters.status?.length ? inArray(bookings.status, filters.status) : undefined,
    filters.from || filters.to
      ? sql`${bookings.period} && tstzrange(${filters.from ?? null}::timestamptz, ${filters.to ?? null}::timestamptz)`
      : undefined,
  );
  const [items, [count]] = await Promise.all([
    selectBookings(db, language)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(bookings)
      .leftJoin(cars, eq(cars.id, bookings.carId))
      .leftJoin(yachts, eq(yachts.id, bookings.yachtId))
      .where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

/** The most a vehicle's calendar lists at once (openapi getVehicleBookings). */
export const VEHICLE_CALENDAR_LIMIT = 200;

/** One car's or yacht's bookings that meet [from, to), earliest first, void ones left out: its calendar. */
export async function listVehicleBookingRows(db: Db, vehicle: { kind: 'car' | 'yacht'; id: string }, period: { from: string; to: string }, language: Language) {
  return selectBookings(db, language)
    .where(
      and(
        eq(vehicle.kind === 'car' ? bookings.carId : bookings.yachtId, vehicle.id),
        sql`${bookings.status} <> 'void'`,
        sql`${bookings.period} && tstzrange(${period.from}::timestamptz, ${period.to}::timestamptz)`,
      ),
    )
    .orderBy(sql`lower(${bookings.period})`, bookings.id)
    .limit(VEHICLE_CALENDAR_LIMIT);
}

/** The supplier whose car or yacht a booking is of, with its status, dates and the cashback it used; undefined when there is no such booking. */
export async function findBookingOwner(db: Db, id: string) {
  const [row] = await db
    .select({
      status: bookings.status,
      driverId: bookings.driverId,
      supplierId: sql<string>`coalesce(${cars.supplierId}, ${yachts.supplierId})`,
      from: sql<Date>`lower(${bookings.period})`.mapWith((value: string) => new Date(value)),
      to: sql<Date>`upper(${bookings.period})`.mapWith((value: string) => new Date(value)),
      usedCashback: bookings.usedCashback,
    })
    .from(bookings)
    .leftJoin(cars, eq(cars.id, bookings.carId))
    .leftJoin(yachts, eq(yachts.id, bookings.yachtId))
    .where(eq(bookings.id, id));
  return row;
}

/** What amending a booking starts from. */
export async function findBookingForAmend(db: Db, id: string) {
  const [row] = await db
    .select({
      booking: bookings,
      from: sql<Date>`lower(${bookings.period})`.mapWith((value: string) => new Date(value)),
      to: sql<Date>`upper(${bookings.period})`.mapWith((value: string) => new Date(value)),
      supplierId: sql<string>`coalesce(${cars.supplierId}, ${yachts.supplierId})`,
      coupon: { discount: coupons.discount, discountUnit: coupons.discountUnit },
      pickUpSlug: sql<string>`(select slug from ${locations} where ${locations.id} = ${bookings.pickUpLocationId})`,
      dropOffSlug: sql<string>`(select slug from ${locations} where ${locations.id} = ${bookings.dropOffLocationId})`,
    })
    .from(bookings)
    .leftJoin(cars, eq(cars.id, bookings.carId))
    .leftJoin(yachts, eq(yachts.id, bookings.yachtId))
    .leftJoin(coupons, eq(coupons.id, bookings.couponId))
    .where(eq(bookings.id, id));
  return row;
}

/** The bookings of these ids with what deleting them depends on; ids with no booking are left out. */
export async function findBookingsForDelete(db: Db, ids: readonly string[]) {
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      supplierId: sql<string>`coalesce(${cars.supplierId}, ${yachts.supplierId})`,
      hasPayments: sql<boolean>`exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id})`,
    })
    .from(bookings)
    .leftJoin(cars, eq(cars.id, bookings.carId))
    .leftJoin(yachts, eq(yachts.id, bookings.yachtId))
    .where(inArray(bookings.id, [...ids]));
}
