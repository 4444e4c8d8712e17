import { createFileRoute } from '@tanstack/react-router';
import { CheckoutScreen } from '@/src/features/checkout/CheckoutScreen';
import { checkoutRouteOptions, useCheckoutLogic } from '@/src/features/checkout/checkout-loader';

/** The checkout of the mobile booking process (`b`: the booking's id): the same screen, the pay button in a bottom bar. */
export const Route = createFileRoute('/mobile/individualOffer/BookingProcess/checkout')({
  ...checkoutRouteOptions(),
  component: MobileCheckoutRoute,
});

function MobileCheckoutRoute() {
  const { booking, paymentTypes } = Route.useLoaderData();
  const logic = useCheckoutLogic();
  return <CheckoutScreen key={booking._id} booking={booking} paymentTypes={paymentTypes} logic={logic} layout="phone" />;
}
