import { fromPromise } from 'xstate';
import { type Api, call } from '@/api/client';
import type { GoogleSignInInput, GoogleSignInOutput } from './google-return.machine';
import type { GoogleAuthOutput } from './google-start.machine';

/**
 * Google sign-in's actors on the real API, one per operationId. googleAuth sets a cookie that binds this browser
 * to the sign-in, and googleSignIn must carry it back: both are same-origin requests, which send and keep cookies
 * (a Request's credentials default to 'same-origin'); `credentials: 'include'` says so where it matters.
 */
export function createGoogleSignInActors(api: Api) {
  return {
    googleAuth: fromPromise<GoogleAuthOutput, { ref: string }>(({ input, signal }) =>
      call(() => api.GET('/api/auth/google', { params: { query: { ref: input.ref } }, credentials: 'include', signal })),
    ),
    googleSignIn: fromPromise<GoogleSignInOutput, GoogleSignInInput>(({ input, signal }) =>
      call(() =>
        api.POST('/api/auth/google/{appType}', {
          params: { path: { appType: 'frontend' } },
          body: input,
          credentials: 'include',
          signal,
        }),
      ),
    ),
  };
}
