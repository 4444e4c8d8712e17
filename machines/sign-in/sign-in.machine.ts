import { assign, fromPromise, setup } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import type { Schemas, SignInResponse } from '@/openapi/types';
import { isValidEmail } from '@/domain/validation';
import { backToFormOn, editingStates, resendActivationStates } from '@/machines/shared/form-states';
import { errorCodeOf, isUnreachable, notProvided } from '@/machines/shared/failure';
import { type FieldErrors, compactErrors, hasFieldErrors, withoutErrorsFor } from '@/machines/shared/form';

// Types

export type SignInField = 'email' | 'password';
export type SignInFieldError = 'required' | 'invalidEmail';

export interface SignInValues {
  email: string;
  password: string;
  stayConnected: boolean;
}

export interface SignInContext extends SignInValues {
  errors: FieldErrors<SignInField, SignInFieldError>;
  /** Counts submits, so the screen can move focus to the first invalid field each time. */
  attempt: number;
}

export type SignInEvent =
  | { type: 'signIn.change'; values: Partial<SignInValues> }
  | { type: 'signIn.submit' }
  | { type: 'signIn.retry' }
  | { type: 'signIn.resendActivation' };

export interface SignInInput {
  email?: string;
}

export interface ResendInput {
  email: string;
  isPasswordReset: boolean;
}

export interface SignedIn {
  user: SignInResponse;
  stayConnected: boolean;
}

/** The form's fields in screen order: the first invalid one gets the focus. */
export const signInFields: readonly SignInField[] = ['email', 'password'];

// Rules

export function validateSignIn({ email, password }: SignInValues): FieldErrors<SignInField, SignInFieldError> {
  return compactErrors<SignInField, SignInFieldError>({
    email: email.trim() === '' ? 'required' : isValidEmail(email.trim()) ? undefined : 'invalidEmail',
    password: password === '' ? 'required' : undefined,
  });
}

// Machine

const formEvents = { change: 'signIn.change', submit: 'signIn.submit' } as const;
const backToForm = backToFormOn(formEvents);

export const signInMachine = setup({
  types: {
    context: typeOf<SignInContext>(),
    events: typeOf<SignInEvent>(),
    input: typeOf<SignInInput>(),
  },
  actors: {
    signIn: fromPromise<SignInResponse, SignInValues>(() => notProvided('signIn')),
    resend: fromPromise<Schemas['Queued'], ResendInput>(() => notProvided('resend')),
  },
  guards: {
    hasErrors: ({ context }) => hasFieldErrors(context.errors),
    isWrongCredentials: ({ event }) => errorCodeOf(event) === 'INVALID_CREDENTIALS',
    isSuspended: ({ event }) => errorCodeOf(event) === 'ACCOUNT_SUSPENDED',
    isNotActivated: ({ event }) => errorCodeOf(event) === 'ACCOUNT_NOT_ACTIVATED',
    isTooManyAttempts: ({ event }) => errorCodeOf(event) === 'TOO_MANY_ATTEMPTS',
    isUnreachable: ({ event }) => isUnreachable(event),
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'signIn.change') return {};
      return { ...event.values, errors: withoutErrorsFor(context.errors, event.values) };
    }),
    validateFields: assign(({ context }) => ({ errors: validateSignIn(context), attempt: context.attempt + 1 })),
    /** Hands the user and the token to the session; the route supplies it. */
    notifySignedIn: (_, _signedIn: SignedIn) => {},
    /** Leaves the sign-in page; the route supplies it. */
    navigateAfterSignIn: () => {},
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    email: input.email ?? '',
    password: '',
    stayConnected: false,
    errors: {},
    attempt: 0,
  }),
  initial: 'editing',
  states: {
    ...editingStates(formEvents, 'submitting'),
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({
          email: context.email.trim(),
          password: context.password,
          stayConnected: context.stayConnected,
        }),
        onDone: {
          target: 'success',
          actions: [
            {
              type: 'notifySignedIn',
              params: ({ context, event }) => ({ user: event.output, stayConnected: context.stayConnected }),
            },
            'navigateAfterSignIn',
          ],
        },
        onError: [
          { guard: 'isWrongCredentials', target: 'wrongCredentials' },
          { guard: 'isSuspended', target: 'suspended' },
          { guard: 'isNotActivated', target: 'notActivated' },
          { guard: 'isTooManyAttempts', target: 'tooManyAttempts' },
          { guard: 'isUnreachable', target: 'networkDown' },
          { target: 'failed' },
        ],
      },
    },
    success: { type: 'final' },
    wrongCredentials: { tags: ['error'], on: { ...backToForm } },
    suspended: { tags: ['error'], on: { ...backToForm } },
    tooManyAttempts: { tags: ['error'], on: { ...backToForm } },
    failed: { tags: ['error'], on: { ...backToForm } },
    networkDown: {
      tags: ['error'],
      on: { ...backToForm, 'signIn.retry': { target: 'submitting' } },
    },
    notActivated: {
      tags: ['error'],
      on: { ...backToForm },
      ...resendActivationStates('signIn.resendActivation'),
    },
  },
});
