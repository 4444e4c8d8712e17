import { bookingActorOf, canRequestCancellation, canTransition, mayChangeStatus, mayDelete, maySee } from '@/domain/bookings.ts';
import { bookingAccountOf, bookingScopeOf, requireAuth, requireBookingDriver } from '@/server/access.ts';
import { AppError, notFound } from '@/server/errors.ts';
import { DatesTakenError, deleteBookingRows, markCancelRequested, updateBookingStatus, WalletShortError } from '@/server/repositories/booking-writes.ts';
import { findBookingOwner, findBookingsForDelete } from '@/server/repositories/bookings.ts';
import { noticeCancelRequested, noticeStatusChanged } from '@/server/services/booking-notices.ts';
import type { Handlers } from '@/server/handlers/types.ts';
import type { BookingContext } from './context.ts';
import { datesTaken } from './terms.ts';

/** A status change the driver's wallet cannot pay for (the wallet never lends: 0028_wallet_never_lends.sql). */
function walletShort(usedCashback: number, to: string) {
  const message = to === 'cancelled'
    ? 'The driver has already spent the cashback this booking earned: it cannot be cancelled before that is settled with our team.'
    : `This booking used ${usedCashback.toFixed(2)} EUR of cashback, which the driver's wallet no longer holds: it cannot be reinstated at its price.`;
  return new AppError(409, 'WALLET_BALANCE_SHORT', message);
}

/**
 * A booking's life after it is made: its supplier or an admin moves it between statuses (the one table of
 * domain/bookings.ts) or deletes it; its driver asks to cancel it.
 */
export function createStatusHandlers(context: BookingContext) {
  const { db } = context;
  return {
    async updateBookingStatus(request) {
      // The caller may see the booking (server/access.ts); its driver may not set its status (its x-roles).
      const auth = requireAuth(request);
      const actor = bookingActorOf(auth.type);
      const owner = await findBookingOwner(db, request.params.id);
      if (!owner) throw notFound('Booking');

      const to = request.body.status;
      if (owner.status !== to) {
        if (!canTransition(actor, owner.status, to)) {
          throw new AppError(409, 'STATUS_CHANGE_NOT_ALLOWED', `A ${owner.status} booking cannot be made ${to} by this account.`);
        }
        // Allowed by the table, refused by the clock: the rental has ended (its cashback may already be spent).
        if (!mayChangeStatus(actor, owner, to, new Date())) {
          throw new AppError(409, 'STATUS_CHANGE_NOT_ALLOWED', 'This rental has ended: it can no longer be cancelled. The team settles any refund with the driver.');
        }
        try {
          // The change and its notices commit together.
          await db.transaction(async (tx) => {
            const moved = await updateBookingStatus(tx, request.params.id, owner.status, to);
            if (!moved) throw new AppError(409, 'STATUS_CHANGE_NOT_ALLOWED', 'The booking was changed meanwhile: reload it.');
            await noticeStatusChanged(tx, request.params.id, { status: to, actorId: auth.userId }, { appUrl: context.config.appUrl });
          });
        } catch (error) {
          if (error instanceof DatesTakenError) throw datesTaken();
          if (error instanceof WalletShortError) throw walletShort(owner.usedCashback, to);
          throw error;
        }
        context.cache.clear();
      }
      return context.answer(request.params.id, bookingScopeOf(auth), request.query.language);
    },

    async deleteBookings(request, reply) {
      // A supplier's account or an admin (its x-roles).
      const auth = requireAuth(request);
      const actor = bookingActorOf(auth.type);
      const { ids } = request.body;
      const rows = await findBookingsForDelete(db, ids);
      const mine = rows.filter((row) => maySee(bookingAccountOf(auth), { driverId: null, supplierId: row.supplierId }));
      if (mine.length !== ids.length) throw notFound('Booking');
      if (mine.some((row) => !mayDelete(actor, row.status))) {
        throw new AppError(403, 'FORBIDDEN', 'A supplier deletes its bookings once they are void or cancelled.');
      }
      if (mine.some((row) => row.hasPayments)) {
        throw new AppError(409, 'BOOKING_HAS_PAYMENTS', 'A booking with a payment on record is kept: cancel it instead.');
      }
      try {
        await deleteBookingRows(db, ids);
      } catch (error) {
        if (error instanceof WalletShortError) {
          throw new AppError(409, 'WALLET_BALANCE_SHORT', 'The driver has already spent the cashback this booking earned: the booking is kept.');
        }
        throw error;
      }
      context.cache.clear();
      reply.code(204);
    },

    async requestCancellation(request) {
      const auth = requireAuth(request);
      // The caller may see the booking (server/access.ts).
      const owner = await findBookingOwner(db, request.params.id);
      if (!owner) throw notFound('Booking');
      // The request is the driver's own: his supplier and the admins deal with it.
      requireBookingDriver(request, owner.driverId);
      if (!canRequestCancellation({ status: owner.status, from: owner.from }, new Date())) {
        throw new AppError(409, 'CANCELLATION_NOT_ALLOWED', 'Only an active booking can be cancelled before its pick-up.');
      }
      await db.transaction(async (tx) => {
        if (await markCancelRequested(tx, request.params.id)) await noticeCancelRequested(tx, request.params.id, { appUrl: context.config.appUrl });
      });
      return context.answer(request.params.id, bookingScopeOf(auth), request.query.language);
    },
  } satisfies Partial<Handlers>;
}
