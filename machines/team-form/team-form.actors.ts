import { fromPromise } from 'xstate';
import { type Api, call } from '@/api/client';
import type { ConciergeRequest } from './concierge.machine';
import type { ContactRequest } from './contact.machine';
import type { PartnerApplication } from './partner.machine';

/** Each team form's `send` actor on the real API: its own operation. */
export function createTeamFormActors(api: Api) {
  return {
    sendEmail: fromPromise<void, ContactRequest>(async ({ input, signal }) => {
      await call(() => api.POST('/api/send-email', { body: input, signal }));
    }),
    sendPartnerApplication: fromPromise<void, PartnerApplication>(async ({ input, signal }) => {
      await call(() => api.POST('/api/work-with-us', { body: input, signal }));
    }),
    sendConciergeRequest: fromPromise<void, ConciergeRequest>(async ({ input, signal }) => {
      await call(() => api.POST('/api/concierge', { body: input, signal }));
    }),
  };
}
