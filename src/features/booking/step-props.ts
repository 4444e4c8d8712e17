import type { EventFrom, SnapshotFrom } from 'xstate';
import type { bookingProcessMachine } from '@/machines/booking/booking.machine';
import type { Schemas } from '@/openapi/types';

export type BookingSnapshot = SnapshotFrom<typeof bookingProcessMachine>;
export type BookingSend = (event: EventFrom<typeof bookingProcessMachine>) => void;

/** What every step component gets: the machine's state to read, and `send` to talk to it. */
export interface StepProps {
  snapshot: BookingSnapshot;
  send: BookingSend;
}

/** A place of the offer with its name in the page's language (the slug when the name is unknown). */
export type Place = Pick<Schemas['Location'], 'slug' | 'name'>;
