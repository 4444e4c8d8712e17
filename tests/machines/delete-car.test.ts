import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { deleteCarMachine } from '@/machines/fleet/delete-car.machine';
import { aCar, carId } from '@/tests/support/catalog-fixtures';
import { type Outcome, fakeActor, never } from '@/tests/support/fake-actors';
import { failure } from '@/tests/support/fixtures';

function arrange(outcomes: Array<Outcome<void>> = [undefined]) {
  const deleteCar = fakeActor<void, { id: string }>(...outcomes);
  const notified: string[] = [];
  const machine = deleteCarMachine.provide({
    actors: { deleteCar: deleteCar.logic },
    actions: {
      notifyDeleted: () => notified.push('deleted'),
      reloadCars: () => notified.push('reload'),
      notifyFailure: (_, { error }) => notified.push(`failure ${(error as { code: string }).code}`),
    },
  });
  const actor = createActor(machine).start();
  return { actor, deleteCar, notified };
}

type Actor = ReturnType<typeof arrange>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('delete car machine', () => {
  it('asks first; cancelling deletes nothing', () => {
    const { actor, deleteCar, notified } = arrange();
    actor.send({ type: 'deleteCar.ask', car: aCar() });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.car?._id).toBe(carId);

    actor.send({ type: 'deleteCar.cancel' });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.car).toBeNull();
    expect(deleteCar.calls).toEqual([]);
    expect(notified).toEqual([]);
  });

  it('deletes the car once confirmed, busy and not cancellable meanwhile, then tells and reloads', async () => {
    const held = arrange([never]);
    held.actor.send({ type: 'deleteCar.ask', car: aCar() });
    held.actor.send({ type: 'deleteCar.confirm' });
    expect(held.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(held.actor.getSnapshot().can({ type: 'deleteCar.cancel' })).toBe(false);

    const { actor, deleteCar, notified } = arrange();
    actor.send({ type: 'deleteCar.ask', car: aCar() });
    actor.send({ type: 'deleteCar.confirm' });
    await settled(actor);

    expect(deleteCar.calls).toEqual([{ id: carId }]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(notified).toEqual(['deleted', 'reload']);
  });

  it('stays on the question after a failure, so the user can retry or cancel', async () => {
    const { actor, deleteCar, notified } = arrange([failure('FORBIDDEN'), undefined]);
    actor.send({ type: 'deleteCar.ask', car: aCar() });
    actor.send({ type: 'deleteCar.confirm' });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('confirming');
    expect(notified).toEqual(['failure FORBIDDEN']);

    actor.send({ type: 'deleteCar.confirm' });
    await settled(actor);
    expect(deleteCar.calls).toHaveLength(2);
    expect(notified).toEqual(['failure FORBIDDEN', 'deleted', 'reload']);
  });

  it('gives up on a car already gone (404) and reloads the list', async () => {
    const { actor, notified } = arrange([failure('NOT_FOUND')]);
    actor.send({ type: 'deleteCar.ask', car: aCar() });
    actor.send({ type: 'deleteCar.confirm' });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('idle');
    expect(notified).toEqual(['failure NOT_FOUND', 'reload']);
  });
});
