import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { type ChangeParams, type ListPage, type ListQuery, isPageSelected, backOfficeListMachine } from '@/machines/shared/back-office-list.machine';
import { type Outcome, fakeActor, never } from '@/tests/support/fake-actors';
import { failure } from '@/tests/support/fixtures';

/** The back office's lists (accounts, coupons, suppliers) share one machine: a page, ticks, a change confirmed first. */

const page = (ids: string[]): ListPage => ({ items: ids.map((_id) => ({ _id })), total: ids.length });

function arrange(changes: Outcome<unknown>[] = [{ updated: 2 }]) {
  const listPage = fakeActor<ListPage, ListQuery>(page(['a', 'b', 'c']));
  const applyChange = fakeActor<unknown, { ids: string[]; params: ChangeParams }>(...changes);
  const events: string[] = [];
  const machine = backOfficeListMachine.provide({
    actors: { listPage: listPage.logic, applyChange: applyChange.logic },
    actions: {
      notifyChanged: (_, { result, params }) => events.push(`changed ${JSON.stringify(params)} ${JSON.stringify(result)}`),
      notifyFailure: (_, { error }) => events.push(`failure ${(error as { code: string }).code}`),
    },
  });
  const actor = createActor(machine, { input: { query: { size: 30 } } }).start();
  const ready = () => waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));
  return { actor, ready, listPage, applyChange, events };
}

describe("the back office's list machine", () => {
  it('makes the change to the ticked rows after a confirmation, then reads the page again', async () => {
    const { actor, ready, listPage, applyChange, events } = arrange();
    await ready();
    actor.send({ type: 'change.ask', params: { suspend: true } });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'selection.toggle', id: 'a' });
    actor.send({ type: 'selection.toggle', id: 'c' });
    actor.send({ type: 'selection.toggle', id: 'elsewhere' });
    expect(actor.getSnapshot().context.selected).toEqual(['a', 'c']);
    actor.send({ type: 'change.ask', params: { suspend: true } });
    actor.send({ type: 'change.cancel' });
    expect(applyChange.calls).toHaveLength(0);
    actor.send({ type: 'change.ask', params: { suspend: true } });
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (s) => s.matches('ready') && listPage.calls.length === 2);
    expect(applyChange.calls).toEqual([{ ids: ['a', 'c'], params: { suspend: true } }]);
    expect(events).toEqual(['changed {"suspend":true} {"updated":2}']);
    expect(actor.getSnapshot().context.selected).toEqual([]);
  });

  it('changes one row, ticks and unticks the whole page, tells a refusal and asks again for a new query', async () => {
    const { actor, ready, listPage, applyChange, events } = arrange([failure('FORBIDDEN')]);
    await ready();
    actor.send({ type: 'selection.togglePage' });
    expect(isPageSelected(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'selection.togglePage' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    actor.send({ type: 'change.ask', params: { tier: 'gold' }, ids: ['b'] });
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (s) => s.matches('ready') && listPage.calls.length === 2);
    expect(applyChange.calls).toEqual([{ ids: ['b'], params: { tier: 'gold' } }]);
    expect(events).toEqual(['failure FORBIDDEN']);
    actor.send({ type: 'list.query', query: { size: 30, search: 'ada' } as ListQuery });
    await waitFor(actor, (s) => s.matches('ready') && listPage.calls.length === 3);
    expect(listPage.calls[2]).toEqual({ size: 30, search: 'ada' });
  });

  it('makes a change that needs no confirmation at once', async () => {
    const { actor, ready, listPage, applyChange } = arrange();
    await ready();
    actor.send({ type: 'change.apply', params: { action: 'handled', handled: true }, ids: ['c'] });
    expect(actor.getSnapshot().matches('changing')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready') && listPage.calls.length === 2);
    expect(applyChange.calls).toEqual([{ ids: ['c'], params: { action: 'handled', handled: true } }]);
  });

  it('keeps a new query asked while a change waits or runs: the confirmation closes, the page read after is the new one', async () => {
    const { actor, ready, listPage, applyChange } = arrange([never]);
    await ready();
    actor.send({ type: 'change.ask', params: {}, ids: ['a'] });
    actor.send({ type: 'list.query', query: { size: 30, search: 'ada' } as ListQuery });
    expect(actor.getSnapshot().matches('confirming')).toBe(false);
    expect(actor.getSnapshot().context.target).toEqual([]);
    await waitFor(actor, (s) => s.matches('ready') && listPage.calls.length === 2);
    expect(listPage.calls[1]).toEqual({ size: 30, search: 'ada' });

    actor.send({ type: 'change.apply', params: {}, ids: ['b'] });
    actor.send({ type: 'list.query', query: { size: 30, search: 'bob' } as ListQuery });
    expect(actor.getSnapshot().matches('changing')).toBe(true);
    expect(actor.getSnapshot().context.query).toEqual({ size: 30, search: 'bob' });
    expect(applyChange.calls).toEqual([{ ids: ['b'], params: {} }]);
  });
});
