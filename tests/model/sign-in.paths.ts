import { type SignInValues, signInMachine } from '@/machines/sign-in/sign-in.machine';
import { aSignInResponse, failure } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName, formEvent } from './events';

export const signInForms = {
  valid: { email: 'driver@example.com', password: 'secret1', stayConnected: true },
  'invalid email': { email: 'driver@', password: '' },
} satisfies Record<string, Partial<SignInValues>>;

const fill = (name: keyof typeof signInForms) => formEvent('signIn.change', name, signInForms[name]);
export const signedInUser = aSignInResponse();

const signInFailures = [
  'INVALID_CREDENTIALS',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_NOT_ACTIVATED',
  'TOO_MANY_ATTEMPTS',
  'NETWORK_ERROR',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export const signInModel: FlowModel<typeof signInMachine> = {
  flow: 'sign-in',
  machine: signInMachine,
  variants: [{ input: {} }],
  events: (snapshot) => {
    // The form is reached again from every failure; an invalid fill is only tried from the start.
    const fills = snapshot.matches('editing') ? [fill('valid'), fill('invalid email')] : [fill('valid')];
    // Inside notActivated, editing the form is tried from the first and the last step only.
    const formEvents =
      snapshot.matches({ notActivated: 'resending' }) || snapshot.matches({ notActivated: 'resendFailed' })
        ? []
        : [...fills, { type: 'signIn.submit' }];
    return [
      ...formEvents,
      { type: 'signIn.retry' },
      { type: 'signIn.resendActivation' },
      doneEvent('signIn', signedInUser),
      ...signInFailures.map((code) => errorEvent('signIn', failure(code))),
      doneEvent('resend', { queued: true }),
      errorEvent('resend', failure('INTERNAL_ERROR')),
    ];
  },
  project: (context: { email: string; password: string; stayConnected: boolean; errors: object }) => ({
    email: context.email,
    password: context.password,
    stayConnected: context.stayConnected,
    errors: context.errors,
  }),
  label: eventName,
};

export const signInPaths = () => buildPaths(signInModel);
