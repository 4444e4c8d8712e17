import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { createEmailChangeActors } from '@/machines/email-change/email-change.actors';
import {
  type EmailChangeField,
  emailChangeFields,
  emailChangeMachine,
} from '@/machines/email-change/email-change.machine';
import type { User } from '@/openapi/types';
import { PasswordField } from '@/src/components/form/PasswordField';
import { emailInput, TextField } from '@/src/components/form/TextField';
import { useFocusFirstInvalid } from '@/src/components/form/use-focus-first-invalid';
import { somethingWentWrong, errorMessages } from '@/src/core/error-messages';
import { useApi } from '@/src/core/api-context';
import { FormAlert } from './account-layout';
import { accountLabels, credentialErrorMessage } from './account-messages';
import { useAccountEffects } from './use-account-effects';

const fieldLabels = { email: accountLabels.newEmail, password: accountLabels.password } satisfies Record<EmailChangeField, unknown>;

/**
 * A new email address, confirmed with the password: the server emails a link to it, and the account keeps its
 * address until the link is followed (the email-change machine; the pending address is shown until then).
 */
export function EmailChangeForm({ user }: { user: User }) {
  const { i18n } = useLingui();
  const api = useApi();
  const { notifyUserChanged } = useAccountEffects();
  const logic = useMemo(
    () => emailChangeMachine.provide({ actors: createEmailChangeActors(api), actions: { notifyUserChanged } }),
    [api, notifyUserChanged],
  );
  const [snapshot, send] = useMachine(logic, { input: { user } });
  const { context } = snapshot;
  const { fieldRef } = useFocusFirstInvalid(context.attempt, context.errors, emailChangeFields);
  const error = (name: EmailChangeField) => {
    const key = context.errors[name];
    return key && i18n._(credentialErrorMessage(key, i18n._(fieldLabels[name])));
  };
  const current = user.email;
  const pending = context.pendingEmail;

  return (
    <form
      noValidate
      aria-busy={snapshot.hasTag('busy')}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'emailChange.submit' });
      }}
    >
      <Stack gap="5">
        <Text>
          <Trans>
            Your email address is <strong>{current}</strong>.
          </Trans>
        </Text>
        {pending && (
          <FormAlert status="info" title={<Trans>Confirm your new address</Trans>}>
            <Trans>
              We sent a confirmation link to <strong>{pending}</strong>. Your address changes once you follow it; until then
              you sign in with {current}.
            </Trans>
          </FormAlert>
        )}
        {snapshot.matches('emailTaken') && <FormAlert status="error">{i18n._(errorMessages.EMAIL_ALREADY_REGISTERED)}</FormAlert>}
        {snapshot.matches('tooManyAttempts') && <FormAlert status="error">{i18n._(errorMessages.TOO_MANY_ATTEMPTS)}</FormAlert>}
        {snapshot.matches('failed') && <FormAlert status="error">{i18n._(somethingWentWrong.description)}</FormAlert>}
        <TextField
          name="email"
          {...emailInput}
          label={i18n._(fieldLabels.email)}
          value={context.email}
          error={error('email')}
          required
          inputRef={fieldRef('email')}
          onChange={(email) => send({ type: 'emailChange.change', values: { email } })}
        />
        <PasswordField
          name="password"
          autoComplete="current-password"
          label={i18n._(fieldLabels.password)}
          helper={<Trans>Your password, to confirm it is you.</Trans>}
          value={context.password}
          error={error('password')}
          required
          inputRef={fieldRef('password')}
          onChange={(password) => send({ type: 'emailChange.change', values: { password } })}
        />
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          loading={snapshot.matches('sending')}
          loadingText={<Trans>Sending…</Trans>}
        >
          <Trans>Send the confirmation link</Trans>
        </Button>
      </Stack>
    </form>
  );
}
