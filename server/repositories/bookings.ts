import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../config/languages.ts';
import type { BookingStatus } from '../../domain/bookings.ts';
import type { CarExtraPrices } from '../../domain/price.ts';
import type { Db } from '../db/client.ts';
import { additionalDrivers, bookings, cars, coupons, locations, payments, suppliers, users, walletEntries, yachts } from '../db/schema.ts';
import { carExtrasOf } from './catalog.ts';

/** What booking an offer needs to know about it: its price and extras, who rents it out, and where. */
export interface BookableOffer {
  kind: 'car' | 'yacht';
  id: string;
  supplierId: string;
  price: number;
  extras: CarExtraPrices | null;
  available: boolean;
  /** The company's minimum driver age. */
  supplierMinimumAge: number;
  /** The car's own minimum driver age; null for a yacht (domain/bookings.ts minimumDriverAge takes the higher). */
  vehicleMinimumAge: number | null;
  paymentTypes: string[];
  payLater: boolean;
  /** The company asks for the driver's licence (an identity image of kind licence) before booking. */
  licenceRequired: boolean;
  /** The places it can be picked up and dropped off at: slug -> id. */
  places: Map<string, string>;
}

/** The car or yacht with this id, as booking sees it; undefined when neither exists. */
export async function findBookableOffer(db: Db, id: string): Promise<BookableOffer | undefined> {
  const [car] = await db
    .select({
      car: cars,
      supplierMinimumAge: suppliers.minimumAge,
      paymentTypes: suppliers.paymentTypes,
      payLater: suppliers.payLater,
      licenceRequired: suppliers.licenceRequired,
      places: sql<{ slug: string; id: string }[]>`(select coalesce(json_agg(json_build_object('slug', l.slug, 'id', l.id)), '[]')
        from car_locations cl join ${locations} l on l.id = cl.location_id where cl.car_id = ${cars.id})`,
    })
    .from(cars)
    .innerJoin(suppliers, eq(suppliers.id, cars.supplierId))
    .where(eq(cars.id, id));
  if (car) {
    const c = car.car;
    return {
      kind: 'car',
      id: c.id,
      supplierId: c.supplierId,
      price: c.price,
      extras: carExtrasOf(c),
      available: c.available,
      supplierMinimumAge: car.supplierMinimumAge,
      vehicleMinimumAge: c.minimumAge,
      paymentTypes: car.paymentTypes,
      payLater: car.payLater,
      licenceRequired: car.licenceRequired,
      places: new Map(car.places.map((place) => [place.slug, place.id])),
    };
  }
  const [yacht] = await db
    .select({
      yacht: yachts,
      supplierMinimumAge: suppliers.minimumAge,
      paymentTypes: suppliers.paymentTypes,
      payLater: suppliers.payLater,
      licenceRequired: suppliers.licenceRequired,
      places: sql<{ slug: string; id: string }[]>`(select coalesce(json_agg(json_build_object('slug', l.slug, 'id', l.id)), '[]')
        from yacht_locations yl join ${locations} l on l.id = yl.location_id where yl.yacht_id = ${yachts.id})`,
    })
    .from(yachts)
    .innerJoin(suppliers, eq(suppliers.id, yachts.supplierId))
    .where(eq(yachts.id, id));
  if (!yacht) return undefined;
  return {
    kind: 'yacht',
    id: yacht.yacht.id,
    supplierId: yacht.yacht.supplierId,
    price: yacht.yacht.price,
    extras: null,
    available: yacht.yacht.available,
    supplierMinimumAge: yacht.supplierMinimumAge,
    vehicleMinimumAge: null,
    paymentTypes: yacht.paymentTypes,
    payLater: yacht.payLater,
    licenceRequired: yacht.licenceRequired,
    places: new Map(yacht.places.map((place) => [place.slug, place.id])),
  };
}

export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'period'> & { from: string; to: string };

/** The coupon was used up (or expired) between its check and the booking. */
export class CouponUsedUpError extends Error {}
/** The wallet holds less than the booking spends (another booking spent it meanwhile). */
export class WalletChangedError extends Error {}

/**
 * An unpaid pay-online booking past its deadline becomes void, unless its payment is in flight: a card
 * charge being made, or a crypto invoice issued within the hour (the driver may be sending the amount).
 */
const expiredUnpaid = and(
  eq(bookings.status, 'pending'),
  sql`${bookings.expiresAt} <= now()`,
  sql`not exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id} and (${payments.status} = 'processing'
        or (${payments.status} = 'awaitingConfirmation' and ${payments.createdAt} > now() - interval '1 hour')))`,
);

