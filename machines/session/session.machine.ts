import { assign, fromPromise, setup } from 'xstate';
import type { Language } from '@/config/languages';
import { typeOf } from '@/machines/shared/type-of';
import type { SignInResponse, User } from '@/openapi/types';

// ---- types ----

/** What the browser keeps between visits: `bc-user` in local storage and the token cookie. */
export interface StoredUser {
  _id: string;
  language: Language;
}

export interface StoredSession {
  user: StoredUser;
  token: string;
}

export interface SessionContext {
  user: User | null;
  /** The language the app shows now (from the URL at start, then from the language switch). */
  language: Language;
  /** The session read from storage while restoring. */
  stored: StoredSession | null;
}

export interface SessionInput {
  /** The language of the URL the app was opened with. */
  language: Language;
}

export type SessionEvent =
  | { type: 'session.signedIn'; user: SignInResponse; stayConnected: boolean }
  | { type: 'session.signOut' }
  | { type: 'session.ended' } // the server ended every session of the user: forget this one, without a call
  | { type: 'session.userChanged'; user: User }
  | { type: 'session.languageChange'; language: Language };

/** Why `notifyError` is called; the app maps it to the product's text. */
export type SessionErrorReason = 'updateLanguage';

export interface ValidatedToken {
  valid: true;
  _id: string;
}

function hasStatus(error: unknown, statuses: readonly number[]): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && statuses.includes(status);
}

function toStoredUser(user: Pick<User, '_id' | 'language'>): StoredUser {
  return { _id: user._id, language: user.language };
}

const notProvided = (name: string) => () => Promise.reject(new Error(`session actor "${name}" was not provided`));

// ---- machine ----

