import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { type CalendarMonth, type LoadCalendarInput, vehicleCalendarMachine } from '@/machines/fleet/vehicle-calendar.machine';
import { aBookingRecord } from '@/tests/support/booking-record';
import { type Outcome, fakeActor } from '@/tests/support/fake-actors';
import { failure } from '@/tests/support/fixtures';

const vehicle = { brand: 'Azimut', model: 'S7', image: '/images/p/card.webp', available: true };
const december: CalendarMonth = { vehicle, bookings: [aBookingRecord({ _id: 'b1', status: 'reserved' }), aBookingRecord({ _id: 'b2', status: 'paid' })] };

function arrange(...outcomes: Outcome<CalendarMonth>[]) {
  const loadCalendar = fakeActor<CalendarMonth, LoadCalendarInput>(...(outcomes.length ? outcomes : [december]));
  const actor = createActor(vehicleCalendarMachine.provide({ actors: { loadCalendar: loadCalendar.logic } }), {
    input: { kind: 'yacht', id: 'y1', month: '2026-12', language: 'fr' },
  }).start();
  const settled = () => waitFor(actor, (snapshot) => snapshot.matches('ready') || snapshot.matches('failed'));
  return { actor, loadCalendar, settled };
}

describe("a vehicle's calendar", () => {
  it("loads the address's month with the vehicle, then only the bookings of another month", async () => {
    const { actor, loadCalendar, settled } = arrange();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled();
    expect(actor.getSnapshot().context.vehicle).toEqual(vehicle);
    expect(actor.getSnapshot().context.bookings.map((booking) => booking._id)).toEqual(['b1', 'b2']);
    expect(loadCalendar.calls[0]).toEqual({ kind: 'yacht', id: 'y1', month: '2026-12', language: 'fr', vehicle: undefined });

    actor.send({ type: 'month.show', month: '2027-01' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await settled();
    // The vehicle known is handed over: the actor reads the month's bookings alone.
    expect(loadCalendar.calls[1]).toEqual({ kind: 'yacht', id: 'y1', month: '2027-01', language: 'fr', vehicle });
  });

  it('does not read the month shown again', async () => {
    const { actor, loadCalendar, settled } = arrange();
    await settled();
    actor.send({ type: 'month.show', month: '2026-12' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(loadCalendar.calls).toHaveLength(1);
  });

  it('shows a failure, and loads again on retry or on another month', async () => {
    const { actor, loadCalendar, settled } = arrange(failure('NETWORK_ERROR'), december);
    await settled();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'NETWORK_ERROR' });
    actor.send({ type: 'retry' });
    await settled();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(loadCalendar.calls).toHaveLength(2);
  });

  it('a month asked while another loads wins: the first answer is dropped', async () => {
    const { actor, loadCalendar, settled } = arrange();
    actor.send({ type: 'month.show', month: '2027-03' });
    await settled();
    expect(actor.getSnapshot().context.month).toBe('2027-03');
    expect(loadCalendar.calls.at(-1)?.month).toBe('2027-03');
  });

  it("shows a booking's new status at once, and ignores a booking the month does not show", async () => {
    const { actor, settled } = arrange();
    await settled();
    actor.send({ type: 'booking.changed', booking: aBookingRecord({ _id: 'b1', status: 'paid' }) });
    actor.send({ type: 'booking.changed', booking: aBookingRecord({ _id: 'other', status: 'cancelled' }) });
    expect(actor.getSnapshot().context.bookings.map((booking) => [booking._id, booking.status])).toEqual([
      ['b1', 'paid'],
      ['b2', 'paid'],
    ]);
  });
});
