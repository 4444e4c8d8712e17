import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Language } from '@/config/languages';
import type { SignInResponse, User } from '@/openapi/types';
import { ApiFailure } from '@/api/client';
import {
  type SessionErrorReason,
  sessionMachine,
  type StoredSession,
  type StoredUser,
  type ValidatedToken,
} from '@/machines/session/session.machine';
import { aUser as aUserFixture } from '@/tests/support/fixtures';

const userId = '0b9f6c1e-4a8e-4f55-9d1c-2f0e8a6b7c10';

const aUser = (overrides: Partial<User> = {}): User => aUserFixture({ _id: userId, fullName: 'Camille Martin', ...overrides });

function aSignIn(overrides: Partial<SignInResponse> = {}): SignInResponse {
  return { ...aUser(), token: 'token-123', expiresAt: '2030-01-02T00:00:00.000Z', ...overrides };
}

const stored = (language: Language = 'en'): StoredSession => ({ user: { _id: userId, language }, token: 'token-123' });

type Answer<T> = T | Error | 'pending';

/** A fake invoked actor: answers in order (the last repeats) and records its inputs. */
function fake<TOutput, TInput = unknown>(...answers: Array<Answer<TOutput>>) {
  const calls: TInput[] = [];
  const logic = fromPromise<TOutput, TInput>(async ({ input }) => {
    const answer = answers[Math.min(calls.length, answers.length - 1)];
    calls.push(input);
    if (answer === 'pending') return new Promise<TOutput>(() => {});
    if (answer instanceof Error) throw answer;
    return answer as TOutput;
  });
  return { logic, calls };
}

interface Setup {
  language?: Language;
  restore?: Answer<StoredSession | null>;
  validate?: Answer<ValidatedToken>;
  getUser?: Answer<User>;
  updateLanguage?: Array<Answer<User>>;
  signOut?: Answer<void>;
}

function start(setup: Setup = {}) {
  const actors = {
    restoreSession: fake<StoredSession | null>(setup.restore ?? null),
    validateAccessToken: fake<ValidatedToken>(setup.validate ?? { valid: true, _id: userId }),
    getUser: fake<User, { id: string }>(setup.getUser ?? aUser()),
    updateLanguage: fake<User, { id: string; language: Language }>(...(setup.updateLanguage ?? [aUser()])),
    signOut: fake<void>(setup.signOut ?? undefined),
  };
  const actions = {
    storeSession: vi.fn<(params: { user: SignInResponse; stayConnected: boolean }) => void>(),
    storeUser: vi.fn<(params: { user: StoredUser }) => void>(),
    storeLanguage: vi.fn<(params: { language: Language }) => void>(),
    clearSession: vi.fn<() => void>(),
    navigateHome: vi.fn<() => void>(),
    notifyError: vi.fn<(params: { reason: SessionErrorReason; error: unknown }) => void>(),
  };
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: actors.restoreSession.logic,
      validateAccessToken: actors.validateAccessToken.logic,
      getUser: actors.getUser.logic,
      updateLanguage: actors.updateLanguage.logic,
      signOut: actors.signOut.logic,
    },
    actions: {
      storeSession: (_, params) => actions.storeSession(params),
      storeUser: (_, params) => actions.storeUser(params),
      storeLanguage: (_, params) => actions.storeLanguage(params),
      clearSession: () => actions.clearSession(),
      navigateHome: () => actions.navigateHome(),
      notifyError: (_, params) => actions.notifyError(params),
    },
  });
  const session = createActor(machine, { input: { language: setup.language ?? 'en' } });
  session.start();
  return { session, actors, actions };
}

const settled = (session: ReturnType<typeof start>['session']) =>
  waitFor(session, (s) => !s.hasTag('busy'), { timeout: 1000 });

