import { fromPromise } from 'xstate';
import type { User } from '@/openapi/types';
import { type Api, call } from '@/api/client';
import type { UpdateEmailRequest } from './email-change.machine';

/** The email change's actor on the real API: `updateEmail` (the link goes to the new address). */
export function createEmailChangeActors(api: Api) {
  return {
    updateEmail: fromPromise<User, UpdateEmailRequest>(({ input, signal }) =>
      call(() => api.POST('/api/update-email', { body: input, signal })),
    ),
  };
}
