import { describe, expect, it } from 'vitest';
import { type GetBookingsQuery, isPageSelected, pageCount, selectableIds } from '@/machines/bookings/bookings-list.machine';
import { never } from '@/tests/support/fake-actors';
import { failure } from '@/tests/support/fixtures';
import { reserved, cancelled, voided, page, firstQuery, arrange, settled } from '@/tests/support/bookings-list-machine';

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

  it('loads afresh when a booking changes while a page loads (the answer under way may predate the change)', async () => {
    const paid = { ...reserved, status: 'paid' as const };
    const { actor, getBookings } = arrange({ getBookings: [never, page([paid])] });
    actor.send({ type: 'list.reload' });
    await settled(actor);

    expect(getBookings.calls).toEqual([firstQuery, firstQuery]);
    expect(actor.getSnapshot().context.bookings).toEqual([paid]);
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

  it('lets a supplier tick only what it may delete (void or cancelled)', async () => {
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
