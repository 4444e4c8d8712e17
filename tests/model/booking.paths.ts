import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  type AdditionalDriverValues,
  type AppliedCoupon,
  type Booking,
  type BookingOffer,
  type BookingProcessContext,
  type BookingProcessInput,
  type BookingRequest,
  type IdentityDocument,
  type Supplier,
  toBookingRequest,
} from '../../machines/booking/booking.form';
import { quoteOffer } from '../../domain/price';
import { type BookingProcessEvent, bookingProcessMachine } from '../../machines/booking/booking.machine';
import type { ErrorCode, Schemas } from '../../src/api/client';
import { aCar, aSupplier, aYacht } from '../support/catalog-fixtures';
import { aSignInResponse, failure, userId } from '../support/fixtures';
import { type FlowModel, type ModelPath, buildPaths, coverage, doneEvent, errorEvent } from '../support/model';
import { eventName, formEvent } from './events';

// Fixtures of the booking process, shared by its screen tests and its model paths (no React here).

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
export const carOffer: BookingOffer = { kind: 'car', car: bookedCar };
/** The car with its additional driver included (0): he may be named at no cost, and the driver may also book alone. */
export const freeSecondDriverOffer: BookingOffer = { kind: 'car', car: { ...bookedCar, extras: { ...bookedCar.extras, additionalDriver: 0 } } };
/** The car after a price change on the server. */
export const repricedCarOffer: BookingOffer = { kind: 'car', car: { ...bookedCar, price: 120 } };

export const bookedYacht = aYacht({ price: 2500, locations: ['monaco', 'nice'] });
export const yachtOffer: BookingOffer = { kind: 'yacht', yacht: bookedYacht };

export function aCompany(summary: Schemas['SupplierSummary'] = aSupplier, overrides: Partial<Supplier> = {}): Supplier {
  return {
    ...summary,
    paymentTypes: ['card', 'cash', 'crypto'],
    payLater: true,
    minimumAge: 21,
    licenceRequired: false,
    bio: 'A family company on the Riviera.',
    locations: ['nice', 'cannes', 'monaco'],
    ...overrides,
  };
}

export const companyOf = (offer: BookingOffer, overrides: Partial<Supplier> = {}) =>
  aCompany(offer.kind === 'car' ? offer.car.supplier : offer.yacht.supplier, overrides);

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

/** The licence picture the driver uploads, one over the 5 MB limit (refused before sending), and the stored one. */
/** A picture the graph tells apart from another: a File's JSON is `{}` and the graph names events by their JSON. */
function aPicture(name: string, size: number): File {
  const file = new File([new Uint8Array(size)], name, { type: 'image/png' });
  return Object.assign(file, { toJSON: () => ({ name, size }) });
}
export const licenceFile = aPicture('licence.png', 2048);
export const hugeLicenceFile = aPicture('huge.png', 5 * 1024 * 1024 + 1);
export const storedLicence: IdentityDocument = {
  _id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  kind: 'licence',
  contentType: 'image/png',
  size: 2048,
  createdAt: bookingNow.toISOString(),
};

export const welcomeCoupon: AppliedCoupon = { code: 'WELCOME10', discount: 10, discountUnit: 'percentage' };

export function aWallet(balance: number): Schemas['Wallet'] {
  return { balance, currency: 'EUR', entries: [] };
}

/** The booking the server answers for a request: priced as asked, reserved when paid later, pending otherwise. */
export function bookingFor(request: BookingRequest, offer: BookingOffer, overrides: Partial<Booking> = {}): Booking {
  const vehicle = offer.kind === 'car' ? offer.car : offer.yacht;
  const place = (slug: string) => ({ slug, name: slug.charAt(0).toUpperCase() + slug.slice(1) });
  const days = Math.round((new Date(request.to).getTime() - new Date(request.from).getTime()) / 86_400_000);
  const payLater = request.paymentOption === 'payLater';
  const quote = quoteOffer(offer.kind === 'car' ? { kind: 'car', ...offer.car } : { kind: 'yacht', price: offer.yacht.price }, { from: new Date(request.from), to: new Date(request.to) }, request.extras ?? {});
  return {
    _id: bookingId,
    offer: { kind: offer.kind, _id: vehicle._id, brand: vehicle.brand, model: vehicle.model, image: vehicle.image, supplier: vehicle.supplier },
    driver: { _id: userId, fullName: driverUser.fullName, email: driverUser.email },
    status: payLater ? 'reserved' : 'pending',
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
    expiresAt: payLater ? null : new Date(bookingNow.getTime() + 15 * 60_000).toISOString(),
    cancelRequestedAt: null,
    createdAt: bookingNow.toISOString(),
    ...overrides,
  };
}

