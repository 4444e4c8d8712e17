import { useEffect, useRef, useState } from 'react';
import type { AppliedCoupon } from '@/machines/booking/booking.form';
import { ApiFailure, call } from '@/api/client';
import { useApi } from '@/src/core/api-context';

export type CouponCheck = 'idle' | 'checking' | 'invalid' | 'notChecked';

/**
 * Asks the server whether a coupon code can be used (validateCoupon); a valid one is handed to `onValid`,
 * which sends it to the booking machine (`coupon.apply`): the machine prices it.
 */
export function useCouponCheck(onValid: (coupon: AppliedCoupon) => void) {
  const api = useApi();
  const [status, setStatus] = useState<CouponCheck>('idle');
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  async function check(code: string) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setStatus('checking');
    try {
      const coupon = await call(() => api.POST('/api/coupons/validate', { body: { code }, signal: controller.signal }));
      if (controller.signal.aborted) return;
      setStatus('idle');
      onValid({ code: coupon.code, discount: coupon.discount, discountUnit: coupon.discountUnit });
    } catch (error) {
      if (controller.signal.aborted) return;
      // A code the contract refuses (400) is no more valid than one the server does not know (422).
      const refused = error instanceof ApiFailure && (error.status === 400 || error.status === 422);
      setStatus(refused ? 'invalid' : 'notChecked');
    }
  }

  return { status, check, reset: () => setStatus('idle') };
}
