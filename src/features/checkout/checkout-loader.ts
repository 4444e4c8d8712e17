import { notFound, redirect } from '@tanstack/react-router';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Language } from '../../../config/languages';
import { createCheckoutActors } from '../../../machines/checkout/checkout.actors';
import {
  type Booking,
  type OnlinePaymentType,
  awaitsOnlinePayment,
  checkoutMachine,
  isOnlinePaymentType,
} from '../../../machines/checkout/checkout.machine';
import { ApiFailure, call, type Api } from '../../api/client';
import { useApi } from '../../core/api-context';
import { type SessionActor, selectUser } from '../../core/session';

/** The search parameters of the checkout and preview routes: `b`, the booking's id. */
export interface BookingSearch {
  b?: string;
}

export function validateBookingSearch(search: Record<string, unknown>): BookingSearch {
  const b = typeof search.b === 'string' ? search.b.trim() : '';
  return b ? { b } : {};
}

/**
 * A route's `beforeLoad` guard for the driver's own pages: a guest is sent to sign in and comes back
 * to `href` (this page's address) afterwards. The root route has already waited for the stored session.
 */
export function requireSignedIn(session: SessionActor, href: string): void {
  if (!selectUser(session.getSnapshot())) throw redirect({ to: '/sign-in', search: { redirect: href } });
}

const isMissing = (error: unknown) => error instanceof ApiFailure && (error.status === 404 || error.status === 400);

/** getBooking in the page's language; a booking that does not exist (or is not the user's to see) is the not-found page. */
export async function loadBooking(api: Api, { id, language }: { id: string | undefined; language: Language }): Promise<Booking> {
  if (!id) throw notFound();
  return call(() => api.GET('/api/bookings/{id}', { params: { path: { id }, query: { language } } })).catch((error: unknown) => {
    if (isMissing(error)) throw notFound();
    throw error;
  });
}

export interface CheckoutData {
  booking: Booking;
  /** The online payment types the company accepts; empty when the booking is not waiting for a payment. */
  paymentTypes: OnlinePaymentType[];
}

/**
 * The checkout's data: the booking, and for one waiting for its payment the online payment types its
 * company accepts (getSuppliers, by the offer's company). Should the company be gone from the list, the
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
