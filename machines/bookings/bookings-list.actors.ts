import { fromPromise } from 'xstate';
import { type Api, call } from '@/api/client';
import type { BookingPage, GetBookingsQuery } from './bookings-list.machine';

/** The bookings list machine's actors on the real API, one per operationId; the abort signal cancels a superseded load. */
export function createBookingsListActors(api: Api) {
  return {
    getBookings: fromPromise<BookingPage, GetBookingsQuery>(({ input, signal }) =>
      call(() => api.GET('/api/bookings', { params: { query: input }, signal })),
    ),
    deleteBookings: fromPromise<void, { ids: string[] }>(async ({ input, signal }) => {
      await call(() => api.DELETE('/api/bookings', { body: { ids: input.ids }, signal }));
    }),
  };
}
