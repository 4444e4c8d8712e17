import { createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { isAdmin } from '@/domain/accounts';
import { pageHead } from '@/src/core/head';
import { useSessionUser } from '@/src/core/session-context';
import { isUuid } from '@/src/core/uuid';
import { SupplierProfileScreen } from '@/src/features/suppliers/SupplierProfileScreen';

/** The back office's places and suppliers (its layout's loader). */
const manage = getRouteApi('/manage');

/** An admin's chosen supplier ('?supplier=<id>'); a supplier's own account has no choice to make. */
export function validateSupplierSearch(search: Record<string, unknown>): { supplier?: string } {
  return typeof search.supplier === 'string' && isUuid(search.supplier) ? { supplier: search.supplier } : {};
}

export const Route = createFileRoute('/manage/supplier')({
  validateSearch: validateSupplierSearch,
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Company profile`, noIndex: true }),
  component: SupplierRoute,
});

function SupplierRoute() {
  const user = useSessionUser();
  const { supplier } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { suppliers } = manage.useLoaderData();
  if (!user) return null;
  if (!isAdmin(user)) return <SupplierProfileScreen supplierId={user.supplierId ?? undefined} />;
  return <SupplierProfileScreen supplierId={supplier} suppliers={suppliers} onSupplierChange={(id) => void navigate({ search: { supplier: id } })} />;
}
