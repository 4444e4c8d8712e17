import type { Api } from '@/api/client';
import { createAccountActors } from '@/machines/shared/account-actors';

/** The sign-up machine's actors on the real API: `signUp`, and `resend` for the activation email. */
export function createSignUpActors(api: Api) {
  const { signUp, resend } = createAccountActors(api);
  return { signUp, resend };
}
