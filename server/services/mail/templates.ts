import { defaultLanguage, type Language } from '@/config/languages.ts';
import { hasSomethingToPay, type PaymentOption } from '@/domain/bookings.ts';
import { formatMoney } from '@/domain/money.ts';

/** The emails that carry a one-day account link (accounts.ts stores their tokens under the same names). */
export type EmailKind = 'activation' | 'passwordReset';

/** The account emails of account-emails.ts: an email-change link, the notice to the old address, a sign-in code. */
export type AccountEmailKind = 'emailChange' | 'emailChangeNotice' | 'signInCode';

export interface Email {
  kind: EmailKind | AccountEmailKind | 'bookingConfirmed' | 'notification' | 'teamRequest' | 'teamAcknowledgement';
  to: string;
  /** Where an answer goes when it is not the sender of the site (the team's copy of a form: the person who sent it). */
  replyTo?: string;
  language: Language;
  subject: string;
  text: string;
  html: string;
}

interface Texts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  validity: string;
  ignore: string;
  signature: string;
}

/**
 * Every email text in every language. The type makes a missing translation a compile error,
 * the same guarantee `lingui compile --strict` gives the screens.
 */
const texts: Record<EmailKind, Record<Language, Texts>> = {
  activation: {
    en: {
      subject: 'Activate your Azura account',
      greeting: (name) => `Hello ${name},`,
      body: 'Thank you for signing up. Please confirm your email address to activate your account.',
      action: 'Activate my account',
      validity: 'This link is valid for one day.',
      ignore: 'If you did not create an account, you can ignore this email.',
      signature: 'The Azura team',
    },
    fr: {
      subject: 'Activez votre compte Azura',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Merci pour votre inscription. Confirmez votre adresse e-mail pour activer votre compte.',
      action: 'Activer mon compte',
      validity: 'Ce lien est valable un jour.',
      ignore: "Si vous n'avez pas créé de compte, vous pouvez ignorer cet e-mail.",
      signature: "L'équipe Azura",
    },
    ru: {
      subject: 'Активируйте аккаунт Azura',
      greeting: (name) => `Здравствуйте, ${name}!`,
      body: 'Спасибо за регистрацию. Подтвердите адрес электронной почты, чтобы активировать аккаунт.',
      action: 'Активировать аккаунт',
      validity: 'Ссылка действительна один день.',
      ignore: 'Если вы не создавали аккаунт, просто проигнорируйте это письмо.',
      signature: 'Команда Azura',
    },
  },
  passwordReset: {
    en: {
      subject: 'Reset your Azura password',
      greeting: (name) => `Hello ${name},`,
      body: 'We received a request to reset the password of your account. Choose a new password with the link below.',
      action: 'Choose a new password',
      validity: 'This link is valid for one day.',
      ignore: 'If you did not ask for this, you can ignore this email: your password stays the same.',
      signature: 'The Azura team',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe Azura',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Choisissez un nouveau mot de passe avec le lien ci-dessous.',
      action: 'Choisir un nouveau mot de passe',
      validity: 'Ce lien est valable un jour.',
      ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
      signature: "L'équipe Azura",
    },
    ru: {
      subject: 'Сброс пароля Azura',
      greeting: (name) => `Здравствуйте, ${name}!`,
      body: 'Мы получили запрос на сброс пароля вашего аккаунта. Задайте новый пароль по ссылке ниже.',
      action: 'Задать новый пароль',
      validity: 'Ссылка действительна один день.',
      ignore: 'Если вы не запрашивали сброс, просто проигнорируйте это письмо: пароль останется прежним.',
      signature: 'Команда Azura',
    },
  },
};

/**
 * A page of the app in a reader's language: the default language has no prefix, the others their code
 * (`/fr/booking`), as the app's routes are and as accounts.ts builds its activation links.
 */
export function appPageUrl(appUrl: string, language: Language, page: string, query: Record<string, string>): string {
  const prefix = language === defaultLanguage ? '' : `/${language}`;
  const search = new URLSearchParams(query).toString();
  return `${appUrl}${prefix}/${page}${search ? `?${search}` : ''}`;
}

export const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderLinkEmail(kind: EmailKind, to: { email: string; fullName: string; language: Language }, link: string): Email {
  const t = texts[kind][to.language];
  const text = [t.greeting(to.fullName), '', t.body, '', `${t.action}: ${link}`, '', t.validity, t.ignore, '', t.signature].join('\n');
  const html = `<!doctype html><html lang="${to.language}"><body style="font-family:sans-serif;line-height:1.5;color:#1a202c">
<p>${escape(t.greeting(to.fullName))}</p>
<p>${escape(t.body)}</p>
<p><a href="${escape(link)}" style="display:inline-block;padding:10px 18px;background:#007bff;color:#fff;border-radius:6px;text-decoration:none">${escape(t.action)}</a></p>
<p style="font-size:13px;color:#4a5568">${escape(t.validity)}<br>${escape(t.ignore)}</p>
<p>${escape(t.signature)}</p>
</body></html>`;
  return { kind, to: to.email, language: to.language, subject: t.subject, text, html };
}

interface BookingConfirmedTexts {
  /** French puts a space before a colon. */
  colon: string;
  subject: (offer: string, date: string) => string;
  greeting: (name: string) => string;
  body: string;
  offer: string;
  pickUp: string;
  dropOff: string;
  duration: string;
  days: (count: number) => string;
  total: string;
  payment: string;
  payments: Record<PaymentOption, string>;
  /** A total of 0: a coupon or the wallet covered it. */
  nothingToPay: string;
  action: string;
  signature: string;
}

