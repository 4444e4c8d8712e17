import { fromPromise } from 'xstate';
import type { Schemas, SignInResponse } from '@/openapi/types';
import { type Api, call } from '@/api/client';
import type { CheckTokenOutput, Link } from './link';

/**
 * One actor per accounts operation, named by its operationId (the invoke ids use the same names).
 * Each resolves with the answer's data or rejects with an ApiFailure carrying the contract's code.
 * The actor's abort signal cancels the request when the machine leaves the state.
 */
export function createAccountActors(api: Api) {
  return {
    signIn: fromPromise<SignInResponse, { email: string; password: string; stayConnected: boolean }>(({ input, signal }) =>
      call(() => api.POST('/api/sign-in/{appType}', { params: { path: { appType: 'frontend' } }, body: input, signal })),
    ),
    signUp: fromPromise<{ _id: string }, Schemas['SignUpRequest']>(({ input, signal }) =>
      call(() => api.POST('/api/sign-up', { body: input, signal })),
    ),
    checkToken: fromPromise<CheckTokenOutput, Link>(({ input, signal }) =>
      call(() =>
        api.GET('/api/check-token/{appType}/{userId}/{email}/{token}', {
          params: { path: { appType: 'frontend', ...input } },
          signal,
        }),
      ),
    ),
    activate: fromPromise<Schemas['User'], Link>(({ input, signal }) =>
      call(() => api.POST('/api/activate', { body: input, signal })),
    ),
    resend: fromPromise<Schemas['Queued'], { email: string; isPasswordReset: boolean }>(({ input, signal }) =>
      call(() =>
        api.POST('/api/resend/{appType}/{email}/{isPasswordReset}', {
          params: { path: { appType: 'frontend', email: input.email, isPasswordReset: input.isPasswordReset } },
          signal,
        }),
      ),
    ),
    resetPassword: fromPromise<void, Link & { password: string }>(async ({ input, signal }) => {
      await call(() => api.POST('/api/reset-password', { body: input, signal }));
    }),
  };
}

export type AccountActors = ReturnType<typeof createAccountActors>;
