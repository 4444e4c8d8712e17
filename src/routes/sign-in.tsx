import { t } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { signInMachine } from '@/machines/sign-in/sign-in.machine';
import { createSignInActors } from '@/machines/sign-in/sign-in.actors';
import { useApi } from '@/src/core/api-context';
import { pageHead } from '@/src/core/head';
import { requireGuest, useGuestPageOnHydration, returnAfterSignIn } from '@/src/core/require-signed-in';
import { useSessionActor } from '@/src/core/session-context';
import { SignInScreen } from '@/src/features/auth/SignInScreen';
import { safeRedirect, searchText } from '@/src/features/auth/search';
import { useGoogleStart } from '@/src/features/auth/use-google-start';

interface SignInSearch {
  email?: string;
  /** Where to go once signed in (an in-app path); home by default. */
  redirect?: string;
}

export const Route = createFileRoute('/sign-in')({
  // Rendered by the server as the other public pages: the form shows at the first paint, and what is typed into it
  // before the page's script runs is kept (useTypedBeforeHydration).
  validateSearch: (search: Record<string, unknown>): SignInSearch => ({
    email: searchText(search.email),
    redirect: safeRedirect(search.redirect),
  }),
  beforeLoad: ({ context }) => requireGuest(context.session),
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Sign in`, description: t(match.context.i18n)`Sign in to Azura to book cars and yachts and to follow your bookings.` }),
  component: SignInRoute,
});

function SignInRoute() {
  useGuestPageOnHydration();
  const api = useApi();
  const session = useSessionActor();
  const navigate = useNavigate();
  const google = useGoogleStart();
  const { email, redirect: next } = Route.useSearch();
  const logic = useMemo(
    () =>
      signInMachine.provide({
        actors: createSignInActors(api),
        actions: {
          notifySignedIn: (_, { user, stayConnected }) => session.send({ type: 'session.signedIn', user, stayConnected }),
          navigateAfterSignIn: () => returnAfterSignIn(navigate, next),
        },
      }),
    [api, session, navigate, next],
  );
  return <SignInScreen logic={logic} input={{ email }} google={google} redirect={next} />;
}
