/**
 * Model-based paths: @xstate/graph walks a machine and gives the shortest path to every
 * (state, incoming transition); tests replay each path through the real screen.
 * No React here: scripts/test-paths.ts lists the path names with it.
 */
import { TestModel } from '@xstate/graph';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type InspectionEvent,
  type StateValue,
  createActor,
  fromPromise,
} from 'xstate';
import { listStateNodes, listTransitions, transitionKey, type TransitionLike } from '@/scripts/lib/machine-graph';

export interface ModelVariant<TInput> {
  /** Shown in the path names when a model has more than one variant, e.g. `no token`. */
  label?: string;
  input: TInput;
}

export interface FlowModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The name paths start with: `sign-in`. */
  flow: string;
  machine: TMachine;
  /** One input, or several when a state is only reachable from another input (a broken link). */
  variants: Array<ModelVariant<unknown>>;
  /** The events the model tries in a snapshot; those the machine cannot take there are dropped. */
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  /** What in the context tells two snapshots apart for the model (counters left out). */
  project: (context: never) => unknown;
  /** A short name of an event in path names: `submit`, `fill valid`, `INVALID_CREDENTIALS`. */
  label: (event: EventObject) => string;
}

export interface ModelStep {
  event: EventObject;
  state: AnyMachineSnapshot;
}

export interface ModelPath {
  name: string;
  variant: ModelVariant<unknown>;
  steps: ModelStep[];
}

/** `editing`, `notActivated.idle`: the dotted path of the active leaf states. */
/** A snapshot's state value (xstate types it `any` on AnyMachineSnapshot). */
export const valueOf = (snapshot: AnyMachineSnapshot) => snapshot.value as StateValue;

export function stateKey(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${stateKey(child)}`))
    .join(' + ');
}

/** `xstate.done.actor.signIn` -> `{ kind: 'done', id: 'signIn' }`. */
export function actorEventOf(event: EventObject): { kind: 'done' | 'error'; id: string } | undefined {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  return match ? { kind: match[1] as 'done' | 'error', id: match[2]! } : undefined;
}

export function doneEvent(id: string, output?: unknown): EventObject {
  return { type: `xstate.done.actor.${id}`, output } as EventObject;
}

export function errorEvent(id: string, error: unknown): EventObject {
  return { type: `xstate.error.actor.${id}`, error } as EventObject;
}

function sameValue(a: StateValue | undefined, b: StateValue | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Shortest paths of one model: one per (state, context projection, incoming transition). */
export function buildPaths(model: FlowModel): ModelPath[] {
  const paths: ModelPath[] = [];
  const names = new Set<string>();
  for (const variant of model.variants) {
    const testModel = new TestModel(model.machine, {
      input: variant.input,
      events: (snapshot: AnyMachineSnapshot) => model.events(snapshot).filter((event) => snapshot.can(event)),
      // As createTestModel does: the incoming transition is part of a state, so every transition gets a path.
      serializeState: (snapshot: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot) => {
        const state = JSON.stringify({ value: valueOf(snapshot), context: model.project(snapshot.context as never) });
        const via =
          event && previous && !sameValue(valueOf(previous), valueOf(snapshot))
            ? ` via ${JSON.stringify(event)} from ${JSON.stringify(previous.value)}`
            : '';
        return state + via;
      },
    } as never);
    for (const path of testModel.getShortestPaths()) {
      const steps = path.steps as ModelStep[];
      const prefix = variant.label ? `${model.flow} (${variant.label})` : model.flow;
      const name = `${prefix}: ${steps
        .map((step, index) =>
          index === 0 ? stateKey(valueOf(step.state)) : `-(${model.label(step.event)})-> ${stateKey(valueOf(step.state))}`,
        )
        .join(' ')}`;
      if (names.has(name)) throw new Error(`Two paths of ${model.flow} have the same name: ${name}`);
      names.add(name);
      paths.push({ name, variant, steps });
    }
  }
  return paths.sort((a, b) => a.steps.length - b.steps.length || a.name.localeCompare(b.name));
}

/** The machine with every invoked actor replaced by one that never settles: only the path's events move it. */
function inert(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]),
  );
  return machine.provide({ actors } as never);
}

export interface Coverage {
  states: string[];
  transitions: string[];
  missingStates: string[];
  missingTransitions: string[];
}

/**
 * Replays the paths on the machine and lists the state nodes entered and the transitions taken
 * (eventless ones included), against all those the machine defines.
 */
export function coverage(model: FlowModel, paths: readonly ModelPath[]): Coverage {
  const visitedStates = new Set<string>();
  const visitedTransitions = new Set<string>();
  for (const path of paths) {
    const actor = createActor(inert(model.machine), {
      input: path.variant.input,
      inspect: (inspection: InspectionEvent) => {
        // Only the machine's own steps (not its children's); the first ones run while the actor is created.
        if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
        for (const node of (inspection.snapshot as AnyMachineSnapshot)._nodes) visitedStates.add(node.id);
        for (const transition of (inspection as { _transitions?: TransitionLike[] })._transitions ?? []) {
          visitedTransitions.add(transitionKey(transition));
          // A transient state (validating, readingLink) is never a snapshot: taking its transition proves it was entered.
          for (let node: AnyStateNode | undefined = transition.source; node; node = node.parent) visitedStates.add(node.id);
        }
      },
    });
    actor.start();
    for (const node of actor.getSnapshot()._nodes) visitedStates.add(node.id);
    for (const step of path.steps.slice(1)) actor.send(step.event);
    actor.stop();
  }
  const states = listStateNodes(model.machine)
    .map((node) => node.id)
    .filter((id) => id !== model.machine.root.id);
  const transitions = listTransitions(model.machine).map(transitionKey);
  return {
    states: [...visitedStates].sort(),
    transitions: [...visitedTransitions].sort(),
    missingStates: states.filter((id) => !visitedStates.has(id)),
    missingTransitions: transitions.filter((key) => !visitedTransitions.has(key)),
  };
}
