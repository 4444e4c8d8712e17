import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { pageHead } from '@/src/core/head';
import { bookingName } from '@/src/features/bookings/format';
import { loadBooking, validateBookingSearch } from '@/src/core/booking-by-id';
import { requireSignedIn } from '@/src/core/require-signed-in';
import { useSessionUser } from '@/src/core/session-context';
import { currentLanguage } from '@/src/core/switch-language';
import { BookingScreen } from '@/src/features/bookings/BookingScreen';

export const Route = createFileRoute('/booking')({
  // A person's page, or a form of the account: the server sends the frame, the browser renders the rest.
  ssr: false,
  validateSearch: validateBookingSearch,
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location.href),
  // A new language reloads the names of the places.
  loaderDeps: ({ search }) => ({ id: search.b, language: currentLanguage() }),
  loader: ({ context, deps }) => loadBooking(context.api, deps),
  head: ({ loaderData, match }) => {
    if (!loaderData) return {};
    const name = bookingName(loaderData);
    return pageHead({ title: t(match.context.i18n)`Booking of ${name}`, noIndex: true });
  },
  component: BookingRoute,
});

function BookingRoute() {
  const user = useSessionUser();
  const booking = Route.useLoaderData();
  if (!user) return null;
  return <BookingScreen key={booking._id} user={user} booking={booking} />;
}
