import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { ApiFailure, call } from '../api/client';
import { selectUser } from '../core/session';
import { useSessionUser } from '../core/session-context';
import { currentLanguage } from '../core/switch-language';
import { BookingScreen } from '../features/bookings/BookingScreen';
import { validateBookingSearch } from '../features/bookings/bookings-search';

export const Route = createFileRoute('/booking')({
  validateSearch: validateBookingSearch,
  beforeLoad: ({ context, location }) => {
    if (!selectUser(context.session.getSnapshot())) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
  },
  // A new language reloads the names of the places.
  loaderDeps: ({ search }) => ({ id: search.b, language: currentLanguage() }),
  loader: async ({ context, deps }) => {
    if (!deps.id) throw notFound();
    const { id, language } = deps;
    return call(() => context.api.GET('/api/bookings/{id}', { params: { path: { id }, query: { language } } })).catch((error: unknown) => {
      // Not there, or not this account's to see.
      if (error instanceof ApiFailure && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    });
  },
  component: BookingRoute,
});

function BookingRoute() {
  const user = useSessionUser();
  const booking = Route.useLoaderData();
  if (!user) return null;
  return <BookingScreen key={booking._id} user={user} booking={booking} />;
}
