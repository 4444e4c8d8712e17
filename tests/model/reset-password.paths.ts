import { resetPasswordMachine } from '@/machines/password-reset/reset-password.machine';
import { failure, linkToken, userId } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName, formEvent } from './events';

export const resetLink = { userId, email: 'driver@example.com', token: linkToken };

export const resetPasswordForms = {
  valid: { password: 'secret12', confirmPassword: 'secret12' },
  invalid: { password: '123', confirmPassword: '1234' },
};

const fill = (name: keyof typeof resetPasswordForms) => formEvent('resetPassword.change', name, resetPasswordForms[name]);

export const resetPasswordModel: FlowModel<typeof resetPasswordMachine> = {
  flow: 'reset-password',
  machine: resetPasswordMachine,
  variants: [{ input: resetLink }, { label: 'link without user', input: { email: 'driver@example.com', token: linkToken } }],
  events: (snapshot) => [
    ...(snapshot.matches('editing') ? [fill('valid'), fill('invalid')] : [fill('valid')]),
    { type: 'resetPassword.submit' },
    { type: 'resetPassword.retry' },
    doneEvent('checkToken', { status: 'valid', purpose: 'passwordReset' }),
    { ...doneEvent('checkToken', { status: 'valid', purpose: 'activation' }), label: 'ok: checkToken (activation link)' },
    ...(['TOKEN_EXPIRED', 'TOKEN_INVALID', 'NETWORK_ERROR'] as const).map((code) => errorEvent('checkToken', failure(code))),
    doneEvent('resetPassword'),
    ...(['TOKEN_EXPIRED', 'TOKEN_INVALID', 'INTERNAL_ERROR'] as const).map((code) => errorEvent('resetPassword', failure(code))),
  ],
  project: ({ attempt: _attempt, link: _link, ...rest }: Record<string, unknown>) => rest,
  label: (event) => ('label' in event ? String(event.label) : eventName(event)),
};

export const resetPasswordPaths = () => buildPaths(resetPasswordModel);
