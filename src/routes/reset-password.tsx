import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { resetPasswordMachine } from '@/machines/password-reset/reset-password.machine';
import { createResetPasswordActors } from '@/machines/password-reset/password-reset.actors';
import { useApi } from '@/src/core/api-context';
import { ResetPasswordScreen } from '@/src/features/auth/ResetPasswordScreen';
import { validateLinkSearch } from '@/src/features/auth/search';

/** The link of the password-reset email: `/reset-password?u=<user id>&e=<email>&t=<token>`. */
export const Route = createFileRoute('/reset-password')({
  // A person's page, or a form of the account: the server sends the frame, the browser renders the rest.
  ssr: false,
  validateSearch: validateLinkSearch,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const api = useApi();
  const { u, e, t } = Route.useSearch();
  const logic = useMemo(() => resetPasswordMachine.provide({ actors: createResetPasswordActors(api) }), [api]);
  // A new link in the same tab starts a new check.
  return <ResetPasswordScreen key={`${u}/${e}/${t}`} logic={logic} input={{ userId: u, email: e, token: t }} />;
}
