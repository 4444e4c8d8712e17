import type { paths } from '@/openapi/generated/schema';
import type { Schemas } from '@/openapi/types';
import { type Api, call } from '@/api/client';
import { type BackOfficeListContext, isPageSelected, pageCount, rowsOf, backOfficeListActors } from '@/machines/shared/back-office-list.machine';

/**
 * The team's inbox, on the back office's list machine (machines/shared/back-office-list.machine.ts): the requests of its forms, and
 * their changes: marked handled or new (`{ action: 'handled', handled }`), or deleted (`{ action: 'delete' }`).
 */

export type TeamRequestRecord = Schemas['TeamRequestRecord'];
export type ListTeamRequestsQuery = NonNullable<paths['/api/team-requests']['get']['parameters']['query']>;

export const requestsOf = (context: Pick<BackOfficeListContext, 'items'>) => rowsOf<TeamRequestRecord>(context);
export { isPageSelected, pageCount };

/** The back office's list machine's actors for the inbox. */
export function createInboxActors(api: Api) {
  return backOfficeListActors({
    page: (query, signal) => call(() => api.GET('/api/team-requests', { params: { query }, signal })),
    change: (ids, params, signal) =>
      params.action === 'delete'
        ? call(() => api.POST('/api/team-requests/delete', { body: { requests: ids }, signal }))
        : call(() => api.POST('/api/team-requests/status', { body: { requests: ids, handled: params.handled === true }, signal })),
  });
}
