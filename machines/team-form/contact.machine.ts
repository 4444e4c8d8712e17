import type { components } from '@/openapi/generated/schema';
import { contactProblems, type ContactDraft } from '@/domain/team-forms';
import { createTeamFormMachine } from './team-form.machine';

export type ContactRequest = components['schemas']['ContactRequest'];
export type ContactField = keyof ContactDraft;

export const contactFields: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/** `/contact`: subject and message, and a guest's name and address (POST /api/send-email). */
export const contactMachine = createTeamFormMachine<ContactDraft, ContactField, ContactRequest>({
  id: 'contactForm',
  empty: { name: '', email: '', subject: '', message: '' },
  keep: ['name', 'email'],
  validate: contactProblems,
  toRequest: (values, { guest, language }) => ({
    ...(guest ? { name: values.name.trim(), email: values.email.trim() } : {}),
    subject: values.subject.trim(),
    message: values.message.trim(),
    language,
  }),
});