describe('session: restoring the stored session', () => {
  it('with nothing stored, is signed out and remembers the URL language', async () => {
    const { session, actors, actions } = start({ language: 'fr', restore: null });

    const snapshot = await settled(session);

    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context.user).toBeNull();
    expect(actions.storeLanguage).toHaveBeenCalledWith({ language: 'fr' });
    expect(actors.validateAccessToken.calls).toHaveLength(0);
  });

  it('with a valid token, loads the user and is signed in', async () => {
    const user = aUser({ fullName: 'Camille Martin' });
    const { session, actors, actions } = start({ restore: stored('en'), getUser: user });

    const snapshot = await settled(session);

    expect(snapshot.matches({ signedIn: 'idle' })).toBe(true);
    expect(snapshot.context.user).toEqual(user);
    expect(actors.getUser.calls).toEqual([{ id: userId }]);
    expect(actors.updateLanguage.calls).toHaveLength(0);
    expect(actions.clearSession).not.toHaveBeenCalled();
  });

  it('with a token the server rejects, clears storage and is signed out', async () => {
    const { session, actors, actions } = start({
      restore: stored(),
      validate: new ApiFailure(401, 'UNAUTHORIZED', 'revoked'),
    });

    const snapshot = await settled(session);

    expect(snapshot.value).toBe('signedOut');
    expect(actions.clearSession).toHaveBeenCalledTimes(1);
    expect(actors.getUser.calls).toHaveLength(0);
  });

  it("with a token of another user, clears storage and is signed out", async () => {
    const { session, actions } = start({ restore: stored(), validate: { valid: true, _id: 'someone-else' } });

    const snapshot = await settled(session);

    expect(snapshot.value).toBe('signedOut');
    expect(actions.clearSession).toHaveBeenCalledTimes(1);
  });

  it('when the server is unavailable, is signed out but keeps storage for the next visit', async () => {
    const { session, actions } = start({
      restore: stored(),
      validate: new ApiFailure(502, 'SERVICE_UNAVAILABLE', 'Bad Gateway'),
    });

    const snapshot = await settled(session);

    expect(snapshot.value).toBe('signedOut');
    expect(actions.clearSession).not.toHaveBeenCalled();
  });
});

describe('session: start-up language sync (spec 7)', () => {
  it('sends the user id and the URL language when they differ from the stored language', async () => {
    const { session, actors, actions } = start({
      language: 'fr',
      restore: stored('en'),
      getUser: aUser({ language: 'en' }),
      updateLanguage: [aUser({ language: 'fr' })],
    });

    const snapshot = await settled(session);

    expect(actors.updateLanguage.calls).toEqual([{ id: userId, language: 'fr' }]);
    expect(snapshot.matches({ signedIn: 'idle' })).toBe(true);
    expect(snapshot.context.user?.language).toBe('fr');
    expect(actions.storeUser).toHaveBeenLastCalledWith({ user: { _id: userId, language: 'fr' } });
  });

  it('sends nothing when the URL language is the stored one', async () => {
    const { session, actors } = start({ language: 'ru', restore: stored('ru') });

    await settled(session);

    expect(actors.updateLanguage.calls).toHaveLength(0);
  });
});

