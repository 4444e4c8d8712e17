import type { Api } from '@/api/client';
import { createAccountActors } from '@/machines/shared/account-actors';

/** The forgot-password machine's actor on the real API: `resend` with isPasswordReset true. */
export function createForgotPasswordActors(api: Api) {
  const { resend } = createAccountActors(api);
  return { resend };
}

/** The reset-password machine's actors on the real API: `checkToken` and `resetPassword`. */
export function createResetPasswordActors(api: Api) {
  const { checkToken, resetPassword } = createAccountActors(api);
  return { checkToken, resetPassword };
}
