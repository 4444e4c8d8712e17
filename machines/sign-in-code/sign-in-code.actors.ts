import { fromPromise } from 'xstate';
import type { Schemas, SignInResponse } from '@/openapi/types';
import { type Api, call } from '@/api/client';
import type { SendSigninCodeInput, SignInWithCodeInput } from './sign-in-code.setup';

/** The sign-in-by-code machine's actors on the real API, one per operationId. */
export function createSignInCodeActors(api: Api) {
  return {
    sendSigninCode: fromPromise<Schemas['Queued'], SendSigninCodeInput>(({ input, signal }) =>
      call(() => api.POST('/api/send-signin-code', { body: input, signal })),
    ),
    signInWithCode: fromPromise<SignInResponse, SignInWithCodeInput>(({ input, signal }) =>
      call(() => api.POST('/api/sign-in-code/{appType}', { params: { path: { appType: 'frontend' } }, body: input, signal })),
    ),
  };
}
