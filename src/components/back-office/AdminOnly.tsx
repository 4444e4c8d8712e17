import { Trans } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { isAdmin } from '@/domain/accounts';
import { StatusScreen } from '@/src/components/StatusScreen';
import { useSessionUser } from '@/src/core/session-context';

/** The team's pages of the back office (accounts, coupons): a supplier's account is told so; the server refuses its calls anyway. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (!user) return null;
  if (!isAdmin(user)) {
    return (
      <StatusScreen
        icon={<ShieldAlert size="32" />}
        title={<Trans>This page is for the Azura team</Trans>}
        description={<Trans>Only admins see and manage the accounts and the coupons.</Trans>}
      />
    );
  }
  return children;
}
