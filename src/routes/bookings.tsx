import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { selectUser } from '../core/session';
import { useSessionUser } from '../core/session-context';
import { BookingsScreen } from '../features/bookings/BookingsScreen';
import { validateBookingsSearch } from '../features/bookings/bookings-search';

export const Route = createFileRoute('/bookings')({
  validateSearch: validateBookingsSearch,
  // Guests sign in first, then come back here (with the filters of the address).
  beforeLoad: ({ context, location }) => {
    if (!selectUser(context.session.getSnapshot())) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
  },
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
