import type { Language } from '@/config/languages.ts';
import type { TeamRequestKind } from '@/server/repositories/team-requests.ts';
import { formatMoney } from '@/domain/money.ts';
import { escape, type Email } from './templates.ts';

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

/** Each field's label, in the form's order; the team reads English, the sender their language. */
const labels: Record<Language, Record<string, string>> = {
  en: {
    subject: 'Subject', message: 'Message', company: 'Company', contactName: 'Contact person', email: 'Email', phone: 'Phone',
    city: 'City', fleetSize: 'Fleet size', offers: 'Offers', requestType: 'Request', name: 'Name', startDate: 'From',
    endDate: 'To', place: 'Place', guests: 'Guests', budget: 'Budget',
  },
  fr: {
    subject: 'Objet', message: 'Message', company: 'Société', contactName: 'Personne à contacter', email: 'E-mail', phone: 'Téléphone',
    city: 'Ville', fleetSize: 'Taille de la flotte', offers: 'Propose', requestType: 'Demande', name: 'Nom', startDate: 'Du',
    endDate: 'Au', place: 'Lieu', guests: 'Personnes', budget: 'Budget',
  },
  ru: {
    subject: 'Тема', message: 'Сообщение', company: 'Компания', contactName: 'Контактное лицо', email: 'Эл. почта', phone: 'Телефон',
    city: 'Город', fleetSize: 'Размер автопарка', offers: 'Предлагает', requestType: 'Запрос', name: 'Имя', startDate: 'С',
    endDate: 'По', place: 'Место', guests: 'Гостей', budget: 'Бюджет',
  },
};

/** The words of the fields that are choices (what is offered, the kind of concierge request). */
const choices: Record<Language, Record<string, string>> = {
  en: { cars: 'Cars', yachts: 'Yachts', chauffeur: 'Chauffeur', delivery: 'Delivery to a villa or a port', charter: 'Charter with crew', other: 'Something else' },
  fr: { cars: 'Voitures', yachts: 'Yachts', chauffeur: 'Chauffeur', delivery: "Livraison à une villa ou à un port", charter: 'Location avec équipage', other: 'Autre chose' },
  ru: { cars: 'Автомобили', yachts: 'Яхты', chauffeur: 'Водитель', delivery: 'Доставка к вилле или в порт', charter: 'Аренда с экипажем', other: 'Другое' },
};

function linesOf(fields: TeamFields, language: Language): { label: string; value: string }[] {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0))
    .map(([field, value]) => {
      const text = Array.isArray(value)
        ? value.map((item) => choices[language][item] ?? item).join(', ')
        : field === 'budget'
          ? formatMoney(Number(value), language)
          : field === 'requestType'
            ? (choices[language][String(value)] ?? String(value))
            : String(value);
      return { label: labels[language][field] ?? field, value: text };
    });
}

/** What the request is about, for the subject of the team's copy. */
function aboutOf({ kind, fields }: TeamRequestMail): string {
  if (kind === 'contact') return String(fields.subject);
  if (kind === 'partner') return `${String(fields.company)}, ${String(fields.city)}`;
  return `${choices.en[String(fields.requestType)]}, ${String(fields.startDate)}, ${String(fields.place)}`;
}

const teamSubjects: Record<TeamRequestKind, string> = {
  contact: 'Contact form',
  partner: 'Work with us',
  concierge: 'Concierge request',
};

interface Acknowledgement {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  copy: string;
  signature: string;
}

const common: Record<Language, Pick<Acknowledgement, 'greeting' | 'copy' | 'signature'>> = {
  en: { greeting: (name) => `Hello ${name},`, copy: 'What you sent us:', signature: 'The Azura team' },
  fr: { greeting: (name) => `Bonjour ${name},`, copy: 'Ce que vous nous avez envoyé :', signature: "L'équipe Azura" },
  ru: { greeting: (name) => `Здравствуйте, ${name}!`, copy: 'Что вы нам отправили:', signature: 'Команда Azura' },
};

