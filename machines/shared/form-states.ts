/**
 * The states and transitions every validated form machine shares. A machine that uses them names its parts
 * alike: the action `applyChange` takes the changed values, `validateFields` checks them, the guard
 * `hasErrors` tells whether any field is refused.
 */

type FormEvents<TChange extends string, TSubmit extends string> = { change: TChange; submit: TSubmit };

/** From a failure: editing hides the message, submitting tries again with the current values. */
export function backToFormOn<TChange extends string, TSubmit extends string>({ change, submit }: FormEvents<TChange, TSubmit>) {
  return {
    [change]: { target: 'editing', actions: 'applyChange' },
    [submit]: { target: 'validating' },
  } as Record<TChange, { readonly target: 'editing'; readonly actions: 'applyChange' }> &
    Record<TSubmit, { readonly target: 'validating' }>;
}

/** `editing` takes the changes; a submit checks the fields and goes on to `next` when none is refused. */
export function editingStates<TChange extends string, TSubmit extends string, TNext extends string>(
  { change, submit }: FormEvents<TChange, TSubmit>,
  next: TNext,
) {
  return {
    editing: {
      on: {
        [change]: { actions: 'applyChange' },
        [submit]: { target: 'validating' },
      } as Record<TChange, { readonly actions: 'applyChange' }> & Record<TSubmit, { readonly target: 'validating' }>,
    },
    validating: {
      entry: 'validateFields',
      always: [{ guard: 'hasErrors', target: 'editing' }, { target: next }],
    },
  } as const;
}

/**
 * After an account is made (or its activation asked again): the user can have the activation email sent anew
 * (actor `resend`) as often as they want.
 */
export function resendActivationStates<TResend extends string>(resend: TResend) {
  return {
    initial: 'idle',
    states: {
      idle: {
        on: { [resend]: { target: 'resending' } } as Record<TResend, { readonly target: 'resending' }>,
      },
      resending: {
        tags: ['busy'],
        invoke: {
          id: 'resend',
          src: 'resend',
          input: ({ context }: { context: { email: string } }) => ({ email: context.email.trim(), isPasswordReset: false }),
          onDone: { target: 'resent' },
          onError: { target: 'resendFailed' },
        },
      },
      resent: {},
      resendFailed: {
        on: { [resend]: { target: 'resending' } } as Record<TResend, { readonly target: 'resending' }>,
      },
    },
  } as const;
}
