import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './failure';
import { type FieldErrors, hasFieldErrors, withoutErrorsFor } from './form';
import { typeOf } from './type-of';

/**
 * A record written by an admin in a form (a coupon, a place, a post…): a new one, or one loaded and changed; checked
 * as the contract does before it is sent; the list comes back once it is saved. A refusal keeps what was typed.
 *
 * One machine for every such form: each brings its rules (its empty values, its checks, the values of a loaded
 * record) as input and its actors (load, create, update, which make the body from the values), and gets the machine
 * with its own types from createRecordFormMachine.
 */

export interface FormRules<TValues, TField extends string, TProblem extends string, TRecord> {
  empty: TValues;
  validate: (values: TValues) => FieldErrors<TField, TProblem>;
  valuesOf: (record: TRecord) => TValues;
}

/** A form's values: each form's own type (an object of its fields). */
export type FormValues = object;

export interface RecordFormContext<TValues extends FormValues, TField extends string, TProblem extends string, TRecord> {
  /** The record changed; none for a new one. */
  id?: string;
  record?: TRecord;
  values: TValues;
  errors: FieldErrors<TField, TProblem>;
  rules: FormRules<TValues, TField, TProblem, TRecord>;
  attempt: number;
  error?: unknown;
}

export type RecordFormEvent<TValues extends FormValues> = { type: 'form.change'; values: Partial<TValues> } | { type: 'form.submit' } | { type: 'form.retry' };

export interface RecordFormInput<TValues extends FormValues, TField extends string, TProblem extends string, TRecord> {
  id?: string;
  rules: FormRules<TValues, TField, TProblem, TRecord>;
}

/** A form's three calls: load a record, create one from the values, update one. */
export interface RecordFormCalls<TValues extends FormValues, TRecord> {
  load: (id: string, signal: AbortSignal) => Promise<TRecord>;
  create: (values: TValues, signal: AbortSignal) => Promise<unknown>;
  update: (id: string, values: TValues, signal: AbortSignal) => Promise<unknown>;
}

/** A form's actors for its machine, from its three calls; the values reach each call with the form's own type. */
export function recordFormActors<TValues extends FormValues, TRecord>(calls: RecordFormCalls<TValues, TRecord>) {
  return {
    load: fromPromise<TRecord, { id: string }>(({ input, signal }) => calls.load(input.id, signal)),
    create: fromPromise<unknown, { values: TValues }>(({ input, signal }) => calls.create(input.values, signal)),
    update: fromPromise<unknown, { id: string; values: TValues }>(({ input, signal }) => calls.update(input.id, input.values, signal)),
  };
}

export type RecordFormActors<TValues extends FormValues, TRecord> = ReturnType<typeof recordFormActors<TValues, TRecord>>;

/** The machine of one form, with its types: its values, their errors, the record loaded. */
export function createRecordFormMachine<TValues extends FormValues, TField extends string, TProblem extends string, TRecord>() {
  type Context = RecordFormContext<TValues, TField, TProblem, TRecord>;
  return setup({
    types: {
      context: typeOf<Context>(),
      events: typeOf<RecordFormEvent<TValues>>(),
      input: typeOf<RecordFormInput<TValues, TField, TProblem, TRecord>>(),
    },
    actors: {
      load: fromPromise<TRecord, { id: string }>(() => notProvided('load')),
      create: fromPromise<unknown, { values: TValues }>(() => notProvided('create')),
      update: fromPromise<unknown, { id: string; values: TValues }>(() => notProvided('update')),
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
      showLoaded: assign(({ context }, record: TRecord) => ({ record, values: context.rules.valuesOf(record), error: undefined })),
      keepError: assign((_, { error }: { error: unknown }) => ({ error })),
      // Provided by the screen: the toasts, the error helper, the way back to the list.
      notifySaved: () => {},
      notifyFailure: (_, _params: { error: unknown }) => {},
      leave: () => {},
    },
  }).createMachine({
    id: 'recordForm',
    context: ({ input }) => ({ id: input.id, values: input.rules.empty, errors: {}, rules: input.rules, attempt: 0 }),
    initial: 'starting',
    states: {
      starting: { always: [{ guard: 'isNew', target: 'editing' }, { target: 'loading' }] },
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ id: context.id! }),
          onDone: { target: 'editing', actions: { type: 'showLoaded', params: ({ event }) => event.output } },
          onError: { target: 'loadFailed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
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
}

/** The chart's machine (docs/flows/record-form.md): every form runs these states with its own types. */
export const recordFormMachine = createRecordFormMachine<FormValues, string, string, unknown>();