const acknowledgements: Record<TeamRequestKind, Record<Language, Pick<Acknowledgement, 'subject' | 'body'>>> = {
  contact: {
    en: { subject: 'We received your message', body: 'Thank you for writing to us. Your message has reached our team, and we will answer you at this address within one working day.' },
    fr: { subject: 'Nous avons bien reçu votre message', body: 'Merci de nous avoir écrit. Votre message est bien parvenu à notre équipe ; nous vous répondrons à cette adresse sous un jour ouvré.' },
    ru: { subject: 'Мы получили ваше сообщение', body: 'Спасибо, что написали нам. Ваше сообщение получено нашей командой, мы ответим вам на этот адрес в течение одного рабочего дня.' },
  },
  partner: {
    en: { subject: 'Your application to list your fleet on Azura', body: 'Thank you for your interest in Azura. Our partnerships team will study your application and contact you within three working days to talk about your fleet and the next steps.' },
    fr: { subject: 'Votre demande pour proposer votre flotte sur Azura', body: "Merci de l'intérêt que vous portez à Azura. Notre équipe partenariats va étudier votre demande et vous contactera sous trois jours ouvrés pour parler de votre flotte et des prochaines étapes." },
    ru: { subject: 'Ваша заявка на размещение автопарка в Azura', body: 'Спасибо за интерес к Azura. Наша команда по работе с партнёрами изучит вашу заявку и свяжется с вами в течение трёх рабочих дней, чтобы обсудить ваш автопарк и дальнейшие шаги.' },
  },
  concierge: {
    en: { subject: 'Your request to the Azura concierge', body: 'Thank you for your request. A member of our concierge team will contact you within one working day with a proposal, or with questions if we need more details.' },
    fr: { subject: 'Votre demande à la conciergerie Azura', body: "Merci pour votre demande. Un membre de notre conciergerie vous contactera sous un jour ouvré avec une proposition, ou avec quelques questions s'il nous manque des détails." },
    ru: { subject: 'Ваш запрос в консьерж-службу Azura', body: 'Спасибо за ваш запрос. Сотрудник нашей консьерж-службы свяжется с вами в течение одного рабочего дня с предложением или с вопросами, если нам понадобятся подробности.' },
  },
};

const textLines = (lines: { label: string; value: string }[]) => lines.map(({ label, value }) => `${label}: ${value}`).join('\n');

const htmlLines = (lines: { label: string; value: string }[]) =>
  `<table style="border-collapse:collapse">${lines
    .map(({ label, value }) => `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;color:#4a5568;font-weight:normal">${escape(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escape(value)}</td></tr>`)
    .join('')}</table>`;

export function renderTeamCopy(request: TeamRequestMail, teamEmail: string): Email {
  const subject = `[${teamSubjects[request.kind]}] ${aboutOf(request)} (${request.name})`.replace(/\s+/g, ' ');
  const from = [{ label: 'From', value: `${request.name} <${request.email}>` }, { label: 'Language', value: request.language }];
  const lines = [...from, ...linesOf(request.fields, 'en')];
  const text = `${textLines(lines)}\n\nAnswer this email to reply to ${request.name}.`;
  const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5;color:#1a202c">${htmlLines(lines)}
<p style="color:#4a5568">Answer this email to reply to ${escape(request.name)}.</p></body></html>`;
  return { kind: 'teamRequest', to: teamEmail, replyTo: request.email, language: 'en', subject, text, html };
}

export function renderAcknowledgement(request: TeamRequestMail): Email {
  const t = { ...common[request.language], ...acknowledgements[request.kind][request.language] };
  const text = [t.greeting(request.name), '', t.body, '', t.copy, textLines(linesOf(request.fields, request.language)), '', t.signature].join('\n');
  const html = `<!doctype html><html lang="${request.language}"><body style="font-family:sans-serif;line-height:1.5;color:#1a202c">
<p>${escape(t.greeting(request.name))}</p>
<p>${escape(t.body)}</p>
<p style="color:#4a5568">${escape(t.copy)}</p>${htmlLines(linesOf(request.fields, request.language))}
<p>${escape(t.signature)}</p>
</body></html>`;
  return { kind: 'teamAcknowledgement', to: request.email, language: request.language, subject: t.subject, text, html };
}
