import type { Schemas } from '@/openapi/types';
import { type FieldErrors, compactErrors } from '@/machines/shared/form';
import type { FormRules } from '@/machines/shared/record-form.machine';
import { checkNumber, parseNumber } from '@/machines/fleet/new-car.form';

/** The coupon form, on machines/shared/record-form.machine.ts: its values as typed, their checks, the body. */

export type CouponRecord = Schemas['CouponRecord'];
export type CouponInput = Schemas['CouponInput'];
export type DiscountUnit = Schemas['DiscountUnit'];

export interface CouponValues {
  code: string;
  discount: string;
  discountUnit: DiscountUnit;
  /** `YYYY-MM-DDTHH:mm` in the admin's time zone (a datetime-local field); empty: from now. */
  validFrom: string;
  /** The same; empty: no end. */
  validUntil: string;
  /** Empty: no limit. */
  maxUses: string;
}

export type CouponField = 'code' | 'discount' | 'validFrom' | 'validUntil' | 'maxUses';
export type CouponFieldError = 'required' | 'invalidCode' | 'notANumber' | 'notAWholeNumber' | 'outOfRange' | 'invalidDate' | 'endBeforeStart';

export const couponFields: readonly CouponField[] = ['code', 'discount', 'validFrom', 'validUntil', 'maxUses'];

/** The contract's CouponCode and CouponInput bounds. */
export const COUPON_CODE = /^[A-Za-z0-9-]{3,32}$/;
export const couponLimits = {
  percentage: { min: 0.01, max: 100 },
  amount: { min: 0.01, max: 100_000 },
  maxUses: { min: 1, max: 1_000_000 },
} as const;

export const emptyCoupon: CouponValues = { code: '', discount: '', discountUnit: 'percentage', validFrom: '', validUntil: '', maxUses: '' };

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local field shows it, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local field's value as an instant; undefined when empty or not a date. */
export function fromLocalInput(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function couponValuesOf(coupon: CouponRecord): CouponValues {
  return {
    code: coupon.code,
    discount: String(coupon.discount),
    discountUnit: coupon.discountUnit,
    validFrom: toLocalInput(coupon.validFrom),
    validUntil: toLocalInput(coupon.validUntil),
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
  };
}

export function validateCoupon(values: CouponValues): FieldErrors<CouponField, CouponFieldError> {
  const code = values.code.trim();
  const from = fromLocalInput(values.validFrom);
  const until = fromLocalInput(values.validUntil);
  const fromError = values.validFrom.trim() !== '' && !from ? 'invalidDate' : undefined;
  const untilError =
    values.validUntil.trim() !== '' && !until ? 'invalidDate' : until && new Date(until) <= (from ? new Date(from) : new Date()) ? 'endBeforeStart' : undefined;
  return compactErrors<CouponField, CouponFieldError>({
    code: code === '' ? 'required' : COUPON_CODE.test(code) ? undefined : 'invalidCode',
    discount: checkNumber(values.discount, couponLimits[values.discountUnit], false),
    validFrom: fromError,
    validUntil: untilError,
    maxUses: values.maxUses.trim() === '' ? undefined : checkNumber(values.maxUses, couponLimits.maxUses, true),
  });
}

/** The createCoupon / updateCoupon body. */
export function toCouponInput(values: CouponValues): CouponInput {
  const validFrom = fromLocalInput(values.validFrom);
  return {
    code: values.code.trim().toUpperCase(),
    discount: Math.round(parseNumber(values.discount) * 100) / 100,
    discountUnit: values.discountUnit,
    ...(validFrom ? { validFrom } : {}),
    validUntil: fromLocalInput(values.validUntil) ?? null,
    maxUses: values.maxUses.trim() === '' ? null : parseNumber(values.maxUses),
  };
}

/** What the record form machine asks of the coupon form. */
export const couponRules: FormRules<CouponValues, CouponField, CouponFieldError, CouponRecord> = {
  empty: emptyCoupon,
  validate: validateCoupon,
  valuesOf: couponValuesOf,
};
