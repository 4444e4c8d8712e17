import { screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { emailChangeFields, type emailChangeMachine } from '@/machines/email-change/email-change.machine';
import { EmailChangeForm } from '@/src/features/account/EmailChangeForm';
import { aUser, userId } from '@/tests/support/fixtures';
import { coverage } from '@/tests/support/model';
import { type ScreenModel, walkPath } from '@/tests/support/model-screen';
import { renderScreen } from '@/tests/support/render';
import { expectValues, fillControls } from './account-forms';
import { valuesOf } from './events';
import { expectAlert, expectFieldErrors } from './form-checks';
import { emailChangeModel, emailChangePaths, newEmail } from './email-change.paths';

type Snapshot = SnapshotFrom<typeof emailChangeMachine>;

const paths = emailChangePaths();

const errorTexts = {
  required: { email: 'Please fill in the field: New email address', password: 'Please fill in the field: Password' },
  invalidEmail: { email: 'Invalid email address' },
  wrongPassword: { password: 'Wrong password' },
};

const send = () => screen.getByRole('button', { name: 'Send the confirmation link' });

/** The address waiting for its link shows while there is one, whatever the form is doing. */
function expectPending(pending: string | null) {
  if (pending) expect(screen.getByText(/We sent a confirmation link to/)).toHaveTextContent(`We sent a confirmation link to ${pending}.`);
  else expect(screen.queryByText(/We sent a confirmation link to/)).toBeNull();
}

const model: ScreenModel = {
  render: () => renderScreen(<EmailChangeForm user={aUser()} />, { path: '/mobile/UpdateEmail' }),
  events: {
    'emailChange.change': async (event, { screen: { user } }) => fillControls(user, valuesOf(event) as Record<string, unknown>),
    'emailChange.submit': async (_, { screen: { user } }) => user.click(send()),
  },
  states: {
    editing: async (snapshot: Snapshot, { event }) => {
      expectValues({ email: snapshot.context.email, password: snapshot.context.password });
      const refused = event.type === 'emailChange.submit' || event.type.startsWith('xstate.error');
      await expectFieldErrors(snapshot.context.errors, errorTexts, emailChangeFields, refused);
      expect(screen.queryByRole('alert')).toBeNull();
      expectPending(snapshot.context.pendingEmail);
    },
    sending: async (snapshot: Snapshot, { held }) => {
      expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
      expect(held.requests.filter((r) => r.operation === 'updateEmail').at(-1)?.body).toEqual({
        _id: userId,
        email: snapshot.context.email.trim(),
        password: snapshot.context.password,
      });
    },
    sent: async () => {
      expect(await screen.findByText(/We sent a confirmation link to/)).toHaveTextContent(`We sent a confirmation link to ${newEmail}.`);
      expectValues({ email: '', password: '' });
      expect(send()).toBeEnabled();
    },
    emailTaken: () => expectAlert('This email address is already registered.'),
    tooManyAttempts: () => expectAlert('Too many failed attempts. Please try again in 15 minutes.'),
    failed: () => expectAlert('An unexpected error occurred. Please try again.'),
  },
};

describe('email change model', () => {
  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(emailChangeModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, model);
    });
  }
});
