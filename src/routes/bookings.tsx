import { t } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { requireSignedIn } from '@/src/core/require-signed-in';
import { useSessionUser } from '@/src/core/session-context';
import { BookingsScreen } from '@/src/features/bookings/BookingsScreen';
import { validateBookingsSearch } from '@/src/features/bookings/bookings-search';

export const Route = createFileRoute('/bookings')({
  // A person's page, or a form of the account: the server sends the frame, the browser renders the rest.
  ssr: false,
  validateSearch: validateBookingsSearch,
  // Guests sign in first, then come back here (with the filters of the address).
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location.href),
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`My bookings`, noIndex: true }),
  component: BookingsRoute,
});

function BookingsRoute() {
  const user = useSessionUser();
  const navigate = useNavigate({ from: Route.fullPath });
  const search = Route.useSearch();
  // Signing out sends the user home: nothing to show meanwhile.
  if (!user) return null;
  return <BookingsScreen user={user} search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
