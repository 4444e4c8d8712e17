import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { createPasswordChangeActors } from '@/machines/password-change/password-change.actors';
import {
  type PasswordChangeField,
  passwordChangeFields,
  passwordChangeMachine,
} from '@/machines/password-change/password-change.machine';
import { PASSWORD_MIN_LENGTH } from '@/domain/validation';
import type { User } from '@/openapi/types';
import { PasswordField } from '@/src/components/form/PasswordField';
import { useFocusFirstInvalid } from '@/src/components/form/use-focus-first-invalid';
import { useApi } from '@/src/core/api-context';
import { errorMessages } from '@/src/core/error-messages';
import { FormAlert } from './account-layout';
import { accountLabels, credentialErrorMessage, passwordChangeFailed } from './account-messages';
import { useAccountEffects } from './use-account-effects';

const fieldLabels = {
  currentPassword: accountLabels.currentPassword,
  newPassword: accountLabels.newPassword,
  confirmPassword: accountLabels.confirmPassword,
} satisfies Record<PasswordChangeField, unknown>;

/** Current, new and confirmed password (the password-change machine); the other sessions are signed out by the server. */
export function PasswordChangeForm({ user }: { user: User }) {
  const { i18n } = useLingui();
  const api = useApi();
  const { notifySaved } = useAccountEffects();
  const logic = useMemo(
    () => passwordChangeMachine.provide({ actors: createPasswordChangeActors(api), actions: { notifyChanged: notifySaved } }),
    [api, notifySaved],
  );
  const [snapshot, send] = useMachine(logic, { input: { userId: user._id } });
  const { context } = snapshot;
  const { fieldRef } = useFocusFirstInvalid(context.attempt, context.errors, passwordChangeFields);
  const field = (name: PasswordChangeField) => {
    const key = context.errors[name];
    const label = i18n._(fieldLabels[name]);
    return {
      name,
      label,
      value: context[name],
      error: key && i18n._(credentialErrorMessage(key, label)),
      required: true,
      inputRef: fieldRef(name),
      onChange: (value: string) => send({ type: 'passwordChange.change', values: { [name]: value } }),
    };
  };

  return (
    <form
      noValidate
      aria-busy={snapshot.hasTag('busy')}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'passwordChange.submit' });
      }}
    >
      <Stack gap="5">
        {snapshot.matches('tooManyAttempts') && <FormAlert status="error">{i18n._(errorMessages.TOO_MANY_ATTEMPTS)}</FormAlert>}
        {snapshot.matches('failed') && <FormAlert status="error">{i18n._(passwordChangeFailed)}</FormAlert>}
        {/* A hidden user name lets a password manager file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <PasswordField {...field('currentPassword')} autoComplete="current-password" />
        <PasswordField {...field('newPassword')} autoComplete="new-password" helper={<Trans>At least {PASSWORD_MIN_LENGTH} characters.</Trans>} />
        <PasswordField {...field('confirmPassword')} autoComplete="new-password" />
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          loading={snapshot.matches('changing')}
          loadingText={<Trans>Saving…</Trans>}
        >
          <Trans>Change password</Trans>
        </Button>
      </Stack>
    </form>
  );
}
