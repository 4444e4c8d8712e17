import { Button, Link as ChakraLink, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  type SignUpField,
  type SignUpInput,
  type SignUpValues,
  signUpFields,
  signUpMachine,
} from '@/machines/sign-up/sign-up.machine';
import { AuthCard, Notice, TextLink } from './auth-layout';
import { CheckboxField, emailInput, PasswordField, TextField } from './form-fields';
import {
  fieldErrorMessage,
  formSummary,
  labels,
  missingFieldsMessage,
  passwordHint,
} from './messages';
import { useFocusFirstInvalid } from '@/src/components/form/use-focus-first-invalid';
import { useTypedBeforeHydration } from '@/src/components/form/use-typed-before-hydration';
import { useHydrated } from '@/src/core/hydrated';
import { EmailSent, EmailSentNotice, FailureNotice, type Send, type SignUpSnapshot } from './sign-up-notices';

export interface SignUpScreenProps {
  /** The sign-up machine with its actors provided by the route. */
  logic: typeof signUpMachine;
  input: SignUpInput;
  /** An in-app path the sign-in links carry, so that signing in once activated returns there (a booking in progress). */
  redirect?: string;
}

/** The last day someone may be born on to sign up today: the date input's upper bound. */
function latestBirthDate(): string {
  return new Date().toISOString().slice(0, 10);
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
          {...emailInput}
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
