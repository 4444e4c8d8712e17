import type { FastifyReply } from 'fastify';
import { canTransition } from '@/domain/bookings.ts';
import { cardErrors, last4 } from '@/domain/card.ts';
import type { components } from '@/openapi/generated/schema';
import type { Config } from '@/server/config.ts';
import type { Db } from '@/server/db/client.ts';
import { requireBookingDriver } from '@/server/access.ts';
import { AppError, badRequest, notFound } from '@/server/errors.ts';
import * as repo from '@/server/repositories/payments.ts';
import { ProviderUnavailableError, type CardFailure, type PaymentProvider } from '@/server/services/payments/provider.ts';
import type { ReadCache } from '@/server/services/read-cache.ts';
import type { Handlers } from './types.ts';

type Payment = components['schemas']['Payment'];

/** How long a repeated request waits for the first attempt with its key to be settled. */
const REPLAY_WAIT_MS = 10_000;
const REPLAY_POLL_MS = 50;

const cardFailureMessages: Record<CardFailure, string> = {
  CARD_DECLINED: 'The card was declined.',
  INSUFFICIENT_FUNDS: 'The card has insufficient funds.',
};

function toPayment(row: repo.PaymentRow): Payment {
  return {
    _id: row.id,
    booking: row.bookingId,
    status: row.status === 'succeeded' ? 'succeeded' : 'awaitingConfirmation',
    amount: row.amount,
    currency: row.currency,
    paymentType: row.paymentType,
    last4: row.last4,
    invoice: row.invoice ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What is told of a payment's outcome, written with the transaction (`tx`) that records it: both commit or neither. */
export interface PaymentEvents {
  /** A booking was paid: tell the driver and the supplier (server/services/booking-notices.ts). */
  onPaid: (tx: Db, bookingId: string) => Promise<void>;
  /** The provider refused a card: tell the driver. */
  onRefused: (tx: Db, bookingId: string) => Promise<void>;
}

/**
 * Paying a pay-online booking through the provider, once. The payments table is the guarantee: an attempt
 * is written before the provider is called, under its idempotency key (unique) and as the booking's one live
 * payment (a partial unique index); a repeated request finds that row and answers its outcome.
 */
export function createPaymentHandlers(
  db: Db,
  config: Pick<Config, 'paymentCurrency'>,
  provider: PaymentProvider,
  cache: ReadCache,
  events: PaymentEvents,
) {
  /** The answer an attempt's outcome gets, the first time and every time its key comes again. */
  function answer(row: repo.PaymentRow, reply: FastifyReply, okStatus: 200 | 201): Payment {
    if (row.status === 'failed') {
      const code = row.failureCode as CardFailure | 'BOOKING_EXPIRED';
      if (code === 'BOOKING_EXPIRED') throw new AppError(409, 'BOOKING_EXPIRED', 'The booking expired before it was paid; nothing was charged.');
      throw new AppError(402, code, cardFailureMessages[code] ?? 'The payment was refused.');
    }
    reply.code(okStatus);
    return toPayment(row);
  }

  /** The attempt made earlier with this key, once it is no longer being processed. */
  async function settledAttempt(key: string): Promise<repo.PaymentRow | undefined> {
    const deadline = Date.now() + REPLAY_WAIT_MS;
    for (;;) {
      const row = await repo.findPaymentByKey(db, key);
      if (!row || row.status !== 'processing') return row;
      if (Date.now() > deadline) throw new AppError(409, 'PAYMENT_IN_PROGRESS', 'This payment is still being processed: try again in a moment.');
      await sleep(REPLAY_POLL_MS);
    }
  }

  async function paid(row: repo.PaymentRow, reference: string): Promise<repo.PaymentRow> {
    const settled = await db.transaction(async (tx) => {
      const done = await repo.settlePayment(tx, row.id, row.bookingId, reference);
      if (done) await events.onPaid(tx, row.bookingId);
      return done;
    });
    if (!settled) {
      // The booking stopped waiting (voided, cancelled) while the provider answered: recorded, for a refund.
      await repo.failPayment(db, row.id, { reference, code: 'BOOKING_EXPIRED' });
      throw new AppError(409, 'BOOKING_EXPIRED', 'The booking is no longer waiting for its payment; the team will refund it.');
    }
    cache.clear();
    return settled;
  }

  return {
    async createPayment(request, reply) {
      const key = request.headers['idempotency-key'] as string;
      const bookingId = request.params.id;
      const body = request.body;

      const booking = await repo.findBookingForPayment(db, bookingId);
      if (!booking) throw notFound('Booking');
      requireBookingDriver(request, booking.driverId);

      const earlier = await settledAttempt(key);
      if (earlier) {
        if (earlier.bookingId !== bookingId) throw badRequest('header/idempotency-key: this key was used for another booking.');
        return answer(earlier, reply, 201);
      }

      if (booking.status === 'paid') throw new AppError(409, 'ALREADY_PAID', 'This booking is already paid.');
      if (booking.status !== 'pending' || booking.paymentOption !== 'payOnline' || !canTransition('system', 'pending', 'paid')) {
        throw new AppError(409, 'PAYMENT_NOT_ALLOWED', `A ${booking.status} booking is not paid online.`);
      }
      if (!booking.acceptedTypes.includes(body.paymentType)) {
        throw new AppError(409, 'PAYMENT_NOT_ALLOWED', `This supplier does not take ${body.paymentType} payments.`);
      }
      if (booking.expired) throw new AppError(409, 'BOOKING_EXPIRED', 'The 15 minutes to pay this booking are over: book again.');

      let card = undefined;
      if (body.paymentType === 'card') {
        if (!body.card) throw badRequest('body must have required property \'card\' for a card payment');
        const [problem] = cardErrors(body.card);
        if (problem) {
          const field = { invalidCardNumber: 'number', invalidExpiryDate: 'expiry', invalidCvc: 'cvc' }[problem];
          throw badRequest(`body/card/${field}: ${problem}`);
        }
        card = body.card;
      }

      const attempt = await repo.startPayment(db, {
        bookingId,
        idempotencyKey: key,
        paymentType: body.paymentType,
        amount: booking.total,
        currency: config.paymentCurrency,
        last4: card ? last4(card.number) : null,
      });
      if (!attempt) {
        // Either the same key arrived together with this request, or another attempt is live.
        const sameKey = await settledAttempt(key);
        if (sameKey) return answer(sameKey, reply, 201);
        const live = await repo.findLivePayment(db, bookingId);
        if (live?.status === 'succeeded') throw new AppError(409, 'ALREADY_PAID', 'This booking is already paid.');
        throw new AppError(409, 'PAYMENT_IN_PROGRESS', 'Another payment of this booking is being processed.');
      }

      const description = `Azura booking ${bookingId}`;
      try {
        if (card) {
          const charge = await provider.chargeCard({ amount: attempt.amount, currency: attempt.currency, card, idempotencyKey: key, description });
          if (charge.status === 'failed') {
            const refused = await db.transaction(async (tx) => {
              const failed = await repo.failPayment(tx, attempt.id, { reference: charge.reference, code: charge.failure });
              await events.onRefused(tx, bookingId);
              return failed;
            });
            return answer(refused, reply, 201);
          }
          return answer(await paid(attempt, charge.reference), reply, 201);
        }
        const invoice = await provider.createInvoice({ amount: attempt.amount, currency: attempt.currency, idempotencyKey: key, description });
        return answer(await repo.awaitConfirmation(db, attempt.id, invoice), reply, 201);
      } catch (error) {
        if (error instanceof AppError) throw error;
        // Nothing is known to be charged: the attempt is removed and a retry with the same key tries again
        // (the provider, given the same key, does not charge twice either).
        await repo.abandonPayment(db, attempt.id);
        if (error instanceof ProviderUnavailableError) throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The payment service is not reachable: try again.');
        throw error;
      }
    },

    async confirmPayment(request, reply) {
      const found = await repo.findPayment(db, request.params.id);
      if (!found) throw notFound('Payment');
      requireBookingDriver(request, found.driverId);
      const payment = found.payment;
      if (payment.status !== 'awaitingConfirmation') return answer(payment, reply, 200);

      let status;
      try {
        status = await provider.invoiceStatus(payment.providerRef!);
      } catch (error) {
        if (error instanceof ProviderUnavailableError) throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The payment service is not reachable: try again.');
        throw error;
      }
      if (status === 'unpaid') return answer(payment, reply, 200);
      if (status === 'expired') {
        return answer(await repo.failPayment(db, payment.id, { reference: payment.providerRef, code: 'BOOKING_EXPIRED' }), reply, 200);
      }
      return answer(await paid(payment, payment.providerRef!), reply, 200);
    },
  } satisfies Partial<Handlers>;
}
