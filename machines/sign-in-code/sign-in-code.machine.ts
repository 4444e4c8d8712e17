import { raise } from 'xstate';
import { initialContext, signInCodeSetup } from './sign-in-code.setup';

export * from './sign-in-code.setup';

/**
 * Sign-in by emailed code: the email page asks for a code (enteringEmail, sendingCode), the code page signs in with
 * it (enteringCode). The code page is its own machine, started at enteringCode with the address in its input, so a
 * reload keeps working; meanwhile a new code can be asked for once a cool-down has passed.
 */
export const signInCodeMachine = signInCodeSetup.createMachine({
  id: 'signInCode',
  context: ({ input }) => initialContext(input),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isCodeSent', target: 'enteringCode' }, { target: 'enteringEmail' }],
    },
    enteringEmail: {
      initial: 'editing',
      on: {
        'signInCode.change': { target: '.editing', actions: 'applyChange' },
        'signInCode.submitEmail': { target: '.validating' },
      },
      states: {
        editing: {},
        validating: {
          entry: 'validateEmail',
          always: [{ guard: 'hasErrors', target: 'editing' }, { target: '#signInCode.sendingCode' }],
        },
        notRegistered: { tags: ['error'] },
        tooManyCodes: { tags: ['error'] },
        failed: { tags: ['error'] },
        networkDown: { tags: ['error'], on: { 'signInCode.retry': { target: '#signInCode.sendingCode' } } },
      },
    },
    sendingCode: {
      tags: ['busy'],
      invoke: {
        id: 'sendSigninCode',
        src: 'sendSigninCode',
        input: ({ context }) => ({ email: context.email.trim(), language: context.language }),
        onDone: { target: 'enteringCode', actions: { type: 'showCodeEntry', params: ({ context }) => ({ email: context.email.trim() }) } },
        onError: [
          { guard: 'isNotRegistered', target: 'enteringEmail.notRegistered' },
          { guard: 'isRefusedEmail', target: 'enteringEmail.editing', actions: 'markEmailInvalid' },
          { guard: 'isTooManyAttempts', target: 'enteringEmail.tooManyCodes' },
          { guard: 'isUnreachable', target: 'enteringEmail.networkDown' },
          { target: 'enteringEmail.failed' },
        ],
      },
    },
    enteringCode: {
      type: 'parallel',
      states: {
        code: {
          initial: 'form',
          states: {
            form: {
              initial: 'editing',
              on: {
                'signInCode.change': { target: '.editing', actions: 'applyChange' },
                'signInCode.submitCode': { target: '.validating' },
                'signInCode.codeResent': { target: '.editing', actions: 'clearCode' },
              },
              states: {
                editing: {},
                validating: {
                  entry: 'validateCode',
                  always: [{ guard: 'hasErrors', target: 'editing' }, { target: '#signInCode.enteringCode.code.signingIn' }],
                },
                wrongCode: { tags: ['error'] },
                expiredCode: { tags: ['error'] },
                tooManyAttempts: { tags: ['error'] },
                suspended: { tags: ['error'] },
                failed: { tags: ['error'] },
                networkDown: {
                  tags: ['error'],
                  on: { 'signInCode.retry': { target: '#signInCode.enteringCode.code.signingIn' } },
                },
              },
            },
            signingIn: {
              tags: ['busy'],
              invoke: {
                id: 'signInWithCode',
                src: 'signInWithCode',
                input: ({ context }) => ({ email: context.email, code: context.code, stayConnected: context.stayConnected }),
                onDone: {
                  target: '#signInCode.signedIn',
                  actions: [
                    { type: 'notifySignedIn', params: ({ context, event }) => ({ user: event.output, stayConnected: context.stayConnected }) },
                    'navigateAfterSignIn',
                  ],
                },
                onError: [
                  { guard: 'isWrongCode', target: 'form.wrongCode' },
                  // Ten minutes have passed: a new code is offered at once, whatever the cool-down says.
                  { guard: 'isExpiredCode', target: 'form.expiredCode', actions: raise({ type: 'signInCode.codeExpired' }) },
                  { guard: 'isTooManyAttempts', target: 'form.tooManyAttempts' },
                  { guard: 'isSuspended', target: 'form.suspended' },
                  { guard: 'isUnreachable', target: 'form.networkDown' },
                  { target: 'form.failed' },
                ],
              },
            },
          },
        },
        resend: {
          initial: 'coolingDown',
          states: {
            coolingDown: {
              on: { 'signInCode.codeExpired': { target: 'ready' } },
              after: {
                resendTick: [
                  { guard: 'isCooldownOver', target: 'ready' },
                  { target: 'coolingDown', reenter: true, actions: 'countDown' },
                ],
              },
            },
            ready: { on: { 'signInCode.resend': { target: 'resending' } } },
            resending: {
              invoke: {
                id: 'sendSigninCode',
                src: 'sendSigninCode',
                input: ({ context }) => ({ email: context.email, language: context.language }),
                onDone: { target: 'coolingDown', actions: ['restartCooldown', raise({ type: 'signInCode.codeResent' })] },
                onError: [{ guard: 'isTooManyAttempts', target: 'tooManyCodes' }, { target: 'resendFailed' }],
              },
            },
            resendFailed: { tags: ['error'], on: { 'signInCode.resend': { target: 'resending' } } },
            tooManyCodes: { tags: ['error'] },
          },
        },
      },
    },
    signedIn: { type: 'final' },
  },
});
