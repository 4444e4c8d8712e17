import { defaultLanguage, type Language } from '@/config/languages.ts';
import { hasSomethingToPay, type PaymentOption } from '@/domain/bookings.ts';
import { formatMoney } from '@/domain/money.ts';
import { formatInZone } from '@/domain/zoned-time.ts';
import { defineMessage } from './define-message.ts';
import { locales, translatorFor } from './i18n.ts';
import { common, escape, htmlButton, htmlPage, htmlRows, lineOf } from './layout.ts';

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

/** The texts of the one-day link emails (src/locales/<language>/messages.po has their translations). */
const linkTexts = {
  activation: {
    subject: defineMessage({ message: 'Activate your Azura account' }),
    body: defineMessage({ message: 'Thank you for signing up. Please confirm your email address to activate your account.' }),
    action: defineMessage({ message: 'Activate my account' }),
    ignore: defineMessage({ message: 'If you did not create an account, you can ignore this email.' }),
  },
  passwordReset: {
    subject: defineMessage({ message: 'Reset your Azura password' }),
    body: defineMessage({ message: 'We received a request to reset the password of your account. Choose a new password with the link below.' }),
    action: defineMessage({ message: 'Choose a new password' }),
    ignore: defineMessage({ message: 'If you did not ask for this, you can ignore this email: your password stays the same.' }),
  },
} satisfies Record<EmailKind, object>;

/**
 * A page of the app in a reader's language: the default language has no prefix, the others their code
 * (`/fr/booking`), as the app's routes are and as accounts.ts builds its activation links.
 */
export function appPageUrl(appUrl: string, language: Language, page: string, query: Record<string, string>): string {
  const prefix = language === defaultLanguage ? '' : `/${language}`;
  const search = new URLSearchParams(query).toString();
  return `${appUrl}${prefix}/${page}${search ? `?${search}` : ''}`;
}

export function renderLinkEmail(kind: EmailKind, to: { email: string; fullName: string; language: Language }, link: string): Email {
  const t = translatorFor(to.language);
  const texts = linkTexts[kind];
  const [greeting, body, action, validity, ignore, signature] = [
    t(common.greeting, { name: to.fullName }),
    t(texts.body),
    t(texts.action),
    t(common.linkValidity),
    t(texts.ignore),
    t(common.signature),
  ];
  const text = [greeting, '', body, '', lineOf(t, action, link), '', validity, ignore, '', signature].join('\n');
  const html = htmlPage(
    to.language,
    `<p>${escape(greeting)}</p>
<p>${escape(body)}</p>
${htmlButton(link, action)}
<p style="font-size:13px;color:#4a5568">${escape(validity)}<br>${escape(ignore)}</p>
<p>${escape(signature)}</p>`,
  );
  return { kind, to: to.email, language: to.language, subject: t(texts.subject), text, html };
}

const confirmedTexts = {
  subject: defineMessage({ message: 'Your booking is confirmed: {offer}, {date}' }),
  body: defineMessage({ message: 'Your booking is confirmed. Here are its details.' }),
  offer: defineMessage({ message: 'Rental' }),
  pickUp: defineMessage({ message: 'Pick-up' }),
  dropOff: defineMessage({ message: 'Drop-off' }),
  duration: defineMessage({ message: 'Duration' }),
  days: defineMessage({ message: '{count, plural, one {# day} other {# days}}' }),
  total: defineMessage({ message: 'Total' }),
  payment: defineMessage({ message: 'Payment' }),
  payments: {
    payLater: defineMessage({ message: 'Pay at pick-up' }),
    payOnline: defineMessage({ message: 'Paid online' }),
  } satisfies Record<PaymentOption, object>,
  /** A total of 0: a coupon or the wallet covered it. */
  nothingToPay: defineMessage({ message: 'Nothing to pay' }),
  action: defineMessage({ message: 'View my booking' }),
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
  const t = translatorFor(language);
  // Times are shown on the place's clock (where the driver will be), its zone named: the database keeps UTC.
  const when = ({ at, timeZone }: { at: Date; timeZone: string }) => formatInZone(at, timeZone, locales[language], 'fullDateTime');
  const rows: [string, string][] = [
    [t(confirmedTexts.offer), booking.offer],
    [t(confirmedTexts.pickUp), `${booking.pickUp.place} — ${when(booking.pickUp)}`],
    [t(confirmedTexts.dropOff), `${booking.dropOff.place} — ${when(booking.dropOff)}`],
    [t(confirmedTexts.duration), t(confirmedTexts.days, { count: booking.days })],
    [t(confirmedTexts.total), formatMoney(booking.total, language)],
    // A coupon or the wallet covered it all: nothing was, nor will be, paid.
    [t(confirmedTexts.payment), t(hasSomethingToPay(booking.total) ? confirmedTexts.payments[booking.paymentOption] : confirmedTexts.nothingToPay)],
  ];
  const date = formatInZone(booking.pickUp.at, booking.pickUp.timeZone, locales[language], 'date');
  const [greeting, body, action, signature] = [t(common.greeting, { name: to.fullName }), t(confirmedTexts.body), t(confirmedTexts.action), t(common.signature)];
  const text = [greeting, '', body, '', ...rows.map(([label, value]) => lineOf(t, label, value)), '', lineOf(t, action, link), '', signature].join('\n');
  const html = htmlPage(
    language,
    `<p>${escape(greeting)}</p>
<p>${escape(body)}</p>
${htmlRows(rows)}
${htmlButton(link, action)}
<p>${escape(signature)}</p>`,
  );
  return { kind: 'bookingConfirmed', to: to.email, language, subject: t(confirmedTexts.subject, { offer: booking.offer, date }), text, html };
}
