import type { MessageDescriptor } from '@lingui/core';
import type { Language } from '@/config/languages.ts';
import type { TeamRequestKind } from '@/server/repositories/team-requests.ts';
import { formatMoney } from '@/domain/money.ts';
import { defineMessage } from './define-message.ts';
import { translatorFor, type Translate } from './i18n.ts';
import { common, escape, htmlPage, htmlRows, lineOf } from './layout.ts';
import type { Email } from './templates.ts';

/**
 * A form that reached the team makes two emails: the team's copy (TEAM_EMAIL, in English, answered to the sender)
 * and the acknowledgement to the sender in their language, with what they sent.
 */

/** A form's fields as the server stored them (the contract's request without the guard and the language). */
export type TeamFields = Record<string, string | number | string[] | undefined>;

export interface TeamRequestMail {
  kind: TeamRequestKind;
  name: string;
  email: string;
  language: Language;
  fields: TeamFields;
}

/** The language of the team's copies. */
const teamLanguage: Language = 'en';

/** Each field's label, in the form's order. */
const labels: Record<string, MessageDescriptor> = {
  subject: defineMessage({ message: 'Subject' }),
  message: defineMessage({ message: 'Message' }),
  supplier: defineMessage({ message: 'Company' }),
  contactName: defineMessage({ message: 'Contact person' }),
  email: defineMessage({ message: 'Email' }),
  phone: defineMessage({ message: 'Phone' }),
  city: defineMessage({ message: 'City' }),
  fleetSize: defineMessage({ message: 'Fleet size' }),
  offers: defineMessage({ message: 'Offers', comment: 'What a rental company applying to list its fleet offers: cars, yachts or both.' }),
  requestType: defineMessage({ message: 'Request', comment: 'What a concierge request is about: a chauffeur, a delivery, a charter.' }),
  name: defineMessage({ message: 'Name' }),
  startDate: defineMessage({ message: 'From' }),
  endDate: defineMessage({ message: 'To' }),
  place: defineMessage({ message: 'Place' }),
  guests: defineMessage({ message: 'Guests' }),
  budget: defineMessage({ message: 'Budget' }),
};

/** The words of the fields that are choices (what is offered, the kind of concierge request). */
const choices: Record<string, MessageDescriptor> = {
  cars: defineMessage({ message: 'Cars' }),
  yachts: defineMessage({ message: 'Yachts' }),
  chauffeur: defineMessage({ message: 'Chauffeur' }),
  delivery: defineMessage({ message: 'Delivery to a villa or a port' }),
  charter: defineMessage({ message: 'Charter with crew' }),
  other: defineMessage({ message: 'Something else' }),
};

const choiceOf = (t: Translate, value: string) => (choices[value] ? t(choices[value]) : value);

function linesOf(fields: TeamFields, t: Translate, language: Language): [string, string][] {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0))
    .map(([field, value]) => {
      const text = Array.isArray(value)
        ? value.map((item) => choiceOf(t, item)).join(', ')
        : field === 'budget'
          ? formatMoney(Number(value), language)
          : field === 'requestType'
            ? choiceOf(t, String(value))
            : String(value);
      return [labels[field] ? t(labels[field]) : field, text];
    });
}

/** What the request is about, for the subject of the team's copy. */
function aboutOf({ kind, fields }: TeamRequestMail, t: Translate): string {
  if (kind === 'contact') return String(fields.subject);
  if (kind === 'partner') return `${String(fields.supplier)}, ${String(fields.city)}`;
  return `${choiceOf(t, String(fields.requestType))}, ${String(fields.startDate)}, ${String(fields.place)}`;
}

const teamTexts = {
  subjects: {
    contact: defineMessage({ message: 'Contact form' }),
    partner: defineMessage({ message: 'Work with us' }),
    concierge: defineMessage({ message: 'Concierge request' }),
  } satisfies Record<TeamRequestKind, MessageDescriptor>,
  from: defineMessage({ message: 'From', context: 'sender of a message' }),
  language: defineMessage({ message: 'Language' }),
  answer: defineMessage({ message: 'Answer this email to reply to {name}.' }),
};

const acknowledgements = {
  contact: {
    subject: defineMessage({ message: 'We received your message' }),
    body: defineMessage({ message: 'Thank you for writing to us. Your message has reached our team, and we will answer you at this address within one working day.' }),
  },
  partner: {
    subject: defineMessage({ message: 'Your application to list your fleet on Azura' }),
    body: defineMessage({
      message:
        'Thank you for your interest in Azura. Our partnerships team will study your application and contact you within three working days to talk about your fleet and the next steps.',
    }),
  },
  concierge: {
    subject: defineMessage({ message: 'Your request to the Azura concierge' }),
    body: defineMessage({
      message: 'Thank you for your request. A member of our concierge team will contact you within one working day with a proposal, or with questions if we need more details.',
    }),
  },
} satisfies Record<TeamRequestKind, object>;

const whatYouSent = defineMessage({ message: 'What you sent us:' });

const htmlLines = (lines: [string, string][]) => htmlRows(lines, 'vertical-align:top;padding:4px 12px 4px 0', 'white-space:pre-wrap');

export function renderTeamCopy(request: TeamRequestMail, teamEmail: string): Email {
  const t = translatorFor(teamLanguage);
  const subject = `[${t(teamTexts.subjects[request.kind])}] ${aboutOf(request, t)} (${request.name})`.replace(/\s+/g, ' ');
  const lines: [string, string][] = [
    [t(teamTexts.from), `${request.name} <${request.email}>`],
    [t(teamTexts.language), request.language],
    ...linesOf(request.fields, t, teamLanguage),
  ];
  const answer = t(teamTexts.answer, { name: request.name });
  const text = `${lines.map(([label, value]) => lineOf(t, label, value)).join('\n')}\n\n${answer}`;
  const html = htmlPage(teamLanguage, `${htmlLines(lines)}\n<p style="color:#4a5568">${escape(answer)}</p>`);
  return { kind: 'teamRequest', to: teamEmail, replyTo: request.email, language: teamLanguage, subject, text, html };
}

export function renderAcknowledgement(request: TeamRequestMail): Email {
  const { language } = request;
  const t = translatorFor(language);
  const texts = acknowledgements[request.kind];
  const lines = linesOf(request.fields, t, language);
  const [greeting, body, copy, signature] = [t(common.greeting, { name: request.name }), t(texts.body), t(whatYouSent), t(common.signature)];
  const text = [greeting, '', body, '', copy, lines.map(([label, value]) => lineOf(t, label, value)).join('\n'), '', signature].join('\n');
  const html = htmlPage(
    language,
    `<p>${escape(greeting)}</p>
<p>${escape(body)}</p>
<p style="color:#4a5568">${escape(copy)}</p>${htmlLines(lines)}
<p>${escape(signature)}</p>`,
  );
  return { kind: 'teamAcknowledgement', to: request.email, language, subject: t(texts.subject), text, html };
}
