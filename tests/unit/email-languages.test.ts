import { describe, expect, it } from 'vitest';
import type { Language } from '@/config/languages';
import type { NotificationKind } from '@/domain/notifications';
import { renderEmailChangeEmail, renderEmailChangeNotice, renderSignInCodeEmail } from '@/server/services/mail/account-emails';
import { defineMessage } from '@/server/services/mail/define-message';
import { translatorFor } from '@/server/services/mail/i18n';
import { renderNotificationEmail } from '@/server/services/mail/notification-email';
import { renderAcknowledgement } from '@/server/services/mail/team-emails';
import { renderBookingConfirmedEmail, renderLinkEmail, type Email } from '@/server/services/mail/templates';

/**
 * Every email a reader gets is written from the app's catalogs in his language: subject and body, each line of the
 * text translated (the same lines as the English email, none left in English but the data: a code, a message).
 */

const reader = (language: Language) => ({ email: 'reader@example.org', fullName: 'Ivan', language });
const booking = { offer: 'Fiat Panda', from: new Date(Date.UTC(2027, 5, 12, 9, 30)), to: new Date(Date.UTC(2027, 5, 15, 9, 30)), timeZone: 'Europe/Paris' };
const confirmed = {
  offer: 'Fiat Panda',
  pickUp: { place: 'Nice', at: booking.from, timeZone: 'Europe/Paris' },
  dropOff: { place: 'Nice', at: booking.to, timeZone: 'Europe/Paris' },
  days: 3,
  total: 120,
  paymentOption: 'payOnline' as const,
};
const kinds: NotificationKind[] = ['bookingCreated', 'bookingPaid', 'paymentFailed', 'statusChanged', 'cancelRequested', 'bookingVoided', 'accountMessage'];
const teamFields = {
  contact: { subject: 'Child seat', message: 'Hello' },
  partner: { supplier: 'Riviera Wheels', contactName: 'Marc', phone: '+33 6 00 00 00 00', city: 'Nice', fleetSize: 12, offers: ['cars', 'yachts'] },
  concierge: { requestType: 'charter', startDate: '2099-07-01', place: 'Cannes', guests: 6, budget: 5000, message: 'Hello' },
};

const emails: Record<string, (language: Language) => Email> = {
  activation: (language) => renderLinkEmail('activation', reader(language), 'https://x.test/activate'),
  passwordReset: (language) => renderLinkEmail('passwordReset', reader(language), 'https://x.test/reset'),
  bookingConfirmed: (language) => renderBookingConfirmedEmail(reader(language), confirmed, 'https://x.test/booking'),
  ...Object.fromEntries(
    kinds.map((kind) => [
      kind,
      (language: Language) =>
        kind === 'accountMessage'
          ? renderNotificationEmail(reader(language), { kind, message: 'Hello' }, 'https://x.test/notifications')
          : renderNotificationEmail(reader(language), { kind, status: 'paid', booking }, 'https://x.test/booking'),
    ]),
  ),
  emailChange: (language) => renderEmailChangeEmail(reader(language), 'new@example.org', 'https://x.test/confirm'),
  emailChangeNotice: (language) => renderEmailChangeNotice(reader(language), 'new@example.org'),
  signInCode: (language) => renderSignInCodeEmail(reader(language), '123456'),
  ...Object.fromEntries(
    (['contact', 'partner', 'concierge'] as const).map((kind) => [
      `${kind}Acknowledgement`,
      (language: Language) => renderAcknowledgement({ kind, name: 'Ivan', email: 'reader@example.org', language, fields: teamFields[kind] }),
    ]),
  ),
};

/** Lines that are the reader's data, the same in every language. */
const data = new Set(['123456', 'Hello', 'Ivan']);

describe('the emails', () => {
  it.each(['fr', 'ru'] as const)('are written in %s, subject and every line of the body', (language) => {
    const greeting = { fr: 'Bonjour Ivan,', ru: 'Здравствуйте, Ivan!' }[language];
    const signature = { fr: "L'équipe Azura", ru: 'Команда Azura' }[language];
    for (const [name, render] of Object.entries(emails)) {
      const english = render('en');
      const email = render(language);
      expect(email.language, name).toBe(language);
      expect(email.html, name).toContain(`<html lang="${language}">`);
      expect(email.subject, name).not.toBe(english.subject);
      const lines = email.text.split('\n');
      const englishLines = english.text.split('\n');
      expect(lines.length, name).toBe(englishLines.length);
      expect(lines.filter((line, index) => line !== '' && !data.has(line) && line === englishLines[index]), name).toEqual([]);
      expect(lines[0], name).toBe(greeting);
      expect(email.html, name).toContain(`<p>${greeting}</p>`);
      expect(lines.at(-1), name).toBe(signature);
    }
  });

  it('say a few things word for word in French and in Russian', () => {
    expect(emails.activation!('fr').subject).toBe('Activez votre compte Azura');
    expect(emails.signInCode!('ru').subject).toBe('123456 — ваш код для входа в Azura');
    expect(emails.bookingConfirmed!('fr').text).toContain('Durée : 3 jours');
    expect(emails.bookingConfirmed!('ru').text).toContain('Продолжительность: 3 дня');
    expect(emails.statusChanged!('fr').text).toContain('La réservation est désormais : Payée.');
    expect(emails.statusChanged!('ru').text).toContain('Новый статус бронирования: Оплачено.');
    expect(emails.conciergeAcknowledgement!('ru').text).toContain('Запрос: Аренда с экипажем');
  });

  it('refuse a text the compiled catalogs do not have, rather than send it in English', () => {
    expect(() => translatorFor('fr')(defineMessage({ message: 'A text nobody extracted' }))).toThrow(/not in the compiled fr catalog/);
  });

  it.each(['en', 'fr', 'ru'] as const)('word a refused payment in %s as the app does', (language) => {
    // The app's notification title and checkout alert for the same event (src/components/notification-text.ts).
    const appWording = translatorFor(language)(defineMessage({ message: 'Payment failed.' })).replace(/\.$/, '');
    expect(emails.paymentFailed!(language).subject).toMatch(new RegExp(`^${appWording} ?: Fiat Panda$`));
  });
});
