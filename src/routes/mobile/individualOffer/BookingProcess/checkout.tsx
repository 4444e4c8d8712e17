import { createFileRoute } from '@tanstack/react-router';
import { currentLanguage } from '../../../../core/switch-language';
import { CheckoutScreen } from '../../../../features/checkout/CheckoutScreen';
import { loadCheckout, requireSignedIn, useCheckoutLogic, validateBookingSearch } from '../../../../features/checkout/checkout-loader';

/** The checkout of the mobile booking process (`b`: the booking's id): the same screen, the pay button in a bottom bar. */
export const Route = createFileRoute('/mobile/individualOffer/BookingProcess/checkout')({
  validateSearch: validateBookingSearch,
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location.href),
  loaderDeps: ({ search }) => ({ b: search.b, language: currentLanguage() }),
  loader: ({ context, deps }) => loadCheckout(context.api, { id: deps.b, language: deps.language }),
  component: MobileCheckoutRoute,
});

function MobileCheckoutRoute() {
  const { booking, paymentTypes } = Route.useLoaderData();
  const logic = useCheckoutLogic();
  return <CheckoutScreen key={booking._id} booking={booking} paymentTypes={paymentTypes} logic={logic} layout="phone" />;
}
