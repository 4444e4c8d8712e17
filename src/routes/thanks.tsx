import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { pageHead } from '@/src/core/head';
import { loadBooking, validateBookingSearch } from '@/src/core/booking-by-id';
import { requireSignedIn } from '@/src/core/require-signed-in';
import { currentLanguage } from '@/src/core/switch-language';
import { ThanksScreen } from '@/src/features/booking/ThanksScreen';

/** The thank-you page after booking: `/thanks?b=<booking id>`, for the driver who booked (or the staff). */
export const Route = createFileRoute('/thanks')({
  // A person's page, or a form of the account: the server sends the frame, the browser renders the rest.
  ssr: false,
  validateSearch: validateBookingSearch,
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location.href),
  loaderDeps: ({ search }) => ({ b: search.b, language: currentLanguage() }),
  loader: ({ context, deps }) => loadBooking(context.api, { id: deps.b, language: deps.language }),
  head: ({ match }) => pageHead({ title: t(match.context.i18n)`Thank you for your booking`, noIndex: true }),
  component: ThanksRoute,
});

function ThanksRoute() {
  const booking = Route.useLoaderData();
  return <ThanksScreen booking={booking} />;
}
