import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { createConfirmEmailActors } from '@/machines/confirm-email/confirm-email.actors';
import { confirmEmailMachine } from '@/machines/confirm-email/confirm-email.machine';
import { useApi } from '@/src/core/api-context';
import { selectUser } from '@/src/core/session';
import { useSessionActor } from '@/src/core/session-context';
import { ConfirmEmailScreen } from '@/src/features/auth/ConfirmEmailScreen';
import { validateLinkSearch } from '@/src/features/auth/search';

/** The link of the email-change email: `/confirm-email?u=<user id>&e=<new email>&t=<token>`. */
export const Route = createFileRoute('/confirm-email')({
  // A form of the account: the server sends the frame, the browser renders the rest.
  ssr: false,
  validateSearch: validateLinkSearch,
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const api = useApi();
  const session = useSessionActor();
  const { u, e, t } = Route.useSearch();
  const logic = useMemo(
    () =>
      confirmEmailMachine.provide({
        actors: createConfirmEmailActors(api),
        actions: {
          // The header and the account pages show the new address at once, for the user it belongs to.
          notifyEmailChanged: (_, { user }) => {
            if (selectUser(session.getSnapshot())?._id === user._id) session.send({ type: 'session.userChanged', user });
          },
        },
      }),
    [api, session],
  );
  // A new link in the same tab starts a new confirmation.
  return <ConfirmEmailScreen key={`${u}/${e}/${t}`} logic={logic} input={{ userId: u, email: e, token: t }} />;
}
