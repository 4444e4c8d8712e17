import { assign, fromPromise, setup } from 'xstate';
import type { Language } from '@/config/languages';
import { notProvided } from '@/machines/shared/failure';
import { type FieldErrors, hasFieldErrors, withoutErrorsFor } from '@/machines/shared/form';
import { typeOf } from '@/machines/shared/type-of';
import {
  type Car,
  type CarInput,
  type NewCarField,
  type NewCarFieldError,
  type NewCarValues,
  emptyNewCar,
  toCarInput,
  validateNewCar,
} from './new-car.form';

// Types

export interface NewCarContext extends NewCarValues {
  supplierRequired: boolean;
  language: Language;
  errors: FieldErrors<NewCarField, NewCarFieldError>;
  attempt: number;
  /** The failure of the last createCar, for the screen. */
  error?: unknown;
}

export type NewCarEvent =
  | { type: 'newCar.open' }
  | { type: 'newCar.change'; values: Partial<NewCarValues> }
  | { type: 'newCar.submit' }
  | { type: 'newCar.close' };

export interface NewCarInput {
  /** Admins name the supplier (domain/fleet.ts mustNameSupplier). */
  supplierRequired: boolean;
  /** The language of the car's description in the answer. */
  language: Language;
}

export interface CreateCarInput {
  body: CarInput;
  language: Language;
}

// Machine

export const newCarMachine = setup({
  types: {
    context: typeOf<NewCarContext>(),
    events: typeOf<NewCarEvent>(),
    input: typeOf<NewCarInput>(),
  },
  actors: {
    createCar: fromPromise<Car, CreateCarInput>(() => notProvided('createCar')),
  },
  guards: {
    hasErrors: ({ context }) => hasFieldErrors(context.errors),
  },
  actions: {
    resetForm: assign(() => ({ ...emptyNewCar(), errors: {}, attempt: 0, error: undefined })),
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'newCar.change') return {};
      return { ...event.values, errors: withoutErrorsFor(context.errors, event.values) };
    }),
    validateFields: assign(({ context }) => ({
      errors: validateNewCar(context, context.supplierRequired),
      attempt: context.attempt + 1,
    })),
    keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : undefined })),
    // Provided by the screen: the toast, the list's reload, the error helper.
    notifyCreated: (_, _params: { car: Car }) => {},
    reloadCars: () => {},
    notifyFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'newCar',
  context: ({ input }) => ({
    ...emptyNewCar(),
    supplierRequired: input.supplierRequired,
    language: input.language,
    errors: {},
    attempt: 0,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'newCar.open': { target: 'editing', actions: 'resetForm' } },
    },
    editing: {
      on: {
        'newCar.change': { actions: 'applyChange' },
        'newCar.submit': { target: 'validating' },
        'newCar.close': { target: 'closed' },
      },
    },
    validating: {
      entry: 'validateFields',
      always: [{ guard: 'hasErrors', target: 'editing' }, { target: 'submitting' }],
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'createCar',
        src: 'createCar',
        input: ({ context }) => ({ body: toCarInput(context, context.supplierRequired), language: context.language }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'notifyCreated', params: ({ event }) => ({ car: event.output }) }, 'reloadCars'],
        },
        onError: {
          target: 'failed',
          actions: ['keepError', { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    failed: {
      tags: ['error'],
      on: {
        'newCar.change': { target: 'editing', actions: 'applyChange' },
        'newCar.submit': { target: 'validating' },
        'newCar.close': { target: 'closed' },
      },
    },
  },
});
