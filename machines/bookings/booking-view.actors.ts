import { fromPromise } from 'xstate';
import { type Api, call } from '@/api/client';
import type { Booking } from './booking-rules';
import type { GetBookingInput } from './booking-view.machine';

/** The booking page's view machine's actor on the real API. */
export function createBookingViewActors(api: Api) {
  return {
    getBooking: fromPromise<Booking, GetBookingInput>(({ input, signal }) =>
      call(() => api.GET('/api/bookings/{id}', { params: { path: { id: input.id }, query: { language: input.language } }, signal })),
    ),
  };
}