/** Ours are European dates (day before month, 24-hour clock): British English rather than American. */
export const locales: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR', ru: 'ru-RU' };

const pluralOf = (language: Language, count: number) => new Intl.PluralRules(locales[language]).select(count);

const bookingConfirmedTexts: Record<Language, BookingConfirmedTexts> = {
  en: {
    colon: ': ',
    subject: (offer, date) => `Your booking is confirmed: ${offer}, ${date}`,
    greeting: (name) => `Hello ${name},`,
    body: 'Your booking is confirmed. Here are its details.',
    offer: 'Rental',
    pickUp: 'Pick-up',
    dropOff: 'Drop-off',
    duration: 'Duration',
    days: (count) => `${count} ${pluralOf('en', count) === 'one' ? 'day' : 'days'}`,
    total: 'Total',
    payment: 'Payment',
    payments: { payLater: 'Pay at pick-up', payOnline: 'Paid online' },
    nothingToPay: 'Nothing to pay',
    action: 'View my booking',
    signature: 'The Azura team',
  },
  fr: {
    colon: ' : ',
    subject: (offer, date) => `Votre réservation est confirmée : ${offer}, ${date}`,
    greeting: (name) => `Bonjour ${name},`,
    body: 'Votre réservation est confirmée. En voici le détail.',
    offer: 'Location',
    pickUp: 'Prise en charge',
    dropOff: 'Restitution',
    duration: 'Durée',
    days: (count) => `${count} ${pluralOf('fr', count) === 'one' ? 'jour' : 'jours'}`,
    total: 'Total',
    payment: 'Paiement',
    payments: { payLater: 'Paiement à la prise en charge', payOnline: 'Payé en ligne' },
    nothingToPay: 'Rien à payer',
    action: 'Voir ma réservation',
    signature: "L'équipe Azura",
  },
  ru: {
    colon: ': ',
    subject: (offer, date) => `Бронирование подтверждено: ${offer}, ${date}`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: 'Ваше бронирование подтверждено. Подробности ниже.',
    offer: 'Аренда',
    pickUp: 'Получение',
    dropOff: 'Возврат',
    duration: 'Срок',
    days: (count) => {
      const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'день', few: 'дня' };
      return `${count} ${forms[pluralOf('ru', count)] ?? 'дней'}`;
    },
    total: 'Итого',
    payment: 'Оплата',
    payments: { payLater: 'Оплата при получении', payOnline: 'Оплачено онлайн' },
    nothingToPay: 'Оплата не требуется',
    action: 'Открыть бронирование',
    signature: 'Команда Azura',
  },
};

export interface ConfirmedBooking {
  /** Brand and model: "Fiat Panda". */
  offer: string;
  /** Each moment with the place's time zone: it is shown on the place's clock, the zone named. */
  pickUp: { place: string; at: Date; timeZone: string };
  dropOff: { place: string; at: Date; timeZone: string };
  days: number;
  /** In euros. */
  total: number;
  paymentOption: PaymentOption;
}

/** The driver's confirmation, with the link to his booking's page. Place names come in his language. */
export function renderBookingConfirmedEmail(
  to: { email: string; fullName: string; language: Language },
  booking: ConfirmedBooking,
  link: string,
): Email {
  const { language } = to;
  const t = bookingConfirmedTexts[language];
  // Times are shown on the place's clock (where the driver will be), its zone named: the database keeps UTC.
  const day = new Intl.DateTimeFormat(locales[language], { timeZone: booking.pickUp.timeZone, day: 'numeric', month: 'short', year: 'numeric' });
  const when = ({ at, timeZone }: { at: Date; timeZone: string }) =>
    new Intl.DateTimeFormat(locales[language], {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(at);
  const rows: [string, string][] = [
    [t.offer, booking.offer],
    [t.pickUp, `${booking.pickUp.place} — ${when(booking.pickUp)}`],
    [t.dropOff, `${booking.dropOff.place} — ${when(booking.dropOff)}`],
    [t.duration, t.days(booking.days)],
    [t.total, formatMoney(booking.total, language)],
    // A coupon or the wallet covered it all: nothing was, nor will be, paid.
    [t.payment, hasSomethingToPay(booking.total) ? t.payments[booking.paymentOption] : t.nothingToPay],
  ];
  const subject = t.subject(booking.offer, day.format(booking.pickUp.at));
  const text = [
    t.greeting(to.fullName),
    '',
    t.body,
    '',
    ...rows.map(([label, value]) => `${label}${t.colon}${value}`),
    '',
    `${t.action}${t.colon}${link}`,
    '',
    t.signature,
  ].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5;color:#1a202c">
<p>${escape(t.greeting(to.fullName))}</p>
<p>${escape(t.body)}</p>
<table style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th style="text-align:left;padding:4px 16px 4px 0;color:#4a5568;font-weight:normal">${escape(label)}</th><td style="padding:4px 0">${escape(value)}</td></tr>`).join('\n')}
</table>
<p><a href="${escape(link)}" style="display:inline-block;padding:10px 18px;background:#007bff;color:#fff;border-radius:6px;text-decoration:none">${escape(t.action)}</a></p>
<p>${escape(t.signature)}</p>
</body></html>`;
  return { kind: 'bookingConfirmed', to: to.email, language, subject, text, html };
}
