import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Booking } from '@/machines/bookings/booking-rules';
import { bookingViewMachine, type GetBookingInput } from '@/machines/bookings/booking-view.machine';
import { aBookingRecord } from '@/tests/support/booking-record';
import { type Outcome, fakeActor, never } from '@/tests/support/fake-actors';
import { failure } from '@/tests/support/fixtures';

const reserved = aBookingRecord({ status: 'reserved' });
const paid: Booking = { ...reserved, status: 'paid' };
const cancelled: Booking = { ...reserved, status: 'cancelled' };

function arrange(...outcomes: Array<Outcome<Booking>>) {
  const getBooking = fakeActor<Booking, GetBookingInput>(...outcomes);
  const actor = createActor(bookingViewMachine.provide({ actors: { getBooking: getBooking.logic } }), {
    input: { booking: reserved, language: 'fr' },
  }).start();
  const shown = () => waitFor(actor, (snapshot) => snapshot.matches('shown'));
  return { actor, getBooking, shown };
}

describe('booking view machine: a change told by a notification', () => {
  it('loads the booking again when it changed elsewhere, and not for another booking', async () => {
    const { actor, getBooking, shown } = arrange(paid);
    actor.send({ type: 'booking.changed', bookingId: '00000000-0000-4000-8000-000000000999' });
    expect(actor.getSnapshot().value).toBe('shown');

    actor.send({ type: 'booking.changed', bookingId: reserved._id });
    await shown();
    expect(getBooking.calls).toEqual([{ id: reserved._id, language: 'fr' }]);
    expect(actor.getSnapshot().context.booking.status).toBe('paid');
  });

  it('loads once more when told again while loading, and keeps what it shows when a load fails', async () => {
    const { actor, getBooking, shown } = arrange(paid, cancelled, failure('NETWORK_ERROR'));
    actor.send({ type: 'booking.changed', bookingId: reserved._id });
    actor.send({ type: 'booking.changed', bookingId: reserved._id });
    await shown();
    expect(getBooking.calls).toHaveLength(2);
    expect(actor.getSnapshot().context.booking.status).toBe('cancelled');

    actor.send({ type: 'booking.changed', bookingId: reserved._id });
    await shown();
    expect(actor.getSnapshot().context.booking.status).toBe('cancelled');
  });

  it("shows the page's own answers at once, in the language the route loaded last, and asks again when one comes mid-load", () => {
    const { actor, getBooking } = arrange(never);
    actor.send({ type: 'booking.shown', booking: paid, language: 'ru' });
    expect(actor.getSnapshot().context).toMatchObject({ booking: paid, language: 'ru' });

    actor.send({ type: 'booking.changed', bookingId: reserved._id });
    actor.send({ type: 'booking.shown', booking: cancelled });
    expect(actor.getSnapshot().context.booking).toEqual(cancelled);
    expect(actor.getSnapshot().context.stale).toBe(true);
    expect(getBooking.calls).toEqual([{ id: reserved._id, language: 'ru' }]);
  });
});
