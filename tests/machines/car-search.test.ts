import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { type CarPage, type SearchCarsQuery, carSearchMachine, hasMorePages, pageCount } from '@/machines/car-search/car-search.machine';
import { type Outcome, fakeActor, never } from '@/tests/support/fake-actors';
import { aCar } from '@/tests/support/catalog-fixtures';
import { failure } from '@/tests/support/fixtures';

const firstQuery: SearchCarsQuery = { language: 'en', location: 'nice', page: 1, size: 2 };

function carsFrom(start: number, count: number) {
  return Array.from({ length: count }, (_, index) =>
    aCar({ _id: `6f1c2b3a-4d5e-4f60-8a7b-${String(start + index).padStart(12, '0')}`, model: `Model ${start + index}` }),
  );
}

function aPage(page: number, total: number, size = 2): CarPage {
  const count = Math.max(0, Math.min(size, total - (page - 1) * size));
  return { page, size, total, items: carsFrom((page - 1) * size, count) };
}

function arrange(outcomes: Array<Outcome<CarPage>>, params: SearchCarsQuery = firstQuery) {
  const search = fakeActor<CarPage, SearchCarsQuery>(...outcomes);
  const actor = createActor(carSearchMachine.provide({ actors: { searchCars: search.logic } }), { input: { params } }).start();
  return { actor, search };
}

const settled = (actor: ReturnType<typeof arrange>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('car search machine', () => {
  it('searches with the address parameters at once, busy until the answer', async () => {
    const { actor, search } = arrange([aPage(1, 5)]);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await settled(actor);

    expect(search.calls).toEqual([firstQuery]);
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(actor.getSnapshot().context.cars.map((car) => car.model)).toEqual(['Model 0', 'Model 1']);
  });

  it('shows a first page given with its input (the server searched already) without searching, and searches on a change', async () => {
    const search = fakeActor<CarPage, SearchCarsQuery>(aPage(1, 0));
    const logic = carSearchMachine.provide({ actors: { searchCars: search.logic } });
    const actor = createActor(logic, { input: { params: firstQuery, firstPage: aPage(1, 5) } });
    // Before it starts too: the server renders that snapshot.
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.start();
    expect(actor.getSnapshot().context).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(actor.getSnapshot().context.cars.map((car) => car.model)).toEqual(['Model 0', 'Model 1']);
    actor.send({ type: 'search.change', params: firstQuery });
    expect(search.calls).toEqual([]);

    actor.send({ type: 'search.change', params: { ...firstQuery, location: 'cannes' } });
    await settled(actor);
    expect(search.calls).toEqual([{ ...firstQuery, location: 'cannes' }]);
    expect(actor.getSnapshot().value).toBe('empty');

    const none = createActor(logic, { input: { params: firstQuery, firstPage: aPage(1, 0) } });
    expect(none.getSnapshot().value).toBe('empty');
  });

  it('is empty when no car matches', async () => {
    const { actor } = arrange([aPage(1, 0)]);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.cars).toEqual([]);
  });

  it('fails with the error kept, and searches again on retry', async () => {
    const { actor, search } = arrange([failure('NETWORK_ERROR'), aPage(1, 1)]);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'NETWORK_ERROR' });

    actor.send({ type: 'search.retry' });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('loaded');
    expect(search.calls).toHaveLength(2);
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('searches again when the address changes, and ignores the same parameters', async () => {
    const { actor, search } = arrange([aPage(1, 3), aPage(2, 3)]);
    await settled(actor);

    actor.send({ type: 'search.change', params: { ...firstQuery } });
    expect(actor.getSnapshot().value).toBe('loaded');

    actor.send({ type: 'search.change', params: { ...firstQuery, page: 2 } });
    expect(actor.getSnapshot().value).toBe('loading');
    await settled(actor);

    expect(search.calls).toEqual([firstQuery, { ...firstQuery, page: 2 }]);
    expect(actor.getSnapshot().context.page).toBe(2);
    expect(actor.getSnapshot().context.cars.map((car) => car.model)).toEqual(['Model 2']);
  });

  it('drops a search under way for a newer address', async () => {
    const { actor, search } = arrange([never, aPage(1, 1)]);
    actor.send({ type: 'search.change', params: { ...firstQuery, location: 'cannes' } });
    await settled(actor);

    expect(search.calls.map((call) => call.location)).toEqual(['nice', 'cannes']);
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.params.location).toBe('cannes');
  });

  it('leaves a failure or the empty list for a new address', async () => {
    const { actor } = arrange([aPage(1, 0), aPage(1, 1)]);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('empty');

    actor.send({ type: 'search.change', params: { ...firstQuery, location: 'cannes' } });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('appends the next page for infinite scrolling, until the last one', async () => {
    const { actor, search } = arrange([aPage(1, 5), aPage(2, 5), aPage(3, 5)]);
    await settled(actor);

    actor.send({ type: 'search.loadMore' });
    expect(actor.getSnapshot().value).toBe('loadingMore');
    expect(actor.getSnapshot().hasTag('results')).toBe(true);
    await settled(actor);
    actor.send({ type: 'search.loadMore' });
    await settled(actor);

    expect(search.calls.map((call) => call.page)).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().context.cars).toHaveLength(5);
    expect(actor.getSnapshot().context.page).toBe(3);
    expect(hasMorePages(actor.getSnapshot().context)).toBe(false);
    expect(actor.getSnapshot().can({ type: 'search.loadMore' })).toBe(false);
  });

  it('keeps the cars shown when the next page fails, and tries it again', async () => {
    const { actor, search } = arrange([aPage(1, 4), failure('SERVICE_UNAVAILABLE'), aPage(2, 4)]);
    await settled(actor);
    actor.send({ type: 'search.loadMore' });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('loadMoreFailed');
    expect(actor.getSnapshot().context.cars).toHaveLength(2);

    actor.send({ type: 'search.retry' });
    await settled(actor);

    expect(search.calls.map((call) => call.page)).toEqual([1, 2, 2]);
    expect(actor.getSnapshot().context.cars).toHaveLength(4);
  });

  it('searches again with the same parameters on reload (a car was added or deleted)', async () => {
    const { actor, search } = arrange([aPage(1, 3), aPage(1, 2)]);
    await settled(actor);
    expect(actor.getSnapshot().context.total).toBe(3);

    actor.send({ type: 'search.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    await settled(actor);

    expect(search.calls).toEqual([firstQuery, firstQuery]);
    expect(actor.getSnapshot().context.total).toBe(2);
  });

  it('counts pages from the total and the page size', () => {
    expect(pageCount({ total: 31, size: 15 })).toBe(3);
    expect(pageCount({ total: 30, size: 15 })).toBe(2);
    expect(pageCount({ total: 0, size: 15 })).toBe(0);
  });
});
