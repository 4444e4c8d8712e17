import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { pageHead } from '@/src/core/head';
import { requireSignedIn } from '@/src/core/require-signed-in';
import { useSessionUser } from '@/src/core/session-context';
import { useLanguage } from '@/src/core/use-language';
import { NotificationsScreen } from '@/src/features/notifications/NotificationsScreen';

interface NotificationsSearch {
  page?: number;
}

/** Keeps a whole page number from 2 up; page 1 is implied. */
function validateNotificationsSearch(search: Record<string, unknown>): NotificationsSearch {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {};
}

export const Route = createFileRoute('/notifications')({
  // A person's page: the server sends the frame, the browser renders the rest.
  ssr: false,
  validateSearch: validateNotificationsSearch,
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location.href),
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Notifications`, noIndex: true }),
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const user = useSessionUser();
  const navigate = useNavigate({ from: Route.fullPath });
  const { page = 1 } = Route.useSearch();
  const language = useLanguage();
  // Signing out sends the user home: nothing to show meanwhile.
  if (!user) return null;
  // A new language is a new list: the team's messages of the demo data come in it.
  return <NotificationsScreen key={language} page={page} onPage={(next) => void navigate({ search: next > 1 ? { page: next } : {} })} />;
}
