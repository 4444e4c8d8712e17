import { type EmailChangeValues, emailChangeMachine } from '@/machines/email-change/email-change.machine';
import { aUser, failure } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName, formEvent } from './events';

export const newEmail = 'alex@new.example';

export const emailChangeForms = {
  valid: { email: newEmail, password: 'demo1234' },
  invalid: { email: 'alex@', password: '' },
} satisfies Record<string, EmailChangeValues>;

const fill = (name: keyof typeof emailChangeForms) => formEvent('emailChange.change', name, emailChangeForms[name]);

export const emailChangeModel: FlowModel<typeof emailChangeMachine> = {
  flow: 'email-change',
  machine: emailChangeMachine,
  variants: [{ input: { user: aUser() } }],
  events: (snapshot) => [
    ...(snapshot.matches('editing') ? [fill('valid'), fill('invalid')] : [fill('valid')]),
    { type: 'emailChange.submit' },
    doneEvent('updateEmail', aUser({ pendingEmail: newEmail })),
    ...(['WRONG_PASSWORD', 'EMAIL_ALREADY_REGISTERED', 'TOO_MANY_ATTEMPTS', 'INTERNAL_ERROR'] as const).map((code) =>
      errorEvent('updateEmail', failure(code)),
    ),
  ],
  project: ({ userId: _userId, attempt: _attempt, ...rest }: Record<string, unknown>) => rest,
  label: eventName,
};

export const emailChangePaths = () => buildPaths(emailChangeModel);
