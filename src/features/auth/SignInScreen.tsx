import { Button, Checkbox, Flex, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { type SignInInput, type SignInValues, signInFields, signInMachine } from '@/machines/sign-in/sign-in.machine';
import { Mail } from 'lucide-react';
import type { googleStartMachine } from '@/machines/google-sign-in/google-start.machine';
import { GoogleButton } from './GoogleButton';
import { SignInAlternatives } from './SignInAlternatives';
import { AuthCard, ButtonLink, NetworkDownNotice, Notice, TextLink } from './auth-layout';
import { emailInput, PasswordField, TextField } from './form-fields';
import { activationEmail, fieldErrorMessage, labels, signInFailures } from './messages';
import { useFocusFirstInvalid } from '@/src/components/form/use-focus-first-invalid';
import { useTypedBeforeHydration } from '@/src/components/form/use-typed-before-hydration';
import { useHydrated } from '@/src/core/hydrated';

export interface SignInFormProps {
  /** The sign-in machine with its actors and navigation provided by the route. */
  logic: typeof signInMachine;
  input?: SignInInput;
}

export interface SignInScreenProps extends SignInFormProps {
  google: typeof googleStartMachine;
  /** Where to go once signed in (an in-app path), passed on to the other ways to sign in. */
  redirect?: string;
}

type SignInSnapshot = SnapshotFrom<typeof signInMachine>;
type Send = (event: EventFrom<typeof signInMachine>) => void;

function FailureNotice({ snapshot, send }: { snapshot: SignInSnapshot; send: Send }) {
  const { i18n } = useLingui();
  if (snapshot.matches('networkDown')) {
    return (
      <NetworkDownNotice onRetry={() => send({ type: 'signIn.retry' })} />
    );
  }
  if (snapshot.matches('notActivated')) {
    const resending = snapshot.matches({ notActivated: 'resending' });
    return (
      <Stack gap="3">
        <Notice
          status="warning"
          actions={
            snapshot.can({ type: 'signIn.resendActivation' }) || resending ? (
              <Button
                size="sm"
                variant="outline"
                colorPalette="orange"
                loading={resending}
                loadingText={<Trans>Sending…</Trans>}
                onClick={() => send({ type: 'signIn.resendActivation' })}
              >
                <Trans>Resend activation email</Trans>
              </Button>
            ) : undefined
          }
        >
          {i18n._(signInFailures.notActivated)}
        </Notice>
        {snapshot.matches({ notActivated: 'resent' }) && <Notice status="success">{i18n._(activationEmail.sent)}</Notice>}
        {snapshot.matches({ notActivated: 'resendFailed' }) && <Notice status="error">{i18n._(activationEmail.failed)}</Notice>}
      </Stack>
    );
  }
  for (const state of ['wrongCredentials', 'suspended', 'tooManyAttempts', 'failed'] as const) {
    if (snapshot.matches(state)) return <Notice status="error">{i18n._(signInFailures[state])}</Notice>;
  }
  return null;
}

export function SignInScreen({ logic, input = {}, google, redirect }: SignInScreenProps) {
  const codeSearch = { ...(input.email ? { email: input.email } : {}), ...(redirect ? { redirect } : {}) };
  return (
    <AuthCard
      title={<Trans>Sign in</Trans>}
      subtitle={<Trans>Welcome back. Sign in to book cars and yachts.</Trans>}
      footer={
        <Trans>
          Don't have an account? <TextLink to="/sign-up">Sign up</TextLink>
        </Trans>
      }
    >
      <SignInForm logic={logic} input={input} />
      <SignInAlternatives>
        <ButtonLink to="/mobile-logIn" search={codeSearch} variant="outline">
          <Mail aria-hidden="true" />
          <Trans>Sign in with an emailed code</Trans>
        </ButtonLink>
        <GoogleButton logic={google} redirect={redirect} />
      </SignInAlternatives>
    </AuthCard>
  );
}

/** The sign-in form alone: the sign-in page's card, and the booking's driver step (in a dialog), show it. */
export function SignInForm({ logic, input = {} }: SignInFormProps) {
  const { i18n } = useLingui();
  const [snapshot, send] = useMachine(logic, { input });
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const { fieldRef } = useFocusFirstInvalid(context.attempt, context.errors, signInFields);
  const error = (field: (typeof signInFields)[number]) => {
    const key = context.errors[field];
    return key && i18n._(fieldErrorMessage(key, i18n._(labels[field])));
  };
  const change = (values: Partial<SignInValues>) => send({ type: 'signIn.change', values });
  const hydrated = useHydrated();
  const form = useTypedBeforeHydration({ email: context.email, password: context.password, stayConnected: context.stayConnected }, change);

  return (
    <form
      ref={form}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'signIn.submit' });
      }}
    >
      <Stack gap="5">
        <FailureNotice snapshot={snapshot} send={send} />
        <TextField
          name="email"
          {...emailInput}
          label={i18n._(labels.email)}
          value={context.email}
          error={error('email')}
          required
          inputRef={fieldRef('email')}
          onChange={(email) => change({ email })}
        />
        <PasswordField
          name="password"
          autoComplete="current-password"
          label={i18n._(labels.password)}
          value={context.password}
          error={error('password')}
          required
          inputRef={fieldRef('password')}
          onChange={(password) => change({ password })}
        />
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Checkbox.Root
            checked={context.stayConnected}
            onCheckedChange={(details) => change({ stayConnected: details.checked === true })}
            colorPalette="brand"
          >
            <Checkbox.HiddenInput name="stayConnected" />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">{i18n._(labels.stayConnected)}</Checkbox.Label>
          </Checkbox.Root>
          <TextLink to="/forgot-password" search={context.email ? { email: context.email.trim() } : {}}>
            <Trans>Forgot password?</Trans>
          </TextLink>
        </Flex>
        {/* Signed in by the page's script only: until it runs, the button is off and Enter sends nothing. */}
        <Button
          type="submit"
          disabled={!hydrated}
          size="lg"
          colorPalette="brand"
          width="full"
          loading={snapshot.matches('submitting')}
          loadingText={<Trans>Signing in…</Trans>}
        >
          <Trans>Sign in</Trans>
        </Button>
      </Stack>
    </form>
  );
}
