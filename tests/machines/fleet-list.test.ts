import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { type FleetChange, type FleetItem, type FleetPage, type FleetVehicleRef, type GetFleetQuery, fleetListMachine, isPageSelected, pageCount } from '@/machines/fleet/fleet-list.machine';
import { type Outcome, fakeActor } from '@/tests/support/fake-actors';
import { failure } from '@/tests/support/fixtures';

const item = (id: string, kind: 'car' | 'yacht' = 'car', available = true): FleetItem => ({
  _id: id,
  kind,
  brand: 'Brand',
  model: id,
  year: 2024,
  price: 100,
  available,
  badges: [],
  image: '/cdn/cars/suv-000000.svg',
  thumb: '/cdn/cars/suv-000000.svg',
  imageCount: 0,
  supplier: { _id: 's', slug: 'riviera-drive', name: 'Riviera Drive', tier: 'gold', tierCode: 10, avatar: '/cdn/x.svg' },
  locations: ['nice'],
  activeBookings: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const page = (items: FleetItem[], total = items.length): FleetPage => ({ items, total, page: 1, size: 30 });

function arrange({
  pages = [page([item('a'), item('b', 'yacht'), item('c')])],
  availability = [{ updated: 1, deleted: 0 }],
  deletions = [{ updated: 0, deleted: 1 }],
}: { pages?: Outcome<FleetPage>[]; availability?: Outcome<FleetChange>[]; deletions?: Outcome<FleetChange>[] } = {}) {
  const getFleet = fakeActor<FleetPage, GetFleetQuery>(...pages);
  const setFleetAvailability = fakeActor<FleetChange, { items: FleetVehicleRef[]; available: boolean }>(...availability);
  const deleteFleetVehicles = fakeActor<FleetChange, { items: FleetVehicleRef[] }>(...deletions);
  const events: string[] = [];
  const machine = fleetListMachine.provide({
    actors: { getFleet: getFleet.logic, setFleetAvailability: setFleetAvailability.logic, deleteFleetVehicles: deleteFleetVehicles.logic },
    actions: {
      notifyChanged: (_, { change }) => events.push(`changed ${change.updated}/${change.deleted}`),
      notifyFailure: (_, { error }) => events.push(`failure ${(error as { code: string }).code}`),
    },
  });
  const actor = createActor(machine, { input: { query: { size: 30 } } }).start();
  return { actor, getFleet, setFleetAvailability, deleteFleetVehicles, events };
}
type Actor = ReturnType<typeof arrange>['actor'];
const ready = (actor: Actor) => waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));

