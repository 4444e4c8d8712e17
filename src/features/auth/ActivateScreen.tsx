import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { CircleCheck, CircleX, Clock, WifiOff } from 'lucide-react';
import { activationMachine } from '@/machines/activation/activation.machine';
import type { LinkInput } from '@/machines/shared/link';
import { AuthCard, ButtonLink, Notice, Working } from './auth-layout';
import { activationEmail, activationTexts, networkDown } from './messages';

export interface ActivateScreenProps {
  /** The activation machine with its actors provided by the route. */
  logic: typeof activationMachine;
  input: LinkInput;
}

export function ActivateScreen({ logic, input }: ActivateScreenProps) {
  const { i18n } = useLingui();
  const [snapshot, send] = useMachine(logic, { input });
  const email = snapshot.context.link.email;
  const signIn = email ? { email } : {};

  if (snapshot.hasTag('busy') && !snapshot.matches('expired')) {
    return (
      <AuthCard title={<Trans>Account activation</Trans>}>
        <Working>
          <Trans>Activating your account…</Trans>
        </Working>
      </AuthCard>
    );
  }
  if (snapshot.matches('activated')) {
    return (
      <AuthCard
        icon={CircleCheck}
        tone="green"
        title={<Trans>Your account is activated</Trans>}
        subtitle={<Trans>You can now sign in and book your first ride.</Trans>}
      >
        <ButtonLink to="/sign-in" search={signIn}>
          <Trans>Sign in</Trans>
        </ButtonLink>
      </AuthCard>
    );
  }
  if (snapshot.matches('expired')) {
    const resent = snapshot.matches({ expired: 'resent' });
    return (
      <AuthCard
        icon={Clock}
        tone="orange"
        title={i18n._(activationTexts.expired)}
        subtitle={<Trans>Activation links are valid for one day. Ask for a new one below.</Trans>}
      >
        <Stack gap="4">
          {resent && <Notice status="success">{i18n._(activationEmail.sent)}</Notice>}
          {snapshot.matches({ expired: 'resendFailed' }) && <Notice status="error">{i18n._(activationEmail.failed)}</Notice>}
          {(snapshot.can({ type: 'activation.resend' }) || snapshot.matches({ expired: 'resending' })) && (
            <Button
              size="lg"
              colorPalette="brand"
              loading={snapshot.matches({ expired: 'resending' })}
              loadingText={<Trans>Sending…</Trans>}
              onClick={() => send({ type: 'activation.resend' })}
            >
              <Trans>Resend activation email</Trans>
            </Button>
          )}
        </Stack>
      </AuthCard>
    );
  }
  if (snapshot.matches('networkDown')) {
    return (
      <AuthCard icon={WifiOff} tone="red" title={i18n._(networkDown.title)} subtitle={i18n._(networkDown.description)}>
        <Button size="lg" width="full" colorPalette="brand" onClick={() => send({ type: 'activation.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard icon={CircleX} tone="red" title={<Trans>Invalid activation link</Trans>} subtitle={i18n._(activationTexts.invalid)}>
      <ButtonLink to="/sign-in" search={signIn}>
        <Trans>Sign in</Trans>
      </ButtonLink>
    </AuthCard>
  );
}
