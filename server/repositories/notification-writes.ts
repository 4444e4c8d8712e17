import { and, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { BookingStatus } from '@/domain/bookings.ts';
import type { NotificationKind } from '@/domain/notifications.ts';
import type { Db } from '@/server/db/client.ts';
import { notifications, outbox } from '@/server/db/schema.ts';
import type { Email } from '@/server/services/mail/templates.ts';

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

/** What telling people of something writes: their notifications, and the emails (their copies) for the outbox. */
export interface NoticeWrites {
  notifications: readonly NewNotification[];
  emails: readonly Email[];
}

/** The rows of NoticeWrites as two jsonb texts, the values of noticeWriteQueries' placeholders. */
export function noticeRowsOf(writes: NoticeWrites): { notices: string; emails: string } {
  return {
    notices: JSON.stringify(
      writes.notifications.map((row) => ({ user_id: row.userId, booking_id: row.bookingId, kind: row.kind, status: row.status ?? null, message: row.message ?? null })),
    ),
    emails: JSON.stringify(
      writes.emails.map((email) => ({
        kind: email.kind,
        to_address: email.to,
        reply_to: email.replyTo ?? null,
        language: email.language,
        subject: email.subject,
        text_body: email.text,
        html_body: email.html,
      })),
    ),
  };
}

/**
 * The WITH queries that write notices inside a statement: the booking's own (booking-writes.ts), so that a booking is
 * never kept without them, or one of their own (writeNotices). The notifications, each NOTIFYing its reader as it is
 * returned, and the emails into the outbox; their rows come as one jsonb value each (noticeRowsOf), so that the
 * statement has one text however many readers there are (it can be prepared) and one round trip writes them all.
 * Data-modifying WITH queries run to completion whether the statement reads them or not.
 */
export function noticeWriteQueries(db: Db, values: { notices: string | Placeholder; emails: string | Placeholder }) {
  const told = db.$with('told', { id: sql<string>`id`.as('id'), userId: sql<string>`user_id`.as('user_id') }).as(
    sql`insert into ${notifications} (user_id, booking_id, kind, status, message)
      select n.user_id, n.booking_id, n.kind, n.status, n.message
      from jsonb_to_recordset(${values.notices}::jsonb) as n(user_id uuid, booking_id uuid, kind text, status text, message text)
      returning id, user_id, pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('userId', user_id, 'created', json_build_array(id))::text)`,
  );
  const mailed = db.$with('mailed', { id: sql<number>`id`.as('id') }).as(
    sql`insert into ${outbox} (kind, to_address, reply_to, language, subject, text_body, html_body)
      select e.kind, e.to_address, e.reply_to, e.language, e.subject, e.text_body, e.html_body
      from jsonb_to_recordset(${values.emails}::jsonb) as e(kind text, to_address text, reply_to text, language text, subject text, text_body text, html_body text)
      returning id`,
  );
  return { told, mailed };
}

/**
 * Stores notifications and queues their emails in one statement (atomic without a transaction; in the caller's when
 * it passes one), each reader NOTIFYed. Answers the notifications' ids.
 */
export async function writeNotices(db: Db, writes: NoticeWrites): Promise<string[]> {
  // A statement of no rows would still be a round trip, and a supplier may have no account yet.
  if (writes.notifications.length === 0 && writes.emails.length === 0) return [];
  const { told, mailed } = noticeWriteQueries(db, noticeRowsOf(writes));
  const rows = await db.with(told, mailed).select({ id: told.id }).from(told);
  return rows.map((row) => row.id);
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
  const [row] = (result as { rows: { found: boolean }[] }).rows;
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
