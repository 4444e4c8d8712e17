import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { BookingStatus } from '@/domain/bookings';
import { type Booking, mayAmend, mayDelete, mayPayNow, mayRequestCancellation, statusChoices } from '@/machines/bookings/booking-rules';
import { type RequestCancellationInput, cancelRequestMachine } from '@/machines/bookings/cancel-request.machine';
import { type UpdateBookingStatusInput, statusChangeMachine } from '@/machines/bookings/status-change.machine';
import { type Outcome, fakeActor, never } from '@/tests/support/fake-actors';
import { failure } from '@/tests/support/fixtures';
import { aBookingRecord } from '@/tests/support/booking-record';

const bookingId = '3c2b1a09-8f7e-4d6c-9b5a-493827160504';
const now = new Date('2031-06-15T10:00:00.000Z');

function aBooking(overrides: Partial<Booking> = {}): Booking {
  return aBookingRecord({ _id: bookingId, ...overrides });
}

describe('what an account may do with a booking', () => {
  it.each<[string, Partial<Booking>, boolean]>([
    ['pay later, before pick-up', {}, true],
    ['pay online without the amendments extra', { paymentOption: 'payOnline', status: 'paid' }, false],
    ['pay online with the amendments extra', { paymentOption: 'payOnline', status: 'paid', extras: { amendments: true } }, true],
    ['after pick-up', { from: '2031-06-01T10:00:00.000Z' }, false],
    ['cancelled', { status: 'cancelled' }, false],
  ])('a driver amends a booking %s: %s', (_, overrides, expected) => {
    expect(mayAmend('driver', aBooking(overrides), now)).toBe(expected);
  });

  it('staff amend any active booking before its pick-up, whatever the payment option', () => {
    const online = aBooking({ paymentOption: 'payOnline', status: 'paid' });
    expect(mayAmend('supplier', online, now)).toBe(true);
    expect(mayAmend('admin', online, now)).toBe(true);
    expect(mayAmend('admin', aBooking({ status: 'void' }), now)).toBe(false);
    expect(mayAmend('supplier', aBooking({ from: '2031-06-15T09:00:00.000Z' }), now)).toBe(false);
  });

  it('only the driver asks to cancel, once, an active booking before pick-up', () => {
    expect(mayRequestCancellation('driver', aBooking(), now)).toBe(true);
    expect(mayRequestCancellation('driver', aBooking({ cancelRequestedAt: '2031-06-10T10:00:00.000Z' }), now)).toBe(false);
    expect(mayRequestCancellation('driver', aBooking({ status: 'cancelled' }), now)).toBe(false);
    expect(mayRequestCancellation('driver', aBooking({ from: '2031-06-01T10:00:00.000Z' }), now)).toBe(false);
    expect(mayRequestCancellation('admin', aBooking(), now)).toBe(false);
  });

  it.each<[BookingStatus, boolean, boolean]>([
    ['void', true, true],
    ['cancelled', true, true],
    ['pending', true, false],
    ['reserved', true, false],
    ['deposit', true, false],
    ['paid', true, false],
  ])('deletes a %s booking: admin %s, supplier %s, driver never', (status, admin, supplier) => {
    expect(mayDelete('admin', { status })).toBe(admin);
    expect(mayDelete('supplier', { status })).toBe(supplier);
    expect(mayDelete('driver', { status })).toBe(false);
  });

  it("offers 'Pay now' on the driver's pending pay-online booking until it expires", () => {
    const pending = aBooking({ status: 'pending', paymentOption: 'payOnline', expiresAt: '2031-06-15T10:15:00.000Z' });
    expect(mayPayNow('driver', pending, now)).toBe(true);
    expect(mayPayNow('driver', pending, new Date('2031-06-15T10:16:00.000Z'))).toBe(false);
    expect(mayPayNow('admin', pending, now)).toBe(false);
    expect(mayPayNow('driver', aBooking({ status: 'pending' }), now)).toBe(false);
  });

  it('reads the status menu from the transition table', () => {
    expect(statusChoices('supplier', aBooking({ status: 'reserved' }), now)).toEqual(['deposit', 'paid', 'cancelled']);
    expect(statusChoices('admin', aBooking({ status: 'cancelled' }), now)).toEqual(['reserved']);
    expect(statusChoices('supplier', aBooking({ status: 'cancelled' }), now)).toEqual([]);
    expect(statusChoices('driver', aBooking({ status: 'reserved' }), now)).toEqual([]);
  });

  it('offers no cancelling once the rental has ended (its cashback is then spendable)', () => {
    const paid = aBooking({ status: 'paid', from: '2031-06-10T10:00:00.000Z', to: '2031-06-14T10:00:00.000Z' });
    expect(statusChoices('admin', paid, new Date('2031-06-14T09:59:00.000Z'))).toEqual(['cancelled']);
    expect(statusChoices('admin', paid, new Date('2031-06-14T10:00:00.000Z'))).toEqual([]);
  });
});

