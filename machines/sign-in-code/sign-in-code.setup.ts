import { assign, fromPromise, setup } from 'xstate';
import type { Language } from '@/config/languages';
import { isValidEmail } from '@/domain/validation';
import { typeOf } from '@/machines/shared/type-of';
import type { Schemas, SignInResponse } from '@/openapi/types';
import { errorCodeOf, isUnreachable, notProvided } from '@/machines/shared/failure';
import { type FieldErrors, compactErrors, hasFieldErrors, withoutErrorsFor } from '@/machines/shared/form';

// Types

export type SignInCodeField = 'email' | 'code';
export type SignInCodeFieldError = 'required' | 'invalidEmail' | 'invalidCode';

export interface SignInCodeValues {
  email: string;
  code: string;
  stayConnected: boolean;
}

export interface SignInCodeContext extends SignInCodeValues {
  /** The language the code's email is written in. */
  language: Language;
  /** Opened on the code page, for an address a code was sent to. */
  codeSent: boolean;
  errors: FieldErrors<SignInCodeField, SignInCodeFieldError>;
  /** Counts submits, so the screen can move focus to the first invalid field each time. */
  attempt: number;
  /** Seconds until another code may be asked for. */
  resendIn: number;
  cooldownSeconds: number;
  /** New codes sent from the code page. */
  resent: number;
}

export type SignInCodeEvent =
  | { type: 'signInCode.change'; values: Partial<SignInCodeValues> }
  | { type: 'signInCode.submitEmail' }
  | { type: 'signInCode.submitCode' }
  | { type: 'signInCode.retry' }
  | { type: 'signInCode.resend' }
  /** Raised when a new code is on its way: the one typed so far no longer works. */
  | { type: 'signInCode.codeResent' }
  /** Raised when the server says the code expired: a new one need not wait for the cool-down. */
  | { type: 'signInCode.codeExpired' };

export interface SignInCodeInput {
  email?: string;
  /** The code page: a code was sent to `email` just before. */
  codeSent?: boolean;
  language: Language;
  /** How long the code page waits before offering a new code. */
  cooldownSeconds?: number;
}

export interface SendSigninCodeInput {
  email: string;
  language: Language;
}

export type SignInWithCodeInput = SignInCodeValues;

export interface SignedInWithCode {
  user: SignInResponse;
  stayConnected: boolean;
}

export const signInCodeFields: readonly SignInCodeField[] = ['email', 'code'];
export const codeLength = 6;
export const defaultCooldownSeconds = 60;

// Rules

/** What a typed or pasted code becomes: its digits only ('123 456', '123-456'), at most six. */
export function normalizeCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, codeLength);
}

export function validateEmailStep({ email }: SignInCodeValues): FieldErrors<SignInCodeField, SignInCodeFieldError> {
  const trimmed = email.trim();
  return compactErrors({ email: trimmed === '' ? 'required' : isValidEmail(trimmed) ? undefined : 'invalidEmail' });
}

export function validateCodeStep({ code }: SignInCodeValues): FieldErrors<SignInCodeField, SignInCodeFieldError> {
  return compactErrors({ code: code === '' ? 'required' : code.length === codeLength ? undefined : 'invalidCode' });
}

function changed(context: SignInCodeContext, values: Partial<SignInCodeValues>) {
  const next = values.code === undefined ? values : { ...values, code: normalizeCode(values.code) };
  return { ...next, errors: withoutErrorsFor(context.errors, values) };
}

// Setup

const is = (code: string) => ({ event }: { event: object }) => errorCodeOf(event) === code;

/** The sign-in-by-code flow's types, placeholder actors, guards and actions; sign-in-code.machine.ts draws its states. */
export const signInCodeSetup = setup({
  types: {
    context: typeOf<SignInCodeContext>(),
    events: typeOf<SignInCodeEvent>(),
    input: typeOf<SignInCodeInput>(),
  },
  actors: {
    sendSigninCode: fromPromise<Schemas['Queued'], SendSigninCodeInput>(() => notProvided('sendSigninCode')),
    signInWithCode: fromPromise<SignInResponse, SignInWithCodeInput>(() => notProvided('signInWithCode')),
  },
  delays: { resendTick: 1000 },
  guards: {
    isCodeSent: ({ context }) => context.codeSent && isValidEmail(context.email),
    hasErrors: ({ context }) => hasFieldErrors(context.errors),
    isCooldownOver: ({ context }) => context.resendIn <= 1,
    isNotRegistered: is('EMAIL_NOT_REGISTERED'),
    isRefusedEmail: is('VALIDATION_ERROR'),
    isWrongCode: is('CODE_INVALID'),
    isExpiredCode: is('CODE_EXPIRED'),
    isSuspended: is('ACCOUNT_SUSPENDED'),
    isTooManyAttempts: is('TOO_MANY_ATTEMPTS'),
    isUnreachable: ({ event }) => isUnreachable(event),
  },
  actions: {
    applyChange: assign(({ context, event }) => (event.type === 'signInCode.change' ? changed(context, event.values) : {})),
    validateEmail: assign(({ context }) => ({ errors: validateEmailStep(context), attempt: context.attempt + 1 })),
    validateCode: assign(({ context }) => ({ errors: validateCodeStep(context), attempt: context.attempt + 1 })),
    /** The server found the address malformed although it passed ours. */
    markEmailInvalid: assign(({ context }) => ({ errors: { email: 'invalidEmail' as const }, attempt: context.attempt + 1 })),
    clearCode: assign({ code: '', errors: {} }),
    countDown: assign(({ context }) => ({ resendIn: context.resendIn - 1 })),
    restartCooldown: assign(({ context }) => ({ resendIn: context.cooldownSeconds, resent: context.resent + 1 })),
    /** Opens the code page for the address the code went to; the route supplies it. */
    showCodeEntry: (_, _params: { email: string }) => {},
    /** Hands the user and the token to the session; the route supplies it. */
    notifySignedIn: (_, _signedIn: SignedInWithCode) => {},
    /** Leaves the sign-in pages; the route supplies it. */
    navigateAfterSignIn: () => {},
  },
});

export function initialContext({ email, codeSent, language, cooldownSeconds = defaultCooldownSeconds }: SignInCodeInput): SignInCodeContext {
  return {
    email: email?.trim() ?? '',
    code: '',
    stayConnected: false,
    language,
    codeSent: codeSent === true,
    errors: {},
    attempt: 0,
    resendIn: cooldownSeconds,
    cooldownSeconds,
    resent: 0,
  };
}
