import { screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import type { emailNotificationsMachine } from '@/machines/email-notifications/email-notifications.machine';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/src/core/toasts';
import { EmailNotificationsSwitch } from '@/src/features/account/EmailNotificationsSwitch';
import { aUser, userId } from '@/tests/support/fixtures';
import { coverage } from '@/tests/support/model';
import { type ScreenModel, walkPath } from '@/tests/support/model-screen';
import { renderScreen } from '@/tests/support/render';
import { expectSavedToast } from './account-forms';
import { emailNotificationsModel, emailNotificationsPaths } from './email-notifications.paths';

type Snapshot = SnapshotFrom<typeof emailNotificationsMachine>;

const paths = emailNotificationsPaths();
const toggle = () => screen.getByRole<HTMLInputElement>('switch', { name: 'Email notifications' });

const model: ScreenModel = {
  render: () => renderScreen(<EmailNotificationsSwitch user={aUser({ enableEmailNotifications: true })} />, { path: '/settings' }),
  events: {
    'emailNotifications.toggle': async (_, { screen: { user } }) => user.click(toggle()),
  },
  states: {
    idle: async (snapshot: Snapshot, { event }) => {
      if (event.type.startsWith('xstate.done')) await expectSavedToast();
      if (event.type.startsWith('xstate.error')) expect(await screen.findByText('An unhandled error occurred.')).toBeInTheDocument();
      await vi.waitFor(() => expect(toggle()).toBeEnabled());
      expect(toggle().checked).toBe(snapshot.context.enabled);
    },
    saving: async (snapshot: Snapshot, { held }) => {
      await vi.waitFor(() => expect(toggle()).toBeDisabled());
      expect(toggle().checked).toBe(snapshot.context.enabled);
      expect(held.requests.filter((r) => r.operation === 'updateEmailNotifications').at(-1)?.body).toEqual({
        _id: userId,
        enableEmailNotifications: snapshot.context.enabled,
      });
    },
  },
};

describe('email notifications model', () => {
  beforeEach(() => toaster.remove());

  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(emailNotificationsModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, model);
    });
  }
});
