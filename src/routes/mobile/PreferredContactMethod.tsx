import { t } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { requireSignedIn } from '@/src/core/require-signed-in';
import { useSessionUser } from '@/src/core/session-context';
import { PreferredContactMethodScreen } from '@/src/features/account/MobileAccountScreens';

export const Route = createFileRoute('/mobile/PreferredContactMethod')({
  // A person's page, or a form of the account: the server sends the frame, the browser renders the rest.
  ssr: false,
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location.href),
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Preferred contact method`, noIndex: true }),
  component: PreferredContactMethodRoute,
});

function PreferredContactMethodRoute() {
  const user = useSessionUser();
  const navigate = useNavigate();
  if (!user) return null;
  return <PreferredContactMethodScreen user={user} onSaved={() => void navigate({ to: '/mobile/MobileSettings' })} />;
}
