import { fromPromise } from 'xstate';
import { type Api, call } from '@/api/client';
import type { BackOfficeSearchResult, SearchBackOfficeQuery } from './back-office-search.machine';

/** The back office search's actor on the real API; the abort signal cancels a search overtaken by new words. */
export function createBackOfficeSearchActors(api: Api) {
  return {
    searchBackOffice: fromPromise<BackOfficeSearchResult, SearchBackOfficeQuery>(({ input, signal }) =>
      call(() => api.GET('/api/manage/search', { params: { query: input }, signal })),
    ),
  };
}
