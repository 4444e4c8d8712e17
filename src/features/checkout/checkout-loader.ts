import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Language } from '@/config/languages';
import { createCheckoutActors } from '@/machines/checkout/checkout.actors';
import {
  type Booking,
  type OnlinePaymentType,
  awaitsOnlinePayment,
  checkoutMachine,
  isOnlinePaymentType,
} from '@/machines/checkout/checkout.machine';
import { call, type Api } from '@/api/client';
import { useApi } from '@/src/core/api-context';
import { loadBooking, validateBookingSearch } from '@/src/core/booking-by-id';
import { requireSignedIn } from '@/src/core/require-signed-in';
import type { RouterContext } from '@/src/core/router-context';
import { currentLanguage } from '@/src/core/switch-language';

export interface CheckoutData {
  booking: Booking;
  /** The online payment types the supplier accepts; empty when the booking is not waiting for a payment. */
  paymentTypes: OnlinePaymentType[];
}

/**
 * The checkout's data: the booking, and for one waiting for its payment the online payment types its
 * supplier accepts (getSuppliers, by the offer's supplier). Should the supplier be gone from the list, the
 * type the driver chose when booking stands; the server has the last word on the payment anyway.
 */
export async function loadCheckout(api: Api, { id, language }: { id: string | undefined; language: Language }): Promise<CheckoutData> {
  const booking = await loadBooking(api, { id, language });
  if (!awaitsOnlinePayment(booking)) return { booking, paymentTypes: [] };
  const suppliers = await call(() => api.GET('/api/suppliers', { params: { query: { language } } }));
  const supplier = suppliers.find((candidate) => candidate.slug === booking.offer.supplier.slug);
  const accepted = (supplier?.paymentTypes ?? []).filter(isOnlinePaymentType);
  if (accepted.length > 0) return { booking, paymentTypes: accepted };
  return { booking, paymentTypes: isOnlinePaymentType(booking.paymentType) ? [booking.paymentType] : [] };
}

/**
 * The options both payment routes share (`/checkout/pay` and the phone's `.../BookingProcess/checkout`; each file
 * adds its literal path and its component): `b`, the booking's id, for its signed-in driver (or the staff).
 */
export function checkoutRouteOptions() {
  return {
    // A booking in progress (kept in the browser) and payment: the server sends the frame, the browser renders the rest.
    ssr: false as const,
    validateSearch: validateBookingSearch,
    beforeLoad: ({ context, location }: { context: RouterContext; location: { href: string } }) =>
      requireSignedIn(context.session, location.href),
    loaderDeps: ({ search }: { search: { b?: string } }) => ({ b: search.b, language: currentLanguage() }),
    loader: ({ context, deps }: { context: RouterContext; deps: { b?: string; language: Language } }) =>
      loadCheckout(context.api, { id: deps.b, language: deps.language }),
  };
}

/** The checkout machine on the real API; once paid, the thank-you page replaces the checkout in the history. */
export function useCheckoutLogic(): typeof checkoutMachine {
  const api = useApi();
  const navigate = useNavigate();
  return useMemo(
    () =>
      checkoutMachine.provide({
        actors: createCheckoutActors(api),
        actions: {
          navigateAfterPayment: (_, { bookingId }) => void navigate({ to: '/thanks', search: { b: bookingId }, replace: true }),
        },
      }),
    [api, navigate],
  );
}
