import { t } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { requireSignedIn } from '@/src/core/require-signed-in';
import { useSessionActor, useSessionUser } from '@/src/core/session-context';
import { SettingsScreen } from '@/src/features/account/SettingsScreen';

export const Route = createFileRoute('/settings')({
  // A person's page, or a form of the account: the server sends the frame, the browser renders the rest.
  ssr: false,
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location.href),
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Settings`, noIndex: true }),
  component: SettingsRoute,
});

function SettingsRoute() {
  const user = useSessionUser();
  const session = useSessionActor();
  const navigate = useNavigate();
  if (!user) return null;
  const signedOutEverywhere = () => {
    session.send({ type: 'session.ended' });
    void navigate({ to: '/sign-in', replace: true });
  };
  return <SettingsScreen user={user} onSignedOut={signedOutEverywhere} />;
}
