import { fromPromise } from 'xstate';
import type { User } from '@/openapi/types';
import { type Api, call } from '@/api/client';
import type { Link } from '@/machines/shared/link';

/** The email confirmation machine's actor on the real API: `confirmEmail`. */
export function createConfirmEmailActors(api: Api) {
  return {
    confirmEmail: fromPromise<User, Link>(({ input, signal }) => call(() => api.POST('/api/confirm-email', { body: input, signal }))),
  };
}
