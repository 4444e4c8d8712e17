import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { requireSignedIn } from '@/src/core/require-signed-in';
import { useSessionUser } from '@/src/core/session-context';
import { LanguageScreen } from '@/src/features/account/MobileAccountScreens';

export const Route = createFileRoute('/mobile/Language')({
  // A person's page, or a form of the account: the server sends the frame, the browser renders the rest.
  ssr: false,
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location.href),
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Language`, noIndex: true }),
  component: LanguageRoute,
});

function LanguageRoute() {
  // Signing out sends the user home: nothing to show meanwhile.
  if (!useSessionUser()) return null;
  return <LanguageScreen />;
}
