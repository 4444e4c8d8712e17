import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { adminTypes } from '@/domain/accounts.ts';
import type { Db } from '@/server/db/client.ts';
import { prepared } from '@/server/db/prepared.ts';
import { bookings, cars, locations, notifications, users, yachts } from '@/server/db/schema.ts';

/** Reading notifications, and whom a notice is for. Writing them (and telling the server instances) is notification-writes.ts. */

export type NotificationRow = Awaited<ReturnType<typeof findNotifications>>[number];

/** A notification with its booking as it is now (null for an account message). */
function selectNotifications(db: Db) {
  return db
    .select({
      notification: notifications,
      bookingStatus: bookings.status,
      bookingFrom: sql<Date | null>`lower(${bookings.period})`.mapWith((value: string) => new Date(value)),
      bookingTo: sql<Date | null>`upper(${bookings.period})`.mapWith((value: string) => new Date(value)),
      offer: sql<string | null>`coalesce(${cars.brand}, ${yachts.brand}) || ' ' || coalesce(${cars.model}, ${yachts.model})`,
      // The places' countries give the clocks the booking's times are shown on (domain/places.ts).
      pickUpCountry: sql<string | null>`(select ${locations.country} from ${locations} where ${locations.id} = ${bookings.pickUpLocationId})`,
      dropOffCountry: sql<string | null>`(select ${locations.country} from ${locations} where ${locations.id} = ${bookings.dropOffLocationId})`,
    })
    .from(notifications)
    .leftJoin(bookings, eq(bookings.id, notifications.bookingId))
    .leftJoin(cars, eq(cars.id, bookings.carId))
    .leftJoin(yachts, eq(yachts.id, bookings.yachtId));
}

const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];

/** These notifications of the account, newest first; ids of anyone else's are left out. */
export function findNotifications(db: Db, userId: string, ids: readonly string[]) {
  return selectNotifications(db)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids])))
    .orderBy(...newestFirst);
}

export interface NotificationCounter {
  unread: number;
  total: number;
}

/** How many notifications the account has and how many are unread: asked by every page's header and after every change. */
export async function countNotifications(db: Db, userId: string): Promise<NotificationCounter> {
  const query = prepared(db, 'notification_counter', (name) =>
    db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
      })
      .from(notifications)
      .where(eq(notifications.userId, sql.placeholder('userId')))
      .prepare(name),
  );
  const [row] = await query.execute({ userId });
  return { unread: row?.unread ?? 0, total: row?.total ?? 0 };
}

/** One page of the account's notifications, newest first, with its counts. */
export async function listNotifications(db: Db, userId: string, paging: { page: number; size: number }) {
  const [items, counter] = await Promise.all([
    selectNotifications(db)
      .where(eq(notifications.userId, userId))
      .orderBy(...newestFirst)
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    countNotifications(db, userId),
  ]);
  return { items, ...counter };
}

/** An account a notice is for, with what its email needs. */
export interface Reader {
  id: string;
  email: string;
  fullName: string;
  language: (typeof users.$inferSelect)['language'];
  enableEmailNotifications: boolean;
}

/**
 * The accounts among these people: users by id, the accounts of a supplier (suppliers.id), the admins. Each account
 * once, even when it is several of them (a supplier's account that books one of its own cars).
 */
export async function findReaders(db: Db, who: { userIds?: readonly string[]; supplierId?: string | null; admins?: boolean }): Promise<Reader[]> {
  const conditions: SQL[] = [];
  if (who.userIds?.length) conditions.push(inArray(users.id, [...who.userIds]));
  if (who.supplierId) conditions.push(and(eq(users.type, 'supplier'), eq(users.supplierId, who.supplierId))!);
  if (who.admins) conditions.push(inArray(users.type, [...adminTypes]));
  if (conditions.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, fullName: users.fullName, language: users.language, enableEmailNotifications: users.enableEmailNotifications })
    .from(users)
    .where(or(...conditions))
    .orderBy(users.id);
}
