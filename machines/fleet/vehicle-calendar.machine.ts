import { assign, fromPromise, setup } from 'xstate';
import type { Language } from '@/config/languages';
import { notProvided } from '@/machines/shared/failure';
import type { Booking } from '@/machines/bookings/booking-rules';
import { typeOf } from '@/machines/shared/type-of';
import type { MonthKey } from './calendar-month';
import type { VehicleKind } from './vehicle-form.machine';

/**
 * One car's or yacht's calendar in the back office: who has it when, a month at a time. The month comes from the
 * address (the screen sends `month.show` when it changes); a booking whose status the supplier changes is shown in
 * its new status at once.
 */

// Types

/** What the calendar's heading names. */
export interface CalendarVehicle {
  brand: string;
  model: string;
  image: string;
  available: boolean;
}

export interface LoadCalendarInput {
  kind: VehicleKind;
  id: string;
  month: MonthKey;
  language: Language;
  /** Known once loaded: a new month reads the bookings only. */
  vehicle?: CalendarVehicle;
}

export interface CalendarMonth {
  vehicle: CalendarVehicle;
  bookings: Booking[];
}

export interface VehicleCalendarContext {
  kind: VehicleKind;
  id: string;
  month: MonthKey;
  language: Language;
  vehicle?: CalendarVehicle;
  bookings: Booking[];
  error?: unknown;
}

export type VehicleCalendarEvent =
  | { type: 'month.show'; month: MonthKey }
  | { type: 'retry' }
  /** A booking of the month as the server now has it (after a status change). */
  | { type: 'booking.changed'; booking: Booking };

export type VehicleCalendarInput = Pick<VehicleCalendarContext, 'kind' | 'id' | 'month' | 'language'>;

// Machine

const showMonth = { guard: 'isOtherMonth', target: '#vehicleCalendar.loading', reenter: true, actions: 'setMonth' } as const;

export const vehicleCalendarMachine = setup({
  types: { context: typeOf<VehicleCalendarContext>(), events: typeOf<VehicleCalendarEvent>(), input: typeOf<VehicleCalendarInput>() },
  actors: {
    loadCalendar: fromPromise<CalendarMonth, LoadCalendarInput>(() => notProvided('loadCalendar')),
  },
  guards: {
    isOtherMonth: ({ context, event }) => event.type === 'month.show' && event.month !== context.month,
    isShownBooking: ({ context, event }) => event.type === 'booking.changed' && context.bookings.some((booking) => booking._id === event.booking._id),
  },
  actions: {
    setMonth: assign(({ event }) => (event.type === 'month.show' ? { month: event.month } : {})),
    showMonth: assign((_, { vehicle, bookings }: CalendarMonth) => ({ vehicle, bookings, error: undefined })),
    keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : undefined })),
    replaceBooking: assign(({ context, event }) =>
      event.type === 'booking.changed' ? { bookings: context.bookings.map((booking) => (booking._id === event.booking._id ? event.booking : booking)) } : {},
    ),
  },
}).createMachine({
  id: 'vehicleCalendar',
  context: ({ input }) => ({ ...input, bookings: [] }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      on: { 'month.show': showMonth },
      invoke: {
        id: 'loadCalendar',
        src: 'loadCalendar',
        input: ({ context }) => ({ kind: context.kind, id: context.id, month: context.month, language: context.language, vehicle: context.vehicle }),
        onDone: { target: 'ready', actions: { type: 'showMonth', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    failed: { tags: ['error'], on: { 'month.show': showMonth, retry: { target: 'loading' } } },
    ready: {
      on: {
        'month.show': showMonth,
        'booking.changed': { guard: 'isShownBooking', actions: 'replaceBooking' },
      },
    },
  },
});
