import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { CircleCheck, CircleX, Clock, WifiOff } from 'lucide-react';
import {
  type ResetPasswordField,
  resetPasswordFields,
  resetPasswordMachine,
} from '@/machines/password-reset/reset-password.machine';
import type { LinkInput } from '@/machines/shared/link';
import { AuthCard, ButtonLink, Notice, Working } from './auth-layout';
import { PasswordField } from './form-fields';
import { fieldErrorMessage, labels, networkDown, passwordHint, resetPasswordTexts } from './messages';
import { useFocusFirstInvalid } from '@/src/components/form/use-focus-first-invalid';

export interface ResetPasswordScreenProps {
  /** The reset-password machine with its actors provided by the route. */
  logic: typeof resetPasswordMachine;
  input: LinkInput;
}

const fieldLabels = { password: labels.newPassword, confirmPassword: labels.confirmPassword };

export function ResetPasswordScreen({ logic, input }: ResetPasswordScreenProps) {
  const { i18n } = useLingui();
  const [snapshot, send] = useMachine(logic, { input });
  const { context } = snapshot;
  const { fieldRef } = useFocusFirstInvalid(context.attempt, context.errors, resetPasswordFields);
  const email = context.link.email;
  const withEmail = email ? { email } : {};

  if (snapshot.matches('checkingToken')) {
    return (
      <AuthCard title={<Trans>Choose a new password</Trans>}>
        <Working>
          <Trans>Checking your link…</Trans>
        </Working>
      </AuthCard>
    );
  }
  if (snapshot.matches('networkDown')) {
    return (
      <AuthCard icon={WifiOff} tone="red" title={i18n._(networkDown.title)} subtitle={i18n._(networkDown.description)}>
        <Button size="lg" width="full" colorPalette="brand" onClick={() => send({ type: 'resetPassword.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </AuthCard>
    );
  }
  if (snapshot.matches('done')) {
    return (
      <AuthCard
        icon={CircleCheck}
        tone="green"
        title={<Trans>Your password has been changed</Trans>}
        subtitle={<Trans>Sign in with your new password.</Trans>}
      >
        <ButtonLink to="/sign-in" search={withEmail}>
          <Trans>Sign in</Trans>
        </ButtonLink>
      </AuthCard>
    );
  }
  if (snapshot.matches('expired') || snapshot.matches('invalid')) {
    const expired = snapshot.matches('expired');
    return (
      <AuthCard
        icon={expired ? Clock : CircleX}
        tone={expired ? 'orange' : 'red'}
        title={expired ? <Trans>Link expired</Trans> : <Trans>Invalid link</Trans>}
        subtitle={i18n._(expired ? resetPasswordTexts.expired : resetPasswordTexts.invalid)}
      >
        <ButtonLink to="/forgot-password" search={withEmail}>
          <Trans>Request a new link</Trans>
        </ButtonLink>
      </AuthCard>
    );
  }

  const error = (field: ResetPasswordField) => {
    const key = context.errors[field];
    return key && i18n._(fieldErrorMessage(key, i18n._(fieldLabels[field])));
  };
  return (
    <AuthCard title={<Trans>Choose a new password</Trans>} subtitle={email ? <Trans>For {email}</Trans> : undefined}>
      <form
        noValidate
        aria-busy={snapshot.hasTag('busy')}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'resetPassword.submit' });
        }}
      >
        <Stack gap="5">
          {snapshot.matches('failed') && <Notice status="error">{i18n._(resetPasswordTexts.failed)}</Notice>}
          <PasswordField
            name="password"
            autoComplete="new-password"
            label={i18n._(fieldLabels.password)}
            value={context.password}
            error={error('password')}
            helper={i18n._(passwordHint)}
            required
            inputRef={fieldRef('password')}
            onChange={(password) => send({ type: 'resetPassword.change', values: { password } })}
          />
          <PasswordField
            name="confirmPassword"
            autoComplete="new-password"
            label={i18n._(fieldLabels.confirmPassword)}
            value={context.confirmPassword}
            error={error('confirmPassword')}
            required
            inputRef={fieldRef('confirmPassword')}
            onChange={(confirmPassword) => send({ type: 'resetPassword.change', values: { confirmPassword } })}
          />
          <Button
            type="submit"
            size="lg"
            colorPalette="brand"
            width="full"
            loading={snapshot.matches('submitting')}
            loadingText={<Trans>Saving…</Trans>}
          >
            <Trans>Change password</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
