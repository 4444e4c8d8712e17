import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { signInMachine } from '../../machines/sign-in/sign-in.machine';
import { createSignInActors } from '../../machines/sign-in/sign-in.actors';
import { useApi } from '../core/api-context';
import { selectUser } from '../core/session';
import { useSessionActor } from '../core/session-context';
import { SignInScreen } from '../features/auth/SignInScreen';
import { safeRedirect, searchText } from '../features/auth/search';

interface SignInSearch {
  email?: string;
  /** Where to go once signed in (an in-app path); home by default. */
  redirect?: string;
}

export const Route = createFileRoute('/sign-in')({
  // A person's page, or a form of the account: the server sends the frame, the browser renders the rest.
  ssr: false,
  validateSearch: (search: Record<string, unknown>): SignInSearch => ({
    email: searchText(search.email),
    redirect: safeRedirect(search.redirect),
  }),
  beforeLoad: ({ context }) => {
    if (selectUser(context.session.getSnapshot())) throw redirect({ to: '/' });
  },
  component: SignInRoute,
});

function SignInRoute() {
  const api = useApi();
  const session = useSessionActor();
  const navigate = useNavigate();
  const { email, redirect: next } = Route.useSearch();
  const logic = useMemo(
    () =>
      signInMachine.provide({
        actors: createSignInActors(api),
        actions: {
          notifySignedIn: (_, { user, stayConnected }) => session.send({ type: 'session.signedIn', user, stayConnected }),
          navigateAfterSignIn: () => void (next ? navigate({ href: next, replace: true }) : navigate({ to: '/', replace: true })),
        },
      }),
    [api, session, navigate, next],
  );
  return <SignInScreen logic={logic} input={{ email }} />;
}
