import type { EventObject, SnapshotFrom } from 'xstate';
import { conciergeMachine } from '@/machines/team-form/concierge.machine';
import { contactMachine } from '@/machines/team-form/contact.machine';
import { partnerMachine } from '@/machines/team-form/partner.machine';
import { ApiFailure } from '@/api/client';
import { failure } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName, formEvent } from './events';

/** Each form's fills: every field right, and a few wrong in the ways its rules name. */
export const teamForms = {
  contact: {
    valid: { name: 'Léa Martin', email: 'lea@example.org', subject: 'Child seat', message: 'Can the company add a child seat?' },
    invalid: { name: '', email: 'lea@', subject: '', message: 'Hello' },
  },
  partner: {
    valid: { supplier: 'Riviera Wheels', city: 'Nice', contactName: 'Marc Dubois', email: 'marc@example.org', phone: '+33 6 11 22 33 44', fleetSize: '24', offers: ['cars'] },
    invalid: { supplier: '', city: 'Nice', contactName: 'Marc Dubois', email: 'marc@', phone: '12', fleetSize: 'many', offers: [] },
  },
  concierge: {
    valid: { requestType: 'charter', startDate: '2099-07-01', endDate: '2099-07-08', place: 'Cannes', guests: '6', name: 'Anna', email: 'anna@example.org', message: 'A week at sea' },
    invalid: { requestType: '', startDate: '2099-07-08', endDate: '2099-07-01', place: '', guests: '0', name: 'Anna', email: 'anna@example.org', message: '' },
  },
} as const;

export type TeamFormName = keyof typeof teamForms;

/** The server refuses the address it was given (its own check, after the form's). */
export const emailRefused = new ApiFailure(400, 'VALIDATION_ERROR', 'Invalid email', undefined, [{ field: 'email', problem: 'invalidEmail' }]);

const machines = { contact: contactMachine, partner: partnerMachine, concierge: conciergeMachine } as const;
/** A snapshot of any of the three forms' machines (one context shape, each form's own fields). */
export type TeamFormSnapshot = SnapshotFrom<(typeof machines)[TeamFormName]>;

/**
 * The three forms are one machine (team-form.machine.ts) with their own fields. The contact form's model takes
 * every transition, the captcha on (its widget a stand-in in the screen tests) and the trap for bots included;
 * the two others walk their own fields through the same flow without those, which the contact form proved.
 */
function teamFormModel(form: TeamFormName): FlowModel {
  const fill = (name: 'valid' | 'invalid') => formEvent('form.change', name, teamForms[form][name]);
  const whole = form === 'contact';
  return {
    flow: `${form}-form`,
    machine: machines[form],
    variants: [{ input: { guest: true, captchaOn: whole, language: 'en' } }],
    events: (snapshot: TeamFormSnapshot): EventObject[] => {
      const captcha = whole && !snapshot.context.captchaToken ? [{ type: 'form.captcha', token: 'captcha-answer' } as EventObject] : [];
      // Once a bot filled the trap, the shortest way on to a request shows that its text is sent (the server drops it).
      if (snapshot.context.website !== '') return [fill('valid'), ...captcha, { type: 'form.submit' }, doneEvent('send')];
      return [
      ...(snapshot.matches('editing') && snapshot.context.attempt === 0 ? [fill('valid'), fill('invalid')] : [fill('valid')]),
      ...(whole ? [{ type: 'form.trap', value: 'https://spam.example' } as EventObject] : []),
      ...captcha,
      { type: 'form.submit' },
      { type: 'form.another' },
      doneEvent('send'),
      errorEvent('send', emailRefused),
      ...(whole ? (['CAPTCHA_REQUIRED', 'TOO_MANY_ATTEMPTS', 'INTERNAL_ERROR'] as const) : (['TOO_MANY_ATTEMPTS', 'INTERNAL_ERROR'] as const)).map((code) =>
        errorEvent('send', failure(code)),
      ),
      ];
    },
    project: ({ values, errors, captchaToken, website }: { values: unknown; errors: unknown; captchaToken?: string; website: string }) => ({
      values,
      errors,
      captcha: Boolean(captchaToken),
      trap: Boolean(website),
    }),
    label: eventName,
  };
}

export const teamFormModels = { contact: teamFormModel('contact'), partner: teamFormModel('partner'), concierge: teamFormModel('concierge') };
export const teamFormPaths = (form: TeamFormName) => buildPaths(teamFormModels[form]);
