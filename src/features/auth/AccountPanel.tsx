import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { defaultLanguage, resolveLanguage } from '@/config/languages';
import { createSignInActors } from '@/machines/sign-in/sign-in.actors';
import { signInMachine } from '@/machines/sign-in/sign-in.machine';
import { createSignUpActors } from '@/machines/sign-up/sign-up.actors';
import { signUpMachine } from '@/machines/sign-up/sign-up.machine';
import { useApi } from '@/src/core/api-context';
import { useSessionActor } from '@/src/core/session-context';
import { SignInForm } from './SignInScreen';
import { SignUpForm } from './SignUpScreen';

export type AccountMode = 'signIn' | 'signUp';

/** A button that reads as a link: it switches the panel, it goes nowhere. */
function SwitchButton({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <Button variant="plain" colorPalette="brand" color="brand.fg" fontWeight="medium" h="auto" p="0" minW="0" verticalAlign="baseline" onClick={onClick}>
      {children}
    </Button>
  );
}

/**
 * Sign in or create an account where a page asks for it on the spot (the booking's driver step, in a dialog),
 * without leaving it: signing in gives the session its user and the page carries on as him; a new account gets
 * its activation email, then signs in here once activated.
 */
export function AccountPanel({ initialMode = 'signIn' }: { initialMode?: AccountMode }) {
  const api = useApi();
  const session = useSessionActor();
  const { i18n } = useLingui();
  const language = resolveLanguage(i18n.locale) ?? defaultLanguage;
  const [mode, setMode] = useState<AccountMode>(initialMode);
  const [email, setEmail] = useState<string | undefined>(undefined);
  const signIn = useMemo(
    () =>
      signInMachine.provide({
        actors: createSignInActors(api),
        actions: {
          notifySignedIn: (_, { user, stayConnected }) => session.send({ type: 'session.signedIn', user, stayConnected }),
          navigateAfterSignIn: () => {},
        },
      }),
    [api, session],
  );
  const signUp = useMemo(() => signUpMachine.provide({ actors: createSignUpActors(api) }), [api]);

  if (mode === 'signUp') {
    return (
      <Stack gap="5">
        <SignUpForm
          logic={signUp}
          input={{ language }}
          afterSent={(address) => (
            <Stack gap="3">
              <Text>
                <Trans>Your booking is kept: open the link, then sign in here and it continues where you left it.</Trans>
              </Text>
              <Button
                colorPalette="brand"
                size="lg"
                onClick={() => {
                  setEmail(address);
                  setMode('signIn');
                }}
              >
                <Trans>I have activated my account: sign in</Trans>
              </Button>
            </Stack>
          )}
        />
        <Text textAlign="center" color="fg.muted">
          <Trans>
            Already have an account? <SwitchButton onClick={() => setMode('signIn')}>Sign in</SwitchButton>
          </Trans>
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="5">
      <SignInForm key={email} logic={signIn} input={{ email }} />
      <Text textAlign="center" color="fg.muted">
        <Trans>
          New to Azura? <SwitchButton onClick={() => setMode('signUp')}>Create an account</SwitchButton>
        </Trans>
      </Text>
    </Stack>
  );
}
