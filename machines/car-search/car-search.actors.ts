import { fromPromise } from 'xstate';
import { type Api, call } from '@/api/client';
import type { CarPage, SearchCarsQuery } from './car-search.machine';

/** The car search machine's actor on the real API; the abort signal cancels a superseded search. */
export function createCarSearchActors(api: Api) {
  return {
    searchCars: fromPromise<CarPage, SearchCarsQuery>(({ input, signal }) =>
      call(() => api.GET('/api/cars', { params: { query: input }, signal })),
    ),
  };
}
