import { type Api, call } from '@/api/client';
import { type CouponRecord, type CouponValues, toCouponInput } from './coupon.form';
import { recordFormActors } from '@/machines/shared/record-form.machine';
import { backOfficeListActors } from '@/machines/shared/back-office-list.machine';

/** The admins' coupon machines' actors on the real API, one per operationId; the abort signal cancels the request. */
export function createCouponActors(api: Api) {
  return {
    /** The back office's list machine's actors for the coupons: a page, and a deletion. */
    list: backOfficeListActors({
      page: (query, signal) => call(() => api.GET('/api/coupons', { params: { query }, signal })),
      change: (ids, _params, signal) => call(() => api.POST('/api/coupons/delete', { body: { coupons: ids }, signal })),
    }),
    /** The record form machine's actors for a coupon: getCoupon, createCoupon, updateCoupon. */
    form: recordFormActors<CouponValues, CouponRecord>({
      load: (id, signal) => call(() => api.GET('/api/coupons/{id}', { params: { path: { id } }, signal })),
      create: (values, signal) => call(() => api.POST('/api/coupons', { body: toCouponInput(values), signal })),
      update: (id, values, signal) => call(() => api.PUT('/api/coupons/{id}', { params: { path: { id } }, body: toCouponInput(values), signal })),
    }),
  };
}
