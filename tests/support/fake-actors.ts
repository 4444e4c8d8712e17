import { fromPromise } from 'xstate';
import { ApiFailure } from '@/api/client';

const pending = Symbol('pending');

/** An outcome that never settles: the machine stays in its busy state. */
export const never: typeof pending = pending;

export type Outcome<TOutput> = TOutput | ApiFailure | typeof pending;

/**
 * A fake for an invoked actor: answers the given outcomes in order (the last one repeats)
 * and records every input it was called with.
 */
export function fakeActor<TOutput, TInput>(...outcomes: Array<Outcome<TOutput>>) {
  const calls: TInput[] = [];
  const logic = fromPromise<TOutput, TInput>(async ({ input }) => {
    const outcome = outcomes[Math.min(calls.length, outcomes.length - 1)];
    calls.push(input);
    if (outcome === pending) return new Promise<TOutput>(() => {});
    if (outcome instanceof ApiFailure) throw outcome;
    return outcome as TOutput;
  });
  return { logic, calls };
}
