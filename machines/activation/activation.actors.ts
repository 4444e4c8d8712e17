import type { Api } from '@/api/client';
import { createAccountActors } from '@/machines/shared/account-actors';

/** The activation machine's actors on the real API: `checkToken`, `activate`, and `resend` for an expired link. */
export function createActivationActors(api: Api) {
  const { checkToken, activate, resend } = createAccountActors(api);
  return { checkToken, activate, resend };
}
