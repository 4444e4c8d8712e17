import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { Ban, CircleX, WifiOff } from 'lucide-react';
import { type GoogleReturnInput, googleReturnMachine } from '@/machines/google-sign-in/google-return.machine';
import { AuthCard, ButtonLink, Working } from './auth-layout';
import { googleTexts, networkDown } from './messages';

export interface GoogleReturnScreenProps {
  /** The Google return machine with its actor, the session and navigation provided by the route. */
  logic: typeof googleReturnMachine;
  input: GoogleReturnInput;
}

/** The ways out of a Google sign-in that did not end signed in. */
function BackToSignIn() {
  return (
    <Stack gap="3">
      <ButtonLink to="/sign-in">
        <Trans>Back to sign in</Trans>
      </ButtonLink>
      <ButtonLink to="/mobile-logIn" variant="outline">
        <Trans>Sign in with an emailed code</Trans>
      </ButtonLink>
    </Stack>
  );
}

/** /google-login: where Google sends the browser back; signs in, then leaves for where the sign-in started. */
export function GoogleReturnScreen({ logic, input }: GoogleReturnScreenProps) {
  const { i18n } = useLingui();
  const [snapshot, send] = useMachine(logic, { input });

  if (snapshot.matches('exchanging') || snapshot.matches('signedIn')) {
    return (
      <AuthCard title={<Trans>Signing in with Google</Trans>}>
        <Working>
          <Trans>Signing you in…</Trans>
        </Working>
      </AuthCard>
    );
  }
  if (snapshot.matches('networkDown')) {
    return (
      <AuthCard icon={WifiOff} tone="red" title={i18n._(networkDown.title)} subtitle={i18n._(networkDown.description)}>
        <Button size="lg" width="full" colorPalette="brand" onClick={() => send({ type: 'google.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </AuthCard>
    );
  }
  if (snapshot.matches('suspended')) {
    return <AuthCard icon={Ban} tone="red" title={i18n._(googleTexts.suspended)} />;
  }
  if (snapshot.matches('unavailable')) {
    return (
      <AuthCard
        icon={CircleX}
        tone="orange"
        title={<Trans>Google sign-in is not available</Trans>}
        subtitle={<Trans>Sign in with your email address instead: with a code we send you, or with your password.</Trans>}
      >
        <BackToSignIn />
      </AuthCard>
    );
  }
  if (snapshot.matches('declined')) {
    return (
      <AuthCard
        icon={CircleX}
        tone="orange"
        title={<Trans>Google sign-in was cancelled</Trans>}
        subtitle={<Trans>You did not finish signing in with Google. Start again, or choose another way to sign in.</Trans>}
      >
        <BackToSignIn />
      </AuthCard>
    );
  }
  return (
    <AuthCard icon={CircleX} tone="red" title={<Trans>Google sign-in did not work</Trans>} subtitle={i18n._(googleTexts.failed)}>
      <BackToSignIn />
    </AuthCard>
  );
}
