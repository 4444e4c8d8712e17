/**
 * The forms that reach the team (contact, work with us, concierge): what each field must hold. The app uses these
 * for instant feedback, the server as the authority, on the same drafts (numbers as the text typed).
 */
import type { ConciergeRequestType, PartnerOffer } from '@/openapi/generated/enums.ts';
import { isValidDate, isValidEmail, isValidPhone } from './validation.ts';

export type TeamFormProblem = 'required' | 'invalidEmail' | 'invalidPhone' | 'invalidNumber' | 'invalidDate';
export type TeamFormProblems<TField extends string> = Partial<Record<TField, TeamFormProblem>>;


export const LIMITS = { fleetSize: { min: 1, max: 100_000 }, guests: { min: 1, max: 500 }, budget: { min: 0, max: 100_000_000 } } as const;

export interface ContactDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface PartnerDraft {
  supplier: string;
  contactName: string;
  email: string;
  phone: string;
  city: string;
  fleetSize: string;
  offers: PartnerOffer[];
  message: string;
}

export interface ConciergeDraft {
  requestType: ConciergeRequestType | '';
  name: string;
  email: string;
  phone: string;
  startDate: string;
  endDate: string;
  place: string;
  guests: string;
  budget: string;
  message: string;
}

const blank = (value: string) => value.trim() === '';

const filled = (value: string): TeamFormProblem | undefined => (blank(value) ? 'required' : undefined);

const email = (value: string): TeamFormProblem | undefined => (blank(value) ? 'required' : isValidEmail(value.trim()) ? undefined : 'invalidEmail');

const phone = (value: string, required: boolean): TeamFormProblem | undefined =>
  blank(value) ? (required ? 'required' : undefined) : isValidPhone(value.trim()) ? undefined : 'invalidPhone';

/** A whole number within limits, typed as text; blank is fine only when the field is optional. */
const wholeNumber = (value: string, { min, max }: { min: number; max: number }, required: boolean): TeamFormProblem | undefined => {
  if (blank(value)) return required ? 'required' : undefined;
  const number = Number(value.trim());
  return /^\d+$/.test(value.trim()) && number >= min && number <= max ? undefined : 'invalidNumber';
};

function compact<TField extends string>(problems: Record<TField, TeamFormProblem | undefined>): TeamFormProblems<TField> {
  const result: TeamFormProblems<TField> = {};
  for (const [field, problem] of Object.entries(problems) as [TField, TeamFormProblem | undefined][]) if (problem) result[field] = problem;
  return result;
}

/** A signed-in sender is answered at the account's address: only a guest gives a name and an email. */
export function contactProblems(draft: ContactDraft, { guest }: { guest: boolean }): TeamFormProblems<keyof ContactDraft> {
  return compact({
    name: guest ? filled(draft.name) : undefined,
    email: guest ? email(draft.email) : undefined,
    subject: filled(draft.subject),
    message: filled(draft.message),
  });
}

export function partnerProblems(draft: PartnerDraft): TeamFormProblems<keyof PartnerDraft> {
  return compact({
    supplier: filled(draft.supplier),
    contactName: filled(draft.contactName),
    email: email(draft.email),
    phone: phone(draft.phone, true),
    city: filled(draft.city),
    fleetSize: wholeNumber(draft.fleetSize, LIMITS.fleetSize, true),
    offers: draft.offers.length === 0 ? 'required' : undefined,
    message: undefined,
  });
}

/**
 * `today` is the sender's calendar date (YYYY-MM-DD): a request starts today at the earliest and ends on or after
 * its start. The server passes yesterday's date, so that a sender west of it is not refused before midnight.
 */
export function conciergeProblems(draft: ConciergeDraft, today: string): TeamFormProblems<keyof ConciergeDraft> {
  const start = draft.startDate.trim();
  const end = draft.endDate.trim();
  return compact({
    requestType: draft.requestType === '' ? 'required' : undefined,
    name: filled(draft.name),
    email: email(draft.email),
    phone: phone(draft.phone, false),
    startDate: blank(start) ? 'required' : !isValidDate(start) || start < today ? 'invalidDate' : undefined,
    endDate: blank(end) ? undefined : !isValidDate(end) || (isValidDate(start) && end < start) ? 'invalidDate' : undefined,
    place: filled(draft.place),
    guests: wholeNumber(draft.guests, LIMITS.guests, true),
    budget: wholeNumber(draft.budget, LIMITS.budget, false),
    message: filled(draft.message),
  });
}
