import { type SignUpValues, signUpMachine } from '@/machines/sign-up/sign-up.machine';
import { failure, userId } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName, formEvent } from './events';

/** The day the model's ages are computed on. */
export const signUpToday = '2025-06-15';

export const signUpForms = {
  valid: {
    fullName: 'Alex Driver',
    email: 'alex@example.com',
    phone: '+33 6 12 34 56 78',
    birthDate: '1990-04-12',
    password: 'secret1',
    confirmPassword: 'secret1',
    acceptTerms: true,
  },
  /** One of each invalid kind: every rule's text shows at once. */
  invalid: {
    fullName: '',
    email: 'alex@',
    phone: '12',
    birthDate: '2010-01-01',
    password: '123',
    confirmPassword: '1234',
    acceptTerms: false,
  },
} satisfies Record<string, SignUpValues>;

const fill = (name: keyof typeof signUpForms) => formEvent('signUp.change', name, signUpForms[name]);

export const signUpModel: FlowModel<typeof signUpMachine> = {
  flow: 'sign-up',
  machine: signUpMachine,
  variants: [{ input: { language: 'en', today: signUpToday } }],
  events: (snapshot) => [
    ...(snapshot.matches('editing') ? [fill('valid'), fill('invalid')] : [fill('valid')]),
    { type: 'signUp.submit' },
    { type: 'signUp.retry' },
    { type: 'signUp.resendActivation' },
    doneEvent('signUp', { _id: userId }),
    ...(['EMAIL_ALREADY_REGISTERED', 'NETWORK_ERROR', 'VALIDATION_ERROR'] as const).map((code) =>
      errorEvent('signUp', failure(code)),
    ),
    doneEvent('resend', { queued: true }),
    errorEvent('resend', failure('TOO_MANY_ATTEMPTS')),
  ],
  project: ({ language: _language, today: _today, attempt: _attempt, ...values }: Record<string, unknown>) => values,
  label: eventName,
};

export const signUpPaths = () => buildPaths(signUpModel);
