import { t } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { TeamRequestKind } from '../../../../openapi/generated/enums';
import { pageHead } from '../../../core/head';
import { InboxScreen, type InboxSearch } from '../../../features/inbox/InboxScreen';

const statuses = ['new', 'handled'] as const;

/** Keeps what the inbox understands from the address; anything else is dropped. */
export function validateInboxSearch(search: Record<string, unknown>): InboxSearch {
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 80) : '';
  const page = Number(search.page);
  const pick = <T extends string>(value: unknown, allowed: readonly T[]) => (allowed.includes(value as T) ? (value as T) : undefined);
  const result: InboxSearch = {
    search: text || undefined,
    kind: pick(search.kind, TeamRequestKind),
    status: pick(search.status, statuses),
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined)) as InboxSearch;
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
