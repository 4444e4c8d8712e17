import { assign, fromPromise, setup } from 'xstate';
import { passwordTooShort } from '@/domain/validation';
import { notProvided } from '@/machines/shared/failure';
import { backToFormOn, editingStates } from '@/machines/shared/form-states';
import { type FieldErrors, compactErrors, hasFieldErrors, withoutErrorsFor } from '@/machines/shared/form';
import { type CheckTokenOutput, type Link, type LinkInput, linkGuards, linkPurposeOf, readingLink, toLink } from '@/machines/shared/link';
import { typeOf } from '@/machines/shared/type-of';

// Types

export type ResetPasswordField = 'password' | 'confirmPassword';
export type ResetPasswordFieldError = 'required' | 'passwordTooShort' | 'passwordsDontMatch';

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface ResetPasswordContext extends ResetPasswordValues {
  link: Link;
  errors: FieldErrors<ResetPasswordField, ResetPasswordFieldError>;
  attempt: number;
}

export type ResetPasswordEvent =
  | { type: 'resetPassword.change'; values: Partial<ResetPasswordValues> }
  | { type: 'resetPassword.submit' }
  | { type: 'resetPassword.retry' };

export type ResetPasswordRequest = Link & { password: string };

export const resetPasswordFields: readonly ResetPasswordField[] = ['password', 'confirmPassword'];

// Rules

export function validateResetPassword(values: ResetPasswordValues): FieldErrors<ResetPasswordField, ResetPasswordFieldError> {
  return compactErrors<ResetPasswordField, ResetPasswordFieldError>({
    password: values.password === '' ? 'required' : passwordTooShort(values.password) ? 'passwordTooShort' : undefined,
    confirmPassword:
      values.confirmPassword === '' ? 'required' : values.confirmPassword !== values.password ? 'passwordsDontMatch' : undefined,
  });
}

// Machine

const formEvents = { change: 'resetPassword.change', submit: 'resetPassword.submit' } as const;

export const resetPasswordMachine = setup({
  types: {
    context: typeOf<ResetPasswordContext>(),
    events: typeOf<ResetPasswordEvent>(),
    input: typeOf<LinkInput>(),
  },
  actors: {
    checkToken: fromPromise<CheckTokenOutput, Link>(() => notProvided('checkToken')),
    resetPassword: fromPromise<void, ResetPasswordRequest>(() => notProvided('resetPassword')),
  },
  guards: {
    ...linkGuards,
    hasErrors: ({ context }) => hasFieldErrors(context.errors),
    isPasswordResetLink: ({ event }) => linkPurposeOf(event) === 'passwordReset',
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'resetPassword.change') return {};
      return { ...event.values, errors: withoutErrorsFor(context.errors, event.values) };
    }),
    validateFields: assign(({ context }) => ({ errors: validateResetPassword(context), attempt: context.attempt + 1 })),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ link: toLink(input), password: '', confirmPassword: '', errors: {}, attempt: 0 }),
  initial: 'readingLink',
  states: {
    readingLink: readingLink('checkingToken'),
    checkingToken: {
      tags: ['busy'],
      invoke: {
        id: 'checkToken',
        src: 'checkToken',
        input: ({ context }) => context.link,
        onDone: [{ guard: 'isPasswordResetLink', target: 'editing' }, { target: 'invalid' }],
        onError: [{ guard: 'isExpired', target: 'expired' }, { guard: 'isBroken', target: 'invalid' }, { target: 'networkDown' }],
      },
    },
    networkDown: {
      tags: ['error'],
      on: { 'resetPassword.retry': { target: 'checkingToken' } },
    },
    ...editingStates(formEvents, 'submitting'),
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ ...context.link, password: context.password }),
        onDone: { target: 'done' },
        onError: [{ guard: 'isExpired', target: 'expired' }, { guard: 'isBroken', target: 'invalid' }, { target: 'failed' }],
      },
    },
    failed: {
      tags: ['error'],
      on: backToFormOn(formEvents),
    },
    done: { type: 'final' },
    expired: { type: 'final', tags: ['error'] },
    invalid: { type: 'final', tags: ['error'] },
  },
});
