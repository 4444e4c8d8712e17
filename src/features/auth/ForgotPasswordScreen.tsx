import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { MailCheck } from 'lucide-react';
import {
  type ForgotPasswordInput,
  forgotPasswordFields,
  forgotPasswordMachine,
} from '@/machines/password-reset/forgot-password.machine';
import { AuthCard, ButtonLink, NetworkDownNotice, Notice, TextLink } from './auth-layout';
import { emailInput, TextField } from './form-fields';
import { fieldErrorMessage, forgotPasswordFailures, labels } from './messages';
import { useFocusFirstInvalid } from '@/src/components/form/use-focus-first-invalid';

export interface ForgotPasswordScreenProps {
  /** The forgot-password machine with its actor provided by the route. */
  logic: typeof forgotPasswordMachine;
  input?: ForgotPasswordInput;
}

export function ForgotPasswordScreen({ logic, input = {} }: ForgotPasswordScreenProps) {
  const { i18n } = useLingui();
  const [snapshot, send] = useMachine(logic, { input });
  const { context } = snapshot;
  const { fieldRef } = useFocusFirstInvalid(context.attempt, context.errors, forgotPasswordFields);
  const email = context.email.trim();

  if (snapshot.matches('sent')) {
    return (
      <AuthCard icon={MailCheck} tone="green" title={<Trans>Check your inbox</Trans>}>
        <Stack gap="5">
          <Text>
            <Trans>
              We sent a link to reset your password to <Text as="strong">{email}</Text>. It is valid for one day.
            </Trans>
          </Text>
          <ButtonLink to="/sign-in" search={{ email }} variant="outline">
            <Trans>Back to sign in</Trans>
          </ButtonLink>
        </Stack>
      </AuthCard>
    );
  }

  const fieldError = context.errors.email && i18n._(fieldErrorMessage(context.errors.email, i18n._(labels.email)));
  const error = snapshot.matches('notRegistered') ? i18n._(forgotPasswordFailures.notRegistered) : fieldError;

  return (
    <AuthCard
      title={<Trans>Forgot your password?</Trans>}
      subtitle={<Trans>Enter the email address of your account and we will send you a link to choose a new password.</Trans>}
      footer={
        <Trans>
          Remembered it? <TextLink to="/sign-in">Back to sign in</TextLink>
        </Trans>
      }
    >
      <form
        noValidate
        aria-busy={snapshot.hasTag('busy')}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'forgotPassword.submit' });
        }}
      >
        <Stack gap="5">
          {snapshot.matches('networkDown') && (
            <NetworkDownNotice onRetry={() => send({ type: 'forgotPassword.retry' })} />
          )}
          {snapshot.matches('failed') && <Notice status="error">{i18n._(forgotPasswordFailures.failed)}</Notice>}
          <TextField
            name="email"
            {...emailInput}
            label={i18n._(labels.email)}
            value={context.email}
            error={error}
            required
            inputRef={fieldRef('email')}
            onChange={(value) => send({ type: 'forgotPassword.change', values: { email: value } })}
          />
          {snapshot.matches('notRegistered') && (
            <Text fontSize="sm" color="fg.muted">
              <Trans>
                New here? <TextLink to="/sign-up">Create an account</TextLink>
              </Trans>
            </Text>
          )}
          <Button
            type="submit"
            size="lg"
            colorPalette="brand"
            width="full"
            loading={snapshot.matches('submitting')}
            loadingText={<Trans>Sending…</Trans>}
          >
            <Trans>Send reset link</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
