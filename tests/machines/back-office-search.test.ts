import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type BackOfficeSearchResult,
  type SearchBackOfficeQuery,
  backOfficeSearchMachine,
  foundNothing,
  hasMore,
  searchKinds,
} from '@/machines/search/back-office-search.machine';
import { ApiFailure } from '@/api/client';
import { failure } from '@/tests/support/fixtures';

/** The back office's search: no words, no request; a search, its answer or its failure and a retry; new words cancel it. */

const nothing = Object.fromEntries(searchKinds.map((kind) => [kind, { total: 0, items: [] }])) as unknown as BackOfficeSearchResult;
const nice: BackOfficeSearchResult = {
  ...nothing,
  places: { total: 1, items: [{ _id: 'p1', slug: 'nice', name: 'Nice', country: 'FR' }] },
  cars: { total: 7, items: [{ _id: 'c1', brand: 'Renault', model: 'Clio', supplier: 'Nice Cars' }] },
};

/** A search actor answering the outcomes in turn ('pending' never settles), recording each query and its signal. */
function arrange(query: SearchBackOfficeQuery, ...outcomes: Array<BackOfficeSearchResult | ApiFailure | 'pending'>) {
  const calls: { query: SearchBackOfficeQuery; signal: AbortSignal }[] = [];
  const searchBackOffice = fromPromise<BackOfficeSearchResult, SearchBackOfficeQuery>(async ({ input, signal }) => {
    const outcome = outcomes[Math.min(calls.length, outcomes.length - 1)];
    calls.push({ query: input, signal });
    if (outcome === 'pending') return new Promise<BackOfficeSearchResult>(() => {});
    if (outcome instanceof ApiFailure) throw outcome;
    return outcome!;
  });
  const actor = createActor(backOfficeSearchMachine.provide({ actors: { searchBackOffice } }), { input: { query } }).start();
  return { actor, calls };
}

describe("the back office's search machine", () => {
  it('waits in idle without a request while there are no words', () => {
    const { actor, calls } = arrange({ q: '  ', language: 'en' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'search.query', query: { q: '', language: 'fr' } });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('searches the trimmed words at once, busy meanwhile, then shows what each kind found', async () => {
    const { actor, calls } = arrange({ q: ' nice ', language: 'en' }, nice);
    expect(actor.getSnapshot().value).toBe('searching');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('results'));
    expect(calls.map((call) => call.query)).toEqual([{ q: 'nice', language: 'en' }]);
    const { context } = actor.getSnapshot();
    expect(context.result).toEqual(nice);
    expect(foundNothing(context)).toBe(false);
    expect(hasMore(nice, 'cars')).toBe(true);
    expect(hasMore(nice, 'places')).toBe(false);

    // The same words (a screen sending its address again) are not searched again.
    actor.send({ type: 'search.query', query: { q: 'nice', language: 'en' } });
    expect(actor.getSnapshot().value).toBe('results');
    expect(calls).toHaveLength(1);
  });

  it('says when nothing matches, and forgets the answer once the words are cleared', async () => {
    const { actor } = arrange({ q: 'zzz', language: 'en' }, nothing);
    await waitFor(actor, (s) => s.matches('results'));
    expect(foundNothing(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'search.query', query: { q: ' ', language: 'en' } });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.result).toBeNull();
    expect(foundNothing(actor.getSnapshot().context)).toBe(false);
  });

  it('keeps the failure and searches again on retry', async () => {
    const { actor, calls } = arrange({ q: 'nice', language: 'en' }, failure('SERVICE_UNAVAILABLE'), nice);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect((actor.getSnapshot().context.error as ApiFailure).code).toBe('SERVICE_UNAVAILABLE');
    actor.send({ type: 'search.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('results'));
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('cancels a search overtaken by new words, or by no words at all, and searches the new ones', async () => {
    const { actor, calls } = arrange({ q: 'ni', language: 'en' }, 'pending', 'pending', nice);
    actor.send({ type: 'search.query', query: { q: 'nic', language: 'en' } });
    expect(calls[0]!.signal.aborted).toBe(true);
    actor.send({ type: 'search.query', query: { q: '', language: 'en' } });
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('idle');

    actor.send({ type: 'search.query', query: { q: 'nice', language: 'en' } });
    await waitFor(actor, (s) => s.matches('results'));
    expect(calls.map((call) => call.query.q)).toEqual(['ni', 'nic', 'nice']);
    // A new language is a new search too.
    actor.send({ type: 'search.query', query: { q: 'nice', language: 'ru' } });
    expect(actor.getSnapshot().value).toBe('searching');
    expect(calls.at(-1)!.query).toEqual({ q: 'nice', language: 'ru' });
  });
});
