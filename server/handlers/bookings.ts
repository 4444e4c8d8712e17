import type { Language } from '../../config/languages.ts';
import { roleOf } from '../../domain/accounts.ts';
import {
  canRequestCancellation,
  canTransition,
  initialStatus,
  mayAmend,
  mayDelete,
  maySee,
  minimumDriverAge,
  payOnlineExpiry,
  type BookingStatus,
} from '../../domain/bookings.ts';
import { isOldEnough, isValidDate, isValidEmail, isValidPhone, MINIMUM_AGE } from '../../domain/validation.ts';
import type { components } from '../../openapi/generated/schema';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { bookingAccountOf, bookingScopeOf, requireAuth, requireBookingDriver, requireRole } from '../access.ts';
import { AppError, notFound, unauthorized } from '../errors.ts';
import * as repo from '../repositories/bookings.ts';
import { hasDocument } from '../repositories/documents.ts';
import { noticeBookingConfirmed, noticeCancelRequested } from '../services/booking-notices.ts';
import type { ReadCache } from '../services/read-cache.ts';
import { badRequest, checkDates, checkExtras, chosenExtrasOf, placesOf, pricedColumnsOf, quoteTerms, requireTotal } from './booking-terms.ts';
import { toAdditionalDriver, toBooking } from '../mappers/bookings.ts';
import type { Handlers } from './types.ts';

type Booking = components['schemas']['Booking'];

const unprocessable = (
  code: 'NOT_AVAILABLE' | 'DRIVER_TOO_YOUNG' | 'PAYMENT_TYPE_NOT_ACCEPTED' | 'PAY_LATER_NOT_ACCEPTED' | 'COUPON_INVALID' | 'LICENCE_REQUIRED',
  message: string,
) =>
  new AppError(422, code, message);
const couponInvalid = () => new AppError(422, 'COUPON_INVALID', 'This coupon cannot be used: unknown, expired or used up.');
const amendmentNotAllowed = (message: string) => new AppError(409, 'AMENDMENT_NOT_ALLOWED', message);
const datesTaken = () => new AppError(409, 'DATES_TAKEN', 'These dates are already booked for this offer.');

/**
 * Bookings: created priced by the server (domain/price.ts) and guarded by the database against overlaps;
 * listed for whom the account may see; moved between statuses by the one table in domain/bookings.ts.
 * Creating or freeing a booking changes what searches offer for its dates, so it clears the catalogue cache.
 */
