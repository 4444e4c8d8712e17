import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { createGoogleSignInActors } from '@/machines/google-sign-in/google-sign-in.actors';
import { googleReturnMachine } from '@/machines/google-sign-in/google-return.machine';
import { PageSpinner } from '@/src/components/PageSpinner';
import { useApi } from '@/src/core/api-context';
import { useSessionActor } from '@/src/core/session-context';
import { toPublicHref } from '@/src/core/language';
import { applyLanguage } from '@/src/core/switch-language';
import { useLanguage } from '@/src/core/use-language';
import { GoogleReturnScreen } from '@/src/features/auth/GoogleReturnScreen';
import { googleLanguage } from '@/src/features/auth/google-language';
import { safeRedirect, searchText } from '@/src/features/auth/search';

interface GoogleReturnSearch {
  code?: string;
  state?: string;
  error?: string;
}

/** Where the provider sends the browser back after a Google sign-in (`?code=&state=`, or `?error=`). */
export const Route = createFileRoute('/google-login')({
  // A form of the account: the server sends the frame, the browser renders the rest.
  ssr: false,
  validateSearch: (search: Record<string, unknown>): GoogleReturnSearch => ({
    code: searchText(search.code),
    state: searchText(search.state),
    error: searchText(search.error),
  }),
  component: GoogleReturnRoute,
});

/** The language the sign-in started in (this address has none): applied before the page shows. */
function useStartingLanguage(): boolean {
  const router = useRouter();
  const session = useSessionActor();
  const shown = useLanguage();
  const [wanted] = useState(() => googleLanguage() ?? shown);
  const [gaveUp, setGaveUp] = useState(false);
  const applyWanted = useEffectEvent(() => {
    if (wanted === shown) return;
    applyLanguage(router, session, wanted)
      // The address says the language too, or the router would take the page back to the default one.
      .then(() => router.history.replace(toPublicHref(router.state.location.href, wanted, router.origin)))
      .catch(() => setGaveUp(true));
  });
  useEffect(() => {
    // Once, for the language this page was opened in.
    applyWanted();
  }, []);
  return wanted === shown || gaveUp;
}

function GoogleReturnRoute() {
  const api = useApi();
  const session = useSessionActor();
  const router = useRouter();
  const navigate = useNavigate();
  const language = useLanguage();
  const ready = useStartingLanguage();
  const { code, state, error } = Route.useSearch();
  const logic = useMemo(
    () =>
      googleReturnMachine.provide({
        actors: createGoogleSignInActors(api),
        actions: {
          notifySignedIn: (_, { user }) => session.send({ type: 'session.signedIn', user, stayConnected: false }),
          navigateAfterSignIn: (_, { ref }) => {
            // `ref` is the page's public address, language prefix included: the router reads the language from it.
            const back = safeRedirect(ref);
            if (back) router.history.replace(back);
            else void navigate({ to: '/', replace: true });
          },
        },
      }),
    [api, session, router, navigate],
  );
  if (!ready) return <PageSpinner />;
  return <GoogleReturnScreen key={state} logic={logic} input={{ code, state, error, language }} />;
}
