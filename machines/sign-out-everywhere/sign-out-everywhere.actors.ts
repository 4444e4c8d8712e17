import { fromPromise } from 'xstate';
import { type Api, call } from '@/api/client';

/** Signing out of every device on the real API: `deleteTokens`. */
export function createSignOutEverywhereActors(api: Api) {
  return {
    deleteTokens: fromPromise<void, { userId: string }>(async ({ input, signal }) => {
      await call(() => api.DELETE('/api/delete-tokens/{userId}', { params: { path: { userId: input.userId } }, signal }));
    }),
  };
}
