import { confirmEmailMachine } from '@/machines/confirm-email/confirm-email.machine';
import { aUser, failure, linkToken, userId } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName } from './events';

export const confirmationLink = { userId, email: 'new@example.com', token: linkToken };
export const changedUser = aUser({ email: 'new@example.com' });

export const confirmEmailModel: FlowModel<typeof confirmEmailMachine> = {
  flow: 'confirm-email',
  machine: confirmEmailMachine,
  variants: [{ input: confirmationLink }, { label: 'link without token', input: { userId, email: 'new@example.com' } }],
  events: () => [
    { type: 'confirmEmail.retry' },
    doneEvent('confirmEmail', changedUser),
    ...(['TOKEN_EXPIRED', 'TOKEN_INVALID', 'EMAIL_ALREADY_REGISTERED', 'NETWORK_ERROR'] as const).map((code) =>
      errorEvent('confirmEmail', failure(code)),
    ),
  ],
  project: () => undefined,
  label: eventName,
};

export const confirmEmailPaths = () => buildPaths(confirmEmailModel);
