import { signOutEverywhereMachine } from '@/machines/sign-out-everywhere/sign-out-everywhere.machine';
import { failure, userId } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName } from './events';

export const signOutEverywhereModel: FlowModel<typeof signOutEverywhereMachine> = {
  flow: 'sign-out-everywhere',
  machine: signOutEverywhereMachine,
  variants: [{ input: { userId } }],
  events: () => [
    { type: 'signOutEverywhere.ask' },
    { type: 'signOutEverywhere.cancel' },
    { type: 'signOutEverywhere.confirm' },
    doneEvent('deleteTokens'),
    errorEvent('deleteTokens', failure('INTERNAL_ERROR')),
  ],
  project: (context: { failure: { code?: string } | null }) => ({ failure: context.failure?.code ?? null }),
  label: eventName,
};

export const signOutEverywherePaths = () => buildPaths(signOutEverywhereModel);
