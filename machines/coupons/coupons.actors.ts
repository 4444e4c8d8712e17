import { fromPromise } from 'xstate';
import { type Api, call } from '../../src/api/client';
import type { CouponInput, CouponRecord } from './coupon.form';
import type { CouponDeletion, CouponPage, ListCouponsQuery } from './coupons-list.machine';

/** The admins' coupon machines' actors on the real API, one per operationId; the abort signal cancels the request. */
export function createCouponActors(api: Api) {
  return {
    list: {
      listCoupons: fromPromise<CouponPage, ListCouponsQuery>(({ input, signal }) => call(() => api.GET('/api/coupons', { params: { query: input }, signal }))),
      deleteCoupons: fromPromise<CouponDeletion, { coupons: string[] }>(({ input, signal }) => call(() => api.POST('/api/coupons/delete', { body: input, signal }))),
    },
    form: {
      getCoupon: fromPromise<CouponRecord, { id: string }>(({ input, signal }) => call(() => api.GET('/api/coupons/{id}', { params: { path: { id: input.id } }, signal }))),
      createCoupon: fromPromise<CouponRecord, { body: CouponInput }>(({ input, signal }) => call(() => api.POST('/api/coupons', { body: input.body, signal }))),
      updateCoupon: fromPromise<CouponRecord, { id: string; body: CouponInput }>(({ input, signal }) =>
        call(() => api.PUT('/api/coupons/{id}', { params: { path: { id: input.id } }, body: input.body, signal })),
      ),
    },
  };
}
