import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { defaultLanguage, resolveLanguage } from '@/config/languages';
import { signUpMachine } from '@/machines/sign-up/sign-up.machine';
import { createSignUpActors } from '@/machines/sign-up/sign-up.actors';
import { useApi } from '@/src/core/api-context';
import { pageHead } from '@/src/core/head';
import { requireGuest, useGuestPageOnHydration } from '@/src/core/require-signed-in';
import { SignUpScreen } from '@/src/features/auth/SignUpScreen';
import { safeRedirect } from '@/src/features/auth/search';

interface SignUpSearch {
  /** Where the sign-in that follows the activation goes (an in-app path, e.g. the booking in progress). */
  redirect?: string;
}

export const Route = createFileRoute('/sign-up')({
  // Rendered by the server as the other public pages: the form shows at the first paint, and what is typed into it
  // before the page's script runs is kept (useTypedBeforeHydration).
  validateSearch: (search: Record<string, unknown>): SignUpSearch => ({ redirect: safeRedirect(search.redirect) }),
  beforeLoad: ({ context }) => requireGuest(context.session),
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Create your account`, description: t(match.context.i18n)`Create an Azura account in a minute to book cars and yachts from verified local suppliers.` }),
  component: SignUpRoute,
});

function SignUpRoute() {
  useGuestPageOnHydration();
  const api = useApi();
  const { i18n } = useLingui();
  const language = resolveLanguage(i18n.locale) ?? defaultLanguage;
  const { redirect: next } = Route.useSearch();
  const logic = useMemo(() => signUpMachine.provide({ actors: createSignUpActors(api) }), [api]);
  return <SignUpScreen logic={logic} input={{ language }} redirect={next} />;
}
