import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { BookingStatus } from '../../domain/bookings';
import {
  type Booking,
  type BookingPage,
  type BookingViewer,
  type GetBookingsQuery,
  bookingsListMachine,
  isPageSelected,
  pageCount,
  selectableIds,
} from '../../machines/bookings/bookings-list.machine';
import { aSupplier, carId } from '../support/catalog-fixtures';
import { type Outcome, fakeActor, never } from '../support/fake-actors';
import { failure, userId } from '../support/fixtures';

function aBooking(id: string, status: BookingStatus): Booking {
  return {
    _id: id,
    offer: { kind: 'car', _id: carId, brand: 'BMW', model: 'X5', image: '/cdn/cars/suv-000000.svg', supplier: aSupplier },
    driver: { _id: userId, fullName: 'Alex Driver', email: 'driver@example.com' },
    status,
    from: '2031-07-01T10:00:00.000Z',
    to: '2031-07-04T10:00:00.000Z',
    pickUpLocation: { slug: 'nice', name: 'Nice' },
    dropOffLocation: { slug: 'nice', name: 'Nice' },
    extras: {},
    additionalDriver: null,
    coupon: null,
    paymentOption: 'payLater',
    paymentType: 'card',
    price: { rate: 100, days: 3, lines: [{ item: 'rental', amount: 300 }], subtotal: 300, couponDiscount: 0, usedCashback: 0, total: 300, cashback: 15, currency: 'EUR' },
    expiresAt: null,
    cancelRequestedAt: null,
    createdAt: '2031-06-01T10:00:00.000Z',
  };
}

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const reserved = aBooking(id(1), 'reserved');
const cancelled = aBooking(id(2), 'cancelled');
const voided = aBooking(id(3), 'void');
const page = (items: Booking[], total = items.length): BookingPage => ({ page: 1, size: 20, total, items });
const firstQuery: GetBookingsQuery = { language: 'en', page: 1, size: 20 };

function arrange({
  viewer = 'admin' as BookingViewer,
  getBookings = [page([reserved, cancelled, voided])] as Array<Outcome<BookingPage>>,
  deleteBookings = [undefined] as Array<Outcome<void>>,
} = {}) {
  const fakes = {
    getBookings: fakeActor<BookingPage, GetBookingsQuery>(...getBookings),
    deleteBookings: fakeActor<void, { ids: string[] }>(...deleteBookings),
  };
  const notified: string[] = [];
  const machine = bookingsListMachine.provide({
    actors: { getBookings: fakes.getBookings.logic, deleteBookings: fakes.deleteBookings.logic },
    actions: {
      notifyDeleted: (_, { count }) => notified.push(`deleted ${count}`),
      notifyFailure: (_, { error }) => notified.push(`failure ${(error as { code: string }).code}`),
    },
  });
  const actor = createActor(machine, { input: { viewer, query: firstQuery } }).start();
  return { actor, ...fakes, notified };
}

