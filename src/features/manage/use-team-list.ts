import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { type ChangeParams, type ListQuery, teamListMachine } from '@/machines/shared/team-list.machine';
import { handleError } from '@/src/core/errors';

type TeamListActors = Parameters<typeof teamListMachine.provide>[0]['actors'];

/**
 * A team list's machine (machines/shared/team-list.machine.ts) on a screen: its actors (made once from the API), the
 * toast after a change (`notifyChanged`), failures told by the error helper, and the page asked again whenever the
 * address's query changes.
 */
export function useTeamList(makeActors: () => TeamListActors, notifyChanged: (result: unknown, params: ChangeParams) => void, query: ListQuery) {
  const notify = useRef(notifyChanged);
  useEffect(() => {
    notify.current = notifyChanged;
  });
  const logic = useMemo(
    () =>
      teamListMachine.provide({
        actors: makeActors(),
        actions: {
          notifyChanged: (_, { result, params }) => notify.current(result, params),
          notifyFailure: (_, { error }) => handleError(error),
        },
      }),
    // The actors are made once a screen (from the API of its context).
    [],
  );
  const [snapshot, send] = useMachine(logic, { input: { query } });
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    send({ type: 'list.query', query: JSON.parse(queryKey) as ListQuery });
  }, [queryKey, send]);
  return [snapshot, send] as const;
}

/** What a team list's screen shows of its machine's state. */
export function listState(snapshot: { matches: (state: 'loading' | 'failed' | 'confirming' | 'changing') => boolean; hasTag: (tag: 'busy') => boolean }) {
  return {
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    busy: snapshot.hasTag('busy'),
    confirming: snapshot.matches('confirming'),
    changing: snapshot.matches('changing'),
  };
}
