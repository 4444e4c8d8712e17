import { fromPromise } from 'xstate';
import { type Api, call } from '../../src/api/client';
import type { ChangeParams, ListPage, ListQuery } from '../shared/team-list.machine';
import type { PlaceInput, PlaceRecord } from './place.form';
import type { ListPlacesQuery } from './places-list';

/** The admins' place machines' actors on the real API, one per operationId; the abort signal cancels the request. */
export function createPlaceActors(api: Api) {
  return {
    /** The team's list machine's actors for the places: a page, and a deletion. */
    list: {
      listPage: fromPromise<ListPage, ListQuery>(({ input, signal }) => call(() => api.GET('/api/places', { params: { query: input as ListPlacesQuery }, signal }))),
      applyChange: fromPromise<unknown, { ids: string[]; params: ChangeParams }>(({ input, signal }) =>
        call(() => api.POST('/api/places/delete', { body: { places: input.ids }, signal })),
      ),
    },
    form: {
      getPlace: fromPromise<PlaceRecord, { id: string }>(({ input, signal }) => call(() => api.GET('/api/places/{id}', { params: { path: { id: input.id } }, signal }))),
      createPlace: fromPromise<PlaceRecord, { body: PlaceInput }>(({ input, signal }) => call(() => api.POST('/api/places', { body: input.body, signal }))),
      updatePlace: fromPromise<PlaceRecord, { id: string; body: PlaceInput }>(({ input, signal }) =>
        call(() => api.PUT('/api/places/{id}', { params: { path: { id: input.id } }, body: input.body, signal })),
      ),
    },
  };
}
