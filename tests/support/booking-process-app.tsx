/** The booking process in the whole app, on the msw network edge: the backend, the app, and the steps a test walks. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Language } from '@/config/languages';
import type { BookingOffer, BookingRequest, Supplier } from '@/machines/booking/booking.form';
import type { ErrorCode, Schemas } from '@/openapi/types';
import { createApi } from '@/api/client';
import { i18n } from '@/src/core/i18n';
import { createAppRouter } from '@/src/app/router';
import { createSession, whenSessionReady } from '@/src/core/session';
import { readToken } from '@/src/core/storage';
import { someLocations } from './catalog-fixtures';
import {
  apiBaseUrl,
  createAdditionalDriver,
  createBiometric,
  createBooking,
  deleteAdditionalDriver,
  fail,
  getBooking,
  getDocuments,
  getLocations,
  getOffer,
  getSuppliers,
  getUser,
  getWallet,
  server,
  validateAccessToken,
  validateCoupon,
} from './msw';
import {
  aWallet,
  additionalDriverId,
  bookingFor,
  bookingNow,
  carOffer,
  supplierOf,
  driverUser,
  dropOff,
  partner,
  pickUp,
  yachtOffer,
} from './booking-fixtures';
import { AppFrame } from './render';

export type Outcome = { code: ErrorCode | 'NETWORK_ERROR'; status?: number } | 'ok';

export interface Backend {
  offer?: BookingOffer;
  /** The offer as getOffer answers it after the first time (a price changed on the server). */
  laterOffer?: BookingOffer;
  supplier?: Supplier;
  wallet?: Schemas['Wallet'];
  /** createBooking's answers in order (the last one repeats). */
  createBooking?: Outcome[];
  createAdditionalDriver?: Outcome[];
  /** The driver's stored identity images (getDocuments). */
  documents?: Schemas['IdentityDocument'][];
  createBiometric?: Outcome[];
}

export interface Recorded {
  operation: string;
  body?: unknown;
  url: URL;
  authorization: string | null;
}

