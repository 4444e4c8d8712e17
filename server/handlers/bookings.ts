import { bookingScopeOf, requireAuth } from '@/server/access.ts';
import type { Config } from '@/server/config.ts';
import type { Db } from '@/server/db/client.ts';
import { badRequest } from '@/server/errors.ts';
import { toBooking } from '@/server/mappers/bookings.ts';
import { listBookingRows } from '@/server/repositories/bookings.ts';
import type { ReadCache } from '@/server/services/read-cache.ts';
import { createAmendingHandlers } from './bookings/amending.ts';
import { createBookingContext } from './bookings/context.ts';
import { createCouponWalletHandlers } from './bookings/coupons-wallet.ts';
import { createDriverHandlers } from './bookings/drivers.ts';
import { createMakingHandlers } from './bookings/making.ts';
import { createStatusHandlers } from './bookings/status.ts';
import type { Handlers } from './types.ts';

/**
 * Bookings: created priced by the server (domain/price.ts) and guarded by the database against overlaps;
 * listed for whom the account may see; moved between statuses by the one table in domain/bookings.ts.
 * Creating or freeing a booking changes what searches offer for its dates, so it clears the catalogue cache.
 * Reading them is here; making, amending, changing the status, the additional drivers, the coupons and the
 * wallet each have their module in bookings/.
 */
export function createBookingHandlers(db: Db, config: Pick<Config, 'cdnUrl' | 'appUrl'>, cache: ReadCache) {
  const context = createBookingContext(db, config, cache);
  return {
    ...createMakingHandlers(context),
    ...createAmendingHandlers(context),
    ...createStatusHandlers(context),
    ...createDriverHandlers(context),
    ...createCouponWalletHandlers(context),

    async getBookings(request) {
      const auth = requireAuth(request);
      const { status, from, to, driver, page = 1, size = 20 } = request.query;
      if (from && to && !(new Date(to).getTime() > new Date(from).getTime())) throw badRequest('querystring/to: must be after from.');
      const language = request.query.language;
      const result = await listBookingRows(db, bookingScopeOf(auth), { status, from, to, driverId: driver }, { page, size }, language);
      return { page, size, total: result.total, items: result.items.map((row) => toBooking(row, config.cdnUrl)) };
    },

    async getBooking(request) {
      const auth = requireAuth(request);
      return context.answer(request.params.id, bookingScopeOf(auth), request.query.language);
    },
  } satisfies Partial<Handlers>;
}
