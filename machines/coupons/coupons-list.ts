import type { paths } from '@/openapi/generated/schema';
import type { Schemas } from '@/openapi/types';
import { isPageSelected, pageCount, rowsOf, type BackOfficeListContext } from '@/machines/shared/back-office-list.machine';

/**
 * The admins' coupons, on the back office's list machine (machines/shared/back-office-list.machine.ts): its rows, its query, and its
 * change, a deletion; the server ends the coupons bookings have used instead.
 */

export type CouponRecord = Schemas['CouponRecord'];
export type CouponPage = Schemas['CouponPage'];
export type ListCouponsQuery = NonNullable<paths['/api/coupons']['get']['parameters']['query']>;
export type CouponDeletion = paths['/api/coupons/delete']['post']['responses']['200']['content']['application/json'];

export const couponsOf = (context: Pick<BackOfficeListContext, 'items'>) => rowsOf<CouponRecord>(context);
export { isPageSelected, pageCount };
