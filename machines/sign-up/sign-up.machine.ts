import { assign, fromPromise, setup } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import type { Schemas } from '@/openapi/types';
import type { Language } from '@/config/languages';
import { MINIMUM_AGE, isOldEnough, isValidDate, isValidEmail, isValidPhone, passwordTooShort } from '@/domain/validation';
import { backToFormOn, editingStates, resendActivationStates } from '@/machines/shared/form-states';
import { errorCodeOf, isUnreachable, notProvided } from '@/machines/shared/failure';
import { type FieldErrors, compactErrors, hasFieldErrors, withoutErrorsFor } from '@/machines/shared/form';

// Types

export type SignUpField = 'fullName' | 'email' | 'phone' | 'birthDate' | 'password' | 'confirmPassword' | 'acceptTerms';
export type SignUpFieldError =
  'required' | 'invalidEmail' | 'invalidPhone' | 'tooYoung' | 'passwordTooShort' | 'passwordsDontMatch' | 'termsNotAccepted';

export interface SignUpValues {
  fullName: string;
  email: string;
  /** Optional: an empty string is not sent. */
  phone: string;
  /** `YYYY-MM-DD`, as a date input gives it. */
  birthDate: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export interface SignUpContext extends SignUpValues {
  language: Language;
  /** The day ages are computed on; today unless a test pins it. */
  today: string | undefined;
  errors: FieldErrors<SignUpField, SignUpFieldError>;
  attempt: number;
}

export type SignUpEvent =
  | { type: 'signUp.change'; values: Partial<SignUpValues> }
  | { type: 'signUp.submit' }
  | { type: 'signUp.retry' }
  | { type: 'signUp.resendActivation' };

export interface SignUpInput {
  language: Language;
  today?: string;
}

export type SignUpRequest = Schemas['SignUpRequest'];

/** The form's fields in screen order: the first invalid one gets the focus. */
export const signUpFields: readonly SignUpField[] = [
  'fullName',
  'email',
  'phone',
  'birthDate',
  'password',
  'confirmPassword',
  'acceptTerms',
];

// Rules

export function validateSignUp(
  values: SignUpValues,
  today: Date | string = new Date(),
): FieldErrors<SignUpField, SignUpFieldError> {
  const email = values.email.trim();
  const phone = values.phone.trim();
  return compactErrors<SignUpField, SignUpFieldError>({
    fullName: values.fullName.trim() === '' ? 'required' : undefined,
    email: email === '' ? 'required' : isValidEmail(email) ? undefined : 'invalidEmail',
    phone: phone !== '' && !isValidPhone(phone) ? 'invalidPhone' : undefined,
    birthDate: !isValidDate(values.birthDate)
      ? 'required'
      : isOldEnough(values.birthDate, MINIMUM_AGE, today)
        ? undefined
        : 'tooYoung',
    password: values.password === '' ? 'required' : passwordTooShort(values.password) ? 'passwordTooShort' : undefined,
    confirmPassword:
      values.confirmPassword === '' ? 'required' : values.confirmPassword !== values.password ? 'passwordsDontMatch' : undefined,
    acceptTerms: values.acceptTerms ? undefined : 'termsNotAccepted',
  });
}

export function toSignUpRequest(context: SignUpContext): SignUpRequest {
  const phone = context.phone.trim();
  return {
    fullName: context.fullName.trim(),
    email: context.email.trim(),
    ...(phone ? { phone } : {}),
    birthDate: context.birthDate,
    password: context.password,
    language: context.language,
    acceptTerms: true,
  };
}

// Machine

const formEvents = { change: 'signUp.change', submit: 'signUp.submit' } as const;
const backToForm = backToFormOn(formEvents);

export const signUpMachine = setup({
  types: {
    context: typeOf<SignUpContext>(),
    events: typeOf<SignUpEvent>(),
    input: typeOf<SignUpInput>(),
  },
  actors: {
    signUp: fromPromise<{ _id: string }, SignUpRequest>(() => notProvided('signUp')),
    resend: fromPromise<Schemas['Queued'], { email: string; isPasswordReset: boolean }>(() => notProvided('resend')),
  },
  guards: {
    hasErrors: ({ context }) => hasFieldErrors(context.errors),
    isEmailTaken: ({ event }) => errorCodeOf(event) === 'EMAIL_ALREADY_REGISTERED',
    isUnreachable: ({ event }) => isUnreachable(event),
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'signUp.change') return {};
      return { ...event.values, errors: withoutErrorsFor(context.errors, event.values) };
    }),
    validateFields: assign(({ context }) => ({
      errors: validateSignUp(context, context.today ?? new Date()),
      attempt: context.attempt + 1,
    })),
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({
    fullName: '',
    email: '',
    phone: '',
    birthDate: '',
    password: '',
    confirmPassword: '',
    acceptTerms: false,
    language: input.language,
    today: input.today,
    errors: {},
    attempt: 0,
  }),
  initial: 'editing',
  states: {
    ...editingStates(formEvents, 'submitting'),
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => toSignUpRequest(context),
        onDone: { target: 'emailSent' },
        onError: [
          { guard: 'isEmailTaken', target: 'emailTaken' },
          { guard: 'isUnreachable', target: 'networkDown' },
          { target: 'failed' },
        ],
      },
    },
    emailSent: {
      ...resendActivationStates('signUp.resendActivation'),
    },
    emailTaken: { tags: ['error'], on: { ...backToForm } },
    failed: { tags: ['error'], on: { ...backToForm } },
    networkDown: {
      tags: ['error'],
      on: { ...backToForm, 'signUp.retry': { target: 'submitting' } },
    },
  },
});
