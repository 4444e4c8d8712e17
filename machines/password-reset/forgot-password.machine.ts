import { assign, fromPromise, setup } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import type { Schemas } from '@/openapi/types';
import { isValidEmail } from '@/domain/validation';
import { backToFormOn, editingStates } from '@/machines/shared/form-states';
import { errorCodeOf, isUnreachable, notProvided } from '@/machines/shared/failure';
import { type FieldErrors, compactErrors, hasFieldErrors, withoutErrorsFor } from '@/machines/shared/form';

// Types

export type ForgotPasswordField = 'email';
export type ForgotPasswordFieldError = 'required' | 'invalidEmail';

export interface ForgotPasswordContext {
  email: string;
  errors: FieldErrors<ForgotPasswordField, ForgotPasswordFieldError>;
  attempt: number;
}

export type ForgotPasswordEvent =
  | { type: 'forgotPassword.change'; values: { email?: string } }
  | { type: 'forgotPassword.submit' }
  | { type: 'forgotPassword.retry' };

export interface ForgotPasswordInput {
  email?: string;
}

export const forgotPasswordFields: readonly ForgotPasswordField[] = ['email'];

// Rules

export function validateForgotPassword({ email }: { email: string }): FieldErrors<ForgotPasswordField, ForgotPasswordFieldError> {
  const trimmed = email.trim();
  return compactErrors<ForgotPasswordField, ForgotPasswordFieldError>({
    email: trimmed === '' ? 'required' : isValidEmail(trimmed) ? undefined : 'invalidEmail',
  });
}

// Machine

const formEvents = { change: 'forgotPassword.change', submit: 'forgotPassword.submit' } as const;
const backToForm = backToFormOn(formEvents);

export const forgotPasswordMachine = setup({
  types: {
    context: typeOf<ForgotPasswordContext>(),
    events: typeOf<ForgotPasswordEvent>(),
    input: typeOf<ForgotPasswordInput>(),
  },
  actors: {
    resend: fromPromise<Schemas['Queued'], { email: string; isPasswordReset: boolean }>(() => notProvided('resend')),
  },
  guards: {
    hasErrors: ({ context }) => hasFieldErrors(context.errors),
    isNotRegistered: ({ event }) => errorCodeOf(event) === 'EMAIL_NOT_REGISTERED',
    isUnreachable: ({ event }) => isUnreachable(event),
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'forgotPassword.change') return {};
      return { ...event.values, errors: withoutErrorsFor(context.errors, event.values) };
    }),
    validateFields: assign(({ context }) => ({ errors: validateForgotPassword(context), attempt: context.attempt + 1 })),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ email: input.email ?? '', errors: {}, attempt: 0 }),
  initial: 'editing',
  states: {
    ...editingStates(formEvents, 'submitting'),
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'resend',
        src: 'resend',
        input: ({ context }) => ({ email: context.email.trim(), isPasswordReset: true }),
        onDone: { target: 'sent' },
        onError: [
          { guard: 'isNotRegistered', target: 'notRegistered' },
          { guard: 'isUnreachable', target: 'networkDown' },
          { target: 'failed' },
        ],
      },
    },
    sent: { type: 'final' },
    notRegistered: { tags: ['error'], on: { ...backToForm } },
    failed: { tags: ['error'], on: { ...backToForm } },
    networkDown: {
      tags: ['error'],
      on: { ...backToForm, 'forgotPassword.retry': { target: 'submitting' } },
    },
  },
});
