import type { Language } from '@/config/languages.ts';
import { escape, type AccountEmailKind, type Email } from './templates.ts';

/** The emails of the account settings and of sign-in by code, in the recipient's language (texts beside each other). */

interface Recipient {
  email: string;
  fullName: string;
  language: Language;
}

interface Common {
  greeting: (name: string) => string;
  signature: string;
}

const common: Record<Language, Common> = {
  en: { greeting: (name) => `Hello ${name},`, signature: 'The Azura team' },
  fr: { greeting: (name) => `Bonjour ${name},`, signature: "L'équipe Azura" },
  ru: { greeting: (name) => `Здравствуйте, ${name}!`, signature: 'Команда Azura' },
};

const emailChangeTexts: Record<Language, { subject: string; body: string; action: string; validity: string; ignore: string }> = {
  en: {
    subject: 'Confirm your new Azura email address',
    body: 'You asked to use this address for your Azura account. Confirm it with the link below; until then your account keeps its current address.',
    action: 'Confirm this address',
    validity: 'This link is valid for one day.',
    ignore: 'If you did not ask for this, you can ignore this email.',
  },
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail Azura',
    body: "Vous avez demandé à utiliser cette adresse pour votre compte Azura. Confirmez-la avec le lien ci-dessous ; d'ici là, votre compte garde son adresse actuelle.",
    action: 'Confirmer cette adresse',
    validity: 'Ce lien est valable un jour.',
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.",
  },
  ru: {
    subject: 'Подтвердите новый адрес электронной почты Azura',
    body: 'Вы попросили использовать этот адрес для аккаунта Azura. Подтвердите его по ссылке ниже; до этого у аккаунта остаётся прежний адрес.',
    action: 'Подтвердить адрес',
    validity: 'Ссылка действительна один день.',
    ignore: 'Если вы этого не запрашивали, просто проигнорируйте это письмо.',
  },
};

const noticeTexts: Record<Language, { subject: string; body: (newEmail: string) => string; advice: string }> = {
  en: {
    subject: 'A new email address was requested for your Azura account',
    body: (newEmail) => `Someone signed in to your account asked to replace its email address with ${newEmail}. It only changes once the link sent to that address is followed.`,
    advice: 'If this was not you, change your password and sign out of every device in your settings.',
  },
  fr: {
    subject: "Changement d'adresse e-mail demandé pour votre compte Azura",
    body: (newEmail) => `Une personne connectée à votre compte a demandé à remplacer son adresse e-mail par ${newEmail}. Elle ne change qu'une fois le lien envoyé à cette adresse suivi.`,
    advice: "Si ce n'était pas vous, changez votre mot de passe et déconnectez-vous de tous les appareils dans vos paramètres.",
  },
  ru: {
    subject: 'Запрошена смена адреса почты аккаунта Azura',
    body: (newEmail) => `Кто-то, вошедший в ваш аккаунт, попросил заменить его адрес электронной почты на ${newEmail}. Адрес сменится только после перехода по ссылке, отправленной на новый адрес.`,
    advice: 'Если это были не вы, смените пароль и выйдите на всех устройствах в настройках.',
  },
};

const codeTexts: Record<Language, { subject: (code: string) => string; body: string; validity: string; ignore: string }> = {
  en: {
    // The code leads the subject: it shows in a mailbox's list and a phone's notification without opening the email.
    subject: (code) => `${code} is your Azura sign-in code`,
    body: 'Enter this code to sign in to Azura:',
    validity: 'It is valid for 10 minutes and works once.',
    ignore: 'If you did not ask to sign in, you can ignore this email: nobody can sign in without this code.',
  },
  fr: {
    subject: (code) => `${code} est votre code de connexion Azura`,
    body: 'Saisissez ce code pour vous connecter à Azura :',
    validity: "Il est valable 10 minutes et ne sert qu'une fois.",
    ignore: "Si vous n'avez pas demandé à vous connecter, ignorez cet e-mail : personne ne peut se connecter sans ce code.",
  },
  ru: {
    subject: (code) => `${code} — ваш код для входа в Azura`,
    body: 'Введите этот код, чтобы войти в Azura:',
    validity: 'Код действителен 10 минут и подходит только один раз.',
    ignore: 'Если вы не пытались войти, просто проигнорируйте это письмо: без этого кода войти нельзя.',
  },
};

/** One email: paragraphs of text, and an optional button link or a code set apart. */
function compose(
  kind: AccountEmailKind,
  to: Recipient,
  subject: string,
  parts: { before: string[]; link?: { label: string; url: string }; code?: string; after: string[] },
): Email {
  const t = common[to.language];
  const text = [
    t.greeting(to.fullName),
    '',
    ...parts.before,
    ...(parts.code ? ['', parts.code] : []),
    ...(parts.link ? ['', `${parts.link.label}: ${parts.link.url}`] : []),
    '',
    ...parts.after,
    '',
    t.signature,
  ].join('\n');
  const paragraph = (line: string) => `<p>${escape(line)}</p>`;
  const html = `<!doctype html><html lang="${to.language}"><body style="font-family:sans-serif;line-height:1.5;color:#1a202c">
${paragraph(t.greeting(to.fullName))}
${parts.before.map(paragraph).join('\n')}
${parts.code ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escape(parts.code)}</p>` : ''}
${parts.link ? `<p><a href="${escape(parts.link.url)}" style="display:inline-block;padding:10px 18px;background:#007bff;color:#fff;border-radius:6px;text-decoration:none">${escape(parts.link.label)}</a></p>` : ''}
<p style="font-size:13px;color:#4a5568">${parts.after.map(escape).join('<br>')}</p>
${paragraph(t.signature)}
</body></html>`;
  return { kind, to: to.email, language: to.language, subject, text, html };
}

/** To the NEW address: the one-day link that makes it the account's. */
export function renderEmailChangeEmail(user: Omit<Recipient, 'email'>, newEmail: string, link: string): Email {
  const t = emailChangeTexts[user.language];
  return compose('emailChange', { ...user, email: newEmail }, t.subject, {
    before: [t.body],
    link: { label: t.action, url: link },
    after: [t.validity, t.ignore],
  });
}

/** To the address the account still has: someone asked to replace it (a stolen session shows here). */
export function renderEmailChangeNotice(user: Recipient, newEmail: string): Email {
  const t = noticeTexts[user.language];
  return compose('emailChangeNotice', user, t.subject, { before: [t.body(newEmail)], after: [t.advice] });
}

export function renderSignInCodeEmail(user: Recipient, code: string): Email {
  const t = codeTexts[user.language];
  return compose('signInCode', user, t.subject(code), { before: [t.body], code, after: [t.validity, t.ignore] });
}
