import { fromPromise, setup } from 'xstate';
import { errorCodeOf, notProvided } from '@/machines/shared/failure';
import { typeOf } from '@/machines/shared/type-of';

// Types

export interface GoogleStartInput {
  /** The public path to come back to once signed in (`/fr/bookings`). */
  ref: string;
}

export type GoogleStartEvent =
  | { type: 'google.start' }
  /** The page came back from the browser's cache after the visitor left for Google and pressed Back. */
  | { type: 'google.back' };

export interface GoogleAuthOutput {
  url: string;
}

// Machine

/** "Continue with Google": asks the server where to send the browser (googleAuth), then leaves for it. */
export const googleStartMachine = setup({
  types: {
    context: typeOf<GoogleStartInput>(),
    events: typeOf<GoogleStartEvent>(),
    input: typeOf<GoogleStartInput>(),
  },
  actors: {
    googleAuth: fromPromise<GoogleAuthOutput, { ref: string }>(() => notProvided('googleAuth')),
  },
  guards: {
    /** 503: Google sign-in is not configured on this server (or the server is down). */
    isUnavailable: ({ event }) => errorCodeOf(event) === 'SERVICE_UNAVAILABLE',
    isNetworkDown: ({ event }) => errorCodeOf(event) === 'NETWORK_ERROR',
  },
  actions: {
    /** Sends the browser to the provider; the route supplies it. */
    openProvider: (_, _params: { url: string }) => {},
  },
}).createMachine({
  id: 'googleStart',
  context: ({ input }) => ({ ref: input.ref }),
  initial: 'idle',
  states: {
    idle: { on: { 'google.start': { target: 'requesting' } } },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'googleAuth',
        src: 'googleAuth',
        input: ({ context }) => ({ ref: context.ref }),
        onDone: { target: 'leaving', actions: { type: 'openProvider', params: ({ event }) => ({ url: event.output.url }) } },
        onError: [
          { guard: 'isUnavailable', target: 'unavailable' },
          { guard: 'isNetworkDown', target: 'networkDown' },
          { target: 'failed' },
        ],
      },
    },
    leaving: { tags: ['busy'], on: { 'google.back': { target: 'idle' } } },
    unavailable: { tags: ['error'] },
    networkDown: { tags: ['error'], on: { 'google.start': { target: 'requesting' } } },
    failed: { tags: ['error'], on: { 'google.start': { target: 'requesting' } } },
  },
});
