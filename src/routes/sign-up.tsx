import { useLingui } from '@lingui/react/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useMemo } from 'react';
import { defaultLanguage, resolveLanguage } from '../../config/languages';
import { signUpMachine } from '../../machines/sign-up/sign-up.machine';
import { createSignUpActors } from '../../machines/sign-up/sign-up.actors';
import { useApi } from '../app/api-context';
import { selectUser } from '../app/session';
import { SignUpScreen } from '../features/auth/SignUpScreen';

export const Route = createFileRoute('/sign-up')({
  beforeLoad: ({ context }) => {
    if (selectUser(context.session.getSnapshot())) throw redirect({ to: '/' });
  },
  component: SignUpRoute,
});

function SignUpRoute() {
  const api = useApi();
  const { i18n } = useLingui();
  const language = resolveLanguage(i18n.locale) ?? defaultLanguage;
  const logic = useMemo(() => signUpMachine.provide({ actors: createSignUpActors(api) }), [api]);
  return <SignUpScreen logic={logic} input={{ language }} />;
}