/** PostgreSQL's deadlock_detected: the transaction was chosen to end a cycle of waits and can run again. */
const isDeadlock = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '40P01') return true;
  }
  return false;
};

/** Runs a transaction again (at most 3 times in all) when PostgreSQL ended it to break a deadlock. */
async function retryOnDeadlock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !isDeadlock(error)) throw error;
    }
  }
}

/** Thrown when the database refuses a booking over dates an active booking of the same offer holds. */
export class DatesTakenError extends Error {
  constructor() {
    super('An active booking holds these dates.');
  }
}

/** PostgreSQL's exclusion_violation: bookings_car_free or bookings_yacht_free refused the row. */
const isExclusionViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23P01') return true;
  }
  return false;
};

/**
 * Inserts a booking; the exclusion constraints make it fail with DatesTakenError when an active booking
 * of the same car or yacht overlaps. First, in the same transaction, the offer's pay-online bookings left
 * unpaid past their deadline become void, so they never refuse a driver between two expiry sweeps.
 */
export async function insertBooking(db: Db, booking: NewBooking): Promise<string> {
  const { from, to, ...columns } = booking;
  try {
    return await retryOnDeadlock(() => db.transaction(async (tx) => {
      const offerId = columns.carId ?? columns.yachtId!;
      // Bookings of one offer take turns (until the transaction ends): concurrent inserts checked by the same
      // exclusion constraint otherwise wait on each other and PostgreSQL breaks the cycle as a deadlock.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${offerId}))`);
      const offer = columns.carId ? eq(bookings.carId, columns.carId) : eq(bookings.yachtId, columns.yachtId!);
      await tx
        .update(bookings)
        .set({ status: 'void', updatedAt: sql`now()` })
        .where(and(offer, expiredUnpaid));
      if (columns.couponId) {
        const taken = await tx
          .update(coupons)
          .set({ uses: sql`${coupons.uses} + 1` })
          .where(and(eq(coupons.id, columns.couponId), usableCoupon))
          .returning({ id: coupons.id });
        if (taken.length === 0) throw new CouponUsedUpError();
      }
      const spent = columns.usedCashback ?? 0;
      if (spent > 0) {
        // The driver's row is the lock of his wallet: two bookings spending it at once take turns.
        await tx.execute(sql`select 1 from ${users} where ${users.id} = ${columns.driverId} for update`);
        if ((await walletBalance(tx, columns.driverId!)) < spent) throw new WalletChangedError();
      }
      const [row] = await tx
        .insert(bookings)
        .values({ ...columns, period: sql`tstzrange(${from}::timestamptz, ${to}::timestamptz)` as unknown as string })
        .returning({ id: bookings.id });
      if (spent > 0) await tx.insert(walletEntries).values({ userId: columns.driverId!, bookingId: row!.id, kind: 'spent', amount: -spent });
      return row!.id;
    }));
  } catch (error) {
    if (isExclusionViolation(error)) throw new DatesTakenError();
    throw error;
  }
}

/** Whose bookings an account sees: a driver his own, a supplier its company's, an admin all. */
export type BookingScope = { driverId: string } | { supplierId: string } | 'all';

const scopeCondition = (scope: BookingScope): SQL | undefined =>
  scope === 'all'
    ? undefined
    : 'driverId' in scope
      ? eq(bookings.driverId, scope.driverId)
      : sql`coalesce(${cars.supplierId}, ${yachts.supplierId}) = ${scope.supplierId}`;

export interface BookingFilters {
  status?: BookingStatus[];
  from?: string;
  to?: string;
}

const pickUp = sql.raw('pick_up');
const dropOff = sql.raw('drop_off');

