import type { components } from '@/openapi/generated/schema';
import { timeZoneOfCountry } from '@/domain/places.ts';
import type { BookingRow } from '@/server/repositories/bookings.ts';
import { carImagePath, imageUrl, yachtImagePath } from '@/server/services/images/index.ts';
import { supplierOf } from './catalog.ts';

/** Booking rows as the contract answers them. */

type Booking = components['schemas']['Booking'];

export function toBooking(row: BookingRow, cdnUrl: string): Booking {
  const b = row.booking;
  const image =
    row.image ?? (row.kind === 'car' ? carImagePath({ bodyType: row.bodyType!, color: row.color }) : yachtImagePath({ kind: row.yachtKind!, color: row.color }));
  return {
    _id: b.id,
    offer: {
      kind: row.kind,
      _id: row.offerId,
      brand: row.brand,
      model: row.model,
      image: imageUrl(cdnUrl, image),
      supplier: supplierOf(row, cdnUrl),
    },
    driver: row.driverId ? { _id: row.driverId, fullName: row.driverName!, email: row.driverEmail! } : null,
    additionalDriver: row.additionalDriver ? toAdditionalDriver(row.additionalDriver) : null,
    coupon: row.couponCode,
    status: b.status,
    from: row.from.toISOString(),
    to: row.to.toISOString(),
    pickUpLocation: { slug: row.pickUpSlug, name: row.pickUpName, timeZone: timeZoneOfCountry(row.pickUpCountry) },
    dropOffLocation: { slug: row.dropOffSlug, name: row.dropOffName, timeZone: timeZoneOfCountry(row.dropOffCountry) },
    extras: b.extras,
    paymentOption: b.paymentOption,
    paymentType: b.paymentType,
    price: {
      rate: b.rate,
      days: b.days,
      lines: b.priceLines,
      subtotal: b.subtotal,
      couponDiscount: b.couponDiscount,
      usedCashback: b.usedCashback,
      total: b.total,
      cashback: b.cashback,
      currency: 'EUR',
    },
    expiresAt: b.status === 'pending' && b.expiresAt ? b.expiresAt.toISOString() : null,
    cancelRequestedAt: b.cancelRequestedAt?.toISOString() ?? null,
    createdAt: b.createdAt.toISOString(),
  };
}

type AdditionalDriver = components['schemas']['AdditionalDriver'];
export const toAdditionalDriver = (row: { id: string; fullName: string; email: string; phone: string; birthDate: string }): AdditionalDriver => ({
  _id: row.id,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  birthDate: row.birthDate,
});
