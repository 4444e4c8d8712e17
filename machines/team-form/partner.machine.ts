import type { components } from '@/openapi/generated/schema';
import { partnerProblems, type PartnerDraft } from '@/domain/team-forms';
import { createTeamFormMachine } from './team-form.machine';

export type PartnerApplication = components['schemas']['PartnerApplication'];
export type PartnerField = keyof PartnerDraft;

export const partnerFields: readonly PartnerField[] = ['company', 'contactName', 'email', 'phone', 'city', 'fleetSize', 'offers', 'message'];

/** `/work-with-us`: a company that wants to list its cars or yachts (POST /api/work-with-us). */
export const partnerMachine = createTeamFormMachine<PartnerDraft, PartnerField, PartnerApplication>({
  id: 'partnerForm',
  empty: { company: '', contactName: '', email: '', phone: '', city: '', fleetSize: '', offers: [], message: '' },
  keep: ['company', 'contactName', 'email', 'phone', 'city'],
  validate: partnerProblems,
  toRequest: (values, { language }) => ({
    company: values.company.trim(),
    contactName: values.contactName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    city: values.city.trim(),
    fleetSize: Number(values.fleetSize.trim()),
    offers: values.offers,
    message: values.message.trim(),
    language,
  }),
});
