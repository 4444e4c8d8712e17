import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { activationMachine } from '@/machines/activation/activation.machine';
import { createActivationActors } from '@/machines/activation/activation.actors';
import { useApi } from '@/src/core/api-context';
import { ActivateScreen } from '@/src/features/auth/ActivateScreen';
import { validateLinkSearch } from '@/src/features/auth/search';

/** The link of the activation email: `/activate?u=<user id>&e=<email>&t=<token>`. */
export const Route = createFileRoute('/activate')({
  // A person's page, or a form of the account: the server sends the frame, the browser renders the rest.
  ssr: false,
  validateSearch: validateLinkSearch,
  component: ActivateRoute,
});

function ActivateRoute() {
  const api = useApi();
  const { u, e, t } = Route.useSearch();
  const logic = useMemo(() => activationMachine.provide({ actors: createActivationActors(api) }), [api]);
  // A new link in the same tab starts a new check.
  return <ActivateScreen key={`${u}/${e}/${t}`} logic={logic} input={{ userId: u, email: e, token: t }} />;
}
