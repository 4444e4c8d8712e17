import { useMemo } from 'react';
import { createSignInActors } from '../../../machines/sign-in/sign-in.actors';
import { signInMachine } from '../../../machines/sign-in/sign-in.machine';
import { useApi } from '../../app/api-context';
import { useSessionActor } from '../../app/session-context';
import { SignInForm } from './SignInScreen';

/**
 * The sign-in form where a page asks for it on the spot (the booking's driver step): signing in gives the session
 * its user and stays on the page, which carries on as that user.
 */
export function SignInPanel({ email }: { email?: string }) {
  const api = useApi();
  const session = useSessionActor();
  const logic = useMemo(
    () =>
      signInMachine.provide({
        actors: createSignInActors(api),
        actions: {
          notifySignedIn: (_, { user, stayConnected }) => session.send({ type: 'session.signedIn', user, stayConnected }),
          navigateAfterSignIn: () => {},
        },
      }),
    [api, session],
  );
  return <SignInForm logic={logic} input={{ email }} />;
}