type Actor = ReturnType<typeof arrange>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('bookings list machine: loading', () => {
  it('loads the page of its query, then shows it', async () => {
    const { actor, getBookings } = arrange({ getBookings: [page([reserved, cancelled], 42)] });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await settled(actor);

    expect(getBookings.calls).toEqual([firstQuery]);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.bookings.map((b) => b._id)).toEqual([reserved._id, cancelled._id]);
    expect(actor.getSnapshot().context.total).toBe(42);
    expect(pageCount(actor.getSnapshot().context)).toBe(3);
  });

  it('loads again for a new query, and not for the same one', async () => {
    const { actor, getBookings } = arrange();
    await settled(actor);

    actor.send({ type: 'list.query', query: { ...firstQuery } });
    expect(actor.getSnapshot().value).toBe('ready');

    const filtered: GetBookingsQuery = { ...firstQuery, status: ['paid'], page: 2 };
    actor.send({ type: 'list.query', query: filtered });
    expect(actor.getSnapshot().value).toBe('loading');
    await settled(actor);

    expect(getBookings.calls).toEqual([firstQuery, filtered]);
  });

  it('a new query while loading supersedes the first', async () => {
    const { actor, getBookings } = arrange({ getBookings: [never, page([voided])] });
    const next = { ...firstQuery, page: 2 };
    actor.send({ type: 'list.query', query: next });
    await settled(actor);

    expect(getBookings.calls).toEqual([firstQuery, next]);
    expect(actor.getSnapshot().context.bookings).toEqual([voided]);
  });

  it('fails with the error kept, retries, and takes a new query from the failure', async () => {
    const { actor, getBookings } = arrange({ getBookings: [failure('NETWORK_ERROR'), page([reserved]), page([voided])] });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect((actor.getSnapshot().context.error as { code: string }).code).toBe('NETWORK_ERROR');

    actor.send({ type: 'list.retry' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeUndefined();

    actor.send({ type: 'list.reload' });
    await settled(actor);
    expect(getBookings.calls).toHaveLength(3);
    expect(actor.getSnapshot().context.bookings).toEqual([voided]);
  });

  it('leaves the failure for a new query', async () => {
    const { actor, getBookings } = arrange({ getBookings: [failure('INTERNAL_ERROR'), page([reserved])] });
    await settled(actor);
    actor.send({ type: 'list.query', query: { ...firstQuery, page: 3 } });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('ready');
    expect(getBookings.calls[1]).toEqual({ ...firstQuery, page: 3 });
  });
});

describe('bookings list machine: selection', () => {
  it('lets an admin tick any row, and the whole page on and off', async () => {
    const { actor } = arrange();
    await settled(actor);

    actor.send({ type: 'selection.toggle', id: reserved._id });
    expect(actor.getSnapshot().context.selected).toEqual([reserved._id]);
    actor.send({ type: 'selection.toggle', id: reserved._id });
    expect(actor.getSnapshot().context.selected).toEqual([]);

    actor.send({ type: 'selection.togglePage' });
    expect(actor.getSnapshot().context.selected).toEqual([reserved._id, cancelled._id, voided._id]);
    expect(isPageSelected(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'selection.togglePage' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
  });

  it('lets a company tick only what it may delete (void or cancelled)', async () => {
    const { actor } = arrange({ viewer: 'supplier' });
    await settled(actor);
    expect(selectableIds(actor.getSnapshot().context)).toEqual([cancelled._id, voided._id]);

    actor.send({ type: 'selection.toggle', id: reserved._id });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    actor.send({ type: 'selection.togglePage' });
    expect(actor.getSnapshot().context.selected).toEqual([cancelled._id, voided._id]);
  });

  it('gives a driver no selection at all', async () => {
    const { actor } = arrange({ viewer: 'driver' });
    await settled(actor);

    expect(actor.getSnapshot().can({ type: 'selection.toggle', id: cancelled._id })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'selection.togglePage' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'delete.ask', ids: [cancelled._id] })).toBe(false);
  });

  it('clears the selection for a new query, and keeps only what is still there after a reload', async () => {
    const { actor } = arrange({ getBookings: [page([reserved, cancelled]), page([cancelled]), page([voided])] });
    await settled(actor);
    actor.send({ type: 'selection.togglePage' });

    actor.send({ type: 'list.reload' });
    await settled(actor);
    expect(actor.getSnapshot().context.selected).toEqual([cancelled._id]);

    actor.send({ type: 'list.query', query: { ...firstQuery, page: 2 } });
    expect(actor.getSnapshot().context.selected).toEqual([]);
  });
});

describe('bookings list machine: deleting', () => {
  it('asks first; cancelling deletes nothing', async () => {
    const { actor, deleteBookings } = arrange();
    await settled(actor);

    actor.send({ type: 'delete.ask', ids: [cancelled._id] });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    expect(actor.getSnapshot().context.toDelete).toEqual([cancelled._id]);

    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.toDelete).toEqual([]);
    expect(deleteBookings.calls).toEqual([]);
  });

  it('refuses to ask about what the account may not delete, or about nothing', async () => {
    const { actor } = arrange({ viewer: 'supplier' });
    await settled(actor);

    expect(actor.getSnapshot().can({ type: 'delete.ask', ids: [reserved._id] })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'delete.ask', ids: [cancelled._id, reserved._id] })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'delete.ask', ids: [] })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'delete.ask', ids: [cancelled._id, voided._id] })).toBe(true);
  });

  it('deletes the selection once confirmed, busy meanwhile, then tells and reloads', async () => {
    const { actor, deleteBookings, getBookings, notified } = arrange({ deleteBookings: [never] });
    await settled(actor);
    actor.send({ type: 'selection.togglePage' });
    actor.send({ type: 'delete.ask', ids: actor.getSnapshot().context.selected });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().value).toBe('deleting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'delete.cancel' })).toBe(false);
    expect(deleteBookings.calls).toEqual([{ ids: [reserved._id, cancelled._id, voided._id] }]);

    const done = arrange();
    await settled(done.actor);
    done.actor.send({ type: 'selection.togglePage' });
    done.actor.send({ type: 'delete.ask', ids: [cancelled._id, voided._id] });
    done.actor.send({ type: 'delete.confirm' });
    await settled(done.actor);

    expect(done.notified).toEqual(['deleted 2']);
    expect(done.getBookings.calls).toHaveLength(2);
    expect(done.actor.getSnapshot().value).toBe('ready');
    expect(done.actor.getSnapshot().context.selected).toEqual([reserved._id]);
    expect(getBookings.calls).toHaveLength(1);
    expect(notified).toEqual([]);
  });

  it('stays on the question with the refusal, for the user to read, retry or cancel', async () => {
    const { actor, deleteBookings, notified } = arrange({ deleteBookings: [failure('BOOKING_HAS_PAYMENTS', 409), undefined] });
    await settled(actor);
    actor.send({ type: 'delete.ask', ids: [reserved._id] });
    actor.send({ type: 'delete.confirm' });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    expect((actor.getSnapshot().context.deleteError as { code: string }).code).toBe('BOOKING_HAS_PAYMENTS');
    expect(notified).toEqual([]);

    actor.send({ type: 'delete.confirm' });
    await settled(actor);
    expect(deleteBookings.calls).toHaveLength(2);
    expect(notified).toEqual(['deleted 1']);
    expect(actor.getSnapshot().context.deleteError).toBeUndefined();
  });

  it('gives up on a booking already gone (404): tells and reloads', async () => {
    const { actor, getBookings, notified } = arrange({ deleteBookings: [failure('NOT_FOUND')] });
    await settled(actor);
    actor.send({ type: 'delete.ask', ids: [voided._id] });
    actor.send({ type: 'delete.confirm' });
    await settled(actor);

    expect(notified).toEqual(['failure NOT_FOUND']);
    expect(getBookings.calls).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('a new address closes the question and loads it', async () => {
    const { actor, getBookings } = arrange();
    await settled(actor);
    actor.send({ type: 'delete.ask', ids: [voided._id] });
    actor.send({ type: 'list.query', query: { ...firstQuery, page: 2 } });

    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.toDelete).toEqual([]);
    await settled(actor);
    expect(getBookings.calls).toHaveLength(2);
  });

  it('a new address during a deletion waits for it, and loads after a refusal is dismissed', async () => {
    const { actor, getBookings } = arrange({ deleteBookings: [failure('FORBIDDEN', 403)] });
    await settled(actor);
    actor.send({ type: 'delete.ask', ids: [voided._id] });
    actor.send({ type: 'delete.confirm' });
    const next = { ...firstQuery, page: 2 };
    actor.send({ type: 'list.query', query: next });
    expect(actor.getSnapshot().value).toBe('deleting');
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    expect(actor.getSnapshot().context.stale).toBe(true);

    actor.send({ type: 'delete.cancel' });
    await settled(actor);

    expect(getBookings.calls).toEqual([firstQuery, next]);
    expect(actor.getSnapshot().context.stale).toBe(false);
  });

  it('a new address during a deletion that succeeds loads that address', async () => {
    const { actor, getBookings } = arrange();
    await settled(actor);
    actor.send({ type: 'delete.ask', ids: [voided._id] });
    actor.send({ type: 'delete.confirm' });
    const next = { ...firstQuery, status: ['void' as const] };
    actor.send({ type: 'list.query', query: next });
    await settled(actor);

    expect(getBookings.calls).toEqual([firstQuery, next]);
  });
});