describe('session: signing in and out', () => {
  it('stores the signed-in user and becomes signed in', async () => {
    const { session, actions } = start();
    await settled(session);
    const user = aSignIn({ type: 'supplier' });

    session.send({ type: 'session.signedIn', user, stayConnected: true });

    const snapshot = session.getSnapshot();
    expect(snapshot.matches('signedIn')).toBe(true);
    expect(snapshot.context.user?.type).toBe('supplier');
    expect(actions.storeSession).toHaveBeenCalledWith({ user, stayConnected: true });
  });

  it.each([
    ['the server answers', undefined],
    ['the server fails', new ApiFailure(500, 'INTERNAL_ERROR', 'boom')],
  ])('signs out when %s: clears storage, is signed out, then goes home', async (_, answer) => {
    const { session, actors, actions } = start({ signOut: answer });
    await settled(session);
    session.send({ type: 'session.signedIn', user: aSignIn(), stayConnected: false });
    const order: string[] = [];
    actions.clearSession.mockImplementation(() => order.push('clear'));
    actions.navigateHome.mockImplementation(() => order.push('home'));

    session.send({ type: 'session.signOut' });
    const snapshot = await settled(session);

    expect(actors.signOut.calls).toHaveLength(1);
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context.user).toBeNull();
    expect(order).toEqual(['clear', 'home']);
  });

  it('forgets a session the server has ended, without calling it or going home', async () => {
    const { session, actors, actions } = start();
    await settled(session);
    session.send({ type: 'session.signedIn', user: aSignIn(), stayConnected: false });
    actions.clearSession.mockClear();

    session.send({ type: 'session.ended' });

    const snapshot = session.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context.user).toBeNull();
    expect(actions.clearSession).toHaveBeenCalledTimes(1);
    expect(actors.signOut.calls).toHaveLength(0);
    expect(actions.navigateHome).not.toHaveBeenCalled();
  });

  it('keeps a changed user and stores its id and language', async () => {
    const { session, actions } = start();
    await settled(session);
    session.send({ type: 'session.signedIn', user: aSignIn(), stayConnected: false });

    session.send({ type: 'session.userChanged', user: aUser({ fullName: 'Camille Durand', language: 'ru' }) });

    expect(session.getSnapshot().context.user?.fullName).toBe('Camille Durand');
    expect(actions.storeUser).toHaveBeenLastCalledWith({ user: { _id: userId, language: 'ru' } });
  });
});

describe('session: changing the language', () => {
  it('for a guest, saves it locally only', async () => {
    const { session, actors, actions } = start();
    await settled(session);

    session.send({ type: 'session.languageChange', language: 'ru' });

    expect(session.getSnapshot().context.language).toBe('ru');
    expect(actions.storeLanguage).toHaveBeenLastCalledWith({ language: 'ru' });
    expect(actions.storeUser).not.toHaveBeenCalled();
    expect(actors.updateLanguage.calls).toHaveLength(0);
  });

  it('for a signed-in user, saves it locally and on the server', async () => {
    const { session, actors, actions } = start({ updateLanguage: [aUser({ language: 'fr' })] });
    await settled(session);
    session.send({ type: 'session.signedIn', user: aSignIn(), stayConnected: false });

    session.send({ type: 'session.languageChange', language: 'fr' });
    const snapshot = await settled(session);

    expect(actors.updateLanguage.calls).toEqual([{ id: userId, language: 'fr' }]);
    expect(actions.storeLanguage).toHaveBeenLastCalledWith({ language: 'fr' });
    expect(actions.storeUser).toHaveBeenCalledWith({ user: { _id: userId, language: 'fr' } });
    expect(snapshot.context.user?.language).toBe('fr');
    expect(actions.notifyError).not.toHaveBeenCalled();
  });

  it('when the server fails, notifies the language error and stays signed in', async () => {
    const failure = new ApiFailure(500, 'INTERNAL_ERROR', 'boom');
    const { session, actions } = start({ updateLanguage: [failure] });
    await settled(session);
    session.send({ type: 'session.signedIn', user: aSignIn(), stayConnected: false });

    session.send({ type: 'session.languageChange', language: 'ru' });
    const snapshot = await settled(session);

    expect(actions.notifyError).toHaveBeenCalledWith({ reason: 'updateLanguage', error: failure });
    expect(snapshot.matches({ signedIn: 'idle' })).toBe(true);
    expect(snapshot.context.language).toBe('ru');
  });

  it('a second change while the first is saving replaces it', async () => {
    const { session, actors } = start({ updateLanguage: ['pending', aUser({ language: 'ru' })] });
    await settled(session);
    session.send({ type: 'session.signedIn', user: aSignIn(), stayConnected: false });

    session.send({ type: 'session.languageChange', language: 'fr' });
    session.send({ type: 'session.languageChange', language: 'ru' });
    const snapshot = await settled(session);

    expect(actors.updateLanguage.calls.map((c) => c.language)).toEqual(['fr', 'ru']);
    expect(snapshot.context.user?.language).toBe('ru');
  });
});
