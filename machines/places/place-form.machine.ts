import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/failure';
import { type FieldErrors, hasFieldErrors, withoutErrorsFor } from '../shared/form';
import {
  type PlaceField,
  type PlaceFieldError,
  type PlaceInput,
  type PlaceRecord,
  type PlaceValues,
  placeValuesOf,
  emptyPlace,
  toPlaceInput,
  validatePlace,
} from './place.form';

/**
 * A place written by an admin: a new one, or one loaded and changed (its names, country, and the point picked on the
 * map or typed); checked as the contract does before it is sent; the list comes back once it is saved. A refusal
 * keeps what was typed.
 */

export interface PlaceFormContext {
  /** The place changed; none for a new one. */
  id?: string;
  place?: PlaceRecord;
  values: PlaceValues;
  errors: FieldErrors<PlaceField, PlaceFieldError>;
  attempt: number;
  error?: unknown;
}

export type PlaceFormEvent = { type: 'form.change'; values: Partial<PlaceValues> } | { type: 'form.submit' } | { type: 'form.retry' };

export const placeFormMachine = setup({
  types: { context: {} as PlaceFormContext, events: {} as PlaceFormEvent, input: {} as { id?: string } },
  actors: {
    getPlace: fromPromise<PlaceRecord, { id: string }>(async () => notProvided('getPlace')),
    createPlace: fromPromise<PlaceRecord, { body: PlaceInput }>(async () => notProvided('createPlace')),
    updatePlace: fromPromise<PlaceRecord, { id: string; body: PlaceInput }>(async () => notProvided('updatePlace')),
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
    validateFields: assign(({ context }) => ({ errors: validatePlace(context.values), attempt: context.attempt + 1 })),
    showLoaded: assign(({ event }) => {
      const place = (event as unknown as { output: PlaceRecord }).output;
      return { place, values: placeValuesOf(place), error: undefined };
    }),
    keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : undefined })),
    // Provided by the screen: the toasts, the error helper, the way back to the list.
    notifySaved: () => {},
    notifyFailure: (_, _params: { error: unknown }) => {},
    leave: () => {},
  },
}).createMachine({
  id: 'placeForm',
  context: ({ input }) => ({ id: input.id, values: emptyPlace, errors: {}, attempt: 0 }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isNew', target: 'editing' }, { target: 'loading' }] },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'getPlace',
        src: 'getPlace',
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
        id: 'createPlace',
        src: 'createPlace',
        input: ({ context }) => ({ body: toPlaceInput(context.values) }),
        onDone: { target: 'done', actions: 'notifySaved' },
        onError: { target: 'editing', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    updating: {
      tags: ['busy'],
      invoke: {
        id: 'updatePlace',
        src: 'updatePlace',
        input: ({ context }) => ({ id: context.id!, body: toPlaceInput(context.values) }),
        onDone: { target: 'done', actions: 'notifySaved' },
        onError: { target: 'editing', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final', entry: 'leave' },
  },
});
