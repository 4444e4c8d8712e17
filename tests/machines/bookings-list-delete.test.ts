import { describe, expect, it } from 'vitest';
import { never } from '@/tests/support/fake-actors';
import { failure } from '@/tests/support/fixtures';
import { reserved, cancelled, voided, firstQuery, arrange, settled } from '@/tests/support/bookings-list-machine';

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

  it('a booking changed while the question is open: the page loads again once it is answered', async () => {
    const { actor, getBookings, deleteBookings } = arrange();
    await settled(actor);
    actor.send({ type: 'delete.ask', ids: [cancelled._id] });
    actor.send({ type: 'list.reload' });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');

    actor.send({ type: 'delete.cancel' });
    await settled(actor);
    expect(getBookings.calls).toHaveLength(2);
    expect(deleteBookings.calls).toEqual([]);
  });
});
