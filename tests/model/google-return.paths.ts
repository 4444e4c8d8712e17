import { googleReturnMachine } from '@/machines/google-sign-in/google-return.machine';
import { aSignInResponse, failure } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName } from './events';

export const providerAnswer = { code: '4/provider-code', state: 'state-of-this-browser-0123', language: 'en' as const };
export const signedIn = { ...aSignInResponse(), ref: '/fr/bookings' };

export const googleReturnModel: FlowModel<typeof googleReturnMachine> = {
  flow: 'google-return',
  machine: googleReturnMachine,
  variants: [{ input: providerAnswer }, { label: 'cancelled at Google', input: { error: 'access_denied', language: 'en' } }],
  events: () => [
    { type: 'google.retry' },
    doneEvent('googleSignIn', signedIn),
    ...(['EXTERNAL_SIGN_IN_FAILED', 'ACCOUNT_SUSPENDED', 'SERVICE_UNAVAILABLE', 'NETWORK_ERROR'] as const).map((code) =>
      errorEvent('googleSignIn', failure(code)),
    ),
  ],
  project: () => undefined,
  label: eventName,
};

export const googleReturnPaths = () => buildPaths(googleReturnModel);
