import type { Db } from '@/server/db/client.ts';
import { AppError, badRequest, isUniqueViolation, notFound } from '@/server/errors.ts';
import * as repo from '@/server/repositories/coupon-admin.ts';
import type { BodyOf, Handlers, ReplyOf } from './types.ts';
import { PageSizeDefault, CouponSortDefault } from '@/openapi/generated/enums.ts';

type CouponInput = BodyOf<'createCoupon'>;
type CouponRecord = ReplyOf<'getCoupon'>;

const codeTaken = () => new AppError(409, 'COUPON_CODE_TAKEN', 'Another coupon has this code.');

function toCouponRecord(row: repo.CouponRow): CouponRecord {
  return {
    _id: row.id,
    code: row.code,
    discount: row.discount,
    discountUnit: row.discountUnit,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil?.toISOString() ?? null,
    maxUses: row.maxUses,
    uses: row.uses,
    status: repo.couponStatus(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The body as the table keeps it: the code in capitals, the dates checked against each other. */
function couponValues(input: CouponInput, keepFrom?: Date): repo.CouponValues {
  if (input.discountUnit === 'percentage' && input.discount > 100) throw badRequest('body/discount: a percentage is at most 100.');
  const validFrom = input.validFrom ? new Date(input.validFrom) : (keepFrom ?? new Date());
  const validUntil = input.validUntil ? new Date(input.validUntil) : null;
  if (validUntil && validUntil <= validFrom) throw badRequest('body/validUntil: must be after validFrom.');
  return { code: input.code.toUpperCase(), discount: input.discount, discountUnit: input.discountUnit, validFrom, validUntil, maxUses: input.maxUses };
}

/** The coupons as the admins run them; who may call each is server/access.ts's (admins only). */
export function createCouponHandlers(db: Db) {
  return {
    async listCoupons(request) {
      const { search, status, sort = CouponSortDefault, page = 1, size = PageSizeDefault } = request.query;
      const { rows, total } = await repo.findCouponPage(db, { search, status }, { page, size, sort });
      return { page, size, total, items: rows.map(toCouponRecord) };
    },

    async getCoupon(request) {
      const row = await repo.findCoupon(db, request.params.id);
      if (!row) throw notFound('Coupon');
      return toCouponRecord(row);
    },

    async createCoupon(request, reply) {
      try {
        const row = await repo.insertCoupon(db, couponValues(request.body));
        reply.code(201);
        return toCouponRecord(row);
      } catch (error) {
        throw isUniqueViolation(error) ? codeTaken() : error;
      }
    },

    async updateCoupon(request) {
      const current = await repo.findCoupon(db, request.params.id);
      if (!current) throw notFound('Coupon');
      const values = couponValues(request.body, current.validFrom);
      if (values.code !== current.code && current.uses > 0) {
        throw new AppError(409, 'COUPON_IN_USE', 'Bookings have used this coupon: its code stays as it is.');
      }
      try {
        return toCouponRecord((await repo.updateCouponRow(db, current.id, values))!);
      } catch (error) {
        throw isUniqueViolation(error) ? codeTaken() : error;
      }
    },

    async deleteCoupons(request) {
      return db.transaction((tx) => repo.deleteOrEndCoupons(tx, request.body.coupons));
    },
  } satisfies Partial<Handlers>;
}
