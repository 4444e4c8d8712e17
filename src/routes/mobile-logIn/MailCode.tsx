import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { isValidEmail } from '@/domain/validation';
import { createSignInCodeActors } from '@/machines/sign-in-code/sign-in-code.actors';
import { signInCodeMachine } from '@/machines/sign-in-code/sign-in-code.machine';
import { useApi } from '@/src/core/api-context';
import { requireGuest, returnAfterSignIn } from '@/src/core/require-signed-in';
import { useSessionActor } from '@/src/core/session-context';
import { useLanguage } from '@/src/core/use-language';
import { SignInCodeScreen } from '@/src/features/auth/SignInCodeScreen';
import { validateSignInCodeSearch } from '@/src/features/auth/search';

/** Sign-in by emailed code, second page: the code sent to `email`. */
export const Route = createFileRoute('/mobile-logIn/MailCode')({
  // A form of the account: the server sends the frame, the browser renders the rest.
  ssr: false,
  validateSearch: validateSignInCodeSearch,
  beforeLoad: ({ context, search }) => {
    requireGuest(context.session);
    // Without the address the code went to, there is no code to type: ask for one.
    if (!search.email || !isValidEmail(search.email)) throw redirect({ to: '/mobile-logIn', search: { redirect: search.redirect } });
  },
  component: SignInCodeRoute,
});

function SignInCodeRoute() {
  const api = useApi();
  const session = useSessionActor();
  const navigate = useNavigate();
  const language = useLanguage();
  const { email, redirect: next } = Route.useSearch();
  const logic = useMemo(
    () =>
      signInCodeMachine.provide({
        actors: createSignInCodeActors(api),
        actions: {
          notifySignedIn: (_, { user, stayConnected }) => session.send({ type: 'session.signedIn', user, stayConnected }),
          navigateAfterSignIn: () => returnAfterSignIn(navigate, next),
        },
      }),
    [api, session, navigate, next],
  );
  // Another address in the same tab starts afresh.
  return <SignInCodeScreen key={email} logic={logic} input={{ email, codeSent: true, language }} redirect={next} />;
}
