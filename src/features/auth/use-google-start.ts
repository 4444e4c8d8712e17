import { useMemo } from 'react';
import { createGoogleSignInActors } from '@/machines/google-sign-in/google-sign-in.actors';
import { googleStartMachine } from '@/machines/google-sign-in/google-start.machine';
import { useApi } from '@/src/core/api-context';
import { useLanguage } from '@/src/core/use-language';
import { rememberGoogleLanguage } from './google-language';

/** The "Continue with Google" machine on the real API: the browser leaves for the address googleAuth answers. */
export function useGoogleStart(): typeof googleStartMachine {
  const api = useApi();
  const language = useLanguage();
  return useMemo(
    () =>
      googleStartMachine.provide({
        actors: createGoogleSignInActors(api),
        actions: {
          openProvider: (_, { url }) => {
            rememberGoogleLanguage(language);
            window.location.assign(url);
          },
        },
      }),
    [api, language],
  );
}
