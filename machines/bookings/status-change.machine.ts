import { assign, fromPromise, setup } from 'xstate';
import type { Language } from '@/config/languages';
import type { BookingStatus } from '@/domain/bookings';
import { notProvided } from '@/machines/shared/failure';
import { typeOf } from '@/machines/shared/type-of';
import { type Booking, type BookingViewer, statusChoices } from './booking-rules';

// Types

export interface UpdateBookingStatusInput {
  id: string;
  status: BookingStatus;
  language: Language;
}

export interface StatusChangeContext {
  viewer: BookingViewer;
  language: Language;
  /** The change under way: the row or page shows it busy. */
  change: { id: string; status: BookingStatus } | null;
}

export type StatusChangeEvent =
  /** A status picked in a booking's status menu. */
  { type: 'status.change'; booking: Booking; status: BookingStatus };

export interface StatusChangeInput {
  viewer: BookingViewer;
  language: Language;
}

// Machine

/** One status change at a time, from the transition table only (domain/bookings.ts nextStatuses). */
export const statusChangeMachine = setup({
  types: {
    context: typeOf<StatusChangeContext>(),
    events: typeOf<StatusChangeEvent>(),
    input: typeOf<StatusChangeInput>(),
  },
  actors: {
    updateBookingStatus: fromPromise<Booking, UpdateBookingStatusInput>(() => notProvided('updateBookingStatus')),
  },
  guards: {
    isAllowedStatus: ({ context, event }) => statusChoices(context.viewer, event.booking, new Date()).includes(event.status),
  },
  actions: {
    keepChange: assign(({ event }) => ({ change: { id: event.booking._id, status: event.status } })),
    forgetChange: assign({ change: null }),
    // Provided by the screen: show the booking in its new status, the toast, the error helper.
    notifyChanged: (_, _params: { booking: Booking }) => {},
    notifyFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'statusChange',
  context: ({ input }) => ({ viewer: input.viewer, language: input.language, change: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'status.change': { guard: 'isAllowedStatus', target: 'changing', actions: 'keepChange' } },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'updateBookingStatus',
        src: 'updateBookingStatus',
        input: ({ context }) => ({ id: context.change!.id, status: context.change!.status, language: context.language }),
        onDone: { target: 'idle', actions: [{ type: 'notifyChanged', params: ({ event }) => ({ booking: event.output }) }, 'forgetChange'] },
        onError: { target: 'idle', actions: [{ type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetChange'] },
      },
    },
  },
});
