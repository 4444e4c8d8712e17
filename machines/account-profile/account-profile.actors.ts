import { fromPromise } from 'xstate';
import type { User } from '@/openapi/types';
import { type Api, call } from '@/api/client';
import type { UpdateUserRequest } from './account-profile.machine';

/** The profile form's actor on the real API: `updateUser`; the abort signal cancels the request. */
export function createAccountProfileActors(api: Api) {
  return {
    updateUser: fromPromise<User, UpdateUserRequest>(({ input, signal }) =>
      call(() => api.POST('/api/update-user', { body: input, signal })),
    ),
  };
}
