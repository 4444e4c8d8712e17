import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { createSignInCodeActors } from '@/machines/sign-in-code/sign-in-code.actors';
import { signInCodeMachine } from '@/machines/sign-in-code/sign-in-code.machine';
import { useApi } from '@/src/core/api-context';
import { requireGuest } from '@/src/core/require-signed-in';
import { useLanguage } from '@/src/core/use-language';
import { SignInCodeEmailScreen } from '@/src/features/auth/SignInCodeEmailScreen';
import { validateSignInCodeSearch } from '@/src/features/auth/search';
import { useGoogleStart } from '@/src/features/auth/use-google-start';

/** Sign-in by emailed code, first page: the address the code goes to. */
export const Route = createFileRoute('/mobile-logIn/')({
  // A form of the account: the server sends the frame, the browser renders the rest.
  ssr: false,
  validateSearch: validateSignInCodeSearch,
  beforeLoad: ({ context }) => requireGuest(context.session),
  component: SignInCodeEmailRoute,
});

function SignInCodeEmailRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const language = useLanguage();
  const google = useGoogleStart();
  const { email, redirect } = Route.useSearch();
  const logic = useMemo(
    () =>
      signInCodeMachine.provide({
        actors: createSignInCodeActors(api),
        actions: {
          showCodeEntry: (_, { email: sentTo }) =>
            void navigate({ to: '/mobile-logIn/MailCode', search: { email: sentTo, ...(redirect ? { redirect } : {}) } }),
        },
      }),
    [api, navigate, redirect],
  );
  return <SignInCodeEmailScreen logic={logic} input={{ email, language }} google={google} redirect={redirect} />;
}
