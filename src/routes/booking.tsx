import { createFileRoute } from '@tanstack/react-router';
import { loadBooking, validateBookingSearch } from '../core/booking-by-id';
import { requireSignedIn } from '../core/require-signed-in';
import { useSessionUser } from '../core/session-context';
import { currentLanguage } from '../core/switch-language';
import { BookingScreen } from '../features/bookings/BookingScreen';

export const Route = createFileRoute('/booking')({
  validateSearch: validateBookingSearch,
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location.href),
  // A new language reloads the names of the places.
  loaderDeps: ({ search }) => ({ id: search.b, language: currentLanguage() }),
  loader: ({ context, deps }) => loadBooking(context.api, deps),
  component: BookingRoute,
});

function BookingRoute() {
  const user = useSessionUser();
  const booking = Route.useLoaderData();
  if (!user) return null;
  return <BookingScreen key={booking._id} user={user} booking={booking} />;
}
