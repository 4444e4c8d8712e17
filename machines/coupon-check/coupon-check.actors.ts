import { fromPromise } from 'xstate';
import { type Api, call } from '@/api/client';
import type { Coupon } from './coupon-check.machine';

/** The coupon check's actor on the real API: `validateCoupon`; the abort signal cancels the request. */
export function createCouponCheckActors(api: Api) {
  return {
    validateCoupon: fromPromise<Coupon, { code: string }>(({ input, signal }) =>
      call(() => api.POST('/api/coupons/validate', { body: { code: input.code }, signal })),
    ),
  };
}
