import { t } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { TeamRequestKind, TeamRequestStatus } from '@/openapi/generated/enums';
import { definedOnly, listPage, listText, oneOf } from '@/src/components/list/list-search';
import { pageHead } from '@/src/core/head';
import { InboxScreen, type InboxSearch } from '@/src/features/inbox/InboxScreen';

/** Keeps what the inbox understands from the address; anything else is dropped. */
export function validateInboxSearch(search: Record<string, unknown>): InboxSearch {
  return definedOnly<InboxSearch>({
    search: listText(search.search),
    kind: oneOf(search.kind, TeamRequestKind),
    status: oneOf(search.status, TeamRequestStatus),
    page: listPage(search.page),
  });
}

export const Route = createFileRoute('/manage/inbox/')({
  validateSearch: validateInboxSearch,
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Inbox`, noIndex: true }),
  component: InboxRoute,
});

function InboxRoute() {
  const navigate = useNavigate({ from: Route.fullPath });
  return <InboxScreen search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
}
