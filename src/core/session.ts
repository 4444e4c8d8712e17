import type { MessageDescriptor } from '@lingui/core';
import { createActor, fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Language } from '@/config/languages';
import type { User } from '@/openapi/types';
import type { Api } from '@/api/client';
import { createSessionActors } from '@/machines/session/session.actors';
import { sessionMachine, type SessionErrorReason } from '@/machines/session/session.machine';
import { languageChangeFailed } from './error-messages';
import { handleError } from './errors';
import { i18n } from './i18n';
import {
  clearStoredSession,
  readStoredSession,
  writeStoredLanguage,
  writeStoredUser,
  writeToken,
} from './storage';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

const errorMessages: Record<SessionErrorReason, MessageDescriptor> = {
  updateLanguage: languageChangeFailed,
};

export interface CreateSessionOptions {
  api: Api;
  /** The language of the URL the app was opened with. */
  language: Language;
  /** Where sign-out sends the user: the root path. */
  navigateHome: () => void;
}

/** The root session actor, wired to the browser's storage, the API and the toasts. Not started. */
export function createSession({ api, language, navigateHome }: CreateSessionOptions): SessionActor {
  const machine = sessionMachine.provide({
    actors: {
      ...createSessionActors(api),
      restoreSession: fromPromise(() => Promise.resolve(readStoredSession())),
    },
    actions: {
      storeSession: (_, { user }) => {
        writeStoredUser({ _id: user._id, language: user.language });
        writeToken(user.token, user.expiresAt);
      },
      storeUser: (_, { user }) => writeStoredUser(user),
      storeLanguage: (_, { language: chosen }) => writeStoredLanguage(chosen),
      clearSession: () => clearStoredSession(),
      navigateHome: () => navigateHome(),
      notifyError: (_, { reason, error }) => handleError(error, i18n._(errorMessages[reason])),
    },
  });
  return createActor(machine, { input: { language } });
}

export function isRestoring(snapshot: SessionSnapshot): boolean {
  return snapshot.matches('restoring');
}

export function selectUser(snapshot: SessionSnapshot): User | null {
  return snapshot.matches('signedIn') ? snapshot.context.user : null;
}

/** Resolves once the stored session has been checked (route guards wait for it in `beforeLoad`). */
export async function whenSessionReady(session: SessionActor): Promise<SessionSnapshot> {
  return waitFor(session, (snapshot) => !isRestoring(snapshot));
}
