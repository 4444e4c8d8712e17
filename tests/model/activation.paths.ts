import { activationMachine } from '@/machines/activation/activation.machine';
import { aUser, failure, linkToken, userId } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName } from './events';

export const activationLink = { userId, email: 'driver@example.com', token: linkToken };

export const activationModel: FlowModel<typeof activationMachine> = {
  flow: 'activation',
  machine: activationMachine,
  variants: [{ input: activationLink }, { label: 'link without token', input: { userId, email: 'driver@example.com' } }],
  events: () => [
    { type: 'activation.retry' },
    { type: 'activation.resend' },
    doneEvent('checkToken', { status: 'valid', purpose: 'activation' }),
    { ...doneEvent('checkToken', { status: 'valid', purpose: 'passwordReset' }), label: 'ok: checkToken (password-reset link)' },
    ...(['TOKEN_EXPIRED', 'TOKEN_INVALID', 'ALREADY_ACTIVATED', 'NETWORK_ERROR'] as const).map((code) =>
      errorEvent('checkToken', failure(code)),
    ),
    doneEvent('activate', aUser()),
    ...(['TOKEN_EXPIRED', 'TOKEN_INVALID', 'ALREADY_ACTIVATED', 'SERVICE_UNAVAILABLE'] as const).map((code) =>
      errorEvent('activate', failure(code)),
    ),
    doneEvent('resend', { queued: true }),
    errorEvent('resend', failure('INTERNAL_ERROR')),
  ],
  project: () => undefined,
  label: (event) => ('label' in event ? String(event.label) : eventName(event)),
};

export const activationPaths = () => buildPaths(activationModel);
