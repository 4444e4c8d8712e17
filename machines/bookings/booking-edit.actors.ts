import { fromPromise } from 'xstate';
import type { Language } from '@/config/languages';
import { type Api, call } from '@/api/client';
import type { BookingOffer, Coupon, Location, UpdateBookingInput } from './booking-edit.form';
import type { Booking } from './booking-rules';

/** The booking edit machine's actors on the real API, one per operationId; the abort signal cancels the request. */
export function createBookingEditActors(api: Api) {
  return {
    getOffer: fromPromise<BookingOffer, { id: string; language: Language }>(({ input, signal }) =>
      call(() => api.GET('/api/offers/{id}', { params: { path: { id: input.id }, query: { language: input.language } }, signal })),
    ),
    getLocations: fromPromise<Location[], { language: Language }>(({ input, signal }) =>
      call(() => api.GET('/api/locations', { params: { query: { language: input.language } }, signal })),
    ),
    validateCoupon: fromPromise<Coupon, { code: string }>(({ input, signal }) =>
      call(() => api.POST('/api/coupons/validate', { body: { code: input.code }, signal })),
    ),
    updateBooking: fromPromise<Booking, UpdateBookingInput>(({ input, signal }) =>
      call(() =>
        api.PATCH('/api/bookings/{id}', { params: { path: { id: input.id }, query: { language: input.language } }, body: input.body, signal }),
      ),
    ),
  };
}
