import type { paths } from '@/openapi/generated/schema';
import type { Schemas } from '@/openapi/types';
import { type Api, call } from '@/api/client';
import { type TeamListContext, isPageSelected, pageCount, rowsOf, teamListActors } from '@/machines/shared/team-list.machine';

/**
 * The team's inbox, on the team's list machine (machines/shared/team-list.machine.ts): the requests of its forms, and
 * their changes: marked handled or new (`{ action: 'handled', handled }`), or deleted (`{ action: 'delete' }`).
 */

export type TeamRequestRecord = Schemas['TeamRequestRecord'];
export type ListTeamRequestsQuery = NonNullable<paths['/api/team-requests']['get']['parameters']['query']>;

export const requestsOf = (context: Pick<TeamListContext, 'items'>) => rowsOf<TeamRequestRecord>(context);
export { isPageSelected, pageCount };

/** The team's list machine's actors for the inbox. */
export function createInboxActors(api: Api) {
  return teamListActors({
    page: (query, signal) => call(() => api.GET('/api/team-requests', { params: { query }, signal })),
    change: (ids, params, signal) =>
      params.action === 'delete'
        ? call(() => api.POST('/api/team-requests/delete', { body: { requests: ids }, signal }))
        : call(() => api.POST('/api/team-requests/status', { body: { requests: ids, handled: params.handled === true }, signal })),
  });
}
