import type { components } from '@/openapi/generated/schema';
import { conciergeProblems, type ConciergeDraft } from '@/domain/team-forms';
import { createTeamFormMachine } from './team-form.machine';

export type ConciergeRequest = components['schemas']['ConciergeRequest'];
export type ConciergeField = keyof ConciergeDraft;

export const conciergeFields: readonly ConciergeField[] = ['requestType', 'name', 'email', 'phone', 'startDate', 'endDate', 'place', 'guests', 'budget', 'message'];

/** Today in the sender's time zone, as the form's dates are written. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** `/concierge`: a bespoke request (chauffeur, delivery, charter with crew), POST /api/concierge. */
export const conciergeMachine = createTeamFormMachine<ConciergeDraft, ConciergeField, ConciergeRequest>({
  id: 'conciergeForm',
  empty: { requestType: '', name: '', email: '', phone: '', startDate: '', endDate: '', place: '', guests: '2', budget: '', message: '' },
  keep: ['name', 'email', 'phone'],
  validate: (values) => conciergeProblems(values, today()),
  toRequest: (values, { language }) => ({
    requestType: values.requestType as ConciergeRequest['requestType'],
    name: values.name.trim(),
    email: values.email.trim(),
    ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
    startDate: values.startDate,
    ...(values.endDate.trim() ? { endDate: values.endDate } : {}),
    place: values.place.trim(),
    guests: Number(values.guests.trim()),
    ...(values.budget.trim() ? { budget: Number(values.budget.trim()) } : {}),
    message: values.message.trim(),
    language,
  }),
});
