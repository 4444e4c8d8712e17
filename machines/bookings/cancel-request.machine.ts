import { assign, fromPromise, setup } from 'xstate';
import type { Language } from '@/config/languages';
import { notProvided } from '@/machines/shared/failure';
import { typeOf } from '@/machines/shared/type-of';
import type { Booking } from './booking-rules';

// Types

export interface RequestCancellationInput {
  id: string;
  language: Language;
}

export interface CancelRequestContext {
  bookingId: string;
  language: Language;
  /** Why the last request was refused, for the confirmation. */
  error?: unknown;
}

export type CancelRequestEvent =
  /** 'Cancel booking': ask first. */
  | { type: 'cancelRequest.ask' }
  | { type: 'cancelRequest.dismiss' }
  | { type: 'cancelRequest.confirm' };

export interface CancelRequestInput {
  bookingId: string;
  language: Language;
}

// Machine

/** The driver asks to cancel his booking, after a confirmation; the team then contacts him. */
export const cancelRequestMachine = setup({
  types: {
    context: typeOf<CancelRequestContext>(),
    events: typeOf<CancelRequestEvent>(),
    input: typeOf<CancelRequestInput>(),
  },
  actors: {
    requestCancellation: fromPromise<Booking, RequestCancellationInput>(() => notProvided('requestCancellation')),
  },
  actions: {
    keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : undefined })),
    clearError: assign({ error: undefined }),
    // Provided by the screen: show the booking with the date of the request.
    notifyRequested: (_, _params: { booking: Booking }) => {},
  },
}).createMachine({
  id: 'cancelRequest',
  context: ({ input }) => ({ bookingId: input.bookingId, language: input.language }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'cancelRequest.ask': { target: 'confirming', actions: 'clearError' } },
    },
    confirming: {
      on: {
        'cancelRequest.dismiss': { target: 'idle', actions: 'clearError' },
        'cancelRequest.confirm': { target: 'sending', actions: 'clearError' },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'requestCancellation',
        src: 'requestCancellation',
        input: ({ context }) => ({ id: context.bookingId, language: context.language }),
        onDone: { target: 'sent', actions: { type: 'notifyRequested', params: ({ event }) => ({ booking: event.output }) } },
        // Kept open with the reason: the driver reads it, then closes (or tries again).
        onError: { target: 'confirming', actions: 'keepError' },
      },
    },
    sent: { type: 'final' },
  },
});
