import { useEffect, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { bookingProcessMachine } from '@/machines/booking/booking.machine';
import type { BookingStep } from './booking-messages';
import { bookingSteps } from './booking-search';

type BookingSnapshot = SnapshotFrom<typeof bookingProcessMachine>;

/** The step a state belongs to: the submission and its failure are the review's; the ends are none. */
export function stepOf(snapshot: BookingSnapshot): BookingStep | null {
  for (const step of bookingSteps) if (snapshot.matches(step)) return step;
  if (snapshot.matches('submitting') || snapshot.matches('failed')) return 'review';
  return null;
}

/** The steps of an offer in their order: a yacht has no extras. */
export const stepsFor = (kind: 'car' | 'yacht'): BookingStep[] => bookingSteps.filter((step) => kind === 'car' || step !== 'extras');

export interface StepActor {
  getSnapshot: () => BookingSnapshot;
  send: (event: { type: 'step.back' } | { type: 'step.next' }) => void;
}

/**
 * Keeps the step in the address (`step=`) and the machine's step together, without loops:
 * - the machine moved (a Continue or Back button, a refusal that sends the driver back): a new history entry;
 * - the address moved (the browser's back or forward button): the machine is sent `step.back` or `step.next`
 *   until it reaches that step or refuses (a form with errors), and the address is corrected to where it stopped.
 * `agreed` is the step both last agreed on: a difference tells which side moved.
 */
export function useStepInUrl(
  actor: StepActor,
  current: BookingStep | null,
  addressStep: BookingStep | undefined,
  showStep: (step: BookingStep, options: { replace: boolean }) => void,
) {
  const agreed = useRef<BookingStep | null>(null);
  /** The step this hook last wrote to the address, until the router shows it. */
  const writing = useRef<BookingStep | null>(null);
  const show = useRef(showStep);
  useEffect(() => {
    show.current = showStep;
  });

  useEffect(() => {
    if (current === null) return;
    const address = addressStep ?? bookingSteps[0]!;
    const write = (step: BookingStep, replace: boolean) => {
      writing.current = step;
      show.current(step, { replace });
    };
    if (writing.current !== null) {
      if (address === writing.current) writing.current = null;
      // The address is not updated yet: it did not move by itself.
      else if (current === agreed.current) return;
    }
    if (agreed.current === null) {
      // The page opened (or resumed) here: the address says so without a new history entry.
      agreed.current = current;
      if (address !== current) write(current, true);
      return;
    }
    if (current !== agreed.current) {
      agreed.current = current;
      if (address !== current) write(current, false);
      return;
    }
    if (address === current) return;
    const reached = moveTo(actor, address);
    agreed.current = reached;
    if (reached !== address) write(reached, true);
  }, [actor, current, addressStep]);
}

function moveTo(actor: StepActor, target: BookingStep): BookingStep {
  const order = (step: BookingStep) => bookingSteps.indexOf(step);
  // At most one event per step: a refused one leaves the machine where it is.
  for (let moves = 0; moves < bookingSteps.length; moves++) {
    const step = stepOf(actor.getSnapshot());
    if (step === null || step === target) break;
    const event = order(target) < order(step) ? ({ type: 'step.back' } as const) : ({ type: 'step.next' } as const);
    if (!actor.getSnapshot().can(event)) break;
    actor.send(event);
    if (stepOf(actor.getSnapshot()) === step) break;
  }
  return stepOf(actor.getSnapshot()) ?? target;
}
