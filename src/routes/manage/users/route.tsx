import { Trans } from '@lingui/react/macro';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { isAdmin } from '../../../../domain/accounts';
import { StatusScreen } from '../../../components/StatusScreen';
import { useSessionUser } from '../../../core/session-context';

/** The accounts are the team's: a rental company's account is told so (the server refuses its calls anyway). */
export const Route = createFileRoute('/manage/users')({
  component: UsersLayout,
});

function UsersLayout() {
  const user = useSessionUser();
  if (!user) return null;
  if (!isAdmin(user)) {
    return (
      <StatusScreen
        icon={<ShieldAlert size="32" />}
        title={<Trans>This page is for the Azura team</Trans>}
        description={<Trans>Only admins see and manage the accounts.</Trans>}
      />
    );
  }
  return <Outlet />;
}
