import { fromPromise } from 'xstate';
import { type Api, call } from '@/api/client';
import type { Car } from './new-car.form';
import type { CreateCarInput } from './new-car.machine';

/** The fleet machines' actors on the real API, one per operationId; the abort signal cancels the request. */
export function createFleetActors(api: Api) {
  return {
    createCar: fromPromise<Car, CreateCarInput>(({ input, signal }) =>
      call(() => api.POST('/api/cars', { params: { query: { language: input.language } }, body: input.body, signal })),
    ),
    deleteCar: fromPromise<void, { id: string }>(async ({ input, signal }) => {
      await call(() => api.DELETE('/api/cars/{id}', { params: { path: { id: input.id } }, signal }));
    }),
  };
}
