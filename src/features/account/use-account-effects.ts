import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { User } from '@/openapi/types';
import { changesSaved } from '@/src/components/form/form-messages';
import { handleError, refusalMessage } from '@/src/core/errors';
import { useSessionActor } from '@/src/core/session-context';
import { notify } from '@/src/core/toasts';

/**
 * What the account machines do around their calls, wired to the app: a saved user becomes the session's (the
 * header's name and avatar follow), each success says 'Changes made successfully.', a failure goes to the error helper.
 */
export function useAccountEffects() {
  const { i18n } = useLingui();
  const session = useSessionActor();
  return useMemo(
    () => ({
      notifyUserChanged: (_: unknown, { user }: { user: User }) => session.send({ type: 'session.userChanged', user }),
      notifySaved: () => void notify('positive', i18n._(changesSaved)),
      notifyFailure: (_: unknown, { error }: { error: unknown }) => handleError(error, refusalMessage(i18n, error)),
    }),
    [i18n, session],
  );
}
