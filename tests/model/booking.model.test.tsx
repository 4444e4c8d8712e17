import { describe, expect, it } from 'vitest';
import { type SnapshotFrom, createActor, fromPromise } from 'xstate';
import { type BookingProcessEvent, bookingProcessMachine } from '@/machines/booking/booking.machine';
import { type ModelPath, actorEventOf, coverage, stateKey } from '@/tests/support/model';
import { type BookingVariant, bookingModel, bookingPaths, bookingVariants } from './booking.paths';
import { renderVariant, type App, events } from './booking.screen-events';
import { expectStepShown, states } from './booking.screen-states';
import { setUpBookingProcessTests } from '@/tests/support/booking-process-app';

const paths = bookingPaths();

/**
 * The machine of the path, its invoked actors never settling: the path's events alone move it. A path's steps hold
 * the snapshot the graph first met in each (projected) state; the screen is checked against the exact one.
 */
function replayOf(variant: BookingVariant) {
  const pending = fromPromise(() => new Promise<never>(() => {}));
  const machine = bookingProcessMachine.provide({
    actors: { createBooking: pending, createAdditionalDriver: pending, deleteAdditionalDriver: pending, getDocuments: pending, createBiometric: pending } as never,
  });
  return createActor(machine, { input: variant.input }).start();
}

async function walk(path: ModelPath) {
  const variant = bookingVariants.find((candidate) => candidate.label === path.variant.label)!;
  const replay = replayOf(variant);
  let app: App | undefined;
  for (const [index, step] of path.steps.entries()) {
    const state: SnapshotFrom<typeof bookingProcessMachine> = step.state;
    const key = stateKey(state.value);
    try {
      if (index === 0) app = await renderVariant(variant);
      else {
        const event = step.event as BookingProcessEvent;
        expect(replay.getSnapshot().can(event)).toBe(true);
        replay.send(event);
        if (actorEventOf(step.event)) await app!.backend.answerActor(step.event);
        else {
          const perform = events[step.event.type];
          if (!perform) throw new Error(`no user action for the event "${step.event.type}"`);
          await perform(step.event, app!);
          if (step.event.type === 'booking.submit' || step.event.type === 'booking.retry') app!.submitted += 1;
        }
      }
      const snapshot = replay.getSnapshot();
      expect(stateKey(snapshot.value)).toBe(key);
      const check = states[key];
      if (!check) throw new Error(`no screen check for the state "${key}"`);
      await check(snapshot, app!);
      await expectStepShown(snapshot, app!);
    } catch (error) {
      if (error instanceof Error) error.message = `step ${index} (${step.event.type} -> ${key}): ${error.message}`;
      throw error;
    }
  }
}

setUpBookingProcessTests();

describe('booking model', () => {
  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(bookingModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walk(path);
    });
  }
});
