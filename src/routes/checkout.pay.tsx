import { createFileRoute } from '@tanstack/react-router';
import { CheckoutScreen } from '@/src/features/checkout/CheckoutScreen';
import { checkoutRouteOptions, useCheckoutLogic } from '@/src/features/checkout/checkout-loader';

/** The online payment of a pay-online booking (`b`: its id); the booking process comes here once it is made. */
export const Route = createFileRoute('/checkout/pay')({
  ...checkoutRouteOptions(),
  component: CheckoutPayRoute,
});

function CheckoutPayRoute() {
  const { booking, paymentTypes } = Route.useLoaderData();
  const logic = useCheckoutLogic();
  return <CheckoutScreen key={booking._id} booking={booking} paymentTypes={paymentTypes} logic={logic} />;
}
