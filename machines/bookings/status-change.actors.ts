import { fromPromise } from 'xstate';
import { type Api, call } from '@/api/client';
import type { Booking } from './booking-rules';
import type { UpdateBookingStatusInput } from './status-change.machine';

/** The status change machine's actor on the real API. */
export function createStatusChangeActors(api: Api) {
  return {
    updateBookingStatus: fromPromise<Booking, UpdateBookingStatusInput>(({ input, signal }) =>
      call(() =>
        api.POST('/api/bookings/{id}/status', {
          params: { path: { id: input.id }, query: { language: input.language } },
          body: { status: input.status },
          signal,
        }),
      ),
    ),
  };
}
