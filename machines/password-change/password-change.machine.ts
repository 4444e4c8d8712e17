import { assign, fromPromise, setup } from 'xstate';
import { passwordTooShort } from '@/domain/validation';
import { backToFormOn, editingStates } from '@/machines/shared/form-states';
import { errorCodeOf, notProvided } from '@/machines/shared/failure';
import { type FieldErrors, compactErrors, hasFieldErrors, withoutErrorsFor } from '@/machines/shared/form';
import { typeOf } from '@/machines/shared/type-of';

// Types

export type PasswordChangeField = 'currentPassword' | 'newPassword' | 'confirmPassword';
export type PasswordChangeFieldError =
  'required' | 'passwordTooShort' | 'passwordUnchanged' | 'passwordsDontMatch' | 'wrongPassword';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface PasswordChangeContext extends PasswordChangeValues {
  userId: string;
  errors: FieldErrors<PasswordChangeField, PasswordChangeFieldError>;
  /** Counts refusals (the form's and the server's), so the screen can move focus to the first invalid field. */
  attempt: number;
}

export type PasswordChangeEvent =
  | { type: 'passwordChange.change'; values: Partial<PasswordChangeValues> }
  | { type: 'passwordChange.submit' };

export interface PasswordChangeInput {
  userId: string;
}

export interface ChangePasswordRequest {
  _id: string;
  currentPassword: string;
  newPassword: string;
}

export const passwordChangeFields: readonly PasswordChangeField[] = ['currentPassword', 'newPassword', 'confirmPassword'];

const emptyForm: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

// Rules

export function validatePasswordChange(values: PasswordChangeValues): FieldErrors<PasswordChangeField, PasswordChangeFieldError> {
  const { currentPassword, newPassword, confirmPassword } = values;
  return compactErrors<PasswordChangeField, PasswordChangeFieldError>({
    currentPassword: currentPassword === '' ? 'required' : undefined,
    newPassword:
      newPassword === ''
        ? 'required'
        : passwordTooShort(newPassword)
          ? 'passwordTooShort'
          : newPassword === currentPassword
            ? 'passwordUnchanged'
            : undefined,
    confirmPassword: confirmPassword === '' ? 'required' : confirmPassword !== newPassword ? 'passwordsDontMatch' : undefined,
  });
}

// Machine

/** From an outcome: editing hides its message, submitting tries again with the current values. */
const formEvents = { change: 'passwordChange.change', submit: 'passwordChange.submit' } as const;
const backToForm = backToFormOn(formEvents);

export const passwordChangeMachine = setup({
  types: {
    context: typeOf<PasswordChangeContext>(),
    events: typeOf<PasswordChangeEvent>(),
    input: typeOf<PasswordChangeInput>(),
  },
  actors: {
    changePassword: fromPromise<void, ChangePasswordRequest>(() => notProvided('changePassword')),
  },
  guards: {
    hasErrors: ({ context }) => hasFieldErrors(context.errors),
    isWrongPassword: ({ event }) => errorCodeOf(event) === 'WRONG_PASSWORD',
    isPasswordUnchanged: ({ event }) => errorCodeOf(event) === 'PASSWORD_UNCHANGED',
    isTooManyAttempts: ({ event }) => errorCodeOf(event) === 'TOO_MANY_ATTEMPTS',
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'passwordChange.change') return {};
      return { ...event.values, errors: withoutErrorsFor(context.errors, event.values) };
    }),
    validateFields: assign(({ context }) => ({ errors: validatePasswordChange(context), attempt: context.attempt + 1 })),
    refuseField: assign(({ context }, params: { field: PasswordChangeField; error: PasswordChangeFieldError }) => ({
      errors: { [params.field]: params.error },
      attempt: context.attempt + 1,
    })),
    clearForm: assign({ ...emptyForm, errors: {} }),
    /** 'Changes made successfully.'; the route supplies it. */
    notifyChanged: () => {},
  },
}).createMachine({
  id: 'passwordChange',
  context: ({ input }) => ({ userId: input.userId, ...emptyForm, errors: {}, attempt: 0 }),
  initial: 'editing',
  states: {
    ...editingStates(formEvents, 'changing'),
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          _id: context.userId,
          currentPassword: context.currentPassword,
          newPassword: context.newPassword,
        }),
        onDone: { target: 'changed', actions: ['clearForm', 'notifyChanged'] },
        onError: [
          {
            guard: 'isWrongPassword',
            target: 'editing',
            actions: { type: 'refuseField', params: { field: 'currentPassword', error: 'wrongPassword' } },
          },
          {
            guard: 'isPasswordUnchanged',
            target: 'editing',
            actions: { type: 'refuseField', params: { field: 'newPassword', error: 'passwordUnchanged' } },
          },
          { guard: 'isTooManyAttempts', target: 'tooManyAttempts' },
          { target: 'failed' },
        ],
      },
    },
    changed: { on: { ...backToForm } },
    tooManyAttempts: { tags: ['error'], on: { ...backToForm } },
    failed: { tags: ['error'], on: { ...backToForm } },
  },
});
