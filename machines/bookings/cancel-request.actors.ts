import { fromPromise } from 'xstate';
import { type Api, call } from '@/api/client';
import type { Booking } from './booking-rules';
import type { RequestCancellationInput } from './cancel-request.machine';

/** The cancel request machine's actor on the real API. */
export function createCancelRequestActors(api: Api) {
  return {
    requestCancellation: fromPromise<Booking, RequestCancellationInput>(({ input, signal }) =>
      call(() =>
        api.POST('/api/bookings/{id}/cancel-request', { params: { path: { id: input.id }, query: { language: input.language } }, signal }),
      ),
    ),
  };
}
