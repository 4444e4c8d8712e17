import type { Schemas } from '@/openapi/types';
import { aSupplier, carId } from './catalog-fixtures';
import { userId } from './fixtures';

type Booking = Schemas['Booking'];

export const bookingId = '3c2b1a09-8f7e-4d6c-9b5a-493827160504';

/**
 * A booking as the API answers it: Alex's BMW X5 from Nice to Nice, 1 to 4 July 2031, reserved and paid later by
 * card, 300 € for 3 days. Each test's own booking names what differs.
 */
export function aBookingRecord(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: bookingId,
    offer: { kind: 'car', _id: carId, brand: 'BMW', model: 'X5', image: '/cdn/cars/suv-000000.svg', supplier: aSupplier },
    driver: { _id: userId, fullName: 'Alex Driver', email: 'driver@example.com' },
    status: 'reserved',
    from: '2031-07-01T10:00:00.000Z',
    to: '2031-07-04T10:00:00.000Z',
    pickUpLocation: { slug: 'nice', name: 'Nice', timeZone: 'Europe/Paris' },
    dropOffLocation: { slug: 'nice', name: 'Nice', timeZone: 'Europe/Paris' },
    extras: {},
    additionalDriver: null,
    coupon: null,
    paymentOption: 'payLater',
    paymentType: 'card',
    price: { rate: 100, days: 3, lines: [{ item: 'rental', amount: 300 }], subtotal: 300, couponDiscount: 0, usedCashback: 0, total: 300, cashback: 15, currency: 'EUR' },
    expiresAt: null,
    cancelRequestedAt: null,
    createdAt: '2031-06-01T10:00:00.000Z',
    ...overrides,
  };
}
