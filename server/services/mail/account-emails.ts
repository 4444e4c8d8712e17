import type { Language } from '@/config/languages.ts';
import { defineMessage } from './define-message.ts';
import { translatorFor, type Translate } from './i18n.ts';
import { common, escape, htmlButton, htmlPage, lineOf } from './layout.ts';
import type { AccountEmailKind, Email } from './templates.ts';

/** The emails of the account settings and of sign-in by code, in the recipient's language. */

interface Recipient {
  email: string;
  fullName: string;
  language: Language;
}

const emailChangeTexts = {
  subject: defineMessage({ message: 'Confirm your new Azura email address' }),
  body: defineMessage({ message: 'You asked to use this address for your Azura account. Confirm it with the link below; until then your account keeps its current address.' }),
  action: defineMessage({ message: 'Confirm this address' }),
  ignore: defineMessage({ message: 'If you did not ask for this, you can ignore this email.' }),
};

const noticeTexts = {
  subject: defineMessage({ message: 'A new email address was requested for your Azura account' }),
  body: defineMessage({
    message: 'Someone signed in to your account asked to replace its email address with {newEmail}. It only changes once the link sent to that address is followed.',
  }),
  advice: defineMessage({ message: 'If this was not you, change your password and sign out of every device in your settings.' }),
};

const codeTexts = {
  // The code leads the subject: it shows in a mailbox's list and a phone's notification without opening the email.
  subject: defineMessage({ message: '{code} is your Azura sign-in code' }),
  body: defineMessage({ message: 'Enter this code to sign in to Azura:' }),
  validity: defineMessage({ message: 'It is valid for 10 minutes and works once.' }),
  ignore: defineMessage({ message: 'If you did not ask to sign in, you can ignore this email: nobody can sign in without this code.' }),
};

/** One email: paragraphs of text, and an optional button link or a code set apart. */
function compose(
  kind: AccountEmailKind,
  to: Recipient,
  t: Translate,
  subject: string,
  parts: { before: string[]; link?: { label: string; url: string }; code?: string; after: string[] },
): Email {
  const [greeting, signature] = [t(common.greeting, { name: to.fullName }), t(common.signature)];
  const text = [
    greeting,
    '',
    ...parts.before,
    ...(parts.code ? ['', parts.code] : []),
    ...(parts.link ? ['', lineOf(t, parts.link.label, parts.link.url)] : []),
    '',
    ...parts.after,
    '',
    signature,
  ].join('\n');
  const paragraph = (line: string) => `<p>${escape(line)}</p>`;
  const html = htmlPage(
    to.language,
    `${paragraph(greeting)}
${parts.before.map(paragraph).join('\n')}
${parts.code ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escape(parts.code)}</p>` : ''}
${parts.link ? htmlButton(parts.link.url, parts.link.label) : ''}
<p style="font-size:13px;color:#4a5568">${parts.after.map(escape).join('<br>')}</p>
${paragraph(signature)}`,
  );
  return { kind, to: to.email, language: to.language, subject, text, html };
}

/** To the NEW address: the one-day link that makes it the account's. */
export function renderEmailChangeEmail(user: Omit<Recipient, 'email'>, newEmail: string, link: string): Email {
  const t = translatorFor(user.language);
  return compose('emailChange', { ...user, email: newEmail }, t, t(emailChangeTexts.subject), {
    before: [t(emailChangeTexts.body)],
    link: { label: t(emailChangeTexts.action), url: link },
    after: [t(common.linkValidity), t(emailChangeTexts.ignore)],
  });
}

/** To the address the account still has: someone asked to replace it (a stolen session shows here). */
export function renderEmailChangeNotice(user: Recipient, newEmail: string): Email {
  const t = translatorFor(user.language);
  return compose('emailChangeNotice', user, t, t(noticeTexts.subject), { before: [t(noticeTexts.body, { newEmail })], after: [t(noticeTexts.advice)] });
}

export function renderSignInCodeEmail(user: Recipient, code: string): Email {
  const t = translatorFor(user.language);
  return compose('signInCode', user, t, t(codeTexts.subject, { code }), { before: [t(codeTexts.body)], code, after: [t(codeTexts.validity), t(codeTexts.ignore)] });
}
