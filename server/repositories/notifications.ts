import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { adminTypes } from '../../domain/accounts.ts';
import type { Db } from '../db/client.ts';
import { notifications, users } from '../db/schema.ts';

export type NotificationKind = (typeof notifications.$inferInsert)['kind'];
export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  bookingId: string | null;
  kind: NotificationKind;
}

export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<void> {
  // An insert of no rows is an SQL syntax error, and a company may have no account yet.
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows);
}

/** An account's notifications, newest first, one page of them with how many there are in all. */
export async function listNotifications(db: Db, userId: string, paging: { page: number; size: number }) {
  const [items, [count]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db.select({ total: sql<number>`count(*)::int` }).from(notifications).where(eq(notifications.userId, userId)),
  ]);
  return { items, total: count?.total ?? 0 };
}

/** The accounts of a company: the people a notice about one of its cars or yachts is for. */
export async function companyAccountIds(db: Db, supplierId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, 'supplier'), eq(users.supplierId, supplierId)));
  return rows.map((row) => row.id);
}

export async function adminIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.type, [...adminTypes]));
  return rows.map((row) => row.id);
}
