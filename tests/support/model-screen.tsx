/**
 * Walks a model path through a real screen: each machine event becomes a user action, each
 * invoked actor's done/error event becomes the msw answer of the held request with the same
 * operationId, and every state reached is checked on the screen.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { expect } from 'vitest';
import { type OperationId, fail, handlerFactories, holdRequests, ok } from './msw';
import { type ModelPath, type ModelVariant, actorEventOf, stateKey, valueOf } from './model';
import type { renderScreen } from './render';

export type Rendered = Awaited<ReturnType<typeof renderScreen>>;

export interface StepContext {
  screen: Rendered;
  /** The event that led to the state being checked. */
  event: EventObject;
  held: ReturnType<typeof holdRequests>;
}

export interface ScreenModel {
  render: (variant: ModelVariant<unknown>) => Promise<Rendered>;
  /** A user action per machine event type. */
  events: Record<string, (event: EventObject, context: StepContext) => Promise<void>>;
  /** A check per state key (`editing`, `notActivated.idle`): what the user sees in that state. */
  states: Record<string, (snapshot: AnyMachineSnapshot, context: StepContext) => Promise<void>>;
  /** The operation of an invoked actor whose id is not one (the team forms' `send`). */
  operations?: Record<string, OperationId>;
}

function isOperation(id: string): id is OperationId {
  return id in handlerFactories;
}

function answerOf(event: EventObject, operation: OperationId): Response {
  const actor = actorEventOf(event)!;
  if (actor.kind === 'done') return ok(operation, (event as { output?: unknown }).output);
  const error = (event as { error?: { code?: string; status?: number; fields?: unknown } }).error;
  return fail((error?.code ?? 'INTERNAL_ERROR') as never, error?.status, error?.fields ? { fields: error.fields } : undefined);
}

export async function walkPath(path: ModelPath, model: ScreenModel): Promise<StepContext> {
  const held = holdRequests();
  let context: StepContext | undefined;
  for (const [index, step] of path.steps.entries()) {
    const key = stateKey(valueOf(step.state));
    try {
      if (index === 0) {
        context = { screen: await model.render(path.variant), event: step.event, held };
      } else {
        context = { ...context!, event: step.event };
        const actor = actorEventOf(step.event);
        if (actor) {
          const operation = model.operations?.[actor.id] ?? actor.id;
          if (!isOperation(operation)) throw new Error(`no msw handler for the invoked actor "${actor.id}"`);
          await held.answer(operation, answerOf(step.event, operation));
        } else {
          const perform = model.events[step.event.type];
          if (!perform) throw new Error(`no user action for the event "${step.event.type}"`);
          await perform(step.event, context);
        }
      }
      const check = model.states[key];
      if (!check) throw new Error(`no screen check for the state "${key}"`);
      await check(step.state, context);
    } catch (error) {
      if (error instanceof Error) error.message = `step ${index} (${step.event.type} -> ${key}): ${error.message}`;
      throw error;
    }
  }
  expect(context).toBeDefined();
  return context!;
}
