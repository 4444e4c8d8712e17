import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { CircleCheck, CircleX, Clock, WifiOff } from 'lucide-react';
import type { LinkInput } from '@/machines/shared/link';
import { confirmEmailMachine } from '@/machines/confirm-email/confirm-email.machine';
import { useSessionUser } from '@/src/core/session-context';
import { AuthCard, ButtonLink, Working } from './auth-layout';
import { confirmEmailTexts, networkDown } from './messages';

export interface ConfirmEmailScreenProps {
  /** The email confirmation machine with its actor and the session provided by the route. */
  logic: typeof confirmEmailMachine;
  input: LinkInput;
}

/** The next step after the page: the home page when signed in, else the sign-in with the new address. */
function NextStep({ email }: { email: string }) {
  const user = useSessionUser();
  if (user) {
    return (
      <ButtonLink to="/">
        <Trans>Go to the home page</Trans>
      </ButtonLink>
    );
  }
  return (
    <ButtonLink to="/sign-in" search={email ? { email } : {}}>
      <Trans>Sign in</Trans>
    </ButtonLink>
  );
}

/** /confirm-email: the link of the email-change email makes the new address the account's. */
export function ConfirmEmailScreen({ logic, input }: ConfirmEmailScreenProps) {
  const { i18n } = useLingui();
  const [snapshot, send] = useMachine(logic, { input });
  const email = snapshot.context.link.email;

  if (snapshot.matches('confirming')) {
    return (
      <AuthCard title={<Trans>New email address</Trans>}>
        <Working>
          <Trans>Confirming your new email address…</Trans>
        </Working>
      </AuthCard>
    );
  }
  if (snapshot.matches('confirmed')) {
    return (
      <AuthCard
        icon={CircleCheck}
        tone="green"
        title={i18n._(confirmEmailTexts.confirmed)}
        subtitle={<Trans>Your email address is now {email}. Use it the next time you sign in.</Trans>}
      >
        <NextStep email={email} />
      </AuthCard>
    );
  }
  if (snapshot.matches('networkDown')) {
    return (
      <AuthCard icon={WifiOff} tone="red" title={i18n._(networkDown.title)} subtitle={i18n._(networkDown.description)}>
        <Button size="lg" width="full" colorPalette="brand" onClick={() => send({ type: 'confirmEmail.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </AuthCard>
    );
  }
  if (snapshot.matches('expired')) {
    return (
      <AuthCard
        icon={Clock}
        tone="orange"
        title={i18n._(confirmEmailTexts.expired)}
        subtitle={<Trans>Confirmation links are valid for one day. Ask for the change again in your account settings.</Trans>}
      >
        <NextStep email="" />
      </AuthCard>
    );
  }
  if (snapshot.matches('taken')) {
    return (
      <AuthCard
        icon={CircleX}
        tone="red"
        title={i18n._(confirmEmailTexts.taken)}
        subtitle={<Trans>Your email address was not changed. Choose another one in your account settings.</Trans>}
      >
        <NextStep email="" />
      </AuthCard>
    );
  }
  return (
    <AuthCard icon={CircleX} tone="red" title={<Trans>Invalid confirmation link</Trans>} subtitle={i18n._(confirmEmailTexts.invalid)}>
      <NextStep email="" />
    </AuthCard>
  );
}
