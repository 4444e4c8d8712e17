import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { MailCheck } from 'lucide-react';
import { useEffect } from 'react';
import type { ActorOptions } from 'xstate';
import { type SignInCodeInput, signInCodeMachine } from '@/machines/sign-in-code/sign-in-code.machine';
import { useFocusFirstInvalid } from '@/src/components/form/use-focus-first-invalid';
import { CodeField } from './CodeField';
import { ResendCode } from './ResendCode';
import { AuthCard, NetworkDownNotice, Notice, TextLink } from './auth-layout';
import { fieldErrorMessage, labels, signInCodeTexts } from './messages';

export interface SignInCodeScreenProps {
  /** The sign-in-by-code machine with its actors and navigation provided by the route. */
  logic: typeof signInCodeMachine;
  input: SignInCodeInput;
  /** Where to go once signed in (an in-app path), kept by the links to the other sign-in pages. */
  redirect?: string;
  /** The cool-down's clock (a simulated one in tests). */
  clock?: ActorOptions<typeof signInCodeMachine>['clock'];
}

const failures = ['wrongCode', 'expiredCode', 'tooManyAttempts', 'suspended', 'failed'] as const;

/** /mobile-logIn/MailCode: the code from the email, typed or pasted, signs in. */
export function SignInCodeScreen({ logic, input, redirect, clock }: SignInCodeScreenProps) {
  const { i18n } = useLingui();
  // An undefined `clock` would replace the real one: given only when a test gives one.
  const [snapshot, send] = useMachine(logic, { input, ...(clock ? { clock } : {}) });
  const { context } = snapshot;
  const { fieldRef, focusField } = useFocusFirstInvalid(context.attempt, context.errors, ['code'] as const);
  // The page exists to type the emailed code: the screen puts the focus in its field once, when it opens (the field
  // itself does not take it wherever it is shown, as autoFocus would).
  useEffect(() => {
    focusField('code');
  }, [focusField]);
  const signingIn = snapshot.matches({ enteringCode: { code: 'signingIn' } }) || snapshot.matches('signedIn');
  const failure = failures.find((state) => snapshot.matches({ enteringCode: { code: { form: state } } }));
  const codeError = context.errors.code && i18n._(fieldErrorMessage(context.errors.code, i18n._(labels.code)));
  const email = context.email;
  const back = { email, ...(redirect ? { redirect } : {}) };

  return (
    <AuthCard
      icon={MailCheck}
      title={<Trans>Check your email</Trans>}
      subtitle={
        <Trans>
          Enter the 6-digit code we sent to <Text as="strong">{email}</Text>. It is valid for 10 minutes.
        </Trans>
      }
      footer={
        <Trans>
          Prefer your password? <TextLink to="/sign-in" search={back}>Sign in with a password</TextLink>
        </Trans>
      }
    >
      <Stack gap="6">
        <form
          noValidate
          aria-busy={signingIn}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'signInCode.submitCode' });
          }}
        >
          <Stack gap="5">
            {snapshot.matches({ enteringCode: { code: { form: 'networkDown' } } }) && (
              <NetworkDownNotice onRetry={() => send({ type: 'signInCode.retry' })} />
            )}
            {failure && <Notice status="error">{i18n._(signInCodeTexts[failure])}</Notice>}
            <CodeField
              label={i18n._(labels.code)}
              value={context.code}
              error={codeError}
              disabled={signingIn}
              inputRef={fieldRef('code')}
              onChange={(code) => send({ type: 'signInCode.change', values: { code } })}
            />
            <Checkbox.Root
              checked={context.stayConnected}
              disabled={signingIn}
              onCheckedChange={(details) => send({ type: 'signInCode.change', values: { stayConnected: details.checked === true } })}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput name="stayConnected" />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{i18n._(labels.stayConnected)}</Checkbox.Label>
            </Checkbox.Root>
            <Button type="submit" size="lg" colorPalette="brand" width="full" loading={signingIn} loadingText={<Trans>Signing in…</Trans>}>
              <Trans>Sign in</Trans>
            </Button>
          </Stack>
        </form>
        <Stack gap="2" borderTopWidth="1px" pt="5">
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            <Trans>No email? Look in your spam folder, or ask for a new code.</Trans>
          </Text>
          <ResendCode snapshot={snapshot} send={send} />
          <TextLink to="/mobile-logIn" search={back} alignSelf="center" fontSize="sm">
            <Trans>Use another email address</Trans>
          </TextLink>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
