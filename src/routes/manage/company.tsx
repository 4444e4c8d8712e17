import { createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { isAdmin } from '@/domain/accounts';
import { pageHead } from '@/src/core/head';
import { useSessionUser } from '@/src/core/session-context';
import { isUuid } from '@/src/core/uuid';
import { CompanyProfileScreen } from '@/src/features/company/CompanyProfileScreen';

/** The back office's places and companies (its layout's loader). */
const manage = getRouteApi('/manage');

/** An admin's chosen company ('?company=<id>'); a company's own account has no choice to make. */
export function validateCompanySearch(search: Record<string, unknown>): { company?: string } {
  return typeof search.company === 'string' && isUuid(search.company) ? { company: search.company } : {};
}

export const Route = createFileRoute('/manage/company')({
  validateSearch: validateCompanySearch,
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Company profile`, noIndex: true }),
  component: CompanyRoute,
});

function CompanyRoute() {
  const user = useSessionUser();
  const { company } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { suppliers } = manage.useLoaderData();
  if (!user) return null;
  if (!isAdmin(user)) return <CompanyProfileScreen companyId={user.supplierId ?? undefined} />;
  return <CompanyProfileScreen companyId={company} companies={suppliers} onCompanyChange={(id) => void navigate({ search: { company: id } })} />;
}
