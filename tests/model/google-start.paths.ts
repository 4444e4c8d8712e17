import { googleStartMachine } from '@/machines/google-sign-in/google-start.machine';
import { failure } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName } from './events';

export const providerUrl = 'https://accounts.example.com/authorize?state=abc';

export const googleStartModel: FlowModel<typeof googleStartMachine> = {
  flow: 'google-start',
  machine: googleStartMachine,
  variants: [{ input: { ref: '/fr/bookings' } }],
  events: () => [
    { type: 'google.start' },
    { type: 'google.back' },
    doneEvent('googleAuth', { url: providerUrl }),
    ...(['SERVICE_UNAVAILABLE', 'NETWORK_ERROR', 'INTERNAL_ERROR'] as const).map((code) => errorEvent('googleAuth', failure(code))),
  ],
  project: () => undefined,
  label: eventName,
};

export const googleStartPaths = () => buildPaths(googleStartModel);
