import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './failure';
import { type FieldErrors, hasFieldErrors, withoutErrorsFor } from './form';

/**
 * A record written by an admin in a form (a coupon, a place, a post…): a new one, or one loaded and changed; checked
 * as the contract does before it is sent; the list comes back once it is saved. A refusal keeps what was typed.
 *
 * One machine for every such form: each brings its rules (its empty values, its checks, the values of a loaded
 * record) as input and its actors (load, create, update, which make the body from the values). The machine keeps
 * the values and record loosely typed; each form reads them with its own types through formOf.
 */

export interface FormRules<TValues, TField extends string, TProblem extends string, TRecord> {
  empty: TValues;
  validate: (values: TValues) => FieldErrors<TField, TProblem>;
  valuesOf: (record: TRecord) => TValues;
}

/** A form's values as the machine keeps them; each form reads its own type back (formOf). */
export type FormValues = Record<string, unknown>;
type AnyValues = FormValues;
// The rules of one form, seen by the machine: it hands them its own values back.
type AnyRules = FormRules<any, string, string, any>;

export interface RecordFormContext {
  /** The record changed; none for a new one. */
  id?: string;
  record?: unknown;
  values: AnyValues;
  errors: Partial<Record<string, string>>;
  rules: AnyRules;
  attempt: number;
  error?: unknown;
}

export type RecordFormEvent = { type: 'form.change'; values: AnyValues } | { type: 'form.submit' } | { type: 'form.retry' };

export interface RecordFormInput {
  id?: string;
  rules: AnyRules;
}

/** The context of a form with its own types: its values, their errors, the record loaded. */
export function formOf<TValues, TField extends string, TProblem extends string, TRecord>(
  context: RecordFormContext,
  _rules?: FormRules<TValues, TField, TProblem, TRecord>,
): { values: TValues; errors: FieldErrors<TField, TProblem>; record: TRecord | undefined; attempt: number; error: unknown } {
  return {
    values: context.values as TValues,
    errors: context.errors as FieldErrors<TField, TProblem>,
    record: context.record as TRecord | undefined,
    attempt: context.attempt,
    error: context.error,
  };
}

/**
 * A form's actors for the machine, from its three calls: load a record, create one from the values, update one. The
 * values reach each call with the form's own type.
 */
export function recordFormActors<TValues>(calls: {
  load: (id: string, signal: AbortSignal) => Promise<unknown>;
  create: (values: TValues, signal: AbortSignal) => Promise<unknown>;
  update: (id: string, values: TValues, signal: AbortSignal) => Promise<unknown>;
}) {
  return {
    load: fromPromise<unknown, { id: string }>(({ input, signal }) => calls.load(input.id, signal)),
    create: fromPromise<unknown, { values: FormValues }>(({ input, signal }) => calls.create(input.values as unknown as TValues, signal)),
    update: fromPromise<unknown, { id: string; values: FormValues }>(({ input, signal }) => calls.update(input.id, input.values as unknown as TValues, signal)),
  };
}

export const recordFormMachine = setup({
  types: { context: {} as RecordFormContext, events: {} as RecordFormEvent, input: {} as RecordFormInput },
  actors: {
    load: fromPromise<unknown, { id: string }>(async () => notProvided('load')),
    create: fromPromise<unknown, { values: AnyValues }>(async () => notProvided('create')),
    update: fromPromise<unknown, { id: string; values: AnyValues }>(async () => notProvided('update')),
  },
  guards: {
    isNew: ({ context }) => context.id === undefined,
    hasErrors: ({ context }) => hasFieldErrors(context.errors),
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'form.change') return {};
      return { values: { ...context.values, ...event.values }, errors: withoutErrorsFor(context.errors, event.values) };
    }),
    validateFields: assign(({ context }) => ({ errors: context.rules.validate(context.values), attempt: context.attempt + 1 })),
    showLoaded: assign(({ context, event }) => {
      const record = (event as unknown as { output: unknown }).output;
      return { record, values: context.rules.valuesOf(record) as AnyValues, error: undefined };
    }),
    keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : undefined })),
    // Provided by the screen: the toasts, the error helper, the way back to the list.
    notifySaved: () => {},
    notifyFailure: (_, _params: { error: unknown }) => {},
    leave: () => {},
  },
}).createMachine({
  id: 'recordForm',
  context: ({ input }) => ({ id: input.id, values: input.rules.empty as AnyValues, errors: {}, rules: input.rules, attempt: 0 }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isNew', target: 'editing' }, { target: 'loading' }] },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.id! }),
        onDone: { target: 'editing', actions: 'showLoaded' },
        onError: { target: 'loadFailed', actions: 'keepError' },
      },
    },
    loadFailed: { tags: ['error'], on: { 'form.retry': { target: 'loading' } } },
    editing: {
      on: {
        'form.change': { actions: 'applyChange' },
        'form.submit': { target: 'validating' },
      },
    },
    validating: {
      entry: 'validateFields',
      always: [{ guard: 'hasErrors', target: 'editing' }, { guard: 'isNew', target: 'creating' }, { target: 'updating' }],
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => ({ values: context.values }),
        onDone: { target: 'done', actions: 'notifySaved' },
        onError: { target: 'editing', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    updating: {
      tags: ['busy'],
      invoke: {
        id: 'update',
        src: 'update',
        input: ({ context }) => ({ id: context.id!, values: context.values }),
        onDone: { target: 'done', actions: 'notifySaved' },
        onError: { target: 'editing', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final', entry: 'leave' },
  },
});