describe('status change machine', () => {
  function arrange(viewer: 'driver' | 'supplier' | 'admin', outcomes: Array<Outcome<Booking>>) {
    const updateBookingStatus = fakeActor<Booking, UpdateBookingStatusInput>(...outcomes);
    const notified: string[] = [];
    const machine = statusChangeMachine.provide({
      actors: { updateBookingStatus: updateBookingStatus.logic },
      actions: {
        notifyChanged: (_, { booking }) => notified.push(`changed ${booking.status}`),
        notifyFailure: (_, { error }) => notified.push(`failure ${(error as { code: string }).code}`),
      },
    });
    const actor = createActor(machine, { input: { viewer, language: 'en' } }).start();
    return { actor, updateBookingStatus, notified };
  }

  it('changes to an allowed status, busy with that booking meanwhile, then tells', async () => {
    const held = arrange('supplier', [never]);
    held.actor.send({ type: 'status.change', booking: aBooking(), status: 'paid' });
    expect(held.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(held.actor.getSnapshot().context.change).toEqual({ id: bookingId, status: 'paid' });
    expect(held.actor.getSnapshot().can({ type: 'status.change', booking: aBooking(), status: 'cancelled' })).toBe(false);

    const { actor, updateBookingStatus, notified } = arrange('supplier', [aBooking({ status: 'paid' })]);
    actor.send({ type: 'status.change', booking: aBooking(), status: 'paid' });
    await waitFor(actor, (s) => s.matches('idle'));

    expect(updateBookingStatus.calls).toEqual([{ id: bookingId, status: 'paid', language: 'en' }]);
    expect(notified).toEqual(['changed paid']);
    expect(actor.getSnapshot().context.change).toBeNull();
  });

  it('refuses what the table does not allow the account', () => {
    const { actor, updateBookingStatus } = arrange('supplier', [aBooking()]);
    actor.send({ type: 'status.change', booking: aBooking({ status: 'cancelled' }), status: 'reserved' });
    actor.send({ type: 'status.change', booking: aBooking(), status: 'void' });
    expect(actor.getSnapshot().value).toBe('idle');

    const driver = arrange('driver', [aBooking()]);
    driver.actor.send({ type: 'status.change', booking: aBooking(), status: 'cancelled' });

    expect(driver.actor.getSnapshot().value).toBe('idle');
    expect(updateBookingStatus.calls).toEqual([]);
    expect(driver.updateBookingStatus.calls).toEqual([]);
  });

  it('tells the refusal and is ready again', async () => {
    const { actor, notified } = arrange('admin', [failure('DATES_TAKEN', 409)]);
    actor.send({ type: 'status.change', booking: aBooking({ status: 'cancelled' }), status: 'reserved' });
    await waitFor(actor, (s) => s.matches('idle'));

    expect(notified).toEqual(['failure DATES_TAKEN']);
    expect(actor.getSnapshot().context.change).toBeNull();
  });
});

describe('cancel request machine', () => {
  function arrange(outcomes: Array<Outcome<Booking>>) {
    const requestCancellation = fakeActor<Booking, RequestCancellationInput>(...outcomes);
    const requested: Booking[] = [];
    const machine = cancelRequestMachine.provide({
      actors: { requestCancellation: requestCancellation.logic },
      actions: { notifyRequested: (_, { booking }) => requested.push(booking) },
    });
    const actor = createActor(machine, { input: { bookingId, language: 'fr' } }).start();
    return { actor, requestCancellation, requested };
  }

  it('asks first; keeping the booking sends nothing', () => {
    const { actor, requestCancellation } = arrange([aBooking()]);
    actor.send({ type: 'cancelRequest.ask' });
    expect(actor.getSnapshot().value).toBe('confirming');

    actor.send({ type: 'cancelRequest.dismiss' });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(requestCancellation.calls).toEqual([]);
  });

  it('sends the request once confirmed, busy meanwhile, and ends with the booking as the server has it', async () => {
    const answered = aBooking({ cancelRequestedAt: '2031-06-15T10:00:00.000Z' });
    const held = arrange([never]);
    held.actor.send({ type: 'cancelRequest.ask' });
    held.actor.send({ type: 'cancelRequest.confirm' });
    expect(held.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(held.actor.getSnapshot().can({ type: 'cancelRequest.dismiss' })).toBe(false);

    const { actor, requestCancellation, requested } = arrange([answered]);
    actor.send({ type: 'cancelRequest.ask' });
    actor.send({ type: 'cancelRequest.confirm' });
    await waitFor(actor, (s) => s.status === 'done');

    expect(actor.getSnapshot().value).toBe('sent');
    expect(requestCancellation.calls).toEqual([{ id: bookingId, language: 'fr' }]);
    expect(requested).toEqual([answered]);
  });

  it('keeps the question open with the refusal; asking again clears it', async () => {
    const { actor, requestCancellation } = arrange([failure('CANCELLATION_NOT_ALLOWED', 409), aBooking()]);
    actor.send({ type: 'cancelRequest.ask' });
    actor.send({ type: 'cancelRequest.confirm' });
    await waitFor(actor, (s) => !s.hasTag('busy'));

    expect(actor.getSnapshot().value).toBe('confirming');
    expect((actor.getSnapshot().context.error as { code: string }).code).toBe('CANCELLATION_NOT_ALLOWED');

    actor.send({ type: 'cancelRequest.dismiss' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    actor.send({ type: 'cancelRequest.ask' });
    actor.send({ type: 'cancelRequest.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(requestCancellation.calls).toHaveLength(2);
  });
});
