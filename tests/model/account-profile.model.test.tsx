import { screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type accountProfileMachine,
  profileFields,
  toUpdateUserRequest,
} from '@/machines/account-profile/account-profile.machine';
import { toaster } from '@/src/core/toasts';
import { ProfileForm } from '@/src/features/account/ProfileForm';
import { aUser, userId } from '@/tests/support/fixtures';
import { coverage } from '@/tests/support/model';
import { type ScreenModel, walkPath } from '@/tests/support/model-screen';
import { renderScreen } from '@/tests/support/render';
import { expectSavedToast, expectValues, fillControls } from './account-forms';
import { valuesOf } from './events';
import { expectAlert, expectFieldErrors, expectNoAlert } from './form-checks';
import { accountProfileModel, accountProfilePaths, profileToday } from './account-profile.paths';

const paths = accountProfilePaths();

const errorTexts = {
  required: { fullName: 'Please fill in the field: Full name', birthDate: 'Please fill in the field: Date of birth' },
  invalidPhone: { phone: 'Invalid phone number' },
  tooYoung: { birthDate: 'You must be at least 21 years old.' },
  invalidLicenceYear: { drivingLicenceYear: 'Please enter a year, such as 2012.' },
};
/** The fields that can be refused, in screen order (location, bio and the contact method never are). */
const checkedFields = ['fullName', 'phone', 'birthDate', 'drivingLicenceYear'];

type Snapshot = SnapshotFrom<typeof accountProfileMachine>;

const model: ScreenModel = {
  render: () =>
    renderScreen(<ProfileForm user={aUser()} fields={profileFields} today={profileToday} />, { path: '/settings' }),
  events: {
    'profile.change': async (event, { screen: { user } }) => fillControls(user, valuesOf(event) as Record<string, unknown>),
    'profile.submit': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: 'Save changes' })),
  },
  states: {
    editing: async (snapshot: Snapshot, { event }) => {
      expectValues(snapshot.context.values);
      await expectFieldErrors(snapshot.context.errors, errorTexts, checkedFields, event.type === 'profile.submit');
      expectNoAlert();
      expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    },
    saving: async (snapshot: Snapshot, { held }) => {
      expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
      const request = held.requests.filter((r) => r.operation === 'updateUser').at(-1);
      expect(request?.body).toEqual(toUpdateUserRequest(userId, snapshot.context.values, profileFields));
    },
    saved: async (snapshot: Snapshot) => {
      await expectSavedToast();
      expectValues(snapshot.context.values);
      expectNoAlert();
    },
    failed: async (snapshot: Snapshot) => {
      await expectAlert('An unexpected error occurred. Please try again.');
      expectValues(snapshot.context.values);
    },
  },
};

describe('account profile model', () => {
  beforeEach(() => toaster.remove());

  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(accountProfileModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, model);
    });
  }
});
