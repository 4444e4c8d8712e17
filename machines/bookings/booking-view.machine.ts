import { assign, fromPromise, setup } from 'xstate';
import type { Language } from '@/config/languages';
import { notProvided } from '@/machines/shared/failure';
import { typeOf } from '@/machines/shared/type-of';
import type { Booking } from './booking-rules';

// Types

export interface BookingViewInput {
  /** The booking as the route loaded it. */
  booking: Booking;
  language: Language;
}

export interface BookingViewContext {
  booking: Booking;
  language: Language;
  /** Told of another change while loading: load once more when this answer is in. */
  stale: boolean;
}

export type BookingViewEvent =
  /**
   * The booking as an answer of this page has it: the route's load (in the page's language, which later loads follow), a
   * status change, an amendment, a cancellation asked.
   */
  | { type: 'booking.shown'; booking: Booking; language?: Language }
  /** A booking changed elsewhere (a notification told of it): this page loads it again if it is this one. */
  | { type: 'booking.changed'; bookingId: string };

export interface GetBookingInput {
  id: string;
  language: Language;
}

// Machine

/**
 * The booking the booking page shows: the route's, replaced by each answer of the page's own actions, and loaded again
 * when a notification tells of a change made by someone else. The forms of the page (amending, asking to cancel) are
 * machines of their own: a reload never touches what the person is typing there.
 */
export const bookingViewMachine = setup({
  types: {
    context: typeOf<BookingViewContext>(),
    events: typeOf<BookingViewEvent>(),
    input: typeOf<BookingViewInput>(),
  },
  actors: {
    getBooking: fromPromise<Booking, GetBookingInput>(() => notProvided('getBooking')),
  },
  guards: {
    isThisBooking: ({ context, event }) => event.type === 'booking.changed' && event.bookingId === context.booking._id,
    isStale: ({ context }) => context.stale,
  },
  actions: {
    show: assign((_, booking: Booking) => ({ booking })),
    keepShown: assign(({ context, event }) =>
      event.type === 'booking.shown' ? { booking: event.booking, language: event.language ?? context.language } : {},
    ),
    markStale: assign({ stale: true }),
    clearStale: assign({ stale: false }),
  },
}).createMachine({
  id: 'bookingView',
  context: ({ input }) => ({ booking: input.booking, language: input.language, stale: false }),
  initial: 'shown',
  on: {
    'booking.shown': { actions: 'keepShown' },
  },
  states: {
    shown: {
      on: { 'booking.changed': { guard: 'isThisBooking', target: 'reloading' } },
    },
    reloading: {
      entry: 'clearStale',
      on: {
        'booking.changed': { guard: 'isThisBooking', actions: 'markStale' },
        // The answer under way may be older than this one: shown now, and asked again after.
        'booking.shown': { actions: ['keepShown', 'markStale'] },
      },
      invoke: {
        id: 'getBooking',
        src: 'getBooking',
        input: ({ context }) => ({ id: context.booking._id, language: context.language }),
        onDone: [
          { guard: 'isStale', target: 'reloading', reenter: true, actions: { type: 'show', params: ({ event }) => event.output } },
          { target: 'shown', actions: { type: 'show', params: ({ event }) => event.output } },
        ],
        // The page keeps what it shows; the next change, or a visit, loads it again.
        onError: [{ guard: 'isStale', target: 'reloading', reenter: true }, { target: 'shown' }],
      },
    },
  },
});
