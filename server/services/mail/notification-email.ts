import type { Language } from '@/config/languages.ts';
import type { BookingStatus } from '@/domain/bookings.ts';
import type { NotificationKind } from '@/domain/notifications.ts';
import { escapeHtml } from '@/shared/html.ts';
import { locales, type Email } from './templates.ts';

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

interface NoticeTexts {
  /** French puts a space before a colon. */
  colon: string;
  greeting: (name: string) => string;
  subjects: Record<NotificationKind, (offer: string) => string>;
  says: Record<Exclude<NotificationKind, 'statusChanged'>, string> & { statusChanged: (status: string) => string };
  /** The labels of the screens' status badges. */
  statuses: Record<BookingStatus, string>;
  rental: string;
  dates: string;
  viewBooking: string;
  viewNotifications: string;
  why: string;
  signature: string;
}

const texts: Record<Language, NoticeTexts> = {
  en: {
    colon: ': ',
    greeting: (name) => `Hello ${name},`,
    subjects: {
      bookingCreated: (offer) => `New booking: ${offer}`,
      bookingPaid: (offer) => `Booking paid: ${offer}`,
      paymentFailed: (offer) => `Payment refused: ${offer}`,
      statusChanged: (offer) => `Booking status changed: ${offer}`,
      cancelRequested: (offer) => `Cancellation requested: ${offer}`,
      bookingVoided: (offer) => `Booking voided: ${offer}`,
      accountMessage: () => 'A message from the Azura team',
    },
    says: {
      bookingCreated: 'A booking was made.',
      bookingPaid: 'The booking was paid online.',
      paymentFailed: 'A payment for the booking was refused.',
      statusChanged: (status) => `The booking is now ${status}.`,
      cancelRequested: 'The driver asked to cancel the booking.',
      bookingVoided: 'The booking was voided: it was not paid in time.',
      accountMessage: 'The Azura team wrote to you:',
    },
    statuses: { void: 'Void', pending: 'Pending', deposit: 'Deposit', paid: 'Paid', reserved: 'Reserved', cancelled: 'Cancelled' },
    rental: 'Rental',
    dates: 'Dates',
    viewBooking: 'View the booking',
    viewNotifications: 'View my notifications',
    why: 'You receive this email because email notifications are on in your account settings.',
    signature: 'The Azura team',
  },
  fr: {
    colon: ' : ',
    greeting: (name) => `Bonjour ${name},`,
    subjects: {
      bookingCreated: (offer) => `Nouvelle réservation : ${offer}`,
      bookingPaid: (offer) => `Réservation payée : ${offer}`,
      paymentFailed: (offer) => `Paiement refusé : ${offer}`,
      statusChanged: (offer) => `Statut de réservation modifié : ${offer}`,
      cancelRequested: (offer) => `Demande d'annulation : ${offer}`,
      bookingVoided: (offer) => `Réservation expirée : ${offer}`,
      accountMessage: () => "Un message de l'équipe Azura",
    },
    says: {
      bookingCreated: 'Une réservation a été faite.',
      bookingPaid: 'La réservation a été payée en ligne.',
      paymentFailed: 'Un paiement de la réservation a été refusé.',
      statusChanged: (status) => `La réservation est désormais : ${status}.`,
      cancelRequested: "Le conducteur a demandé l'annulation de la réservation.",
      bookingVoided: "La réservation a expiré : elle n'a pas été payée à temps.",
      accountMessage: "L'équipe Azura vous a écrit :",
    },
    statuses: { void: 'Expirée', pending: 'En attente', deposit: 'Acompte versé', paid: 'Payée', reserved: 'Réservée', cancelled: 'Annulée' },
    rental: 'Location',
    dates: 'Dates',
    viewBooking: 'Voir la réservation',
    viewNotifications: 'Voir mes notifications',
    why: 'Vous recevez cet e-mail car les notifications par e-mail sont activées dans les paramètres de votre compte.',
    signature: "L'équipe Azura",
  },
  ru: {
    colon: ': ',
    greeting: (name) => `Здравствуйте, ${name}!`,
    subjects: {
      bookingCreated: (offer) => `Новое бронирование: ${offer}`,
      bookingPaid: (offer) => `Бронирование оплачено: ${offer}`,
      paymentFailed: (offer) => `Платёж отклонён: ${offer}`,
      statusChanged: (offer) => `Статус бронирования изменён: ${offer}`,
      cancelRequested: (offer) => `Запрос на отмену: ${offer}`,
      bookingVoided: (offer) => `Бронирование аннулировано: ${offer}`,
      accountMessage: () => 'Сообщение от команды Azura',
    },
    says: {
      bookingCreated: 'Сделано бронирование.',
      bookingPaid: 'Бронирование оплачено онлайн.',
      paymentFailed: 'Платёж по бронированию отклонён.',
      statusChanged: (status) => `Новый статус бронирования: ${status}.`,
      cancelRequested: 'Водитель попросил отменить бронирование.',
      bookingVoided: 'Бронирование аннулировано: оно не было оплачено вовремя.',
      accountMessage: 'Команда Azura написала вам:',
    },
    statuses: { void: 'Аннулировано', pending: 'В ожидании', deposit: 'Предоплата внесена', paid: 'Оплачено', reserved: 'Зарезервировано', cancelled: 'Отменено' },
    rental: 'Аренда',
    dates: 'Даты',
    viewBooking: 'Открыть бронирование',
    viewNotifications: 'Открыть уведомления',
    why: 'Вы получили это письмо, потому что в настройках аккаунта включены уведомления по электронной почте.',
    signature: 'Команда Azura',
  },
};

const button = 'display:inline-block;padding:10px 18px;background:#007bff;color:#fff;border-radius:6px;text-decoration:none';

/** `link`: the booking's page, or the notifications page for an account message. */
export function renderNotificationEmail(to: { email: string; fullName: string; language: Language }, notice: NoticeEmailContent, link: string): Email {
  const { language } = to;
  const t = texts[language];
  const offer = notice.booking?.offer ?? '';
  const says = notice.kind === 'statusChanged' ? t.says.statusChanged(notice.status ? t.statuses[notice.status] : '') : t.says[notice.kind];
  const rows: [string, string][] = notice.booking
    ? [
        [t.rental, offer],
        [t.dates, datesOf(notice.booking, language)],
      ]
    : [];
  const message = notice.kind === 'accountMessage' ? (notice.message ?? '') : undefined;
  const action = notice.booking ? t.viewBooking : t.viewNotifications;
  const text = [
    t.greeting(to.fullName),
    '',
    says,
    ...(message !== undefined ? ['', message] : []),
    ...(rows.length ? ['', ...rows.map(([label, value]) => `${label}${t.colon}${value}`)] : []),
    '',
    `${action}${t.colon}${link}`,
    '',
    t.why,
    t.signature,
  ].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5;color:#1a202c">
<p>${escapeHtml(t.greeting(to.fullName))}</p>
<p>${escapeHtml(says)}</p>
${message !== undefined ? `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #cbd5e0;white-space:pre-wrap">${escapeHtml(message)}</blockquote>` : ''}
${rows.length ? `<table style="border-collapse:collapse">${rows.map(([label, value]) => `<tr><th style="text-align:left;padding:4px 16px 4px 0;color:#4a5568;font-weight:normal">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`).join('')}</table>` : ''}
<p><a href="${escapeHtml(link)}" style="${button}">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#4a5568">${escapeHtml(t.why)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { kind: 'notification', to: to.email, language, subject: t.subjects[notice.kind](offer), text, html };
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