export const sessionMachine = setup({
  types: {
    context: typeOf<SessionContext>(),
    events: typeOf<SessionEvent>(),
    input: typeOf<SessionInput>(),
  },
  guards: {
    hasStoredSession: (_, params: { stored: StoredSession | null }) => params.stored !== null,
    isTokenOfStoredUser: ({ context }, params: { validated: ValidatedToken }) =>
      params.validated.valid && params.validated._id === context.stored?.user._id,
    isTokenRejected: (_, params: { error: unknown }) => hasStatus(params.error, [401, 403]),
    isUrlLanguageDifferentFromStored: ({ context }) =>
      context.stored !== null && context.stored.user.language !== context.language,
  },
  actions: {
    // Side effects are provided by the app (storage, navigation, toasts); these are placeholders.
    storeSession: (_, _params: { user: SignInResponse; stayConnected: boolean }) => {},
    storeUser: (_, _params: { user: StoredUser }) => {},
    storeLanguage: (_, _params: { language: Language }) => {},
    clearSession: () => {},
    navigateHome: () => {},
    notifyError: (_, _params: { reason: SessionErrorReason; error: unknown }) => {},
  },
  actors: {
    restoreSession: fromPromise<StoredSession | null>(notProvided('restoreSession')),
    validateAccessToken: fromPromise<ValidatedToken>(notProvided('validateAccessToken')),
    getUser: fromPromise<User, { id: string }>(notProvided('getUser')),
    updateLanguage: fromPromise<User, { id: string; language: Language }>(notProvided('updateLanguage')),
    signOut: fromPromise<void>(notProvided('signOut')),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ user: null, language: input.language, stored: null }),
  entry: { type: 'storeLanguage', params: ({ context }) => ({ language: context.language }) },
  initial: 'restoring',
  on: {
    'session.signedIn': {
      target: '.signedIn',
      actions: [
        assign({ user: ({ event }) => event.user, stored: null }),
        { type: 'storeSession', params: ({ event }) => ({ user: event.user, stayConnected: event.stayConnected }) },
      ],
    },
    'session.languageChange': {
      actions: [
        assign({ language: ({ event }) => event.language }),
        { type: 'storeLanguage', params: ({ event }) => ({ language: event.language }) },
      ],
    },
  },
  states: {
    restoring: {
      tags: ['busy'],
      initial: 'readingStorage',
      states: {
        readingStorage: {
          invoke: {
            id: 'restoreSession',
            src: 'restoreSession',
            onDone: [
              {
                guard: { type: 'hasStoredSession', params: ({ event }) => ({ stored: event.output }) },
                target: 'validatingToken',
                actions: assign({ stored: ({ event }) => event.output }),
              },
              { target: '#session.signedOut', actions: 'clearSession' },
            ],
            onError: { target: '#session.signedOut', actions: 'clearSession' },
          },
        },
        validatingToken: {
          invoke: {
            id: 'validateAccessToken',
            src: 'validateAccessToken',
            onDone: [
              {
                guard: { type: 'isTokenOfStoredUser', params: ({ event }) => ({ validated: event.output }) },
                target: 'loadingUser',
              },
              { target: '#session.signedOut', actions: 'clearSession' },
            ],
            onError: [
              {
                guard: { type: 'isTokenRejected', params: ({ event }) => ({ error: event.error }) },
                target: '#session.signedOut',
                actions: 'clearSession',
              },
              // The server could not answer: keep what is stored so the next visit tries again.
              { target: '#session.signedOut' },
            ],
          },
        },
        loadingUser: {
          invoke: {
            id: 'getUser',
            src: 'getUser',
            input: ({ context }) => ({ id: context.stored!.user._id }),
            onDone: [
              {
                // Spec 7: at start-up the URL language wins over the stored one and is saved.
                guard: 'isUrlLanguageDifferentFromStored',
                target: '#session.signedIn.updatingLanguage',
                actions: [
                  assign({ user: ({ event, context }) => ({ ...event.output, language: context.language }) }),
                  {
                    type: 'storeUser',
                    params: ({ event, context }) => ({ user: { _id: event.output._id, language: context.language } }),
                  },
                ],
              },
              { target: '#session.signedIn', actions: assign({ user: ({ event }) => event.output }) },
            ],
            onError: [
              {
                guard: { type: 'isTokenRejected', params: ({ event }) => ({ error: event.error }) },
                target: '#session.signedOut',
                actions: 'clearSession',
              },
              { target: '#session.signedOut' },
            ],
          },
        },
      },
    },
    signedIn: {
      initial: 'idle',
      on: {
        'session.signOut': { target: 'signingOut' },
        'session.ended': { target: 'signedOut', actions: ['clearSession', assign({ user: null, stored: null })] },
        'session.userChanged': {
          actions: [
            assign({ user: ({ event }) => event.user }),
            { type: 'storeUser', params: ({ event }) => ({ user: toStoredUser(event.user) }) },
          ],
        },
        'session.languageChange': {
          target: '.updatingLanguage',
          reenter: true,
          actions: [
            assign({
              language: ({ event }) => event.language,
              user: ({ context, event }) => (context.user ? { ...context.user, language: event.language } : null),
            }),
            { type: 'storeLanguage', params: ({ event }) => ({ language: event.language }) },
            {
              type: 'storeUser',
              params: ({ context, event }) => ({ user: { _id: context.user!._id, language: event.language } }),
            },
          ],
        },
      },
      states: {
        idle: {},
        updatingLanguage: {
          tags: ['busy'],
          invoke: {
            id: 'updateLanguage',
            src: 'updateLanguage',
            input: ({ context }) => ({ id: context.user!._id, language: context.language }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ user: ({ event }) => event.output }),
                { type: 'storeUser', params: ({ event }) => ({ user: toStoredUser(event.output) }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notifyError',
                params: ({ event }) => ({ reason: 'updateLanguage' as const, error: event.error }),
              },
            },
          },
        },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        // Whatever the server answers, the browser forgets the session.
        onDone: { target: 'signedOut', actions: ['clearSession', assign({ user: null, stored: null }), 'navigateHome'] },
        onError: { target: 'signedOut', actions: ['clearSession', assign({ user: null, stored: null }), 'navigateHome'] },
      },
    },
    signedOut: {},
  },
});

export type SessionMachine = typeof sessionMachine;
