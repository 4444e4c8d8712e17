import { t } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { AdminOnly } from '@/src/components/back-office/AdminOnly';
import { type BackOfficeSearch, BackOfficeSearchScreen } from '@/src/features/search/BackOfficeSearchScreen';

/** Keeps the words of the search from the address, trimmed, at most 80 characters; anything else is dropped. */
export function validateBackOfficeSearch(search: Record<string, unknown>): BackOfficeSearch {
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 80).trim() : '';
  return q ? { q } : {};
}

/** The team's one search across the kinds of records (issue 14). */
export const Route = createFileRoute('/manage/search')({
  validateSearch: validateBackOfficeSearch,
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Search`, noIndex: true }),
  component: SearchRoute,
});

function SearchRoute() {
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <AdminOnly>
      <BackOfficeSearchScreen search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />
    </AdminOnly>
  );
}
