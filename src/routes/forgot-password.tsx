import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { forgotPasswordMachine } from '@/machines/password-reset/forgot-password.machine';
import { createForgotPasswordActors } from '@/machines/password-reset/password-reset.actors';
import { useApi } from '@/src/core/api-context';
import { ForgotPasswordScreen } from '@/src/features/auth/ForgotPasswordScreen';
import { searchText } from '@/src/features/auth/search';

export const Route = createFileRoute('/forgot-password')({
  // A person's page, or a form of the account: the server sends the frame, the browser renders the rest.
  ssr: false,
  validateSearch: (search: Record<string, unknown>): { email?: string } => ({ email: searchText(search.email) }),
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const api = useApi();
  const { email } = Route.useSearch();
  const logic = useMemo(() => forgotPasswordMachine.provide({ actors: createForgotPasswordActors(api) }), [api]);
  return <ForgotPasswordScreen logic={logic} input={{ email }} />;
}
