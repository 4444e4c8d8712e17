import { useMemo } from 'react';
import { createGoogleSignInActors } from '../../../machines/google-sign-in/google-sign-in.actors';
import { googleStartMachine } from '../../../machines/google-sign-in/google-start.machine';
import { useApi } from '../../core/api-context';

/** The "Continue with Google" machine on the real API: the browser leaves for the address googleAuth answers. */
export function useGoogleStart(): typeof googleStartMachine {
  const api = useApi();
  return useMemo(
    () =>
      googleStartMachine.provide({
        actors: createGoogleSignInActors(api),
        actions: { openProvider: (_, { url }) => window.location.assign(url) },
      }),
    [api],
  );
}
