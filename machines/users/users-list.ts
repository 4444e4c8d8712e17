import type { paths } from '@/openapi/generated/schema';
import type { Schemas } from '@/openapi/types';
import { isPageSelected, pageCount, rowsOf, type BackOfficeListContext } from '@/machines/shared/back-office-list.machine';

/**
 * The admins' list of accounts, on the back office's list machine (machines/shared/back-office-list.machine.ts): its rows, its
 * query, and its change, suspend or reinstate (`{ suspend }`). The server decides whom an admin may suspend and says
 * how many it left as they were.
 */

export type UserListItem = Schemas['UserListItem'];
export type UserPage = Schemas['UserPage'];
export type ListUsersQuery = NonNullable<paths['/api/users']['get']['parameters']['query']>;
export type SuspensionChange = paths['/api/users/suspension']['post']['responses']['200']['content']['application/json'];

export const usersOf = (context: Pick<BackOfficeListContext, 'items'>) => rowsOf<UserListItem>(context);
/** Suspend (true) or reinstate (false): the change the confirmation is about. */
export const suspends = (context: Pick<BackOfficeListContext, 'params'>) => context.params.suspend === true;
export { isPageSelected, pageCount };
