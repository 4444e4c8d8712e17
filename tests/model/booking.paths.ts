import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  type AdditionalDriverValues,
  type AppliedCoupon,
  type BookingOffer,
  type BookingProcessContext,
  type BookingProcessInput,
  type Supplier,
  toBookingRequest,
} from '@/machines/booking/booking.form';
import { wallClockOf } from '@/domain/zoned-time';
import { type BookingProcessEvent, bookingProcessMachine } from '@/machines/booking/booking.machine';
import type { ErrorCode, Schemas } from '@/openapi/types';
import { failure } from '@/tests/support/fixtures';
import { type FlowModel, type ModelPath, buildPaths, coverage, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName, formEvent } from './events';
import {
  bookingNow,
  pickUp,
  dropOff,
  laterPickUp,
  laterDropOff,
  additionalDriverId,
  carOffer,
  freeSecondDriverOffer,
  repricedCarOffer,
  bookedYacht,
  yachtOffer,
  supplierOf,
  bookingDriver,
  partner,
  invalidPartner,
  licenceFile,
  hugeLicenceFile,
  storedLicence,
  welcomeCoupon,
  aWallet,
  bookingFor,
} from '@/tests/support/booking-fixtures';

// The model: the booking machine's events as the screen makes them, per state

/** The dates as the dates step's fields hold them: wall-clock times at the offer's places (Nice, Monaco: Europe/Paris's clock). */
const placeClock = (iso: string) => wallClockOf(iso, 'Europe/Paris');
export const datesForms = {
  'valid dates': { from: placeClock(pickUp), to: placeClock(dropOff) },
  'no dates': { from: '', to: '' },
  'later dates': { from: placeClock(laterPickUp), to: placeClock(laterDropOff) },
};
export const partnerForms = { 'valid partner': partner, 'invalid partner': invalidPartner };

/** The wallet balance of the signed-in driver of the first variant. */
export const walletBalance = 40;

export const repricedOffer = (kind: BookingOffer['kind']): BookingOffer =>
  kind === 'car' ? repricedCarOffer : { kind: 'yacht', yacht: { ...bookedYacht, price: 2600 }, timeZones: yachtOffer.timeZones };

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
  { label: 'car, driver with cashback', input: inputOf(carOffer, supplierOf(carOffer), bookingDriver), signedIn: true, wallet: aWallet(walletBalance) },
  { label: 'yacht, guest', input: inputOf(yachtOffer, supplierOf(yachtOffer), null), signedIn: false, wallet: aWallet(0) },
  {
    label: 'car, driver, supplier requires a licence image',
    input: inputOf(carOffer, supplierOf(carOffer, { licenceRequired: true, payLater: false, paymentTypes: ['card'] }), bookingDriver),
    signedIn: true,
    wallet: aWallet(0),
  },
  {
    label: 'car with an included additional driver, driver',
    input: inputOf(freeSecondDriverOffer, supplierOf(freeSecondDriverOffer), bookingDriver),
    signedIn: true,
    wallet: aWallet(walletBalance),
  },
  {
    label: 'car, guest, supplier paid online in cash',
    input: inputOf(carOffer, supplierOf(carOffer, { payLater: false, paymentTypes: ['cash'] }), null),
    signedIn: false,
    wallet: aWallet(0),
  },
];

/** The driver as his profile says after he changed his date of birth (in another tab, say). */
export const olderDriver = { ...bookingDriver, birthDate: '1985-01-01' };

/** Only the drivers of the variants whose supplier takes pay later have cashback to spend. */
const hasWallet = (context: BookingProcessContext) => context.offer.kind === 'car' && context.supplier.payLater && context.driver !== null;

/** Nothing entered yet on the dates: where an empty form is tried. */
const untouched = (context: BookingProcessContext) =>
  context.dates.from === datesForms['valid dates'].from && context.formError === null && Object.keys(context.extras).length === 0 && !context.acceptTerms;

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
  // While the licence is checked or its image uploads, the driver goes on ticking and typing: nothing is lost.
  if (snapshot.matches({ driver: { signedIn: 'checkingLicence' } }) || snapshot.matches({ driver: { signedIn: 'uploadingLicence' } })) {
    if (!context.acceptTerms) events.push({ type: 'driver.change', values: { acceptTerms: true } });
    if (context.extras.additionalDriver && context.additionalDriverId === null && partnerKind(context.additionalDriver) !== 'valid') {
      events.push(formEvent('additionalDriver.change', 'valid partner', partner));
    }
  }
  if (snapshot.matches({ driver: { signedIn: 'checkingLicence' } })) {
    events.push(doneEvent('getDocuments', []), errorEvent('getDocuments', failure('NETWORK_ERROR')));
  }
  // An image over the limit once; then an image the server takes (or refuses once).
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
    dates: context.dates.from === '' ? 'none' : context.dates.from === datesForms['later dates'].from ? 'later' : 'first',
    additionalDriver: context.extras.additionalDriver === true,
    driver: context.driver?.birthDate ?? null,
    acceptTerms: context.acceptTerms,
    partner: partnerKind(context.additionalDriver),
    partnerSaved: context.additionalDriverId !== null,
    paymentOption: context.paymentOption,
    coupon: context.coupon !== null,
    cashback: context.useCashback,
    hasErrors: [context.errors.dates, context.errors.driver, context.errors.additionalDriver, context.errors.payment].some(
      (errors) => Object.keys(errors).length > 0,
    ),
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
