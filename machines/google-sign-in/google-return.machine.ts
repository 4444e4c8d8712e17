import { fromPromise, setup } from 'xstate';
import type { Language } from '@/config/languages';
import { typeOf } from '@/machines/shared/type-of';
import type { SignInResponse } from '@/openapi/types';
import { errorCodeOf, notProvided } from '@/machines/shared/failure';

// Types

/** What the provider sent the browser back to /google-login with. */
export interface GoogleReturnInput {
  code?: string;
  state?: string;
  /** The provider's refusal (`access_denied` when the visitor cancelled). */
  error?: string;
  language: Language;
}

export type GoogleReturnContext = GoogleReturnInput;

export type GoogleReturnEvent = { type: 'google.retry' };

export interface GoogleSignInInput {
  code: string;
  state: string;
  language: Language;
}

export type GoogleSignInOutput = SignInResponse & { ref: string | null };

// Machine

/** The return from Google (/google-login): exchanges the code for a session (googleSignIn), then goes back to `ref`. */
export const googleReturnMachine = setup({
  types: {
    context: typeOf<GoogleReturnContext>(),
    events: typeOf<GoogleReturnEvent>(),
    input: typeOf<GoogleReturnInput>(),
  },
  actors: {
    googleSignIn: fromPromise<GoogleSignInOutput, GoogleSignInInput>(() => notProvided('googleSignIn')),
  },
  guards: {
    hasAnswer: ({ context }) => !context.error && !!context.code && !!context.state,
    isSuspended: ({ event }) => errorCodeOf(event) === 'ACCOUNT_SUSPENDED',
    isUnavailable: ({ event }) => errorCodeOf(event) === 'SERVICE_UNAVAILABLE',
    isNetworkDown: ({ event }) => errorCodeOf(event) === 'NETWORK_ERROR',
  },
  actions: {
    /** Hands the user and the token to the session; the route supplies it. */
    notifySignedIn: (_, _params: { user: SignInResponse }) => {},
    /** Goes where the sign-in started (`ref`, a path of this site) or home; the route supplies it. */
    navigateAfterSignIn: (_, _params: { ref: string | null }) => {},
  },
}).createMachine({
  id: 'googleReturn',
  context: ({ input }) => input,
  initial: 'readingAnswer',
  states: {
    readingAnswer: {
      always: [{ guard: 'hasAnswer', target: 'exchanging' }, { target: 'declined' }],
    },
    exchanging: {
      tags: ['busy'],
      invoke: {
        id: 'googleSignIn',
        src: 'googleSignIn',
        input: ({ context }) => ({ code: context.code!, state: context.state!, language: context.language }),
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'notifySignedIn', params: ({ event }) => ({ user: event.output }) },
            { type: 'navigateAfterSignIn', params: ({ event }) => ({ ref: event.output.ref }) },
          ],
        },
        onError: [
          { guard: 'isSuspended', target: 'suspended' },
          { guard: 'isUnavailable', target: 'unavailable' },
          // The request never reached the server: the code and state are still unused.
          { guard: 'isNetworkDown', target: 'networkDown' },
          { target: 'failed' },
        ],
      },
    },
    signedIn: { type: 'final' },
    /** No code came back: the visitor cancelled at Google, or the address was opened by hand. */
    declined: { type: 'final', tags: ['error'] },
    suspended: { type: 'final', tags: ['error'] },
    unavailable: { type: 'final', tags: ['error'] },
    failed: { type: 'final', tags: ['error'] },
    networkDown: { tags: ['error'], on: { 'google.retry': { target: 'exchanging' } } },
  },
});