export function createBookingHandlers(db: Db, config: Pick<Config, 'cdnUrl' | 'appUrl'>, cache: ReadCache) {
  async function answer(id: string, scope: repo.BookingScope, language: Language): Promise<Booking> {
    const row = await repo.findBookingRow(db, id, scope, language);
    if (!row) throw notFound('Booking');
    return toBooking(row, config.cdnUrl);
  }

  return {
    async createBooking(request, reply) {
      // Bookings are made by driver accounts, for themselves: a company or an admin has no driver's details.
      const auth = requireRole(request, 'driver');
      const body = request.body;
      const from = new Date(body.from);
      const to = new Date(body.to);
      checkDates(from, to, { newPickUp: true });

      const offer = await repo.findBookableOffer(db, body.offer);
      if (!offer) throw notFound('Offer');
      const { pickUpLocationId, dropOffLocationId } = placesOf(offer, body.pickUpLocation, body.dropOffLocation);
      if (!offer.available) throw unprocessable('NOT_AVAILABLE', `This ${offer.kind} is not available.`);

      const driver = await repo.findDriver(db, auth.userId);
      if (!driver) throw unauthorized();
      const minimumAge = minimumDriverAge({ minimumAge: offer.supplierMinimumAge }, { minimumAge: offer.vehicleMinimumAge });
      if (!driver.birthDate || !isOldEnough(driver.birthDate, minimumAge, from)) {
        throw unprocessable('DRIVER_TOO_YOUNG', `The driver must be at least ${minimumAge} years old.`);
      }

      if (offer.licenceRequired && !(await hasDocument(db, auth.userId, 'licence'))) {
        throw unprocessable('LICENCE_REQUIRED', 'This company needs a picture of the driver\'s licence (createBiometric) before booking.');
      }

      if (body.paymentType === 'cash' && body.paymentOption !== 'payLater') throw badRequest('body/paymentType: cash is paid at pick-up, with payLater.');
      if (body.paymentType === 'crypto' && body.paymentOption !== 'payOnline') throw badRequest('body/paymentType: crypto is paid online, with payOnline.');
      if (!offer.paymentTypes.includes(body.paymentType)) {
        throw unprocessable('PAYMENT_TYPE_NOT_ACCEPTED', `This company does not accept ${body.paymentType} payments.`);
      }
      if (body.paymentOption === 'payLater' && !offer.payLater) throw unprocessable('PAY_LATER_NOT_ACCEPTED', 'This company is paid online only.');

      const chosen = chosenExtrasOf(body.extras);
      checkExtras(offer, chosen);

      let additionalDriverId: string | null = null;
      if (chosen.additionalDriver) {
        if (!body.additionalDriver) throw badRequest('body must have required property \'additionalDriver\' with the additionalDriver extra');
        const additional = await repo.findAdditionalDriver(db, body.additionalDriver, auth.userId);
        if (!additional) throw badRequest('body/additionalDriver: no additional driver of yours has this id.');
        if (!isOldEnough(additional.birthDate, minimumAge, from)) {
          throw unprocessable('DRIVER_TOO_YOUNG', `The additional driver must be at least ${minimumAge} years old.`);
        }
        additionalDriverId = additional.id;
      } else if (body.additionalDriver) {
        throw badRequest('body/additionalDriver: choose the additionalDriver extra to name an additional driver.');
      }

      const coupon = body.coupon ? await repo.findUsableCoupon(db, body.coupon) : undefined;
      if (body.coupon && !coupon) throw couponInvalid();
      // The whole balance is offered to the booking; the price rule uses what the total can take.
      const balance = body.useCashback ? Math.max(0, await repo.walletBalance(db, auth.userId)) : 0;
      const discounts = { coupon: coupon ? { discount: coupon.discount, discountUnit: coupon.discountUnit } : null, usedCashback: balance };

      const price = quoteTerms(offer, { from, to }, chosen, discounts);
      requireTotal(body.total, price);

      const status = initialStatus(body.paymentOption);
      let id: string;
      try {
        id = await repo.insertBooking(db, {
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
        });
      } catch (error) {
        if (error instanceof repo.DatesTakenError) throw datesTaken();
        if (error instanceof repo.CouponUsedUpError) throw couponInvalid();
        if (error instanceof repo.WalletChangedError) {
          throw new AppError(409, 'PRICE_CHANGED', 'The wallet changed meanwhile: show the driver the new total.');
        }
        throw error;
      }
      cache.clear();
      // A pay-later booking is confirmed now; a pay-online one when its payment succeeds (handlers/payments.ts).
      if (status === 'reserved') await noticeBookingConfirmed(db, id, { appUrl: config.appUrl });
      reply.code(201);
      return answer(id, { driverId: auth.userId }, request.query.language);
    },

    async getBookings(request) {
      const auth = requireAuth(request);
      const { status, from, to, page = 1, size = 20 } = request.query;
      if (from && to && !(new Date(to).getTime() > new Date(from).getTime())) throw badRequest('querystring/to: must be after from.');
      const language = request.query.language;
      const result = await repo.listBookingRows(db, bookingScopeOf(auth), { status: status as BookingStatus[] | undefined, from, to }, { page, size }, language);
      return { page, size, total: result.total, items: result.items.map((row) => toBooking(row, config.cdnUrl)) };
    },

    async getBooking(request) {
      const auth = requireAuth(request);
      return answer(request.params.id, bookingScopeOf(auth), request.query.language);
    },

    async updateBookingStatus(request) {
      // The caller may see the booking (server/access.ts); its driver may not set its status.
      const auth = requireRole(request, 'supplier', 'admin');
      const actor = auth.role;
      const owner = await repo.findBookingOwner(db, request.params.id);
      if (!owner) throw notFound('Booking');

      const to = request.body.status;
      if (owner.status !== to) {
        if (!canTransition(actor, owner.status, to)) {
          throw new AppError(409, 'STATUS_CHANGE_NOT_ALLOWED', `A ${owner.status} booking cannot be made ${to} by this account.`);
        }
        try {
          const moved = await repo.updateBookingStatus(db, request.params.id, owner.status, to);
          if (!moved) throw new AppError(409, 'STATUS_CHANGE_NOT_ALLOWED', 'The booking was changed meanwhile: reload it.');
        } catch (error) {
          if (error instanceof repo.DatesTakenError) throw datesTaken();
          throw error;
        }
        cache.clear();
      }
      return answer(request.params.id, bookingScopeOf(auth), request.query.language);
    },

    async createAdditionalDriver(request, reply) {
      const auth = requireAuth(request);
      const { fullName, email, phone, birthDate } = request.body;
      if (!isValidEmail(email)) throw badRequest('body/email: not an email address.');
      if (!isValidPhone(phone)) throw badRequest('body/phone: not a phone number.');
      if (!isValidDate(birthDate)) throw badRequest('body/birthDate: not a date.');
      if (!isOldEnough(birthDate)) throw unprocessable('DRIVER_TOO_YOUNG', `The additional driver must be at least ${MINIMUM_AGE} years old.`);
      const row = await repo.insertAdditionalDriver(db, { userId: auth.userId, fullName: fullName.trim(), email: email.trim().toLowerCase(), phone: phone.trim(), birthDate });
      reply.code(201);
      return toAdditionalDriver(row);
    },

    async deleteAdditionalDriver(request, reply) {
      const auth = requireAuth(request);
      const additional = await repo.findAdditionalDriver(db, request.body._id, auth.userId);
      if (!additional) throw notFound('Additional driver');
      if (await repo.isAdditionalDriverNamed(db, additional.id)) {
        throw new AppError(409, 'ADDITIONAL_DRIVER_IN_USE', 'A booking names this additional driver: he stays with it.');
      }
      await repo.deleteAdditionalDriver(db, additional.id);
      reply.code(204);
    },

    async validateCoupon(request) {
      const coupon = await repo.findUsableCoupon(db, request.body.code);
      if (!coupon) throw couponInvalid();
      return { code: coupon.code, discount: coupon.discount, discountUnit: coupon.discountUnit, validUntil: coupon.validUntil?.toISOString() ?? null };
    },

    async getWallet(request) {
      const [balance, entries] = await Promise.all([repo.walletBalance(db, request.params.id), repo.listWalletEntries(db, request.params.id)]);
      return {
        balance,
        currency: 'EUR' as const,
        entries: entries.map((entry) => ({ kind: entry.kind, amount: entry.amount, booking: entry.bookingId, createdAt: entry.createdAt.toISOString() })),
      };
    },

    async updateBooking(request) {
      const auth = requireAuth(request);
      const actor = roleOf(auth.type);
      // The caller may see the booking (server/access.ts).
      const current = await repo.findBookingForAmend(db, request.params.id);
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

      const offer = await repo.findBookableOffer(db, (b.carId ?? b.yachtId)!);
      if (!offer) throw notFound('Offer');
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
        await repo.amendBooking(db, b.id, offer.id, {
          from: from.toISOString(),
          to: to.toISOString(),
          pickUpLocationId,
          dropOffLocationId,
          extras: chosen,
          additionalDriverId: chosen.additionalDriver ? b.additionalDriverId : null,
          ...pricedColumnsOf(offer, price),
        });
      } catch (error) {
        if (error instanceof repo.DatesTakenError) throw datesTaken();
        throw error;
      }
      cache.clear();
      return answer(b.id, bookingScopeOf(auth), request.query.language);
    },

    async deleteBookings(request, reply) {
      const auth = requireRole(request, 'supplier', 'admin');
      const actor = auth.role;
      const { ids } = request.body;
      const rows = await repo.findBookingsForDelete(db, ids);
      const mine = rows.filter((row) => maySee(bookingAccountOf(auth), { driverId: null, supplierId: row.supplierId }));
      if (mine.length !== ids.length) throw notFound('Booking');
      if (mine.some((row) => !mayDelete(actor, row.status))) {
        throw new AppError(403, 'FORBIDDEN', 'A company deletes its bookings once they are void or cancelled.');
      }
      if (mine.some((row) => row.hasPayments)) {
        throw new AppError(409, 'BOOKING_HAS_PAYMENTS', 'A booking with a payment on record is kept: cancel it instead.');
      }
      await repo.deleteBookingRows(db, ids);
      cache.clear();
      reply.code(204);
    },

    async requestCancellation(request) {
      const auth = requireAuth(request);
      // The caller may see the booking (server/access.ts).
      const owner = await repo.findBookingOwner(db, request.params.id);
      if (!owner) throw notFound('Booking');
      // The request is the driver's own: his company and the admins deal with it.
      requireBookingDriver(request, owner.driverId);
      if (!canRequestCancellation({ status: owner.status, from: owner.from }, new Date())) {
        throw new AppError(409, 'CANCELLATION_NOT_ALLOWED', 'Only an active booking can be cancelled before its pick-up.');
      }
      if (await repo.markCancelRequested(db, request.params.id)) await noticeCancelRequested(db, request.params.id);
      return answer(request.params.id, bookingScopeOf(auth), request.query.language);
    },
  } satisfies Partial<Handlers>;
}
