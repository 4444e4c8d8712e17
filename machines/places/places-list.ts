import type { paths } from '@/openapi/generated/schema';
import type { Schemas } from '@/openapi/types';
import { isPageSelected, pageCount, rowsOf, type BackOfficeListContext } from '@/machines/shared/back-office-list.machine';

/**
 * The admins' places, on the back office's list machine (machines/shared/back-office-list.machine.ts): its rows, its query, and its
 * change, a deletion of the places nothing names (the others are kept and counted).
 */

export type PlaceRecord = Schemas['PlaceRecord'];
export type ListPlacesQuery = NonNullable<paths['/api/places']['get']['parameters']['query']>;
export type PlaceDeletion = paths['/api/places/delete']['post']['responses']['200']['content']['application/json'];

export const placesOf = (context: Pick<BackOfficeListContext, 'items'>) => rowsOf<PlaceRecord>(context);
export { isPageSelected, pageCount };