// The model: the booking machine's events as the screen makes them, per state

export const datesForms = {
  'valid dates': { from: pickUp, to: dropOff },
  'no dates': { from: '', to: '' },
  'later dates': { from: laterPickUp, to: laterDropOff },
};
export const partnerForms = { 'valid partner': partner, 'invalid partner': invalidPartner };

/** The wallet balance of the signed-in driver of the first variant. */
export const walletBalance = 40;

export const repricedOffer = (kind: BookingOffer['kind']): BookingOffer =>
  kind === 'car' ? repricedCarOffer : { kind: 'yacht', yacht: { ...bookedYacht, price: 2600 } };

export interface BookingVariant {
  label: string;
  input: BookingProcessInput;
  /** Signed in when the page opens (else a guest who signs in at the driver step). */
  signedIn: boolean;
  wallet: Schemas['Wallet'];
}

const inputOf = (offer: BookingOffer, supplier: Supplier, driver: BookingProcessInput['driver']): BookingProcessInput => ({
  offer,
  supplier,
  driver,
  from: pickUp,
  to: dropOff,
  language: 'en',
  now: bookingNow.toISOString(),
});

export const bookingVariants: BookingVariant[] = [
  { label: 'car, driver with cashback', input: inputOf(carOffer, companyOf(carOffer), bookingDriver), signedIn: true, wallet: aWallet(walletBalance) },
  { label: 'yacht, guest', input: inputOf(yachtOffer, companyOf(yachtOffer), null), signedIn: false, wallet: aWallet(0) },
  {
    label: 'car, driver, company requires a licence picture',
    input: inputOf(carOffer, companyOf(carOffer, { licenceRequired: true, payLater: false, paymentTypes: ['card'] }), bookingDriver),
    signedIn: true,
    wallet: aWallet(0),
  },
  {
    label: 'car with an included additional driver, driver',
    input: inputOf(freeSecondDriverOffer, companyOf(freeSecondDriverOffer), bookingDriver),
    signedIn: true,
    wallet: aWallet(walletBalance),
  },
  {
    label: 'car, guest, company paid online in cash',
    input: inputOf(carOffer, companyOf(carOffer, { payLater: false, paymentTypes: ['cash'] }), null),
    signedIn: false,
    wallet: aWallet(0),
  },
];

/** The driver as his profile says after he changed his date of birth (in another tab, say). */
export const olderDriver = { ...bookingDriver, birthDate: '1985-01-01' };

/** Only the drivers of the variants whose company takes pay later have cashback to spend. */
const hasWallet = (context: BookingProcessContext) => context.offer.kind === 'car' && context.supplier.payLater && context.driver !== null;

/** Nothing entered yet on the dates: where an empty form is tried. */
const untouched = (context: BookingProcessContext) =>
  context.dates.from === pickUp && context.formError === null && Object.keys(context.extras).length === 0 && !context.acceptTerms;

const partnerKind = (values: AdditionalDriverValues) =>
  values.fullName === '' && values.email === '' ? 'empty' : values.email === partner.email ? 'valid' : 'invalid';

const createBookingFailures: ErrorCode[] = ['DATES_TAKEN', 'DRIVER_TOO_YOUNG', 'PRICE_CHANGED', 'NOT_AVAILABLE', 'SERVICE_UNAVAILABLE'];

/** The booking the server answers for what the machine sends now. */
export const bookingOfContext = (context: BookingProcessContext) => bookingFor(toBookingRequest(context), context.offer);

function bookingEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const context = snapshot.context as BookingProcessContext;
  const events: Array<BookingProcessEvent | EventObject> = [{ type: 'step.next' }];
  // From a price change the screen reads the offer again at once: the driver has no time to go back.
  if (!(snapshot.matches('failed') && context.failure === 'priceChanged')) events.push({ type: 'step.back' });

  if (snapshot.matches('dates')) {
    if (context.formError === 'datesTaken') events.push(formEvent('dates.change', 'later dates', datesForms['later dates']));
    else if (context.dates.from === '') events.push(formEvent('dates.change', 'valid dates', datesForms['valid dates']));
    else if (untouched(context)) events.push(formEvent('dates.change', 'no dates', datesForms['no dates']));
    if (untouched(context) && context.driver?.birthDate === bookingDriver.birthDate) events.push({ type: 'session.signedIn', driver: olderDriver });
  }
  if (snapshot.matches('extras') && !context.extras.additionalDriver) events.push({ type: 'extras.toggle', extra: 'additionalDriver' });
  if (snapshot.matches({ driver: 'guest' })) events.push({ type: 'session.signedIn', driver: bookingDriver });
  if (snapshot.matches({ driver: { signedIn: 'editing' } })) {
    if (!context.acceptTerms) events.push({ type: 'driver.change', values: { acceptTerms: true } });
    const kind = partnerKind(context.additionalDriver);
    // The screen tests try an invalid additional driver; the model fills a valid one.
    if (context.extras.additionalDriver && context.additionalDriverId === null && kind !== 'valid') {
      events.push(formEvent('additionalDriver.change', 'valid partner', partner));
    }
    events.push({ type: 'additionalDriver.remove' });
  }
  const requiresLicence = context.supplier.licenceRequired;
  if (snapshot.matches({ driver: { signedIn: 'checkingLicence' } })) {
    events.push(doneEvent('getDocuments', []), errorEvent('getDocuments', failure('NETWORK_ERROR')));
  }
  // A picture over the limit once; then a picture the server takes (or refuses once).
  if (snapshot.matches({ driver: { signedIn: 'editing' } }) && requiresLicence && context.licence !== 'stored') {
    if (context.licenceError === null && context.licence === 'missing') events.push({ type: 'licence.upload', file: hugeLicenceFile });
    events.push({ type: 'licence.upload', file: licenceFile });
  }
  if (snapshot.matches({ driver: { signedIn: 'uploadingLicence' } })) {
    events.push(doneEvent('createBiometric', storedLicence));
    if (context.licenceError === null) events.push(errorEvent('createBiometric', failure('UNSUPPORTED_MEDIA_TYPE', 415)));
  }
  if (snapshot.matches({ driver: { signedIn: 'creatingAdditionalDriver' } })) {
    events.push(doneEvent('createAdditionalDriver', { ...partner, _id: additionalDriverId }), errorEvent('createAdditionalDriver', failure('NETWORK_ERROR')));
  }
  if (snapshot.matches({ driver: { signedIn: 'removingAdditionalDriver' } })) {
    events.push(doneEvent('deleteAdditionalDriver'), errorEvent('deleteAdditionalDriver', failure('INTERNAL_ERROR')));
  }
  // One way through each choice (pay online once; a coupon, then the cashback on top): every transition, fewer paths.
  if (snapshot.matches('payment') && context.paymentOption === 'payLater') {
    events.push({ type: 'payment.change', values: { paymentOption: 'payOnline' } });
  }
  if (snapshot.matches('review')) {
    events.push({ type: 'booking.submit' });
    if (!context.useCashback) events.push({ type: 'coupon.remove' });
    if (context.coupon === null && !context.useCashback) events.push({ type: 'coupon.apply', coupon: welcomeCoupon });
    if (context.coupon !== null && !context.useCashback && hasWallet(context)) events.push({ type: 'cashback.toggle', balance: walletBalance });
  }
  if (snapshot.matches('submitting')) {
    events.push(doneEvent('createBooking', bookingOfContext(context)));
    const codes: ErrorCode[] = [...createBookingFailures, ...(context.coupon ? ['COUPON_INVALID' as const] : []), ...(requiresLicence ? ['LICENCE_REQUIRED' as const] : [])];
    events.push(...codes.map((code) => errorEvent('createBooking', failure(code, code === 'DATES_TAKEN' || code === 'PRICE_CHANGED' ? 409 : code === 'SERVICE_UNAVAILABLE' ? 503 : 422))));
  }
  if (snapshot.matches('failed')) {
    events.push({ type: 'booking.retry' });
    if (context.failure === 'priceChanged') {
      events.push({ type: 'offer.refresh', offer: repricedOffer(context.offer.kind), supplier: context.supplier, cashbackBalance: hasWallet(context) ? walletBalance : 0 });
    }
  }
  return events;
}

