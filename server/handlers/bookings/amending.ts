import { roleOf } from '@/domain/accounts.ts';
import { mayAmend } from '@/domain/bookings.ts';
import { bookingScopeOf, requireAuth } from '@/server/access.ts';
import { badRequest, notFound } from '@/server/errors.ts';
import { amendBooking, DatesTakenError } from '@/server/repositories/booking-writes.ts';
import { findBookingForAmend } from '@/server/repositories/bookings.ts';
import { findBookableOffer } from '@/server/repositories/offers.ts';
import type { Handlers } from '@/server/handlers/types.ts';
import type { BookingContext } from './context.ts';
import { amendmentNotAllowed, checkBookingLimits, checkDates, checkExtras, chosenExtrasOf, datesTaken, placesOf, pricedColumnsOf, quoteTerms, requireTotal } from './terms.ts';

/** Amending a booking: new dates, places or extras, re-priced by the same terms as a new booking (terms.ts). */
export function createAmendingHandlers(context: BookingContext) {
  const { db } = context;
  return {
    async updateBooking(request) {
      const auth = requireAuth(request);
      const actor = roleOf(auth.type);
      // The caller may see the booking (server/access.ts).
      const current = await findBookingForAmend(db, request.params.id);
      const b = current?.booking;
      if (!current || !b) throw notFound('Booking');

      const amendable = mayAmend(
        actor,
        { status: b.status, paymentOption: b.paymentOption, amendmentsChosen: Boolean(b.extras.amendments), from: current.from },
        new Date(),
      );
      if (!amendable) throw amendmentNotAllowed('This booking can no longer be amended.');

      const body = request.body;
      const from = body.from ? new Date(body.from) : current.from;
      const to = body.to ? new Date(body.to) : current.to;
      // An unchanged pick-up is not checked again against the clock.
      checkDates(from, to, { newPickUp: body.from !== undefined });

      const offer = await findBookableOffer(db, (b.carId ?? b.yachtId)!);
      if (!offer) throw notFound('Offer');
      // New dates keep to the offer's limits; a booking whose dates stay is not refused for limits lowered since.
      if (body.from !== undefined || body.to !== undefined) {
        checkBookingLimits({ from, to }, offer.limits, { newPickUp: body.from !== undefined, whose: `This ${offer.kind}` });
      }
      const { pickUpLocationId, dropOffLocationId } = placesOf(offer, body.pickUpLocation ?? current.pickUpSlug, body.dropOffLocation ?? current.dropOffSlug);

      const chosen = body.extras ? chosenExtrasOf(body.extras) : b.extras;
      checkExtras(offer, chosen);
      // An additional driver is named when booking; amending can drop him, not add one.
      if (chosen.additionalDriver && !b.additionalDriverId) throw badRequest('body/extras: an additional driver is named when booking, not by an amendment.');

      // The coupon and the cashback used stay: the coupon's terms apply to the new subtotal.
      const discounts = { coupon: current.coupon?.discount != null ? current.coupon : null, usedCashback: b.usedCashback };
      const price = quoteTerms(offer, { from, to }, chosen, discounts);
      if (price.usedCashback !== b.usedCashback) throw amendmentNotAllowed('The new total would be less than the cashback already used.');
      if ((b.status === 'paid' || b.status === 'deposit') && price.total !== b.total) {
        throw amendmentNotAllowed('This booking is paid: an amendment that changes its total is settled with our team.');
      }
      requireTotal(body.total, price);

      try {
        await amendBooking(db, b.id, offer.id, {
          from: from.toISOString(),
          to: to.toISOString(),
          pickUpLocationId,
          dropOffLocationId,
          extras: chosen,
          additionalDriverId: chosen.additionalDriver ? b.additionalDriverId : null,
          ...pricedColumnsOf(offer, price),
        });
      } catch (error) {
        if (error instanceof DatesTakenError) throw datesTaken();
        throw error;
      }
      context.cache.clear();
      return context.answer(b.id, bookingScopeOf(auth), request.query.language);
    },
  } satisfies Partial<Handlers>;
}
