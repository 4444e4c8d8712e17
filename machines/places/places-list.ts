import type { paths } from '@/openapi/generated/schema';
import type { Schemas } from '@/openapi/types';
import { isPageSelected, pageCount, rowsOf, type TeamListContext } from '@/machines/shared/team-list.machine';

/**
 * The admins' places, on the team's list machine (machines/shared/team-list.machine.ts): its rows, its query, and its
 * change, a deletion of the places nothing names (the others are kept and counted).
 */

export type PlaceRecord = Schemas['PlaceRecord'];
export type ListPlacesQuery = NonNullable<paths['/api/places']['get']['parameters']['query']>;
export type PlaceDeletion = paths['/api/places/delete']['post']['responses']['200']['content']['application/json'];

export const placesOf = (context: Pick<TeamListContext, 'items'>) => rowsOf<PlaceRecord>(context);
export { isPageSelected, pageCount };
