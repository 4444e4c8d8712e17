import { Button, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { EventFrom, SnapshotFrom } from 'xstate';
import {
  type SignUpField,
  type SignUpInput,
  type SignUpValues,
  signUpFields,
  signUpMachine,
} from '../../../machines/sign-up/sign-up.machine';
import { AuthCard, NetworkDownNotice, Notice, TextLink } from './auth-layout';
import { CheckboxField, PasswordField, TextField } from './form-fields';
import {
  activationEmail,
  fieldErrorMessage,
  formSummary,
  labels,
  missingFieldsMessage,
  passwordHint,
  signUpFailures,
} from './messages';
import { useFocusFirstInvalid } from '../../components/form/use-focus-first-invalid';
import { useTypedBeforeHydration } from '../../components/form/use-typed-before-hydration';
import { useHydrated } from '../../core/hydrated';

export interface SignUpScreenProps {
  /** The sign-up machine with its actors provided by the route. */
  logic: typeof signUpMachine;
  input: SignUpInput;
  /** An in-app path the sign-in links carry, so that signing in once activated returns there (a booking in progress). */
  redirect?: string;
}

type SignUpSnapshot = SnapshotFrom<typeof signUpMachine>;
type Send = (event: EventFrom<typeof signUpMachine>) => void;

/** The last day someone may be born on to sign up today: the date input's upper bound. */
function latestBirthDate(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The activation email is on its way: the notice, a resend, and what to do next (`children`). */
function EmailSentNotice({ snapshot, send, children }: { snapshot: SignUpSnapshot; send: Send; children?: ReactNode }) {
  const { i18n } = useLingui();
  const email = snapshot.context.email.trim();
  const resent = snapshot.matches({ emailSent: 'resent' });
  return (
    <Stack gap="4">
      {/* A new notice after a resend, so that it is announced again. */}
      <Notice key={resent ? 'resent' : 'sent'} status="success" title={i18n._(activationEmail.sent)}>
        <Trans>
          We sent an activation link to <Text as="strong">{email}</Text>. It is valid for one day.
        </Trans>
      </Notice>
      {children}
      {snapshot.matches({ emailSent: 'resendFailed' }) && <Notice status="error">{i18n._(activationEmail.failed)}</Notice>}
      {(snapshot.can({ type: 'signUp.resendActivation' }) || snapshot.matches({ emailSent: 'resending' })) && (
        <Button
          variant="outline"
          size="lg"
          colorPalette="brand"
          loading={snapshot.matches({ emailSent: 'resending' })}
          loadingText={<Trans>Sending…</Trans>}
          onClick={() => send({ type: 'signUp.resendActivation' })}
        >
          <Trans>Resend activation email</Trans>
        </Button>
      )}
    </Stack>
  );
}

function EmailSent({ snapshot, send, redirect }: { snapshot: SignUpSnapshot; send: Send; redirect?: string }) {
  const email = snapshot.context.email.trim();
  return (
    <AuthCard
      icon={MailCheck}
      tone="green"
      title={<Trans>Check your inbox</Trans>}
      footer={
        <Trans>
          Activated your account?{' '}
          <TextLink to="/sign-in" search={{ email, redirect }}>
            Sign in
          </TextLink>
        </Trans>
      }
    >
      <EmailSentNotice snapshot={snapshot} send={send}>
        {redirect && (
          <Text>
            <Trans>Your booking is kept: once your account is activated, sign in here and it continues where you left it.</Trans>
          </Text>
        )}
      </EmailSentNotice>
    </AuthCard>
  );
}

function FailureNotice({ snapshot, send, redirect }: { snapshot: SignUpSnapshot; send: Send; redirect?: string }) {
  const { i18n } = useLingui();
  if (snapshot.matches('networkDown')) {
    return (
      <NetworkDownNotice onRetry={() => send({ type: 'signUp.retry' })} />
    );
  }
  if (snapshot.matches('emailTaken')) {
    const email = snapshot.context.email.trim();
    return (
      <Notice status="error" title={i18n._(signUpFailures.emailTaken)}>
        <Trans>
          <TextLink to="/sign-in" search={{ email, redirect }}>
            Sign in
          </TextLink>{' '}
          or{' '}
          <TextLink to="/forgot-password" search={{ email }}>
            reset your password
          </TextLink>
          .
        </Trans>
      </Notice>
    );
  }
  if (snapshot.matches('failed')) return <Notice status="error">{i18n._(signUpFailures.failed)}</Notice>;
  return null;
}

export function SignUpScreen({ logic, input, redirect }: SignUpScreenProps) {
  const [snapshot, send] = useMachine(logic, { input });
  if (snapshot.matches('emailSent')) return <EmailSent snapshot={snapshot} send={send} redirect={redirect} />;
  return (
    <AuthCard
      title={<Trans>Create your account</Trans>}
      subtitle={<Trans>Rent cars and yachts across the Riviera and beyond.</Trans>}
      footer={
        <Trans>
          Already have an account?{' '}
          <TextLink to="/sign-in" search={{ redirect }}>
            Sign in
          </TextLink>
        </Trans>
      }
    >
      <SignUpFields snapshot={snapshot} send={send} redirect={redirect} />
    </AuthCard>
  );
}

/**
 * The sign-up form where a page asks for it on the spot (the booking's driver step, in a dialog): the form, then
 * the activation email's notice with `afterSent` (the way to sign in once activated).
 */
export function SignUpForm({ logic, input, afterSent }: { logic: typeof signUpMachine; input: SignUpInput; afterSent: (email: string) => ReactNode }) {
  const [snapshot, send] = useMachine(logic, { input });
  if (snapshot.matches('emailSent')) {
    return (
      <EmailSentNotice snapshot={snapshot} send={send}>
        {afterSent(snapshot.context.email.trim())}
      </EmailSentNotice>
    );
  }
  return <SignUpFields snapshot={snapshot} send={send} />;
}

function SignUpFields({ snapshot, send, redirect }: { snapshot: SignUpSnapshot; send: Send; redirect?: string }) {
  const { i18n } = useLingui();
  const { context } = snapshot;
  const { fieldRef } = useFocusFirstInvalid(context.attempt, context.errors, signUpFields);

  const busy = snapshot.hasTag('busy');
  const label = (field: SignUpField) => i18n._(labels[field]);
  const error = (field: SignUpField) => {
    const key = context.errors[field];
    return key && i18n._(fieldErrorMessage(key, label(field)));
  };
  const missing = signUpFields.filter((field) => context.errors[field] === 'required').map(label);
  const showSummary = snapshot.matches('editing') && Object.keys(context.errors).length > 0;
  const change = (values: Partial<SignUpValues>) => send({ type: 'signUp.change', values });
  const hydrated = useHydrated();
  const { fullName, email, phone, birthDate, password, confirmPassword, acceptTerms } = context;
  const form = useTypedBeforeHydration({ fullName, email, phone, birthDate, password, confirmPassword, acceptTerms }, change);

  return (
    <form
      ref={form}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'signUp.submit' });
      }}
    >
      <Stack gap="5">
        <FailureNotice snapshot={snapshot} send={send} redirect={redirect} />
        {showSummary && (
          <Notice status="error" title={i18n._(formSummary)}>
            {missing.length > 0 && i18n._(missingFieldsMessage(missing))}
          </Notice>
        )}
        <TextField
          name="fullName"
          autoComplete="name"
          label={label('fullName')}
          value={context.fullName}
          error={error('fullName')}
          required
          inputRef={fieldRef('fullName')}
          onChange={(fullName) => change({ fullName })}
        />
        <TextField
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          label={label('email')}
          value={context.email}
          error={error('email')}
          required
          inputRef={fieldRef('email')}
          onChange={(email) => change({ email })}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <TextField
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            label={<Trans>Phone (optional)</Trans>}
            value={context.phone}
            error={error('phone')}
            helper={<Trans>International format, e.g. +33 6 12 34 56 78</Trans>}
            inputRef={fieldRef('phone')}
            onChange={(phone) => change({ phone })}
          />
          <TextField
            name="birthDate"
            type="date"
            autoComplete="bday"
            max={latestBirthDate()}
            label={label('birthDate')}
            value={context.birthDate}
            error={error('birthDate')}
            required
            inputRef={fieldRef('birthDate')}
            onChange={(birthDate) => change({ birthDate })}
          />
        </SimpleGrid>
        <PasswordField
          name="password"
          autoComplete="new-password"
          label={label('password')}
          value={context.password}
          error={error('password')}
          helper={i18n._(passwordHint)}
          required
          inputRef={fieldRef('password')}
          onChange={(password) => change({ password })}
        />
        <PasswordField
          name="confirmPassword"
          autoComplete="new-password"
          label={label('confirmPassword')}
          value={context.confirmPassword}
          error={error('confirmPassword')}
          required
          inputRef={fieldRef('confirmPassword')}
          onChange={(confirmPassword) => change({ confirmPassword })}
        />
        <CheckboxField
          name="acceptTerms"
          checked={context.acceptTerms}
          error={error('acceptTerms')}
          inputRef={fieldRef('acceptTerms')}
          onChange={(acceptTerms) => change({ acceptTerms })}
          label={
            <Trans>
              I accept the{' '}
              <ChakraLink asChild color="brand.fg" fontWeight="medium">
                <RouterLink to="/terms-and-conditions" target="_blank" rel="noopener">
                  Terms of Use
                </RouterLink>
              </ChakraLink>
            </Trans>
          }
        />
        {/* Sent by the page's script only: until it runs, the button is off and Enter sends nothing. */}
        <Button
          type="submit"
          disabled={!hydrated}
          size="lg"
          colorPalette="brand"
          width="full"
          loading={snapshot.matches('submitting')}
          loadingText={<Trans>Creating your account…</Trans>}
        >
          <Trans>Sign up</Trans>
        </Button>
      </Stack>
    </form>
  );
}
