import type { MessageDescriptor } from '@lingui/core';
import type { Language } from '@/config/languages.ts';
import type { BookingStatus } from '@/domain/bookings.ts';
import type { NotificationKind } from '@/domain/notifications.ts';
import { defineMessage } from './define-message.ts';
import { locales, translatorFor } from './i18n.ts';
import { common, escape, htmlButton, htmlPage, htmlRows, lineOf } from './layout.ts';
import type { Email } from './templates.ts';

/**
 * The email copy of a notification, for the accounts whose enableEmailNotifications is on, in each one's language. The
 * notification itself keeps no text (the app writes it from its kind); the email is written once, when it is sent.
 */

export interface NoticeEmailBooking {
  /** Brand and model. */
  offer: string;
  from: Date;
  to: Date;
  /** The pick-up place's zone: the dates are read on the clock of where the rental happens, the zone named. */
  timeZone: string;
}

export interface NoticeEmailContent {
  kind: NotificationKind;
  status?: BookingStatus | null;
  message?: string | null;
  booking?: NoticeEmailBooking;
}

/** Each kind's subject, `{offer}` its booking's car or yacht; a payment refused is worded as the app words it ("Payment failed."). */
const subjects: Record<NotificationKind, MessageDescriptor> = {
  bookingCreated: defineMessage({ message: 'New booking: {offer}' }),
  bookingPaid: defineMessage({ message: 'Booking paid: {offer}' }),
  paymentFailed: defineMessage({ message: 'Payment failed: {offer}' }),
  statusChanged: defineMessage({ message: 'Booking status changed: {offer}' }),
  cancelRequested: defineMessage({ message: 'Cancellation requested: {offer}' }),
  bookingVoided: defineMessage({ message: 'Booking voided: {offer}' }),
  accountMessage: defineMessage({ message: 'A message from the Azura team' }),
};

/** What happened, the email's first line; `{status}` is the booking's new status. */
const says: Record<NotificationKind, MessageDescriptor> = {
  bookingCreated: defineMessage({ message: 'A booking was made.' }),
  bookingPaid: defineMessage({ message: 'The booking was paid online.' }),
  paymentFailed: defineMessage({ message: 'A payment for the booking failed.' }),
  statusChanged: defineMessage({ message: 'The booking is now {status}.' }),
  cancelRequested: defineMessage({ message: 'The driver asked to cancel the booking.' }),
  bookingVoided: defineMessage({ message: 'The booking was voided: it was not paid in time.' }),
  accountMessage: defineMessage({ message: 'The Azura team wrote to you:' }),
};

/** The labels of the screens' status badges (src/components/booking-labels.ts): the same entries of the catalogs. */
const statuses: Record<BookingStatus, MessageDescriptor> = {
  void: defineMessage({ message: 'Void' }),
  pending: defineMessage({ message: 'Pending' }),
  deposit: defineMessage({ message: 'Deposit', context: 'booking status' }),
  paid: defineMessage({ message: 'Paid' }),
  reserved: defineMessage({ message: 'Reserved' }),
  cancelled: defineMessage({ message: 'Cancelled' }),
};

const texts = {
  rental: defineMessage({ message: 'Rental' }),
  dates: defineMessage({ message: 'Dates' }),
  viewBooking: defineMessage({ message: 'View the booking' }),
  viewNotifications: defineMessage({ message: 'View my notifications' }),
  why: defineMessage({ message: 'You receive this email because email notifications are on in your account settings.' }),
};

/** `link`: the booking's page, or the notifications page for an account message. */
export function renderNotificationEmail(to: { email: string; fullName: string; language: Language }, notice: NoticeEmailContent, link: string): Email {
  const { language } = to;
  const t = translatorFor(language);
  const offer = notice.booking?.offer ?? '';
  const said = t(says[notice.kind], { status: notice.status ? t(statuses[notice.status]) : '' });
  const rows: [string, string][] = notice.booking
    ? [
        [t(texts.rental), offer],
        [t(texts.dates), datesOf(notice.booking, language)],
      ]
    : [];
  const message = notice.kind === 'accountMessage' ? (notice.message ?? '') : undefined;
  const [greeting, action, why, signature] = [t(common.greeting, { name: to.fullName }), t(notice.booking ? texts.viewBooking : texts.viewNotifications), t(texts.why), t(common.signature)];
  const text = [
    greeting,
    '',
    said,
    ...(message !== undefined ? ['', message] : []),
    ...(rows.length ? ['', ...rows.map(([label, value]) => lineOf(t, label, value))] : []),
    '',
    lineOf(t, action, link),
    '',
    why,
    signature,
  ].join('\n');
  const html = htmlPage(
    language,
    `<p>${escape(greeting)}</p>
<p>${escape(said)}</p>
${message !== undefined ? `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #cbd5e0;white-space:pre-wrap">${escape(message)}</blockquote>` : ''}
${rows.length ? htmlRows(rows) : ''}
${htmlButton(link, action)}
<p style="font-size:13px;color:#4a5568">${escape(why)}</p>
<p>${escape(signature)}</p>`,
  );
  return { kind: 'notification', to: to.email, language, subject: t(subjects[notice.kind], { offer }), text, html };
}

/**
 * The two formats of a language and a zone, made once: making an Intl.DateTimeFormat costs far more than using one (a
 * fifth of the server's CPU under booking load went to making these, four emails a booking). Languages and the zones
 * of the places are few.
 */
const formats = new Map<string, { dates: Intl.DateTimeFormat; zone: Intl.DateTimeFormat }>();
function formatsOf(language: Language, timeZone: string) {
  const key = `${language} ${timeZone}`;
  let made = formats.get(key);
  if (!made) {
    made = {
      dates: new Intl.DateTimeFormat(locales[language], { timeZone, dateStyle: 'medium', timeStyle: 'short' }),
      zone: new Intl.DateTimeFormat(locales[language], { timeZone, timeZoneName: 'short' }),
    };
    formats.set(key, made);
  }
  return made;
}

/** From pick-up to drop-off on the pick-up place's clock, its zone named: `12 Jun 2027, 11:30 – 15 Jun 2027, 11:30 CEST`. */
function datesOf(booking: NoticeEmailBooking, language: Language): string {
  const { dates: format, zone: zoneFormat } = formatsOf(language, booking.timeZone);
  const zone = zoneFormat
    .formatToParts(booking.from)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${format.formatRange(booking.from, booking.to)}${zone ? ` ${zone}` : ''}`;
}
