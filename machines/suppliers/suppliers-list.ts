import { fromPromise } from 'xstate';
import type { paths } from '@/openapi/generated/schema';
import type { Schemas } from '@/openapi/types';
import { type Api, call } from '@/api/client';
import { type ChangeParams, type ListPage, type ListQuery, type BackOfficeListContext, isPageSelected, pageCount, rowsOf } from '@/machines/shared/back-office-list.machine';

/**
 * The admins' suppliers, on the back office's list machine (machines/shared/back-office-list.machine.ts): its rows, its
 * query, and its two changes: move to a tier (`{ action: 'tier', tier }`), or delete (`{ action: 'delete' }`, the
 * server keeping the suppliers a car, a yacht or an account names).
 */

export type SupplierListItem = Schemas['SupplierListItem'];
export type SupplierTier = Schemas['SupplierTier'];
export type ListSuppliersQuery = NonNullable<paths['/api/manage/suppliers']['get']['parameters']['query']>;
export type TierChange = paths['/api/manage/suppliers/tier']['post']['responses']['200']['content']['application/json'];
export type SupplierDeletion = paths['/api/manage/suppliers/delete']['post']['responses']['200']['content']['application/json'];

export const suppliersOf = (context: Pick<BackOfficeListContext, 'items'>) => rowsOf<SupplierListItem>(context);
export { isPageSelected, pageCount };

/** The change the confirmation is about: a tier to move to, or a deletion. */
export const tierOf = (params: ChangeParams): SupplierTier | undefined => (params.action === 'tier' ? (params.tier as SupplierTier) : undefined);

/** The back office's list machine's actors for the suppliers. */
export function createSupplierListActors(api: Api) {
  return {
    listPage: fromPromise<ListPage, ListQuery>(({ input, signal }) => call(() => api.GET('/api/manage/suppliers', { params: { query: input }, signal }))),
    applyChange: fromPromise<unknown, { ids: string[]; params: ChangeParams }>(({ input, signal }) => {
      const tier = tierOf(input.params);
      return tier
        ? call(() => api.POST('/api/manage/suppliers/tier', { body: { suppliers: input.ids, tier }, signal }))
        : call(() => api.POST('/api/manage/suppliers/delete', { body: { suppliers: input.ids }, signal }));
    }),
  };
}
