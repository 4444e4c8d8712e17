import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link, Outlet, createFileRoute } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@chakra-ui/react';
import { isAdmin } from '@/domain/accounts';
import { canAddCars } from '@/domain/fleet';
import { pageHead } from '@/src/core/head';
import { requireSignedIn } from '@/src/core/require-signed-in';
import { useSessionUser } from '@/src/core/session-context';
import { currentLanguage } from '@/src/core/switch-language';
import { StatusScreen } from '@/src/components/StatusScreen';
import { loadCatalogLookups } from '@/src/features/cars/lookups';
import { ManageNav } from '@/src/components/back-office/ManageNav';

/**
 * The back office: what suppliers and the team run. Signed-in accounts only; a driver who opens it is told
 * it is not for him (the server refuses each of its calls anyway). The places and suppliers its forms offer are
 * loaded once for its pages.
 */
export const Route = createFileRoute('/manage')({
  ssr: false,
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location.href),
  loaderDeps: () => ({ language: currentLanguage() }),
  loader: ({ deps, context }) => loadCatalogLookups(context.api, deps.language),
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Back office`, noIndex: true }),
  component: ManageRoute,
});

function ManageRoute() {
  const user = useSessionUser();
  // Signing out sends the user home: nothing to show meanwhile.
  if (!user) return null;
  if (!canAddCars(user)) {
    return (
      <StatusScreen
        icon={<ShieldAlert size="32" />}
        title={<Trans>This page is for rental companies</Trans>}
        description={<Trans>Your account cannot manage a fleet. Rental companies can apply to list their cars and yachts.</Trans>}
        actions={
          <Button asChild colorPalette="brand">
            <Link to="/work-with-us">
              <Trans>Work with us</Trans>
            </Link>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ManageNav admin={isAdmin(user)} />
      <Outlet />
    </>
  );
}
