import { fromPromise } from 'xstate';
import { type Api, call } from '../../src/api/client';
import type { AdditionalDriver, Booking } from './booking.form';
import type { CreateBookingInput } from './booking.machine';

/** The booking process's actors on the real API, one per operationId; the abort signal cancels the request. */
export function createBookingProcessActors(api: Api) {
  return {
    createBooking: fromPromise<Booking, CreateBookingInput>(({ input, signal }) =>
      call(() => api.POST('/api/bookings', { params: { query: { language: input.language } }, body: input.body, signal })),
    ),
    createAdditionalDriver: fromPromise<AdditionalDriver, AdditionalDriver>(({ input, signal }) =>
      call(() => api.POST('/api/additional-driver/create', { body: input, signal })),
    ),
    deleteAdditionalDriver: fromPromise<void, { _id: string }>(async ({ input, signal }) => {
      await call(() => api.DELETE('/api/additional-driver/delete', { body: input, signal }));
    }),
  };
}

export type BookingProcessActors = ReturnType<typeof createBookingProcessActors>;