describe('the fleet list machine', () => {
  it('loads the page the address asks, and again when the address changes, with the selection cleared', async () => {
    const { actor, getFleet } = arrange();
    await ready(actor);
    actor.send({ type: 'selection.toggle', id: 'a' });
    actor.send({ type: 'list.query', query: { size: 30, kind: 'yacht' } });
    await ready(actor);
    expect(getFleet.calls).toEqual([{ size: 30 }, { size: 30, kind: 'yacht' }]);
    expect(actor.getSnapshot().context.selected).toEqual([]);
    // The same address again reads nothing.
    actor.send({ type: 'list.query', query: { kind: 'yacht', size: 30 } });
    expect(getFleet.calls).toHaveLength(2);
  });

  it('ticks rows of the page only, and the whole page at once', async () => {
    const { actor } = arrange();
    await ready(actor);
    actor.send({ type: 'selection.toggle', id: 'stranger' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    actor.send({ type: 'selection.togglePage' });
    expect(isPageSelected(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'selection.togglePage' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
  });

  it('makes the ticked rows unavailable in one call, showing it at once, then reads the page again', async () => {
    const { actor, setFleetAvailability, getFleet, events } = arrange({ availability: [{ updated: 2, deleted: 0 }] });
    await ready(actor);
    actor.send({ type: 'selection.toggle', id: 'a' });
    actor.send({ type: 'selection.toggle', id: 'b' });
    actor.send({ type: 'availability.set', available: false });
    expect(actor.getSnapshot().context.items.map((i) => i.available)).toEqual([false, false, true]);
    await ready(actor);
    expect(setFleetAvailability.calls).toEqual([{ items: [{ kind: 'car', _id: 'a' }, { kind: 'yacht', _id: 'b' }], available: false }]);
    expect(getFleet.calls).toHaveLength(2);
    expect(events).toEqual(['changed 2/0']);
  });

  it("switches one row's availability without touching the ticked ones", async () => {
    const { actor, setFleetAvailability } = arrange();
    await ready(actor);
    actor.send({ type: 'selection.toggle', id: 'a' });
    actor.send({ type: 'availability.set', available: false, ids: ['c'] });
    await ready(actor);
    expect(setFleetAvailability.calls[0]!.items).toEqual([{ kind: 'car', _id: 'c' }]);
    expect(actor.getSnapshot().context.selected).toEqual(['a']);
  });

  it('asks before deleting, deletes the ticked rows and unticks them; Cancel changes nothing', async () => {
    const { actor, deleteFleetVehicles, events } = arrange({ deletions: [{ updated: 1, deleted: 1 }] });
    await ready(actor);
    actor.send({ type: 'selection.toggle', id: 'a' });
    actor.send({ type: 'selection.toggle', id: 'c' });
    actor.send({ type: 'delete.ask' });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(deleteFleetVehicles.calls).toHaveLength(0);

    actor.send({ type: 'delete.ask' });
    actor.send({ type: 'delete.confirm' });
    await ready(actor);
    expect(deleteFleetVehicles.calls).toEqual([{ items: [{ kind: 'car', _id: 'a' }, { kind: 'car', _id: 'c' }] }]);
    expect(actor.getSnapshot().context.selected).toEqual([]);
    expect(events).toEqual(['changed 1/1']);
  });

  it('keeps a new address given while a change waits or runs: the confirmation closes, the page read after is the new one', async () => {
    const { actor, getFleet, setFleetAvailability } = arrange({ availability: [{ updated: 1, deleted: 0 }] });
    await ready(actor);
    actor.send({ type: 'delete.ask', ids: ['a'] });
    actor.send({ type: 'list.query', query: { size: 30, kind: 'car' } });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.target).toEqual([]);
    await ready(actor);

    actor.send({ type: 'availability.set', available: false, ids: ['c'] });
    actor.send({ type: 'list.query', query: { size: 30, kind: 'yacht' } });
    await waitFor(actor, (s) => s.matches('ready') && getFleet.calls.length === 3);
    expect(setFleetAvailability.calls).toHaveLength(1);
    expect(getFleet.calls).toEqual([{ size: 30 }, { size: 30, kind: 'car' }, { size: 30, kind: 'yacht' }]);
  });

  it('says why a change was refused and shows the page as the server has it', async () => {
    const { actor, getFleet, events } = arrange({ availability: [failure('NOT_FOUND')] });
    await ready(actor);
    actor.send({ type: 'availability.set', available: false, ids: ['a'] });
    await ready(actor);
    expect(events).toEqual(['failure NOT_FOUND']);
    expect(getFleet.calls).toHaveLength(2);
    expect(actor.getSnapshot().context.items[0]!.available).toBe(true);
  });

  it('does nothing with an empty selection, and counts the pages', async () => {
    const { actor } = arrange({ pages: [page([item('a')], 61)] });
    await ready(actor);
    actor.send({ type: 'delete.ask' });
    actor.send({ type: 'availability.set', available: true });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(pageCount(actor.getSnapshot().context)).toBe(3);
  });

  it('offers a retry when the page cannot be read', async () => {
    const { actor } = arrange({ pages: [failure('NETWORK_ERROR'), page([item('a')])] });
    await ready(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'list.retry' });
    await ready(actor);
    expect(actor.getSnapshot().context.items).toHaveLength(1);
  });
});
