/** Fixtures of the booking process, shared by its machine, screen and model tests (no React here). */
import {
  type AdditionalDriverValues,
  type AppliedCoupon,
  type Booking,
  type BookingOffer,
  type BookingRequest,
  type IdentityDocument,
  type Supplier,
} from '@/machines/booking/booking.form';
import { initialStatus } from '@/domain/bookings';
import { quoteOffer } from '@/domain/price';
import type { Schemas } from '@/openapi/types';
import { placeZones } from '@/domain/places';
import { aCar, aSupplier, aYacht, someLocations } from './catalog-fixtures';
import { aSignInResponse, userId } from './fixtures';

/** The time the tests run at: 10 June 2026, 09:00 local time. */
export const bookingNow = new Date(2026, 5, 10, 9, 0);
/** 1 July 2026 10:00 to 4 July 10:00, local time: three days. */
export const pickUp = new Date(2026, 6, 1, 10, 0).toISOString();
export const dropOff = new Date(2026, 6, 4, 10, 0).toISOString();
/** Other dates, when the first ones were taken: 8 July 10:00 to 10 July 10:00 (two days). */
export const laterPickUp = new Date(2026, 6, 8, 10, 0).toISOString();
export const laterDropOff = new Date(2026, 6, 10, 10, 0).toISOString();

export const bookingId = '3c2b1a09-8f7e-4d6c-9b5a-493827160504';
export const additionalDriverId = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

/** One extra of each kind: sold once, included, sold per day, not offered. */
export const bookedCar = aCar({
  price: 100,
  minimumAge: 21,
  locations: ['nice', 'cannes'],
  extras: { cancellation: 25, amendments: 0, theftProtection: 10, collisionDamageWaiver: -1, fullInsurance: 40.5, additionalDriver: 15 },
});
/** The clocks of the places, as the booking process's loader gives them to its offer (from the places' countries). */
const timeZones = placeZones(someLocations);
export const carOffer: BookingOffer = { kind: 'car', car: bookedCar, timeZones };
/** The car with its additional driver included (0): he may be named at no cost, and the driver may also book alone. */
export const freeSecondDriverOffer: BookingOffer = { kind: 'car', car: { ...bookedCar, extras: { ...bookedCar.extras, additionalDriver: 0 } }, timeZones };
/** The car after a price change on the server. */
export const repricedCarOffer: BookingOffer = { kind: 'car', car: { ...bookedCar, price: 120 }, timeZones };

export const bookedYacht = aYacht({ price: 2500, locations: ['monaco', 'nice'] });
export const yachtOffer: BookingOffer = { kind: 'yacht', yacht: bookedYacht, timeZones };

export function aSupplierWithTerms(summary: Schemas['SupplierSummary'] = aSupplier, overrides: Partial<Supplier> = {}): Supplier {
  return {
    ...summary,
    paymentTypes: ['card', 'cash', 'crypto'],
    payLater: true,
    minimumAge: 21,
    licenceRequired: false,
    bio: 'A family supplier on the Riviera.',
    locations: ['nice', 'cannes', 'monaco'],
    ...overrides,
  };
}

export const supplierOf = (offer: BookingOffer, overrides: Partial<Supplier> = {}) =>
  aSupplierWithTerms(offer.kind === 'car' ? offer.car.supplier : offer.yacht.supplier, overrides);

/** The signed-in driver (a session that lasts). */
export const driverUser = aSignInResponse({ token: 'token-of-alex', expiresAt: '2099-01-01T00:00:00.000Z' });
export const bookingDriver = {
  _id: userId,
  fullName: driverUser.fullName,
  email: driverUser.email,
  phone: driverUser.phone ?? null,
  birthDate: driverUser.birthDate ?? null,
};

export const partner: AdditionalDriverValues = { fullName: 'Sam Partner', email: 'sam@example.com', phone: '+33 6 12 34 56 78', birthDate: '1992-02-03' };
export const invalidPartner: AdditionalDriverValues = { fullName: '', email: 'sam@', phone: '12', birthDate: '2010-01-01' };

/** The licence image the driver uploads, one over the 5 MB limit (refused before sending), and the stored one. */
/** An image the graph tells apart from another: a File's JSON is `{}` and the graph names events by their JSON. */
function anImage(name: string, size: number): File {
  const file = new File([new Uint8Array(size)], name, { type: 'image/png' });
  return Object.assign(file, { toJSON: () => ({ name, size }) });
}
export const licenceFile = anImage('licence.png', 2048);
export const hugeLicenceFile = anImage('huge.png', 5 * 1024 * 1024 + 1);
export const storedLicence: IdentityDocument = {
  _id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  kind: 'licence',
  contentType: 'image/png',
  size: 2048,
  createdAt: bookingNow.toISOString(),
};

export const welcomeCoupon: AppliedCoupon = { code: 'WELCOME10', discount: 10, discountUnit: 'percentage' };

export function aWallet(balance: number): Schemas['Wallet'] {
  return { balance, pending: 0, currency: 'EUR', entries: [] };
}

/** The booking the server answers for a request: priced as asked, in the status the server gives it (domain/bookings.ts initialStatus). */
export function bookingFor(request: BookingRequest, offer: BookingOffer, overrides: Partial<Booking> = {}): Booking {
  const vehicle = offer.kind === 'car' ? offer.car : offer.yacht;
  const place = (slug: string) => ({ slug, name: slug.charAt(0).toUpperCase() + slug.slice(1), timeZone: slug === 'monaco' ? 'Europe/Monaco' : 'Europe/Paris' });
  const days = Math.round((new Date(request.to).getTime() - new Date(request.from).getTime()) / 86_400_000);
  const status = initialStatus(request.paymentOption, request.total);
  const quote = quoteOffer(offer.kind === 'car' ? { kind: 'car', ...offer.car } : { kind: 'yacht', price: offer.yacht.price }, { from: new Date(request.from), to: new Date(request.to) }, request.extras ?? {});
  return {
    _id: bookingId,
    offer: { kind: offer.kind, _id: vehicle._id, brand: vehicle.brand, model: vehicle.model, image: vehicle.image, supplier: vehicle.supplier },
    driver: { _id: userId, fullName: driverUser.fullName, email: driverUser.email },
    status,
    from: request.from,
    to: request.to,
    pickUpLocation: place(request.pickUpLocation),
    dropOffLocation: place(request.dropOffLocation),
    extras: request.extras ?? {},
    additionalDriver: request.additionalDriver ? { ...partner, _id: request.additionalDriver } : null,
    coupon: request.coupon ?? null,
    paymentOption: request.paymentOption,
    paymentType: request.paymentType,
    price: { rate: vehicle.price, days, lines: quote.lines, subtotal: request.total, couponDiscount: 0, usedCashback: 0, total: request.total, cashback: 0, currency: 'EUR' },
    expiresAt: status === 'pending' ? new Date(bookingNow.getTime() + 15 * 60_000).toISOString() : null,
    cancelRequestedAt: null,
    createdAt: bookingNow.toISOString(),
    ...overrides,
  };
}
