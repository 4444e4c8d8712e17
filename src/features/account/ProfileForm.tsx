import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { createAccountProfileActors } from '@/machines/account-profile/account-profile.actors';
import {
  type ProfileField,
  type ProfileValues,
  accountProfileMachine,
  profileFields,
} from '@/machines/account-profile/account-profile.machine';
import type { User } from '@/openapi/types';
import { useFocusFirstInvalid } from '@/src/components/form/use-focus-first-invalid';
import { useApi } from '@/src/core/api-context';
import { failureText } from '@/src/core/errors';
import { FormAlert } from './account-layout';
import { ProfileFieldControl } from './ProfileFieldControl';
import { useAccountEffects } from './use-account-effects';

export interface ProfileFormProps {
  user: User;
  /** The fields this form shows and saves: several on the settings page, one on a phone's screen. */
  fields: readonly ProfileField[];
  /** After 'Changes made successfully.': a phone's one-field screen goes back to the account. */
  onSaved?: () => void;
  /** Machine input for tests: the day ages and licence years are checked on. */
  today?: string;
}

/** The profile fields of `fields`, saved together with updateUser (the account-profile machine holds the flow). */
export function ProfileForm({ user, fields, onSaved, today }: ProfileFormProps) {
  const { i18n } = useLingui();
  const api = useApi();
  const effects = useAccountEffects();
  // A new onSaved needs no new actor: useMachine hands the running one the latest implementations.
  const logic = useMemo(
    () =>
      accountProfileMachine.provide({
        actors: createAccountProfileActors(api),
        actions: {
          notifyUserChanged: effects.notifyUserChanged,
          notifySaved: () => {
            effects.notifySaved();
            onSaved?.();
          },
        },
      }),
    [api, effects, onSaved],
  );
  const [snapshot, send] = useMachine(logic, { input: { user, fields, today } });
  const { context } = snapshot;
  const { fieldRef } = useFocusFirstInvalid(context.attempt, context.errors, profileFields);
  const change = (values: Partial<ProfileValues>) => send({ type: 'profile.change', values });

  return (
    <form
      noValidate
      aria-busy={snapshot.hasTag('busy')}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'profile.submit' });
      }}
    >
      <Stack gap="5">
        {snapshot.matches('failed') && <FormAlert status="error">{failureText(i18n, context.failure)}</FormAlert>}
        {fields.map((field) => (
          <ProfileFieldControl
            key={field}
            field={field}
            values={context.values}
            error={context.errors[field]}
            onChange={change}
            inputRef={fieldRef(field)}
          />
        ))}
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          loading={snapshot.matches('saving')}
          loadingText={<Trans>Saving…</Trans>}
        >
          <Trans>Save changes</Trans>
        </Button>
      </Stack>
    </form>
  );
}
