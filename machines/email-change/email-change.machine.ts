import { assign, fromPromise, setup } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import type { User } from '@/openapi/types';
import { isValidEmail } from '@/domain/validation';
import { backToFormOn, editingStates } from '@/machines/shared/form-states';
import { errorCodeOf, notProvided } from '@/machines/shared/failure';
import { type FieldErrors, compactErrors, hasFieldErrors, withoutErrorsFor } from '@/machines/shared/form';

// Types

export type EmailChangeField = 'email' | 'password';
export type EmailChangeFieldError = 'required' | 'invalidEmail' | 'wrongPassword';

export interface EmailChangeValues {
  email: string;
  password: string;
}

export interface EmailChangeContext extends EmailChangeValues {
  userId: string;
  /** The address a confirmation link was sent to, until it is followed; null when none. */
  pendingEmail: string | null;
  errors: FieldErrors<EmailChangeField, EmailChangeFieldError>;
  attempt: number;
}

export type EmailChangeEvent =
  | { type: 'emailChange.change'; values: Partial<EmailChangeValues> }
  | { type: 'emailChange.submit' };

export interface EmailChangeInput {
  user: User;
}

export interface UpdateEmailRequest {
  _id: string;
  email: string;
  password: string;
}

export const emailChangeFields: readonly EmailChangeField[] = ['email', 'password'];

// Rules

export function validateEmailChange({ email, password }: EmailChangeValues): FieldErrors<EmailChangeField, EmailChangeFieldError> {
  const trimmed = email.trim();
  return compactErrors<EmailChangeField, EmailChangeFieldError>({
    email: trimmed === '' ? 'required' : isValidEmail(trimmed) ? undefined : 'invalidEmail',
    password: password === '' ? 'required' : undefined,
  });
}

// Machine

const formEvents = { change: 'emailChange.change', submit: 'emailChange.submit' } as const;
const backToForm = backToFormOn(formEvents);

export const emailChangeMachine = setup({
  types: {
    context: typeOf<EmailChangeContext>(),
    events: typeOf<EmailChangeEvent>(),
    input: typeOf<EmailChangeInput>(),
  },
  actors: {
    updateEmail: fromPromise<User, UpdateEmailRequest>(() => notProvided('updateEmail')),
  },
  guards: {
    hasErrors: ({ context }) => hasFieldErrors(context.errors),
    isWrongPassword: ({ event }) => errorCodeOf(event) === 'WRONG_PASSWORD',
    isEmailTaken: ({ event }) => errorCodeOf(event) === 'EMAIL_ALREADY_REGISTERED',
    isTooManyAttempts: ({ event }) => errorCodeOf(event) === 'TOO_MANY_ATTEMPTS',
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'emailChange.change') return {};
      return { ...event.values, errors: withoutErrorsFor(context.errors, event.values) };
    }),
    validateFields: assign(({ context }) => ({ errors: validateEmailChange(context), attempt: context.attempt + 1 })),
    refusePassword: assign(({ context }) => ({ errors: { password: 'wrongPassword' as const }, attempt: context.attempt + 1 })),
    /** Hands the user with its pending address to the session; the route supplies it. */
    notifyUserChanged: (_, _params: { user: User }) => {},
  },
}).createMachine({
  id: 'emailChange',
  context: ({ input }) => ({
    userId: input.user._id,
    pendingEmail: input.user.pendingEmail,
    email: '',
    password: '',
    errors: {},
    attempt: 0,
  }),
  initial: 'editing',
  states: {
    ...editingStates(formEvents, 'sending'),
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'updateEmail',
        src: 'updateEmail',
        input: ({ context }) => ({ _id: context.userId, email: context.email.trim(), password: context.password }),
        onDone: {
          target: 'sent',
          actions: [
            assign({ pendingEmail: ({ event }) => event.output.pendingEmail, email: '', password: '' }),
            { type: 'notifyUserChanged', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: [
          { guard: 'isWrongPassword', target: 'editing', actions: 'refusePassword' },
          { guard: 'isEmailTaken', target: 'emailTaken' },
          { guard: 'isTooManyAttempts', target: 'tooManyAttempts' },
          { target: 'failed' },
        ],
      },
    },
    sent: { on: { ...backToForm } },
    emailTaken: { tags: ['error'], on: { ...backToForm } },
    tooManyAttempts: { tags: ['error'], on: { ...backToForm } },
    failed: { tags: ['error'], on: { ...backToForm } },
  },
});
