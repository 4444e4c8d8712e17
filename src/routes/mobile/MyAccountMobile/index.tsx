import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { requireSignedIn } from '@/src/core/require-signed-in';
import { useSessionUser } from '@/src/core/session-context';
import { AccountHubScreen } from '@/src/features/account/AccountHubScreen';

export const Route = createFileRoute('/mobile/MyAccountMobile/')({
  // A person's page, or a form of the account: the server sends the frame, the browser renders the rest.
  ssr: false,
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location.href),
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`My account`, noIndex: true }),
  component: MyAccountMobileRoute,
});

function MyAccountMobileRoute() {
  const user = useSessionUser();
  if (!user) return null;
  return <AccountHubScreen user={user} />;
}
