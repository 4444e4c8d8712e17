/**
 * Reads a machine's definition: its state nodes and transitions. Flow charts (scripts/gen-flows.ts)
 * and model coverage (tests/support/model.ts) both use it, so "every transition" means the same thing.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** What is read from a transition definition (structurally, so any xstate copy fits). */
export interface TransitionLike {
  eventType: string;
  source: AnyStateNode;
  target?: ReadonlyArray<AnyStateNode> | undefined;
  guard?: unknown;
  actions: readonly unknown[];
}

/** Every state node under the root, depth first, in definition order (the root first). */
export function listStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    nodes.push(node);
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return nodes;
}

/** The transitions a node defines itself: event ones (invoke done/error and delays included), then eventless. */
export function ownTransitions(node: AnyStateNode): TransitionLike[] {
  const byEvent = [...(node.transitions as Map<string, TransitionLike[]>).values()].flat();
  return [...byEvent, ...((node.always ?? []) as TransitionLike[])];
}

/** A transition that neither moves nor acts (`on: { x: {} }`, an ignored event) is not drawn or required. */
export function isNoOp(transition: TransitionLike): boolean {
  return !transition.target?.length && transition.actions.length === 0;
}

export function listTransitions(machine: AnyStateMachine): TransitionLike[] {
  return listStateNodes(machine)
    .flatMap(ownTransitions)
    .filter((transition) => !isNoOp(transition));
}

export function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  return 'guard';
}

/** Named actions of a transition (inline assigns and functions are left out of charts). */
export function actionNames(actions: readonly unknown[]): string[] {
  return actions.flatMap((action) => {
    if (typeof action === 'string') return [action];
    if (typeof action === 'object' && action !== null && 'type' in action && typeof action.type === 'string')
      return [action.type];
    return [];
  });
}

/** `submit`-like label of an event type: `done: signIn`, `error: signIn`, `after 5000`, `always`. */
export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  const delay = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (delay) return `after ${delay[1]}`;
  return eventType;
}

/** A stable, readable key: `signIn.submitting error: signIn [isSuspended] -> signIn.suspended`. */
export function transitionKey(transition: TransitionLike): string {
  const guard = guardName(transition.guard);
  const targets = transition.target?.map((node) => node.id).join(', ') || '(self)';
  return `${transition.source.id} ${eventLabel(transition.eventType)}${guard ? ` [${guard}]` : ''} -> ${targets}`;
}
