/** The checkout's data, shared by its machine, model and screen tests: plain values, no I/O. */
import { type Booking, type Payment } from '@/machines/checkout/checkout.machine';
import type { Schemas } from '@/openapi/types';
import { aSupplier } from './catalog-fixtures';
import { aBookingRecord } from './booking-record';

export const bookingId = '3c2b1a09-8f7e-4d6c-9b5a-493827160504';
export const paymentId = '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716';

/** Two years ahead, whatever the day the tests run. */
export const futureExpiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
export const validCard = { number: '4242 4242 4242 4242', expiry: futureExpiry, cvc: '123' } as const;
export const mistypedNumber = '4242 4242 4242 4241';

/** A pending pay-online booking of a BMW X5 for 3 days, 300 €, with 12 minutes left to pay. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return aBookingRecord({
    _id: bookingId,
    status: 'pending',
    from: '2026-07-01T10:00:00.000Z',
    to: '2026-07-04T10:00:00.000Z',
    dropOffLocation: { slug: 'cannes', name: 'Cannes', timeZone: 'Europe/Paris' },
    paymentOption: 'payOnline',
    price: { rate: 100, days: 3, lines: [{ item: 'rental', amount: 300 }], subtotal: 300, couponDiscount: 0, usedCashback: 0, total: 300, cashback: 0, currency: 'EUR' },
    expiresAt: new Date(Date.now() + 12 * 60_000).toISOString(),
    createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
    ...overrides,
  });
}

export function aPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    _id: paymentId,
    booking: bookingId,
    status: 'succeeded',
    amount: 300,
    currency: 'USD',
    paymentType: 'card',
    last4: '4242',
    invoice: null,
    createdAt: '2026-06-10T09:01:00.000Z',
    ...overrides,
  };
}

export const anInvoice = aPayment({
  status: 'awaitingConfirmation',
  paymentType: 'crypto',
  last4: null,
  invoice: { reference: 'INV-1', address: 'bc1qsandboxaddress0000000000000000000000', amount: 300, currency: 'USDC' },
});
export const aCryptoPayment = aPayment({ paymentType: 'crypto', last4: null });

/** The supplier of the offer, as getSuppliers lists it: card, cash and crypto. */
export function aSupplierWithTerms(overrides: Partial<Schemas['Supplier']> = {}): Schemas['Supplier'] {
  return {
    ...aSupplier,
    paymentTypes: ['card', 'cash', 'crypto'],
    payLater: true,
    minimumAge: 21,
    licenceRequired: false,
    bio: 'Cars on the Riviera.',
    locations: ['nice', 'cannes'],
    ...overrides,
  };
}