/** `apply WELCOME10`, `toggle additionalDriver`, `pay online`, `signed in`, `refresh`. */
function bookingEventName(event: EventObject): string {
  const data = event as EventObject & Record<string, unknown>;
  switch (event.type) {
    case 'extras.toggle':
      return `toggle ${String(data.extra)}`;
    case 'payment.change':
      return (data.values as { paymentOption: string }).paymentOption === 'payOnline' ? 'pay online' : 'pay later';
    case 'driver.change':
      return 'accept terms';
    case 'coupon.apply':
      return `apply ${(data.coupon as AppliedCoupon).code}`;
    case 'session.signedIn':
      return (data.driver as { birthDate: string }).birthDate === olderDriver.birthDate ? 'profile changed' : 'signed in';
    case 'offer.refresh':
      return 'refreshed offer';
    case 'cashback.toggle':
      return 'toggle cashback';
    case 'licence.upload':
      return `upload ${(data.file as File).name}`;
    default:
      return eventName(event);
  }
}

export const bookingModel: FlowModel<typeof bookingProcessMachine> = {
  flow: 'booking',
  machine: bookingProcessMachine,
  variants: bookingVariants.map(({ label, input }) => ({ label, input })),
  events: bookingEvents,
  // What tells two snapshots apart for the model: the choices, errors and figures the screen shows, each as coarse as
  // it can be (the walk replays the events, so the screen is checked against the exact snapshot).
  project: (context: BookingProcessContext) => ({
    dates: context.dates.from === '' ? 'none' : context.dates.from === laterPickUp ? 'later' : 'first',
    additionalDriver: context.extras.additionalDriver === true,
    driver: context.driver?.birthDate ?? null,
    acceptTerms: context.acceptTerms,
    partner: partnerKind(context.additionalDriver),
    partnerSaved: context.additionalDriverId !== null,
    paymentOption: context.paymentOption,
    coupon: context.coupon !== null,
    cashback: context.useCashback,
    hasErrors: Object.values(context.errors).some((errors) => Object.keys(errors).length > 0),
    formError: context.formError,
    failure: context.failure,
    priceChanged: context.priceChangedFrom !== null,
    licence: context.licence,
    licenceError: context.licenceError,
  }),
  label: bookingEventName,
};

/**
 * The shortest path to every state and transition is thousands of paths through a machine of this size:
 * the screen walks a smallest set of them that still enters every state and takes every transition
 * (greedy: the path adding most, until nothing is left), starting from the flows the product cares most about.
 */
export function bookingPaths(): ModelPath[] {
  const all = buildPaths(bookingModel);
  const reached = (path: ModelPath) => {
    const { states, transitions } = coverage(bookingModel, [path]);
    return new Set([...states.map((state) => `state ${state}`), ...transitions]);
  };
  const covers = new Map(all.map((path) => [path, reached(path)]));
  const ends = (path: ModelPath, variant: string, state: string) =>
    path.variant.label === variant && JSON.stringify(path.steps.at(-1)!.state.value) === JSON.stringify(state);
  const mainFlows: Array<(path: ModelPath) => boolean> = [
    (path) => ends(path, 'car, driver with cashback', 'confirmed'),
    (path) => ends(path, 'yacht, guest', 'awaitingPayment'),
    // Renting alone a car whose additional driver is included: no second driver asked for, paid later.
    (path) =>
      ends(path, 'car with an included additional driver, driver', 'confirmed') &&
      path.steps.every((step) => step.event.type !== 'extras.toggle' && !/additionalDriver/i.test(step.event.type)),
  ];
  const chosen: ModelPath[] = mainFlows.map((isMain, index) => {
    const path = all.find(isMain);
    // A main flow the machine no longer allows is a failure of the product, not a path to leave out.
    if (!path) throw new Error(`No path of the booking model takes main flow ${index + 1}.`);
    return path;
  });
  const left = new Set([...covers.values()].flatMap((items) => [...items]));
  for (const path of chosen) for (const item of covers.get(path)!) left.delete(item);
  while (left.size > 0) {
    let best: ModelPath | undefined;
    let gain = 0;
    for (const [path, items] of covers) {
      const adds = [...items].filter((item) => left.has(item)).length;
      if (adds > gain || (adds === gain && best && adds > 0 && path.steps.length < best.steps.length)) {
        best = path;
        gain = adds;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const item of covers.get(best)!) left.delete(item);
  }
  return chosen.sort((a, b) => a.steps.length - b.steps.length || a.name.localeCompare(b.name));
}
