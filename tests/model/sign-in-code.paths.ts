import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type SignInCodeContext, type SignInCodeInput, signInCodeMachine } from '@/machines/sign-in-code/sign-in-code.machine';
import { aSignInResponse, failure } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName, formEvent } from './events';

export const cooldownSeconds = 2;
export const emailPage: SignInCodeInput = { language: 'en', cooldownSeconds };
export const codePage: SignInCodeInput = { email: 'driver@example.com', codeSent: true, language: 'en', cooldownSeconds };
export const signedInUser = aSignInResponse();

/** The cool-down's timer, as the model's event: the walk moves the code page's clock on by a second. */
export const tick = 'xstate.after.resendTick.signInCode.enteringCode.resend.coolingDown';

const forms = {
  valid: { email: 'driver@example.com' },
  'invalid email': { email: 'driver@' },
  'valid code': { code: '123456', stayConnected: true },
  'short code': { code: '123' },
};
const fill = (name: keyof typeof forms) => formEvent('signInCode.change', name, forms[name]);

const sendFailures = ['EMAIL_NOT_REGISTERED', 'VALIDATION_ERROR', 'TOO_MANY_ATTEMPTS', 'NETWORK_ERROR', 'INTERNAL_ERROR'] as const;
const signInFailures = ['CODE_INVALID', 'CODE_EXPIRED', 'TOO_MANY_ATTEMPTS', 'ACCOUNT_SUSPENDED', 'NETWORK_ERROR', 'INTERNAL_ERROR'] as const;

function emailPageEvents(snapshot: AnyMachineSnapshot, context: SignInCodeContext): EventObject[] {
  if (snapshot.matches('sendingCode')) {
    return [doneEvent('sendSigninCode', { queued: true }), ...sendFailures.map((code) => errorEvent('sendSigninCode', failure(code)))];
  }
  // Changing the address and sending again are transitions of the whole step: tried from `editing` only.
  if (snapshot.matches({ enteringEmail: 'editing' })) {
    return context.email === '' ? [fill('valid'), fill('invalid email')] : [{ type: 'signInCode.submitEmail' }];
  }
  return [{ type: 'signInCode.retry' }];
}

function codeFormEvents(snapshot: AnyMachineSnapshot, context: SignInCodeContext): EventObject[] {
  if (snapshot.matches({ enteringCode: { code: 'signingIn' } })) {
    return [doneEvent('signInWithCode', signedInUser), ...signInFailures.map((code) => errorEvent('signInWithCode', failure(code)))];
  }
  if (snapshot.matches({ enteringCode: { code: { form: 'editing' } } })) {
    return context.code === '' ? [fill('valid code'), fill('short code')] : [{ type: 'signInCode.submitCode' }];
  }
  return [{ type: 'signInCode.retry' }];
}

function resendEvents(): EventObject[] {
  return [
    { type: tick },
    { type: 'signInCode.resend' },
    doneEvent('sendSigninCode', { queued: true }),
    errorEvent('sendSigninCode', failure('TOO_MANY_ATTEMPTS')),
    errorEvent('sendSigninCode', failure('INTERNAL_ERROR')),
  ];
}

/**
 * The code page has two regions: the code form is tried while the cool-down has not started counting, and the
 * cool-down and new codes while the form is untouched, once (a second new code repeats the first).
 */
function codePageEvents(snapshot: AnyMachineSnapshot, context: SignInCodeContext): EventObject[] {
  if (context.resent > 0) return [];
  const fresh = context.resendIn === context.cooldownSeconds && snapshot.matches({ enteringCode: { resend: 'coolingDown' } });
  const untouched = snapshot.matches({ enteringCode: { code: { form: 'editing' } } }) && context.code === '' && !context.errors.code;
  return [...(fresh ? codeFormEvents(snapshot, context) : []), ...(untouched ? resendEvents() : [])];
}

function label(event: EventObject): string {
  return event.type === tick ? 'a second passes' : eventName(event);
}

export const signInCodeModel: FlowModel<typeof signInCodeMachine> = {
  flow: 'sign-in-code',
  machine: signInCodeMachine,
  variants: [{ input: emailPage }, { label: 'code page', input: codePage }],
  events: (snapshot) => {
    const context = snapshot.context as SignInCodeContext;
    // The code page opened by its address: only its first state (the email page's paths lead to all the others).
    if (context.codeSent) return [];
    return snapshot.matches('enteringCode') ? codePageEvents(snapshot, context) : emailPageEvents(snapshot, context);
  },
  project: (context: SignInCodeContext) => ({
    email: context.email,
    code: context.code,
    stayConnected: context.stayConnected,
    errors: context.errors,
    resendIn: context.resendIn,
    resent: context.resent,
  }),
  label,
};

export const signInCodePaths = () => buildPaths(signInCodeModel);
