import { randomUUID } from 'node:crypto';
import { initialStatus, minimumDriverAge, payOnlineExpiry } from '@/domain/bookings.ts';
import { isOldEnough } from '@/domain/validation.ts';
import { requireAuth } from '@/server/access.ts';
import { AppError, badRequest, notFound, unauthorized } from '@/server/errors.ts';
import { CouponUsedUpError, DatesTakenError, insertBooking, WalletChangedError } from '@/server/repositories/booking-writes.ts';
import { findUsableCoupon, walletBalance } from '@/server/repositories/coupons-wallet.ts';
import { findAdditionalDriver } from '@/server/repositories/drivers.ts';
import type { BookingRow } from '@/server/repositories/bookings.ts';
import { findBookableOfferAndDriver } from '@/server/repositories/offers.ts';
import { bookingCreatedNotices } from '@/server/services/booking-notices.ts';
import type { Handlers } from '@/server/handlers/types.ts';
import type { BookingContext } from './context.ts';
import { checkBookingLimits, checkDates, checkExtras, chosenExtrasOf, couponInvalid, datesTaken, placesOf, pricedColumnsOf, quoteTerms, requireTotal, unprocessable } from './terms.ts';

/**
 * Making a booking: the driver's request checked (dates, places, age, licence, payment, extras, additional driver,
 * coupon and wallet), priced by the server (domain/price.ts), and kept unless the database finds its dates taken.
 */
export function createMakingHandlers(context: BookingContext) {
  const { db, config } = context;
  return {
    async createBooking(request, reply) {
      // Bookings are made by driver accounts (its x-roles), for themselves: a supplier or an admin has no driver's details.
      const auth = requireAuth(request);
      const body = request.body;
      const from = new Date(body.from);
      const to = new Date(body.to);
      checkDates(from, to, { newPickUp: true });

      // Read together, in one query; checked in this order.
      const { offer, driver } = await findBookableOfferAndDriver(db, body.offer, auth.userId);
      if (!offer) throw notFound('Offer');
      // Before anything the driver could fix: no dates or places make an unavailable offer bookable.
      if (!offer.available) throw unprocessable('NOT_AVAILABLE', `This ${offer.kind} is not available.`);
      checkBookingLimits({ from, to }, offer.limits, { newPickUp: true, whose: `This ${offer.kind}` });
      const { pickUpLocationId, dropOffLocationId } = placesOf(offer, body.pickUpLocation, body.dropOffLocation);

      if (!driver) throw unauthorized();
      const minimumAge = minimumDriverAge({ minimumAge: offer.supplierMinimumAge }, { minimumAge: offer.vehicleMinimumAge });
      if (!driver.birthDate || !isOldEnough(driver.birthDate, minimumAge, from)) {
        throw unprocessable('DRIVER_TOO_YOUNG', `The driver must be at least ${minimumAge} years old.`);
      }

      if (offer.licenceRequired && !driver.hasLicence) {
        throw unprocessable('LICENCE_REQUIRED', 'This supplier needs an image of the driver\'s licence (createBiometric) before booking.');
      }

      if (body.paymentType === 'cash' && body.paymentOption !== 'payLater') throw badRequest('body/paymentType: cash is paid at pick-up, with payLater.');
      if (body.paymentType === 'crypto' && body.paymentOption !== 'payOnline') throw badRequest('body/paymentType: crypto is paid online, with payOnline.');
      if (!offer.paymentTypes.includes(body.paymentType)) {
        throw unprocessable('PAYMENT_TYPE_NOT_ACCEPTED', `This supplier does not accept ${body.paymentType} payments.`);
      }
      if (body.paymentOption === 'payLater' && !offer.payLater) throw unprocessable('PAY_LATER_NOT_ACCEPTED', 'This company is paid online only.');

      const chosen = chosenExtrasOf(body.extras);
      checkExtras(offer, chosen);

      let additionalDriverId: string | null = null;
      if (chosen.additionalDriver) {
        if (!body.additionalDriver) throw badRequest('body must have required property \'additionalDriver\' with the additionalDriver extra');
        const additional = await findAdditionalDriver(db, body.additionalDriver, auth.userId);
        if (!additional) throw badRequest('body/additionalDriver: no additional driver of yours has this id.');
        if (!isOldEnough(additional.birthDate, minimumAge, from)) {
          throw unprocessable('DRIVER_TOO_YOUNG', `The additional driver must be at least ${minimumAge} years old.`);
        }
        additionalDriverId = additional.id;
      } else if (body.additionalDriver) {
        throw badRequest('body/additionalDriver: choose the additionalDriver extra to name an additional driver.');
      }

      const coupon = body.coupon ? await findUsableCoupon(db, body.coupon) : undefined;
      if (body.coupon && !coupon) throw couponInvalid();
      // The whole balance is offered to the booking; the price rule uses what the total can take.
      const balance = body.useCashback ? Math.max(0, await walletBalance(db, auth.userId)) : 0;
      const discounts = { coupon: coupon ? { discount: coupon.discount, discountUnit: coupon.discountUnit } : null, usedCashback: balance };

      const price = quoteTerms(offer, { from, to }, chosen, discounts);
      requireTotal(body.total, price);

      // The server's total decides: a pay-online booking with nothing to pay is paid now, without a payment.
      const status = initialStatus(body.paymentOption, price.total);
      // Its id is chosen here: its notices, written by its own statement, link to it.
      const id = randomUUID();
      const notices = await bookingCreatedNotices(
        db,
        { id, kind: offer.kind, offerId: offer.id, driverId: auth.userId, status, pickUpLocationId, dropOffLocationId, from, to, days: price.days, total: price.total, paymentOption: body.paymentOption },
        { appUrl: config.appUrl },
      );
      if (!notices) throw notFound('Offer');
      let made: BookingRow;
      try {
        // Made with its notices and read back as its answer (the driver's own booking), in one statement when it can be.
        made = await insertBooking(db, {
          id,
          carId: offer.kind === 'car' ? offer.id : null,
          yachtId: offer.kind === 'yacht' ? offer.id : null,
          driverId: auth.userId,
          status,
          from: from.toISOString(),
          to: to.toISOString(),
          pickUpLocationId,
          dropOffLocationId,
          extras: chosen,
          additionalDriverId,
          paymentOption: body.paymentOption,
          paymentType: body.paymentType,
          ...pricedColumnsOf(offer, price),
          usedCashback: price.usedCashback,
          couponId: coupon?.id ?? null,
          expiresAt: status === 'pending' ? payOnlineExpiry(new Date()) : null,
        }, notices, request.query.language);
      } catch (error) {
        if (error instanceof DatesTakenError) throw datesTaken();
        if (error instanceof CouponUsedUpError) throw couponInvalid();
        if (error instanceof WalletChangedError) {
          throw new AppError(409, 'PRICE_CHANGED', 'The wallet changed meanwhile: show the driver the new total.');
        }
        throw error;
      }
      context.cache.clear();
      reply.code(201);
      return context.present(made);
    },
  } satisfies Partial<Handlers>;
}
