import { type Api, call } from '@/api/client';
import { backOfficeListActors } from '@/machines/shared/back-office-list.machine';
import { type PlaceRecord, type PlaceValues, toPlaceInput } from './place.form';
import { recordFormActors } from '@/machines/shared/record-form.machine';

/** The admins' place machines' actors on the real API, one per operationId; the abort signal cancels the request. */
export function createPlaceActors(api: Api) {
  return {
    /** The back office's list machine's actors for the places: a page, and a deletion. */
    list: backOfficeListActors({
      page: (query, signal) => call(() => api.GET('/api/places', { params: { query }, signal })),
      change: (ids, _params, signal) => call(() => api.POST('/api/places/delete', { body: { places: ids }, signal })),
    }),
    /** The record form machine's actors for a place: getPlace, createPlace, updatePlace. */
    form: recordFormActors<PlaceValues, PlaceRecord>({
      load: (id, signal) => call(() => api.GET('/api/places/{id}', { params: { path: { id } }, signal })),
      create: (values, signal) => call(() => api.POST('/api/places', { body: toPlaceInput(values), signal })),
      update: (id, values, signal) => call(() => api.PUT('/api/places/{id}', { params: { path: { id } }, body: toPlaceInput(values), signal })),
    }),
  };
}
