import { fromPromise } from 'xstate';
import { type Api, call } from '@/api/client';
import type { CreatePaymentInput, Payment } from './checkout.machine';

/** The checkout machine's actors on the real API, one per operationId; the abort signal cancels the request. */
export function createCheckoutActors(api: Api) {
  return {
    createPayment: fromPromise<Payment, CreatePaymentInput>(({ input, signal }) =>
      call(() =>
        api.POST('/api/bookings/{id}/payments', {
          // The same key on every retry of one attempt: the server answers the first result and never charges twice.
          params: { header: { 'Idempotency-Key': input.idempotencyKey }, path: { id: input.bookingId } },
          body: input.body,
          signal,
        }),
      ),
    ),
    confirmPayment: fromPromise<Payment, { paymentId: string }>(({ input, signal }) =>
      call(() => api.POST('/api/payments/{id}/confirm', { params: { path: { id: input.paymentId } }, signal })),
    ),
  };
}

export type CheckoutActors = ReturnType<typeof createCheckoutActors>;