/** The server at the msw edge: the offer, its supplier, the places, the wallet, and the booking operations. */
export function backend({
  offer = carOffer,
  laterOffer,
  supplier = supplierOf(offer),
  wallet = aWallet(0),
  createBooking: bookingOutcomes = ['ok'],
  createAdditionalDriver: driverOutcomes = ['ok'],
  documents = [],
  createBiometric: imageOutcomes = ['ok'],
}: Backend = {}) {
  const requests: Recorded[] = [];
  const vehicle = offer.kind === 'car' ? offer.car : offer.yacht;
  const bookings: Schemas['Booking'][] = [];
  let offers = 0;
  const record = async (operation: string, request: Request) => {
    const text = await request.clone().text();
    requests.push({ operation, body: text ? JSON.parse(text) : undefined, url: new URL(request.url), authorization: request.headers.get('authorization') });
  };
  const answer = (outcomes: Outcome[], count: number, ok: () => Response) => {
    const outcome = outcomes[Math.min(count, outcomes.length - 1)]!;
    return outcome === 'ok' ? ok() : fail(outcome.code, outcome.status);
  };
  server.use(
    getOffer(async ({ request, params }) => {
      await record('getOffer', request);
      if (params.id !== vehicle._id) return fail('NOT_FOUND', 404);
      offers += 1;
      return HttpResponse.json(offers > 1 && laterOffer ? laterOffer : offer);
    }),
    // A reloaded page restores the stored session: its token is still valid.
    validateAccessToken(() => HttpResponse.json({ valid: true, _id: driverUser._id })),
    // As the server: once a licence image is sent, the account's waits for the team's check.
    getUser(async ({ request }) => {
      await record('getUser', request);
      const licence = requests.some((r) => r.operation === 'createBiometric') ? 'toVerify' : driverUser.licence;
      return HttpResponse.json({ ...driverUser, licence, token: undefined, expiresAt: undefined });
    }),
    getSuppliers(() => HttpResponse.json([supplier])),
    getLocations(() => HttpResponse.json(someLocations)),
    getWallet(async ({ request }) => {
      await record('getWallet', request);
      return HttpResponse.json(wallet);
    }),
    createBooking(async ({ request }) => {
      await record('createBooking', request);
      const count = requests.filter((r) => r.operation === 'createBooking').length - 1;
      return answer(bookingOutcomes, count, () => {
        const body = requests.at(-1)!.body as BookingRequest;
        const booking = bookingFor(body, offer);
        bookings.push(booking);
        return HttpResponse.json(booking, { status: 201 });
      });
    }),
    getBooking(({ params }) => {
      const booking = bookings.find((candidate) => candidate._id === params.id);
      return booking ? HttpResponse.json(booking) : fail('NOT_FOUND', 404);
    }),
    createAdditionalDriver(async ({ request }) => {
      await record('createAdditionalDriver', request);
      const count = requests.filter((r) => r.operation === 'createAdditionalDriver').length - 1;
      return answer(driverOutcomes, count, () => HttpResponse.json({ ...partner, _id: additionalDriverId }, { status: 201 }));
    }),
    deleteAdditionalDriver(async ({ request }) => {
      await record('deleteAdditionalDriver', request);
      return new HttpResponse(null, { status: 204 });
    }),
    getDocuments(({ request }) => {
      requests.push({ operation: 'getDocuments', url: new URL(request.url), authorization: request.headers.get('authorization') });
      return HttpResponse.json(documents);
    }),
    createBiometric(async ({ request }) => {
      const form = await request.formData();
      // jsdom's File does not cross into Node's Request intact (its bytes do in a browser: tests/e2e/booking-driver.spec.ts).
      const image = form.get('image');
      requests.push({ operation: 'createBiometric', body: { kind: form.get('kind'), image: image !== null && typeof image !== 'string' }, url: new URL(request.url), authorization: request.headers.get('authorization') });
      const count = requests.filter((r) => r.operation === 'createBiometric').length - 1;
      return answer(imageOutcomes, count, () =>
        HttpResponse.json({ _id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d', kind: 'licence', contentType: 'image/png', size: 2048, createdAt: bookingNow.toISOString() }, { status: 201 }),
      );
    }),
    validateCoupon(async ({ request }) => {
      await record('validateCoupon', request);
      const { code } = (await request.json()) as { code: string };
      if (code === 'WELCOME10') return HttpResponse.json({ code, discount: 10, discountUnit: 'percentage', validUntil: null });
      if (code === 'RIVIERA25') return HttpResponse.json({ code, discount: 25, discountUnit: 'amount', validUntil: null });
      // Covers any booking in full: nothing left to pay.
      if (code === 'ON-THE-HOUSE') return HttpResponse.json({ code, discount: 100000, discountUnit: 'amount', validUntil: null });
      return fail('COUPON_INVALID', 422);
    }),
  );
  return { requests, of: (operation: string) => requests.filter((r) => r.operation === operation) };
}

export const bookingProcessPath = (offer: BookingOffer = carOffer, search = '') =>
  `/checkout?offer=${offer.kind === 'car' ? offer.car._id : offer.yacht._id}&from=${encodeURIComponent(pickUp)}&to=${encodeURIComponent(dropOff)}${search}`;

/** The whole app at an address, signed in as the driver or as a guest. */
export async function renderApp(path: string, { signedIn = true, language = 'en', user = driverUser }: { signedIn?: boolean; language?: Language; user?: typeof driverUser } = {}) {
  i18n.loadAndActivate({ locale: language, messages: {} });
  const api = createApi({ baseUrl: apiBaseUrl, getToken: readToken });
  const session = createSession({ api, language, navigateHome: () => {} });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ api, session, language, history });
  session.start();
  await whenSessionReady(session);
  if (signedIn) session.send({ type: 'session.signedIn', user, stayConnected: false });
  const view = render(
    <AppFrame api={api} session={session}>
      <RouterProvider router={router} />
    </AppFrame>,
  );
  return { router, history, session, view, user: userEvent.setup({ delay: null }) };
}

export type App = Awaited<ReturnType<typeof renderApp>>;

export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
export const currentStep = () => document.querySelector('[aria-current="step"]')?.getAttribute('data-step');
export const total = () => screen.getByTestId('booking-total').textContent;
export const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

export async function next({ user }: App) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

export async function back({ user }: App) {
  await user.click(screen.getByRole('button', { name: 'Back' }));
}

/** From the dates to the review of a car, paying later, accepting the terms on the way. */
export async function toReview(app: App) {
  await stepHeading('When and where?');
  await next(app);
  await stepHeading('Choose your extras');
  await next(app);
  await stepHeading('Who is driving?');
  await app.user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
  await next(app);
  await stepHeading('How do you want to pay?');
  await next(app);
  await stepHeading('Review your booking');
}

export const bookedCarId = carOffer.kind === 'car' ? carOffer.car._id : '';
export const bookedYacht = yachtOffer.kind === 'yacht' ? yachtOffer.yacht._id : '';

export async function toReviewUntilPayment(app: App) {
  await stepHeading('When and where?');
  await next(app);
  await next(app);
  await stepHeading('Who is driving?');
  await app.user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
  await next(app);
  await stepHeading('How do you want to pay?');
}

/** Empty storage, the booking clock (Date only) before each test, and no session cookie after it. */
export function setUpBookingProcessTests() {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'], now: bookingNow });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.cookie = 'bc-x-access-token=; Max-Age=0; Path=/';
  });
}
