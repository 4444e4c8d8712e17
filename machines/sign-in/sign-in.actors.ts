import type { Api } from '@/api/client';
import { createAccountActors } from '@/machines/shared/account-actors';

/** The sign-in machine's actors on the real API: `signIn`, and `resend` for a not-activated account. */
export function createSignInActors(api: Api) {
  const { signIn, resend } = createAccountActors(api);
  return { signIn, resend };
}
