import { Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { createEmailNotificationsActors } from '@/machines/email-notifications/email-notifications.actors';
import { emailNotificationsMachine } from '@/machines/email-notifications/email-notifications.machine';
import type { User } from '@/openapi/types';
import { useApi } from '@/src/core/api-context';
import { useAccountEffects } from './use-account-effects';

/** Email notifications on or off, saved as soon as it is switched (the email-notifications machine). */
export function EmailNotificationsSwitch({ user }: { user: User }) {
  const api = useApi();
  const effects = useAccountEffects();
  const logic = useMemo(() => emailNotificationsMachine.provide({ actors: createEmailNotificationsActors(api), actions: effects }), [api, effects]);
  const [snapshot, send] = useMachine(logic, { input: { user } });
  const saving = snapshot.hasTag('busy');
  return (
    <Stack gap="1">
      <Switch.Root
        name="enableEmailNotifications"
        checked={snapshot.context.enabled}
        disabled={saving}
        onCheckedChange={({ checked }) => send({ type: 'emailNotifications.toggle', enabled: checked })}
        colorPalette="brand"
        size="lg"
        display="flex"
        justifyContent="space-between"
        gap="4"
        aria-busy={saving}
      >
        <Switch.Label fontWeight="medium" flex="1">
          <Trans>Email notifications</Trans>
        </Switch.Label>
        {saving && <Spinner size="sm" color="fg.muted" />}
        <Switch.HiddenInput role="switch" />
        <Switch.Control />
      </Switch.Root>
      <Text color="fg.muted" fontSize="sm" pe="14">
        <Trans>Get an email for each notification: bookings, payments and messages from our team.</Trans>
      </Text>
    </Stack>
  );
}
