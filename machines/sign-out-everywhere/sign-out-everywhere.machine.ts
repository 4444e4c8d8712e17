import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '@/machines/shared/failure';
import { typeOf } from '@/machines/shared/type-of';

// Types

export interface SignOutEverywhereContext {
  userId: string;
  /** Why the last try failed (an ApiFailure), shown in the dialog; null before. */
  failure: unknown;
}

export type SignOutEverywhereEvent =
  | { type: 'signOutEverywhere.ask' }
  | { type: 'signOutEverywhere.cancel' }
  | { type: 'signOutEverywhere.confirm' };

export interface SignOutEverywhereInput {
  userId: string;
}

// Machine

export const signOutEverywhereMachine = setup({
  types: {
    context: typeOf<SignOutEverywhereContext>(),
    events: typeOf<SignOutEverywhereEvent>(),
    input: typeOf<SignOutEverywhereInput>(),
  },
  actors: {
    deleteTokens: fromPromise<void, { userId: string }>(() => notProvided('deleteTokens')),
  },
  actions: {
    forgetFailure: assign({ failure: null }),
    /** Every session is gone on the server: this browser forgets its own and goes to sign in; the route supplies it. */
    endSession: () => {},
  },
}).createMachine({
  id: 'signOutEverywhere',
  context: ({ input }) => ({ userId: input.userId, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'signOutEverywhere.ask': { target: 'confirming' } },
    },
    confirming: {
      on: {
        'signOutEverywhere.cancel': { target: 'idle', actions: 'forgetFailure' },
        'signOutEverywhere.confirm': { target: 'signingOut' },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        id: 'deleteTokens',
        src: 'deleteTokens',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'done', actions: 'endSession' },
        // Kept open: the user may try again or cancel.
        onError: { target: 'confirming', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    done: { type: 'final' },
  },
});
