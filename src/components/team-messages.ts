import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LIMITS, type TeamFormProblem } from '@/domain/team-forms';
import type { ConciergeRequestType, PartnerOffer } from '@/openapi/generated/enums';
import { missingFieldsMessage } from './form/form-messages';

/** The labels of the team's forms' fields (the three forms share those they have in common). */
export const teamLabels = {
  name: msg`Your name`,
  email: msg`Email`,
  subject: msg`Subject`,
  message: msg`Message`,
  supplier: msg`Company`,
  contactName: msg`Contact person`,
  phone: msg`Phone`,
  city: msg`City`,
  fleetSize: msg`Number of cars or yachts`,
  offers: msg`What you offer`,
  requestType: msg`What you need`,
  startDate: msg`From`,
  endDate: msg`To`,
  place: msg`Place`,
  guests: msg`Guests`,
  budget: msg`Budget (€)`,
  captcha: msg`Captcha`,
} satisfies Record<string, MessageDescriptor>;

export type TeamLabel = keyof typeof teamLabels;

const numberLimits: Partial<Record<TeamLabel, { min: number; max: number }>> = LIMITS;

/** The text of a field's problem (spec 8: 'Please fill in the field: ', 'Invalid email address', 'Invalid phone number'). */
export function teamFieldMessage(field: TeamLabel, problem: TeamFormProblem, label: string): MessageDescriptor {
  switch (problem) {
    case 'required':
      return field === 'captcha' ? captchaRequired : field === 'offers' ? msg`Choose cars, yachts or both.` : missingFieldsMessage([label]);
    case 'invalidEmail':
      return msg`Invalid email address`;
    case 'invalidPhone':
      return msg`Invalid phone number`;
    case 'invalidNumber': {
      const { min = 0, max = 0 } = numberLimits[field] ?? {};
      return msg`Enter a whole number from ${min} to ${max}.`;
    }
    case 'invalidDate':
      return field === 'endDate' ? msg`The end date must be on or after the start date.` : msg`Choose a date from today on.`;
  }
}

export const captchaRequired = msg`Fill out the captcha to continue.`;
export const teamFormThrottled = msg`You have sent us several requests in a short time. Please try again in an hour.`;
export const teamFormFailed = msg`Your request could not be sent. Please try again in a moment.`;
export const sending = msg`Sending…`;

/** What a supplier applying offers (the Work with us form), and what a concierge request is about. */
export const partnerOfferLabels: Record<PartnerOffer, MessageDescriptor> = { cars: msg`Cars`, yachts: msg`Yachts` };
export const conciergeRequestLabels: Record<ConciergeRequestType, MessageDescriptor> = {
  chauffeur: msg`A car with a driver`,
  delivery: msg`Delivery to a villa or a port`,
  charter: msg`A charter with crew`,
  other: msg`Something else`,
};
