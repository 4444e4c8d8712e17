import type { components } from '@/openapi/generated/schema';
import { partnerProblems, type PartnerDraft } from '@/domain/team-forms';
import { createTeamFormMachine } from './team-form.machine';

export type PartnerApplication = components['schemas']['PartnerApplication'];
export type PartnerField = keyof PartnerDraft;

export const partnerFields: readonly PartnerField[] = ['supplier', 'contactName', 'email', 'phone', 'city', 'fleetSize', 'offers', 'message'];

/** `/work-with-us`: a supplier that wants to list its cars or yachts (POST /api/work-with-us). */
export const partnerMachine = createTeamFormMachine<PartnerDraft, PartnerField, PartnerApplication>({
  id: 'partnerForm',
  empty: { supplier: '', contactName: '', email: '', phone: '', city: '', fleetSize: '', offers: [], message: '' },
  keep: ['supplier', 'contactName', 'email', 'phone', 'city'],
  validate: partnerProblems,
  toRequest: (values, { language }) => ({
    supplier: values.supplier.trim(),
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
