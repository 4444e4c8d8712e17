import { fromPromise } from 'xstate';
import type { Language } from '@/config/languages';
import type { User } from '@/openapi/types';
import { call, type Api } from '@/api/client';
import type { ValidatedToken } from './session.machine';

/** The session's server calls, one actor per operationId; the bearer token is added by the api client. */
export function createSessionActors(api: Api) {
  return {
    validateAccessToken: fromPromise<ValidatedToken>(({ signal }) =>
      call(() => api.POST('/api/validate-access-token', { signal })),
    ),
    getUser: fromPromise<User, { id: string }>(({ input, signal }) =>
      call(() => api.GET('/api/user/{id}', { params: { path: { id: input.id } }, signal })),
    ),
    updateLanguage: fromPromise<User, { id: string; language: Language }>(({ input, signal }) =>
      call(() => api.POST('/api/update-language', { body: { id: input.id, language: input.language }, signal })),
    ),
    signOut: fromPromise<void>(async ({ signal }) => {
      await call(() => api.POST('/api/sign-out', { signal }));
    }),
  };
}
