import { forgotPasswordMachine } from '@/machines/password-reset/forgot-password.machine';
import { failure } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName, formEvent } from './events';

export const forgotPasswordForms = {
  valid: { email: 'driver@example.com' },
  invalid: { email: 'driver@' },
};

const fill = (name: keyof typeof forgotPasswordForms) => formEvent('forgotPassword.change', name, forgotPasswordForms[name]);

export const forgotPasswordModel: FlowModel<typeof forgotPasswordMachine> = {
  flow: 'forgot-password',
  machine: forgotPasswordMachine,
  variants: [{ input: {} }],
  events: (snapshot) => [
    ...(snapshot.matches('editing') ? [fill('valid'), fill('invalid')] : [fill('valid')]),
    { type: 'forgotPassword.submit' },
    { type: 'forgotPassword.retry' },
    doneEvent('resend', { queued: true }),
    ...(['EMAIL_NOT_REGISTERED', 'NETWORK_ERROR', 'TOO_MANY_ATTEMPTS'] as const).map((code) =>
      errorEvent('resend', failure(code)),
    ),
  ],
  project: ({ attempt: _attempt, ...rest }: Record<string, unknown>) => rest,
  label: eventName,
};

export const forgotPasswordPaths = () => buildPaths(forgotPasswordModel);
