import { fromPromise } from 'xstate';
import { type Api, call } from '@/api/client';
import type { ChangePasswordRequest } from './password-change.machine';

/** The password change's actor on the real API: `changePassword`. */
export function createPasswordChangeActors(api: Api) {
  return {
    changePassword: fromPromise<void, ChangePasswordRequest>(async ({ input, signal }) => {
      await call(() => api.POST('/api/change-password', { body: input, signal }));
    }),
  };
}
