import type { Db } from '../db/client.ts';
import { insertNotifications, type NewNotification } from '../repositories/notification-writes.ts';
import type { Reader } from '../repositories/notifications.ts';
import { enqueueEmail } from './mail/outbox.ts';
import { renderNotificationEmail, type NoticeEmailContent } from './mail/notification-email.ts';
import type { Email } from './mail/templates.ts';
import { appPageUrl } from './mail/templates.ts';

/**
 * Telling people of something: one notification each, and an email copy in his language for each whose
 * enableEmailNotifications is on. Who is told is the caller's (booking-notices.ts, the admin's message).
 */

export interface Notice extends NoticeEmailContent {
  bookingId: string | null;
}

export interface NoticeMail {
  appUrl: string;
  /**
   * Emails that stand for some readers' copy (the driver's booking confirmation, sent whatever his setting, as the
   * record of what he booked): `to` is the reader's id. He gets no second email about the same event.
   */
  instead?: { readerId: string; email: Email }[];
}

/**
 * Stores the notifications and queues the emails together, in the caller's transaction if it is one, else in one of
 * their own: nobody is emailed of a notification that was not kept. Answers the notifications' ids.
 */
export async function recordNotices(db: Db, notice: Notice, readers: readonly Reader[], mail: NoticeMail): Promise<string[]> {
  const rows = readers.map(
    (reader): NewNotification => ({ userId: reader.id, bookingId: notice.bookingId, kind: notice.kind, status: notice.status ?? null, message: notice.message ?? null }),
  );
  const replaced = new Set((mail.instead ?? []).map((item) => item.readerId));
  const emails = [
    ...(mail.instead ?? []).map((item) => item.email),
    ...readers
      .filter((reader) => reader.enableEmailNotifications && !replaced.has(reader.id))
      .map((reader) => renderNotificationEmail(reader, notice, linkOf(mail.appUrl, reader, notice))),
  ];
  // Without an email, the insert is one statement (its NOTIFY included): no transaction needed.
  if (emails.length === 0) return insertNotifications(db, rows);
  return db.transaction(async (tx) => {
    for (const email of emails) await enqueueEmail(tx, email);
    return insertNotifications(tx, rows);
  });
}

/** The page a notice's email leads to: its booking, or the reader's notifications. */
function linkOf(appUrl: string, reader: Reader, notice: Notice): string {
  return notice.bookingId
    ? appPageUrl(appUrl, reader.language, 'booking', { b: notice.bookingId })
    : appPageUrl(appUrl, reader.language, 'notifications', {});
}
