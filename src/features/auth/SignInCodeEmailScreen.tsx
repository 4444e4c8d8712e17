import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { KeyRound } from 'lucide-react';
import type { googleStartMachine } from '@/machines/google-sign-in/google-start.machine';
import { type SignInCodeInput, signInCodeMachine } from '@/machines/sign-in-code/sign-in-code.machine';
import { useFocusFirstInvalid } from '@/src/components/form/use-focus-first-invalid';
import { GoogleButton } from './GoogleButton';
import { SignInAlternatives } from './SignInAlternatives';
import { AuthCard, ButtonLink, NetworkDownNotice, Notice, TextLink } from './auth-layout';
import { emailInput, TextField } from './form-fields';
import { fieldErrorMessage, labels, signInCodeTexts } from './messages';

export interface SignInCodeEmailScreenProps {
  /** The sign-in-by-code machine with its actors and navigation provided by the route. */
  logic: typeof signInCodeMachine;
  input: SignInCodeInput;
  google: typeof googleStartMachine;
  /** Where to go once signed in (an in-app path), passed on to the other ways to sign in. */
  redirect?: string;
}

/** /mobile-logIn: the address a sign-in code is sent to. */
export function SignInCodeEmailScreen({ logic, input, google, redirect }: SignInCodeEmailScreenProps) {
  const { i18n } = useLingui();
  const [snapshot, send] = useMachine(logic, { input });
  const { context } = snapshot;
  const { fieldRef } = useFocusFirstInvalid(context.attempt, context.errors, ['email'] as const);
  const email = context.email.trim();
  const fieldError = context.errors.email && i18n._(fieldErrorMessage(context.errors.email, i18n._(labels.email)));
  const notRegistered = snapshot.matches({ enteringEmail: 'notRegistered' });
  // Once the code is sent the route opens the code page: the button keeps turning until it shows.
  const sending = snapshot.matches('sendingCode') || snapshot.matches('enteringCode');

  return (
    <AuthCard
      title={<Trans>Sign in with a code</Trans>}
      subtitle={<Trans>We will email you a 6-digit code: no password needed.</Trans>}
      footer={
        <Trans>
          Don't have an account? <TextLink to="/sign-up" search={redirect ? { redirect } : {}}>Sign up</TextLink>
        </Trans>
      }
    >
      <form
        noValidate
        aria-busy={sending}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'signInCode.submitEmail' });
        }}
      >
        <Stack gap="5">
          {snapshot.matches({ enteringEmail: 'networkDown' }) && <NetworkDownNotice onRetry={() => send({ type: 'signInCode.retry' })} />}
          {snapshot.matches({ enteringEmail: 'tooManyCodes' }) && <Notice status="error">{i18n._(signInCodeTexts.tooManyCodes)}</Notice>}
          {snapshot.matches({ enteringEmail: 'failed' }) && <Notice status="error">{i18n._(signInCodeTexts.failed)}</Notice>}
          <TextField
            name="email"
            {...emailInput}
            label={i18n._(labels.email)}
            value={context.email}
            error={notRegistered ? i18n._(signInCodeTexts.notRegistered) : fieldError}
            required
            inputRef={fieldRef('email')}
            onChange={(value) => send({ type: 'signInCode.change', values: { email: value } })}
          />
          {notRegistered && (
            <Text fontSize="sm" color="fg.muted">
              <Trans>
                New here? <TextLink to="/sign-up">Create an account</TextLink>
              </Trans>
            </Text>
          )}
          <Button type="submit" size="lg" colorPalette="brand" width="full" loading={sending} loadingText={<Trans>Sending…</Trans>}>
            <Trans>Email me a code</Trans>
          </Button>
        </Stack>
      </form>
      <SignInAlternatives>
        <ButtonLink to="/sign-in" search={{ ...(email ? { email } : {}), ...(redirect ? { redirect } : {}) }} variant="outline">
          <KeyRound aria-hidden="true" />
          <Trans>Sign in with a password</Trans>
        </ButtonLink>
        <GoogleButton logic={google} redirect={redirect} />
      </SignInAlternatives>
    </AuthCard>
  );
}
