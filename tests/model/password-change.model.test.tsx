import { screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { beforeEach, describe, expect, it } from 'vitest';
import { passwordChangeFields, type passwordChangeMachine } from '@/machines/password-change/password-change.machine';
import { toaster } from '@/src/core/toasts';
import { PasswordChangeForm } from '@/src/features/account/PasswordChangeForm';
import { aUser, userId } from '@/tests/support/fixtures';
import { coverage } from '@/tests/support/model';
import { type ScreenModel, walkPath } from '@/tests/support/model-screen';
import { renderScreen } from '@/tests/support/render';
import { expectSavedToast, expectValues, fillControls } from './account-forms';
import { valuesOf } from './events';
import { expectAlert, expectFieldErrors, expectNoAlert } from './form-checks';
import { passwordChangeModel, passwordChangePaths } from './password-change.paths';

type Snapshot = SnapshotFrom<typeof passwordChangeMachine>;

const paths = passwordChangePaths();

const errorTexts = {
  required: {
    currentPassword: 'Please fill in the field: Current password',
    newPassword: 'Please fill in the field: New password',
    confirmPassword: 'Please fill in the field: Confirm password',
  },
  passwordTooShort: { newPassword: 'Password must be at least 6 characters long.' },
  passwordUnchanged: { newPassword: 'Please choose a new password' },
  passwordsDontMatch: { confirmPassword: "Passwords don't match." },
  wrongPassword: { currentPassword: 'Wrong password' },
};

const valuesIn = (context: Snapshot['context']) => Object.fromEntries(passwordChangeFields.map((field) => [field, context[field]]));

const model: ScreenModel = {
  render: () => renderScreen(<PasswordChangeForm user={aUser()} />, { path: '/settings' }),
  events: {
    'passwordChange.change': async (event, { screen: { user } }) => fillControls(user, valuesOf(event) as Record<string, unknown>),
    'passwordChange.submit': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: 'Change password' })),
  },
  states: {
    editing: async (snapshot: Snapshot, { event }) => {
      expectValues(valuesIn(snapshot.context));
      // A refusal by the server moves the focus to its field too.
      const refused = event.type === 'passwordChange.submit' || event.type.startsWith('xstate.error');
      await expectFieldErrors(snapshot.context.errors, errorTexts, passwordChangeFields, refused);
      expectNoAlert();
    },
    changing: async (snapshot: Snapshot, { held }) => {
      expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
      expect(held.requests.filter((r) => r.operation === 'changePassword').at(-1)?.body).toEqual({
        _id: userId,
        currentPassword: snapshot.context.currentPassword,
        newPassword: snapshot.context.newPassword,
      });
    },
    changed: async () => {
      await expectSavedToast();
      expectValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
    },
    tooManyAttempts: () => expectAlert('Too many failed attempts. Please try again in 15 minutes.'),
    failed: async (snapshot: Snapshot) => {
      await expectAlert('An error occurred while updating password.');
      expectValues(valuesIn(snapshot.context));
    },
  },
};

describe('password change model', () => {
  beforeEach(() => toaster.remove());

  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(passwordChangeModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, model);
    });
  }
});
