import { createFileRoute } from '@tanstack/react-router';
import { loadBooking } from '@/src/core/booking-by-id';
import { requireSignedIn } from '@/src/core/require-signed-in';
import { currentLanguage } from '@/src/core/switch-language';
import { BookingPreviewScreen } from '@/src/features/checkout/BookingPreviewScreen';

/** A compact preview of one booking, for phones; a pending pay-online booking links to its checkout. */
export const Route = createFileRoute('/mobile-booking-preview/$id')({
  // A person's page, or a form of the account: the server sends the frame, the browser renders the rest.
  ssr: false,
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location.href),
  loaderDeps: () => ({ language: currentLanguage() }),
  loader: ({ context, params, deps }) => loadBooking(context.api, { id: params.id, language: deps.language }),
  component: BookingPreviewRoute,
});

function BookingPreviewRoute() {
  const booking = Route.useLoaderData();
  return <BookingPreviewScreen booking={booking} />;
}
