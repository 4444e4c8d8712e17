import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BookingStatus } from '../../domain/bookings.ts';
import type { NotificationKind } from '../../domain/notifications.ts';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema.ts';

/**
 * Writing notifications. Every statement that stores, marks or deletes some also NOTIFYs the `notifications` channel,
 * in the same statement: PostgreSQL delivers it at commit, to every server instance LISTENing
 * (services/notification-hub.ts), so an account's open browsers hear of a change whichever instance made it, and never
 * of one that was rolled back.
 */

export const NOTIFICATIONS_CHANNEL = 'notifications';

/** What a NOTIFY on the channel says: whose notifications changed, and which ones are new. Small: a payload is at most 8000 bytes. */
export interface NotificationSignal {
  userId: string;
  created?: string[];
}

export interface NewNotification {
  userId: string;
  bookingId: string | null;
  kind: NotificationKind;
  /** statusChanged: the status the booking was moved to. */
  status?: BookingStatus | null;
  /** accountMessage: what the admin wrote. */
  message?: string | null;
}

/** Stores notifications and answers their ids; one NOTIFY per reader. */
export async function insertNotifications(db: Db, rows: readonly NewNotification[]): Promise<string[]> {
  // An insert of no rows is an SQL syntax error, and a company may have no account yet.
  if (rows.length === 0) return [];
  const made = db.$with('made').as(db.insert(notifications).values([...rows]).returning({ id: notifications.id, userId: notifications.userId }));
  // Referenced by the main query, so that it runs; pg_notify is volatile, so it runs once per reader.
  const signalled = db.$with('signalled').as(
    db
      .select({
        reader: sql<string>`${made.userId}`.as('reader'),
        signal: sql`pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('userId', ${made.userId}, 'created', json_agg(${made.id}))::text)`.as('signal'),
      })
      .from(made)
      .groupBy(made.userId),
  );
  const result = await db.with(made, signalled).select({ id: made.id }).from(made).innerJoin(signalled, sql`${signalled.reader} = ${made.userId}`);
  return result.map((row) => row.id);
}

/** Some of an account's notifications by id, or all of them. */
export type NotificationSelection = { ids: readonly string[] } | { all: true };

const signalOf = (userId: string) => sql`pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('userId', ${userId}::text)::text)`;

/**
 * The chosen notifications of the account, and whether they are all his: with ids, only if every one is (else none is
 * touched, and the caller answers 404: nobody learns which ids exist).
 */
function chosen(userId: string, selection: NotificationSelection) {
  const where = 'ids' in selection ? and(eq(notifications.userId, userId), inArray(notifications.id, [...selection.ids])) : eq(notifications.userId, userId);
  const complete = 'ids' in selection ? sql`(select count(*) = ${selection.ids.length} from chosen)` : sql`true`;
  return sql`chosen as (select ${notifications.id} as id, ${notifications.readAt} as read_at from ${notifications} where ${where}),
    complete as (select ${complete} as ok)`;
}

async function run(db: Db, statement: ReturnType<typeof sql>): Promise<boolean> {
  const result = await db.execute(statement);
  const [row] = (result as unknown as { rows: { found: boolean }[] }).rows;
  return row?.found === true;
}

/**
 * Marks the chosen notifications read or unread, in one statement. Answers false, changing nothing, when an id is not
 * one of the account's. NOTIFYs only when something changed.
 */
export function markNotifications(db: Db, userId: string, selection: NotificationSelection, read: boolean): Promise<boolean> {
  return run(
    db,
    sql`with ${chosen(userId, selection)},
      changed as (
        update ${notifications} set read_at = ${read ? sql`now()` : sql`null`}
        where id in (select id from chosen where (read_at is null) = ${read}) and (select ok from complete)
        returning id
      )
      select (select ok from complete) as found, (select ${signalOf(userId)} where exists (select 1 from changed)) as signalled`,
  );
}

/** Deletes the chosen notifications, in one statement; false, deleting nothing, when an id is not one of the account's. */
export function deleteNotifications(db: Db, userId: string, selection: NotificationSelection): Promise<boolean> {
  return run(
    db,
    sql`with ${chosen(userId, selection)},
      removed as (
        delete from ${notifications} where id in (select id from chosen) and (select ok from complete)
        returning id
      )
      select (select ok from complete) as found, (select ${signalOf(userId)} where exists (select 1 from removed)) as signalled`,
  );
}
