import { assign, fromPromise, setup } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import type { Schemas } from '@/openapi/types';
import { errorCodeOf, notProvided } from '@/machines/shared/failure';

// Types

export type Car = Schemas['Car'];

export interface DeleteCarContext {
  /** The car the confirmation asks about. */
  car: Car | null;
}

export type DeleteCarEvent =
  /** 'Delete' on a car: ask before deleting it. */
  | { type: 'deleteCar.ask'; car: Car }
  | { type: 'deleteCar.cancel' }
  | { type: 'deleteCar.confirm' };

// Machine

export const deleteCarMachine = setup({
  types: {
    context: typeOf<DeleteCarContext>(),
    events: typeOf<DeleteCarEvent>(),
  },
  actors: {
    deleteCar: fromPromise<void, { id: string }>(() => notProvided('deleteCar')),
  },
  guards: {
    /** Someone else deleted it first: there is nothing left to retry. */
    isGone: ({ event }) => errorCodeOf(event) === 'NOT_FOUND',
  },
  actions: {
    keepCar: assign(({ event }) => (event.type === 'deleteCar.ask' ? { car: event.car } : {})),
    forgetCar: assign({ car: null }),
    // Provided by the screen: the toast, the list's reload, the error helper.
    notifyDeleted: () => {},
    reloadCars: () => {},
    notifyFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'deleteCar',
  context: { car: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'deleteCar.ask': { target: 'confirming', actions: 'keepCar' } },
    },
    confirming: {
      on: {
        'deleteCar.cancel': { target: 'idle', actions: 'forgetCar' },
        'deleteCar.confirm': { target: 'deleting' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteCar',
        src: 'deleteCar',
        input: ({ context }) => ({ id: context.car!._id }),
        onDone: { target: 'idle', actions: ['notifyDeleted', 'reloadCars', 'forgetCar'] },
        onError: [
          {
            guard: 'isGone',
            target: 'idle',
            actions: [{ type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }, 'reloadCars', 'forgetCar'],
          },
          // Kept open: the user may try again or cancel.
          { target: 'confirming', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
  },
});
