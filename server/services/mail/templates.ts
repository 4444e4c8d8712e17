import type { Language } from '../../../config/languages.ts';

export type EmailKind = 'activation' | 'passwordReset';

export interface Email {
  kind: EmailKind;
  to: string;
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

const escape = (s: string) =>
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
