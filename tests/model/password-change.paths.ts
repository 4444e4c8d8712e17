import { type PasswordChangeValues, passwordChangeMachine } from '@/machines/password-change/password-change.machine';
import { failure, userId } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName, formEvent } from './events';

export const passwordChangeForms = {
  valid: { currentPassword: 'demo1234', newPassword: 'riviera-2026', confirmPassword: 'riviera-2026' },
  /** Too short and not confirmed: both rules' texts at once, and an empty current password. */
  invalid: { currentPassword: '', newPassword: 'demo', confirmPassword: 'dmeo' },
  /** The new password is the current one. */
  unchanged: { currentPassword: 'demo1234', newPassword: 'demo1234', confirmPassword: 'demo1234' },
} satisfies Record<string, PasswordChangeValues>;

const fill = (name: keyof typeof passwordChangeForms) => formEvent('passwordChange.change', name, passwordChangeForms[name]);

export const passwordChangeModel: FlowModel<typeof passwordChangeMachine> = {
  flow: 'password-change',
  machine: passwordChangeMachine,
  variants: [{ input: { userId } }],
  events: (snapshot) => [
    ...(snapshot.matches('editing') ? [fill('valid'), fill('invalid'), fill('unchanged')] : [fill('valid')]),
    { type: 'passwordChange.submit' },
    doneEvent('changePassword'),
    ...(['WRONG_PASSWORD', 'PASSWORD_UNCHANGED', 'TOO_MANY_ATTEMPTS', 'INTERNAL_ERROR'] as const).map((code) =>
      errorEvent('changePassword', failure(code)),
    ),
  ],
  project: ({ userId: _userId, attempt: _attempt, ...values }: Record<string, unknown>) => values,
  label: eventName,
};

export const passwordChangePaths = () => buildPaths(passwordChangeModel);
