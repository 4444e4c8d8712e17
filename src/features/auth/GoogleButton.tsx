import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { googleStartMachine } from '@/machines/google-sign-in/google-start.machine';
import { toPublicHref } from '@/src/core/language';
import { startUpSettings } from '@/src/core/start-up';
import { useLanguage } from '@/src/core/use-language';
import { GoogleMark } from './GoogleMark';
import { Notice } from './auth-layout';
import { googleTexts, networkDown } from './messages';

export interface GoogleButtonProps {
  /** The Google start machine with its actor and `openProvider` provided by the route. */
  logic: typeof googleStartMachine;
  /** Where to come back to once signed in (an in-app path); home by default. */
  redirect?: string;
}

/**
 * "Continue with Google": the sign-in pages show it under their form when the server has Google sign-in configured
 * (its start-up settings say so); otherwise nothing, rather than a button that can only answer "not available".
 */
export function GoogleButton({ logic, redirect }: GoogleButtonProps) {
  const language = useLanguage();
  if (!startUpSettings().googleSignIn) return null;
  // The way back keeps the page's language: the provider returns to /google-login, which has none.
  return <GoogleStart key={language} logic={logic} returnTo={toPublicHref(redirect ?? '/', language)} />;
}

function GoogleStart({ logic, returnTo }: { logic: typeof googleStartMachine; returnTo: string }) {
  const { i18n } = useLingui();
  const [snapshot, send] = useMachine(logic, { input: { ref: returnTo } });

  useEffect(() => {
    // Back from Google's page: the browser may show this page as it was left, still "opening".
    const onShow = (event: PageTransitionEvent) => event.persisted && send({ type: 'google.back' });
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [send]);

  return (
    <Stack gap="3">
      <Button
        size="lg"
        width="full"
        variant="outline"
        loading={snapshot.hasTag('busy')}
        loadingText={<Trans>Opening Google…</Trans>}
        disabled={snapshot.matches('unavailable')}
        onClick={() => send({ type: 'google.start' })}
      >
        <GoogleMark />
        <Trans>Continue with Google</Trans>
      </Button>
      {snapshot.matches('unavailable') && <Notice status="info">{i18n._(googleTexts.unavailable)}</Notice>}
      {snapshot.matches('networkDown') && <Notice status="error">{i18n._(networkDown.description)}</Notice>}
      {snapshot.matches('failed') && <Notice status="error">{i18n._(googleTexts.startFailed)}</Notice>}
    </Stack>
  );
}
