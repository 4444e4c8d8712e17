import { fromPromise } from 'xstate';
import type { paths } from '@/openapi/generated/schema';
import type { Schemas } from '@/openapi/types';
import { type Api, call } from '@/api/client';
import { type ChangeParams, type ListPage, type ListQuery, type TeamListContext, isPageSelected, pageCount, rowsOf } from '@/machines/shared/team-list.machine';

/**
 * The admins' rental companies, on the team's list machine (machines/shared/team-list.machine.ts): its rows, its
 * query, and its two changes: move to a tier (`{ action: 'tier', tier }`), or delete (`{ action: 'delete' }`, the
 * server keeping the companies a car, a yacht or an account names).
 */

export type CompanyListItem = Schemas['CompanyListItem'];
export type SupplierTier = Schemas['SupplierTier'];
export type ListCompaniesQuery = NonNullable<paths['/api/companies']['get']['parameters']['query']>;
export type TierChange = paths['/api/companies/tier']['post']['responses']['200']['content']['application/json'];
export type CompanyDeletion = paths['/api/companies/delete']['post']['responses']['200']['content']['application/json'];

export const companiesOf = (context: Pick<TeamListContext, 'items'>) => rowsOf<CompanyListItem>(context);
export { isPageSelected, pageCount };

/** The change the confirmation is about: a tier to move to, or a deletion. */
export const tierOf = (params: ChangeParams): SupplierTier | undefined => (params.action === 'tier' ? (params.tier as SupplierTier) : undefined);

/** The team's list machine's actors for the companies. */
export function createCompanyListActors(api: Api) {
  return {
    listPage: fromPromise<ListPage, ListQuery>(({ input, signal }) => call(() => api.GET('/api/companies', { params: { query: input }, signal }))),
    applyChange: fromPromise<unknown, { ids: string[]; params: ChangeParams }>(({ input, signal }) => {
      const tier = tierOf(input.params);
      return tier
        ? call(() => api.POST('/api/companies/tier', { body: { companies: input.ids, tier }, signal }))
        : call(() => api.POST('/api/companies/delete', { body: { companies: input.ids }, signal }));
    }),
  };
}