function bookingSelection(language: Language) {
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
    supplierLogo: suppliers.logo,
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

function selectBookings(db: Db, language: Language) {
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

export async function findBookingRow(db: Db, id: string, scope: BookingScope, language: Language) {
  const [row] = await selectBookings(db, language).where(and(eq(bookings.id, id), scopeCondition(scope)));
  return row;
}

export async function listBookingRows(db: Db, scope: BookingScope, filters: BookingFilters, paging: { page: number; size: number }, language: Language) {
  const where = and(
    scopeCondition(scope),
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

/** The company whose car or yacht a booking is of, with its status; undefined when there is no such booking. */
export async function findBookingOwner(db: Db, id: string) {
  const [row] = await db
    .select({
      status: bookings.status,
      driverId: bookings.driverId,
      supplierId: sql<string>`coalesce(${cars.supplierId}, ${yachts.supplierId})`,
      from: sql<Date>`lower(${bookings.period})`.mapWith((value: string) => new Date(value)),
    })
    .from(bookings)
    .leftJoin(cars, eq(cars.id, bookings.carId))
    .leftJoin(yachts, eq(yachts.id, bookings.yachtId))
    .where(eq(bookings.id, id));
  return row;
}

/**
 * Moves a booking from `from` to `to`, only if it is still in `from` (two people changing it at once: the
 * second finds it moved and is told so). Answers whether it moved. DatesTakenError when reinstating a
 * booking whose dates were taken meanwhile.
 */
export async function updateBookingStatus(db: Db, id: string, from: BookingStatus, to: BookingStatus): Promise<boolean> {
  try {
    const rows = await db
      .update(bookings)
      .set({ status: to, updatedAt: sql`now()`, ...(to === 'pending' ? {} : { expiresAt: null }) })
      .where(and(eq(bookings.id, id), eq(bookings.status, from)))
      .returning({ id: bookings.id });
    return rows.length > 0;
  } catch (error) {
    if (isExclusionViolation(error)) throw new DatesTakenError();
    throw error;
  }
}

/** Records the driver's cancel request once; a second request keeps the first date. Answers whether this was the first. */
export async function markCancelRequested(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ cancelRequestedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, id), isNull(bookings.cancelRequestedAt)))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** Pay-online bookings left unpaid past their deadline become void and free their dates. Answers how many. */
export async function voidExpiredBookings(db: Db): Promise<number> {
  const rows = await db
    .update(bookings)
    .set({ status: 'void', updatedAt: sql`now()` })
    .where(expiredUnpaid)
    .returning({ id: bookings.id });
  return rows.length;
}

/** The driver's details booking checks (age) and writes to (the confirmation email). */
export async function findDriver(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, birthDate: users.birthDate, email: users.email, fullName: users.fullName, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export type NewAdditionalDriver = Omit<typeof additionalDrivers.$inferInsert, 'id' | 'createdAt'>;

export async function insertAdditionalDriver(db: Db, driver: NewAdditionalDriver) {
  const [row] = await db.insert(additionalDrivers).values(driver).returning();
  return row!;
}

/** The additional driver with this id recorded by this driver; undefined for anyone else's. */
export async function findAdditionalDriver(db: Db, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(additionalDrivers)
    .where(and(eq(additionalDrivers.id, id), eq(additionalDrivers.userId, userId)));
  return row;
}

/** Whether any booking names him: the booking keeps him (bookings.additional_driver_id is `on delete restrict`). */
export async function isAdditionalDriverNamed(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.additionalDriverId, id)).limit(1);
  return row !== undefined;
}

export async function deleteAdditionalDriver(db: Db, id: string): Promise<void> {
  await db.delete(additionalDrivers).where(eq(additionalDrivers.id, id));
}

/** A coupon usable now: within its dates and not used up. */
const usableCoupon = and(
  sql`${coupons.validFrom} <= now()`,
  or(isNull(coupons.validUntil), sql`${coupons.validUntil} > now()`),
  or(isNull(coupons.maxUses), lt(coupons.uses, coupons.maxUses)),
);

export async function findUsableCoupon(db: Db, code: string) {
  const [row] = await db.select().from(coupons).where(and(eq(coupons.code, code.toUpperCase()), usableCoupon));
  return row;
}

/** The sum of the driver's wallet entries (domain: cashback credited, spent, refunded, reversed). */
export async function walletBalance(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return Number(row?.balance ?? 0);
}

export function listWalletEntries(db: Db, userId: string, limit = 100) {
  return db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .limit(limit);
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

export type BookingAmendment = Pick<
  typeof bookings.$inferInsert,
  | 'pickUpLocationId'
  | 'dropOffLocationId'
  | 'extras'
  | 'additionalDriverId'
  | 'rate'
  | 'days'
  | 'priceLines'
  | 'subtotal'
  | 'couponDiscount'
  | 'total'
  | 'cashback'
> & { from: string; to: string };

/** Writes an amendment; DatesTakenError when its new period overlaps another active booking of the offer. */
export async function amendBooking(db: Db, id: string, offerId: string, amendment: BookingAmendment): Promise<void> {
  const { from, to, ...columns } = amendment;
  try {
    await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${offerId}))`);
        await tx
          .update(bookings)
          .set({ ...columns, period: sql`tstzrange(${from}::timestamptz, ${to}::timestamptz)` as unknown as string, updatedAt: sql`now()` })
          .where(eq(bookings.id, id));
      }),
    );
  } catch (error) {
    if (isExclusionViolation(error)) throw new DatesTakenError();
    throw error;
  }
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

export async function deleteBookingRows(db: Db, ids: readonly string[]): Promise<void> {
  await db.delete(bookings).where(inArray(bookings.id, [...ids]));
}
