import { describe, expect, it } from 'vitest';
import { serverTotalOf } from '@/machines/bookings/booking-edit.form';
import { ApiFailure } from '@/api/client';
import { failure } from '@/tests/support/fixtures';
import { local, aBooking, settled, opened } from '@/tests/support/booking-edit-machine';

describe('booking edit machine: refusals', () => {
  it('shows taken dates above the form; a change clears it', async () => {
    const { actor } = await opened(aBooking(), { updateBooking: [failure('DATES_TAKEN', 409)] });
    actor.send({ type: 'edit.change', values: { to: local('2031-07-05T10:00:00.000Z') } });
    actor.send({ type: 'edit.submit' });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.formError).toBe('datesTaken');

    actor.send({ type: 'edit.change', values: { to: local('2031-07-06T10:00:00.000Z') } });
    expect(actor.getSnapshot().context.formError).toBeNull();
  });

  it("offers the server's total after PRICE_CHANGED, and saves with it once accepted", async () => {
    const changed = new ApiFailure(409, 'PRICE_CHANGED', 'The total is 512.40 EUR, not 425.00: show the new total.', 512.4);
    const { actor, updateBooking, updated } = await opened(aBooking(), { updateBooking: [changed, aBooking()] });
    actor.send({ type: 'edit.change', values: { to: local('2031-07-05T10:00:00.000Z') } });
    actor.send({ type: 'edit.submit' });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('priceChanged');
    expect(actor.getSnapshot().context.serverTotal).toBe(512.4);

    actor.send({ type: 'edit.acceptTotal' });
    await settled(actor);

    expect(updateBooking.calls.map((call) => call.body.total)).toEqual([425, 512.4]);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(updated).toHaveLength(1);
  });

  it('forgets the server total when the driver changes the booking instead', async () => {
    const changed = new ApiFailure(409, 'PRICE_CHANGED', 'The total is 512.40 EUR, not 425.00: show the new total.', 512.4);
    const { actor, updateBooking } = await opened(aBooking(), { updateBooking: [changed, aBooking()] });
    actor.send({ type: 'edit.change', values: { to: local('2031-07-05T10:00:00.000Z') } });
    actor.send({ type: 'edit.submit' });
    await settled(actor);

    actor.send({ type: 'edit.toggleExtra', extra: 'fullInsurance' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.serverTotal).toBeNull();
    actor.send({ type: 'edit.submit' });
    await settled(actor);

    // 4 x 100 + 25 + 4 x 28: the machine's own figure again.
    expect(updateBooking.calls[1]?.body.total).toBe(537);
  });

  it('fails on any other refusal, with the error kept; retries, or closes', async () => {
    const { actor, updateBooking } = await opened(aBooking(), { updateBooking: [failure('AMENDMENT_NOT_ALLOWED', 409), aBooking()] });
    actor.send({ type: 'edit.change', values: { pickUpLocation: 'cannes' } });
    actor.send({ type: 'edit.submit' });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect((actor.getSnapshot().context.failure as { code: string }).code).toBe('AMENDMENT_NOT_ALLOWED');

    actor.send({ type: 'edit.submit' });
    await settled(actor);
    expect(updateBooking.calls).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('closed');

    const again = await opened(aBooking(), { updateBooking: [failure('NETWORK_ERROR')] });
    again.actor.send({ type: 'edit.change', values: { pickUpLocation: 'cannes' } });
    again.actor.send({ type: 'edit.submit' });
    await settled(again.actor);
    again.actor.send({ type: 'edit.change', values: { pickUpLocation: 'nice' } });
    expect(again.actor.getSnapshot().value).toBe('editing');
    expect(again.actor.getSnapshot().context.failure).toBeUndefined();
    again.actor.send({ type: 'edit.close' });
    expect(again.actor.getSnapshot().value).toBe('closed');
  });

  it('treats a PRICE_CHANGED without a total as a failure', async () => {
    const { actor } = await opened(aBooking(), { updateBooking: [failure('PRICE_CHANGED', 409)] });
    actor.send({ type: 'edit.change', values: { pickUpLocation: 'cannes' } });
    actor.send({ type: 'edit.submit' });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('reads the total of a PRICE_CHANGED answer only', () => {
    expect(serverTotalOf(new ApiFailure(409, 'PRICE_CHANGED', 'The total changed.', 1234.5))).toBe(1234.5);
    // The total is read from its field, never from the words of the message.
    expect(serverTotalOf(new ApiFailure(409, 'PRICE_CHANGED', 'The total is 1234.50 EUR, not 1200.00: show the new total.'))).toBeNull();
    expect(serverTotalOf(new ApiFailure(409, 'DATES_TAKEN', 'Taken.', 1234.5))).toBeNull();
    expect(serverTotalOf(new ApiFailure(409, 'PRICE_CHANGED', 'The wallet changed meanwhile.'))).toBeNull();
  });
});
