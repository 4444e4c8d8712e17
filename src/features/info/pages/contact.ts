import { msg } from '@lingui/core/macro';

export const contactPage = {
  title: msg`Contact us`,
  lead: msg`A question about a booking, a payment or your account? Write to us: our team answers within one working day, in English, French or Russian.`,
};
