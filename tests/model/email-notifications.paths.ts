import type { SnapshotFrom } from 'xstate';
import { emailNotificationsMachine } from '@/machines/email-notifications/email-notifications.machine';
import { aUser, failure } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName } from './events';

export const emailNotificationsModel: FlowModel<typeof emailNotificationsMachine> = {
  flow: 'email-notifications',
  machine: emailNotificationsMachine,
  variants: [{ input: { user: aUser({ enableEmailNotifications: true }) } }],
  events: (snapshot: SnapshotFrom<typeof emailNotificationsMachine>) => [
    { type: 'emailNotifications.toggle', enabled: !snapshot.context.enabled },
    // The server saves what was asked.
    doneEvent('updateEmailNotifications', aUser({ enableEmailNotifications: snapshot.context.enabled })),
    errorEvent('updateEmailNotifications', failure('INTERNAL_ERROR')),
  ],
  project: (context: { enabled: boolean }) => ({ enabled: context.enabled }),
  label: (event) => ('enabled' in event ? `switch ${event.enabled ? 'on' : 'off'}` : eventName(event)),
};

export const emailNotificationsPaths = () => buildPaths(emailNotificationsModel);
