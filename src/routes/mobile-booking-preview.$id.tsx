import { createFileRoute } from '@tanstack/react-router';
import { loadBooking } from '../core/booking-by-id';
import { requireSignedIn } from '../core/require-signed-in';
import { currentLanguage } from '../core/switch-language';
import { BookingPreviewScreen } from '../features/checkout/BookingPreviewScreen';

/** A compact preview of one booking, for phones; a pending pay-online booking links to its checkout. */
export const Route = createFileRoute('/mobile-booking-preview/$id')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location.href),
  loaderDeps: () => ({ language: currentLanguage() }),
  loader: ({ context, params, deps }) => loadBooking(context.api, { id: params.id, language: deps.language }),
  component: BookingPreviewRoute,
});

function BookingPreviewRoute() {
  const booking = Route.useLoaderData();
  return <BookingPreviewScreen booking={booking} />;
}
