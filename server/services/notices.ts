import type { Db } from '@/server/db/client.ts';
import { writeNotices, type NewNotification, type NoticeWrites } from '@/server/repositories/notification-writes.ts';
import type { Reader } from '@/server/repositories/notifications.ts';
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
 * What telling these readers of `notice` writes: a notification each, and the emails (the copies, and the ones
 * `mail.instead` gives). Written by writeNotices, or within the statement of the change itself (a booking made).
 */
export function noticeWritesOf(notice: Notice, readers: readonly Reader[], mail: NoticeMail): NoticeWrites {
  const replaced = new Set((mail.instead ?? []).map((item) => item.readerId));
  return {
    notifications: readers.map(
      (reader): NewNotification => ({ userId: reader.id, bookingId: notice.bookingId, kind: notice.kind, status: notice.status ?? null, message: notice.message ?? null }),
    ),
    emails: [
      ...(mail.instead ?? []).map((item) => item.email),
      ...readers
        .filter((reader) => reader.enableEmailNotifications && !replaced.has(reader.id))
        .map((reader) => renderNotificationEmail(reader, notice, linkOf(mail.appUrl, reader, notice))),
    ],
  };
}

/**
 * Stores the notifications and queues the emails together, in one statement (in the caller's transaction when it
 * passes one): nobody is emailed of a notification that was not kept. Answers the notifications' ids.
 */
export function recordNotices(db: Db, notice: Notice, readers: readonly Reader[], mail: NoticeMail): Promise<string[]> {
  return writeNotices(db, noticeWritesOf(notice, readers, mail));
}

/** The page a notice's email leads to: its booking, or the reader's notifications. */
function linkOf(appUrl: string, reader: Reader, notice: Notice): string {
  return notice.bookingId
    ? appPageUrl(appUrl, reader.language, 'booking', { b: notice.bookingId })
    : appPageUrl(appUrl, reader.language, 'notifications', {});
}
