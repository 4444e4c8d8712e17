import { createFileRoute } from '@tanstack/react-router';
import { currentLanguage } from '../core/switch-language';
import { CheckoutScreen } from '../features/checkout/CheckoutScreen';
import { loadCheckout, requireSignedIn, useCheckoutLogic, validateBookingSearch } from '../features/checkout/checkout-loader';

/** The online payment of a pay-online booking (`b`: its id); the booking process comes here once it is made. */
export const Route = createFileRoute('/checkout/pay')({
  validateSearch: validateBookingSearch,
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location.href),
  loaderDeps: ({ search }) => ({ b: search.b, language: currentLanguage() }),
  loader: ({ context, deps }) => loadCheckout(context.api, { id: deps.b, language: deps.language }),
  component: CheckoutPayRoute,
});

function CheckoutPayRoute() {
  const { booking, paymentTypes } = Route.useLoaderData();
  const logic = useCheckoutLogic();
  return <CheckoutScreen key={booking._id} booking={booking} paymentTypes={paymentTypes} logic={logic} />;
}
