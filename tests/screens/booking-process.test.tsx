import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../config/languages';
import type { BookingOffer, BookingRequest, Supplier } from '../../machines/booking/booking.form';
import { toLocalDateTime } from '../../machines/car-price/car-price.machine';
import { createApi, type ErrorCode, type Schemas } from '../../src/api/client';
import { i18n } from '../../src/core/i18n';
import { createAppRouter } from '../../src/app/router';
import { createSession, whenSessionReady } from '../../src/core/session';
import { readToken } from '../../src/core/storage';
import { bookingStorageKey } from '../../src/features/booking/booking-storage';
import { someLocations } from '../support/catalog-fixtures';
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
  ok,
  server,
  signIn,
  signUp,
  validateAccessToken,
  validateCoupon,
} from '../support/msw';
import {
  aWallet,
  additionalDriverId,
  bookingFor,
  bookingId,
  bookingNow,
  carOffer,
  companyOf,
  driverUser,
  dropOff,
  partner,
  pickUp,
  repricedCarOffer,
  yachtOffer,
} from '../model/booking.paths';
import { AppFrame } from '../support/render';

// Compiled catalogs are a build product: screens run on the English source texts in every language.
vi.mock('../../src/core/i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/core/i18n')>();
  return {
    ...actual,
    activateLanguage: async (language: Language) => actual.i18n.loadAndActivate({ locale: language, messages: {} }),
  };
});

type Outcome = { code: ErrorCode | 'NETWORK_ERROR'; status?: number } | 'ok';

interface Backend {
  offer?: BookingOffer;
  /** The offer as getOffer answers it after the first time (a price changed on the server). */
  laterOffer?: BookingOffer;
  supplier?: Supplier;
  wallet?: Schemas['Wallet'];
  /** createBooking's answers in order (the last one repeats). */
  createBooking?: Outcome[];
  createAdditionalDriver?: Outcome[];
  /** The driver's stored identity pictures (getDocuments). */
  documents?: Schemas['IdentityDocument'][];
  createBiometric?: Outcome[];
}

interface Recorded {
  operation: string;
  body?: unknown;
  url: URL;
  authorization: string | null;
}

/** The server at the msw edge: the offer, its company, the places, the wallet, and the booking operations. */
function backend({
  offer = carOffer,
  laterOffer,
  supplier = companyOf(offer),
  wallet = aWallet(0),
  createBooking: bookingOutcomes = ['ok'],
  createAdditionalDriver: driverOutcomes = ['ok'],
  documents = [],
  createBiometric: pictureOutcomes = ['ok'],
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
    getUser(() => HttpResponse.json({ ...driverUser, token: undefined, expiresAt: undefined })),
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
    getDocuments(async ({ request }) => {
      requests.push({ operation: 'getDocuments', url: new URL(request.url), authorization: request.headers.get('authorization') });
      return HttpResponse.json(documents);
    }),
    createBiometric(async ({ request }) => {
      const form = await request.formData();
      // jsdom's File does not cross into Node's Request intact (its bytes do in a browser: tests/e2e/booking.spec.ts).
      const image = form.get('image');
      requests.push({ operation: 'createBiometric', body: { kind: form.get('kind'), image: image !== null && typeof image !== 'string' }, url: new URL(request.url), authorization: request.headers.get('authorization') });
      const count = requests.filter((r) => r.operation === 'createBiometric').length - 1;
      return answer(pictureOutcomes, count, () =>
        HttpResponse.json({ _id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d', kind: 'licence', contentType: 'image/png', size: 2048, createdAt: bookingNow.toISOString() }, { status: 201 }),
      );
    }),
    validateCoupon(async ({ request }) => {
      await record('validateCoupon', request);
      const { code } = (await request.json()) as { code: string };
      if (code === 'WELCOME10') return HttpResponse.json({ code, discount: 10, discountUnit: 'percentage', validUntil: null });
      if (code === 'RIVIERA25') return HttpResponse.json({ code, discount: 25, discountUnit: 'amount', validUntil: null });
      return fail('COUPON_INVALID', 422);
    }),
  );
  return { requests, of: (operation: string) => requests.filter((r) => r.operation === operation) };
}

const checkoutPath = (offer: BookingOffer = carOffer, search = '') =>
  `/checkout?offer=${offer.kind === 'car' ? offer.car._id : offer.yacht._id}&from=${encodeURIComponent(pickUp)}&to=${encodeURIComponent(dropOff)}${search}`;

/** The whole app at an address, signed in as the driver or as a guest. */
async function renderApp(path: string, { signedIn = true, language = 'en' as Language, user = driverUser } = {}) {
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

type App = Awaited<ReturnType<typeof renderApp>>;

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const currentStep = () => document.querySelector('[aria-current="step"]')?.getAttribute('data-step');
const total = () => screen.getByTestId('booking-total').textContent;
const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

async function next({ user }: App) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function back({ user }: App) {
  await user.click(screen.getByRole('button', { name: 'Back' }));
}

/** From the dates to the review of a car, paying later, accepting the terms on the way. */
async function toReview(app: App) {
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

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'], now: bookingNow });
});
afterEach(() => {
  vi.useRealTimers();
  document.cookie = 'bc-x-access-token=; Max-Age=0; Path=/';
});

describe('booking process: the route', () => {
  it('loads the offer, its company and places, and starts on the dates of the address', async () => {
    const { requests } = backend();
    await renderApp(checkoutPath());

    expect(await screen.findByRole('heading', { level: 1, name: 'Book the BMW X5' })).toBeInTheDocument();
    expect(screen.getByText('Offered by Riviera Drive')).toBeInTheDocument();
    expect(document.title).toBe('Book the BMW X5 · Azura');
    expect(currentStep()).toBe('dates');
    const steps = within(screen.getByRole('navigation', { name: 'Booking steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-step'))).toEqual(['dates', 'extras', 'driver', 'payment', 'review']);
    expect(field('from')).toHaveValue(toLocalDateTime(new Date(pickUp)));
    expect(field('to')).toHaveValue(toLocalDateTime(new Date(dropOff)));
    expect(screen.getByLabelText(/^Pick-up location/)).toHaveValue('nice');
    expect(within(screen.getByLabelText(/^Drop-off location/)).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a location',
      'Nice',
      'Cannes',
    ]);
    expect(total()).toBe('300 €');
    expect(requests.find((r) => r.operation === 'getOffer')?.url.searchParams.get('language')).toBe('en');
    expect(requests.find((r) => r.operation === 'getWallet')?.url.pathname).toBe(`/api/user/${driverUser._id}/wallet`);
  });

  it("starts with the place and extras the offer's page chose", async () => {
    backend();
    const app = await renderApp(checkoutPath(carOffer, '&place=cannes&extras=theftProtection,collisionDamageWaiver'));
    await stepHeading('When and where?');
    expect(screen.getByLabelText(/^Pick-up location/)).toHaveValue('cannes');
    expect(total()).toBe('330 €');
    await next(app);
    expect(await screen.findByRole('checkbox', { name: /Theft protection/ })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Collision damage waiver/ })).toBeNull();
    // An extra the car includes is chosen and stays so.
    expect(screen.getByRole('checkbox', { name: /Amendments/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Amendments/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Cancellation/ })).not.toBeChecked();
  });

  it('is the not-found page for an unknown offer', async () => {
    backend();
    await renderApp('/checkout?offer=00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeInTheDocument();
  });

  it('is the not-found page when the offer id is not one', async () => {
    const { requests } = backend();
    await renderApp('/checkout?offer=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeInTheDocument();
    expect(requests.filter((r) => r.operation === 'getOffer')).toHaveLength(0);
  });

  it('has no extras step for a yacht', async () => {
    backend({ offer: yachtOffer });
    const app = await renderApp(checkoutPath(yachtOffer));
    await stepHeading('When and where?');
    const steps = within(screen.getByRole('navigation', { name: 'Booking steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-step'))).toEqual(['dates', 'driver', 'payment', 'review']);
    expect(total()).toBe('7,500 €');
    await next(app);
    expect(await stepHeading('Who is booking?')).toHaveFocus();
  });
});

describe('booking process: dates', () => {
  it('shows each wrong field under it, sums them up and focuses the first one', async () => {
    backend();
    const app = await renderApp(`/checkout?offer=${carOffer.kind === 'car' ? carOffer.car._id : ''}`);
    await stepHeading('When and where?');
    fireEvent.change(field('pickUpLocation'), { target: { value: '' } });
    expect(screen.getByText('Choose valid dates to see the price.')).toBeInTheDocument();
    await next(app);

    expect(field('from')).toHaveAccessibleDescription('Please fill in the field: Pick-up');
    expect(field('to')).toHaveAccessibleDescription('Please fill in the field: Drop-off');
    expect(field('pickUpLocation')).toHaveAccessibleDescription('Please fill in the field: Pick-up location');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Please fix errors.');
    expect(summary).toHaveTextContent('Please fill in the fields: Pick-up, Drop-off, Pick-up location');
    expect(field('from')).toHaveFocus();
    expect(currentStep()).toBe('dates');

    fireEvent.change(field('from'), { target: { value: '2026-06-09T10:00' } });
    fireEvent.change(field('to'), { target: { value: '2026-06-08T10:00' } });
    fireEvent.change(field('pickUpLocation'), { target: { value: 'cannes' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await next(app);
    expect(field('from')).toHaveAccessibleDescription('The pick-up date is in the past: please choose a later one.');
    expect(field('to')).toHaveAccessibleDescription('The drop-off must be after the pick-up.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix errors.');
  });

  it('prices the new dates at once', async () => {
    backend();
    await renderApp(checkoutPath());
    await stepHeading('When and where?');
    fireEvent.change(field('to'), { target: { value: toLocalDateTime(new Date(2026, 6, 2, 10, 0)) } });
    expect(total()).toBe('100 €');
    expect(screen.getByTestId('action-bar-total')).toHaveTextContent('100 €');
  });
});

describe('booking process: steps in the address', () => {
  it('keeps the step in the address, and moves between steps with the browser buttons', async () => {
    backend();
    const app = await renderApp(checkoutPath());
    await stepHeading('When and where?');
    expect(app.router.state.location.search).toMatchObject({ offer: carOffer.kind === 'car' ? carOffer.car._id : '' });

    await next(app);
    expect(await stepHeading('Choose your extras')).toHaveFocus();
    await waitFor(() => expect(app.router.state.location.search.step).toBe('extras'));
    await next(app);
    await stepHeading('Who is driving?');
    await waitFor(() => expect(app.router.state.location.search.step).toBe('driver'));

    act(() => app.history.back());
    expect(await stepHeading('Choose your extras')).toBeInTheDocument();
    expect(app.router.state.location.search.step).toBe('extras');
    act(() => app.history.back());
    expect(await stepHeading('When and where?')).toBeInTheDocument();
    act(() => app.history.forward());
    expect(await stepHeading('Choose your extras')).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.search.step).toBe('extras'));

    // The Back button makes a new entry, as any step change does: the browser's back returns to the extras.
    await back(app);
    await stepHeading('When and where?');
    await waitFor(() => expect(app.router.state.location.search.step).toBe('dates'));
    act(() => app.history.back());
    expect(await stepHeading('Choose your extras')).toBeInTheDocument();
    expect(app.router.state.location.search.step).toBe('extras');
  });

  it('stays on a step the dates cannot leave when the browser goes forward', async () => {
    backend();
    const app = await renderApp(checkoutPath());
    await stepHeading('When and where?');
    await next(app);
    await stepHeading('Choose your extras');
    act(() => app.history.back());
    await stepHeading('When and where?');
    fireEvent.change(field('from'), { target: { value: '' } });

    act(() => app.history.forward());
    await waitFor(() => expect(app.router.state.location.search.step).toBe('dates'));
    expect(await stepHeading('When and where?')).toBeInTheDocument();
    expect(field('from')).toHaveAccessibleDescription('Please fill in the field: Pick-up');
  });
});

describe('booking process: driver', () => {
  it('asks a guest to sign in, in a dialog over the step, and goes on as that driver', async () => {
    const { requests } = backend();
    const bodies: unknown[] = [];
    server.use(
      signIn(async ({ request }) => {
        bodies.push(await request.json());
        return ok('signIn', driverUser);
      }),
    );
    const app = await renderApp(checkoutPath(), { signedIn: false });
    await stepHeading('When and where?');
    await next(app);
    await stepHeading('Choose your extras');
    await next(app);
    await stepHeading('Who is driving?');

    expect(screen.getByRole('heading', { name: 'Booking needs an account' })).toBeInTheDocument();
    expect(screen.getByText(/we send you an activation link by email/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(requests.filter((r) => r.operation === 'getWallet')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Book with your account' }));
    await app.user.type(dialog.getByRole('textbox', { name: /Email/ }), 'driver@example.com');
    await app.user.type(dialog.getByLabelText(/^Password/), 'demo1234');
    await app.user.click(dialog.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('checkbox', { name: /I accept the Terms of Use/ })).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ email: 'driver@example.com', password: 'demo1234' })]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('driver.fullName')).toHaveValue('Alex Driver');
    expect(app.router.state.location.pathname).toBe('/checkout');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('lets a guest create an account in the dialog, then sign in there once it is activated', async () => {
    backend();
    const signUps: unknown[] = [];
    server.use(
      signUp(async ({ request }) => {
        signUps.push(await request.json());
        return ok('signUp', { _id: driverUser._id });
      }),
      signIn(() => ok('signIn', driverUser)),
    );
    const app = await renderApp(checkoutPath(carOffer, '&extras=cancellation'), { signedIn: false });
    await stepHeading('When and where?');
    await next(app);
    await stepHeading('Choose your extras');
    await next(app);
    await stepHeading('Who is driving?');

    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Book with your account' }));
    await app.user.type(dialog.getByRole('textbox', { name: /Full name/ }), 'Alex Driver');
    await app.user.type(dialog.getByRole('textbox', { name: /Email/ }), 'alex@example.com');
    fireEvent.change(document.querySelector<HTMLInputElement>('[role="dialog"] input[name="birthDate"]')!, { target: { value: '1990-04-12' } });
    await app.user.type(document.querySelector<HTMLInputElement>('[role="dialog"] input[name="password"]')!, 'secret1');
    await app.user.type(document.querySelector<HTMLInputElement>('[role="dialog"] input[name="confirmPassword"]')!, 'secret1');
    await app.user.click(dialog.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
    await app.user.click(dialog.getByRole('button', { name: 'Sign up' }));

    expect(await dialog.findByText('alex@example.com')).toBeInTheDocument();
    expect(signUps).toEqual([expect.objectContaining({ email: 'alex@example.com', fullName: 'Alex Driver', language: 'en' })]);
    // The step is still there behind the dialog, as the guest left it.
    expect(app.router.state.location.pathname).toBe('/checkout');

    await app.user.click(dialog.getByRole('button', { name: 'I have activated my account: sign in' }));
    expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveValue('alex@example.com');
    await app.user.type(dialog.getByLabelText(/^Password/), 'secret1');
    await app.user.click(dialog.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('checkbox', { name: /I accept the Terms of Use/ })).not.toBeChecked();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(total()).toBe('325 €');
  });

  it('asks to accept the terms, links them, and says the minimum age of the company', async () => {
    backend({ supplier: companyOf(carOffer, { minimumAge: 40 }) });
    const app = await renderApp(checkoutPath());
    await stepHeading('When and where?');
    await next(app);
    await next(app);
    await stepHeading('Who is driving?');
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-and-conditions');
    await next(app);

    expect(field('driver.birthDate')).toHaveAccessibleDescription('The driver must be at least 40 years old');
    expect(field('driver.acceptTerms')).toHaveAccessibleDescription('Please accept the Terms of Use.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix errors.');
    expect(field('driver.birthDate')).toHaveFocus();
  });

  it('says "You must be at least 21 years old." at the minimum age of 21', async () => {
    backend();
    const app = await renderApp(checkoutPath(), { user: { ...driverUser, birthDate: '2006-01-01' } });
    await stepHeading('When and where?');
    await next(app);
    await next(app);
    await stepHeading('Who is driving?');
    await app.user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
    await next(app);
    expect(field('driver.birthDate')).toHaveAccessibleDescription('You must be at least 21 years old.');
  });

  it('records the additional driver on the way to the payment, and removes him', async () => {
    const { of } = backend({ createAdditionalDriver: [{ code: 'NETWORK_ERROR' }, 'ok'] });
    const app = await renderApp(checkoutPath());
    await stepHeading('When and where?');
    await next(app);
    await app.user.click(await screen.findByRole('checkbox', { name: /Additional driver/ }));
    expect(total()).toBe('345 €');
    await next(app);
    await stepHeading('Who is driving?');
    await app.user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
    await app.user.type(field('additionalDriver.email'), 'sam@');
    await app.user.type(field('additionalDriver.phone'), '12');
    await next(app);
    expect(field('additionalDriver.fullName')).toHaveAccessibleDescription('Please fill in the field: Full name');
    expect(field('additionalDriver.email')).toHaveAccessibleDescription('Invalid email address');
    expect(field('additionalDriver.phone')).toHaveAccessibleDescription('Invalid phone number');
    expect(field('additionalDriver.birthDate')).toHaveAccessibleDescription('Please fill in the field: Date of birth');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in the fields: Full name, Date of birth');
    expect(field('additionalDriver.fullName')).toHaveFocus();

    await app.user.type(field('additionalDriver.fullName'), partner.fullName);
    await app.user.clear(field('additionalDriver.email'));
    await app.user.type(field('additionalDriver.email'), partner.email);
    await app.user.clear(field('additionalDriver.phone'));
    await app.user.type(field('additionalDriver.phone'), partner.phone);
    fireEvent.change(field('additionalDriver.birthDate'), { target: { value: partner.birthDate } });
    await next(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('The additional driver could not be saved. Please try again.');
    await next(app);
    await stepHeading('How do you want to pay?');
    expect(of('createAdditionalDriver').map((r) => r.body)).toEqual([partner, partner]);
    expect(of('createAdditionalDriver')[0]?.authorization).toBe('Bearer token-of-alex');

    await back(app);
    expect(await screen.findByText(/will also drive/)).toHaveTextContent('Sam Partner (sam@example.com) will also drive.');
    await app.user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByLabelText(/^Full name/, { selector: '[name="additionalDriver.fullName"]' })).toHaveValue('');
    expect(of('deleteAdditionalDriver').map((r) => r.body)).toEqual([{ _id: additionalDriverId }]);
  });
});

describe('booking process: payment and review', () => {
  it('books a car paid later and shows the thank-you page', async () => {
    const { of } = backend();
    const app = await renderApp(checkoutPath());
    await stepHeading('When and where?');
    await next(app);
    await app.user.click(await screen.findByRole('checkbox', { name: /Cancellation/ }));
    await next(app);
    await stepHeading('Who is driving?');
    await app.user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
    await next(app);
    await stepHeading('How do you want to pay?');
    expect(screen.getByRole('radio', { name: /Pay later/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Pay online/ })).not.toBeChecked();
    expect(screen.getByText('Free amendments and cancellation. You pay at pick-up.')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['payLater', 'payOnline', 'card', 'cash']);
    await app.user.click(screen.getByRole('radio', { name: 'Cash' }));
    await next(app);

    await stepHeading('Review your booking');
    const prices = screen.getByRole('region', { name: 'Price details' });
    expect(within(prices).getByText('Rental, 3 days').nextElementSibling).toHaveTextContent('300 €');
    expect(within(prices).getByText('Cancellation').nextElementSibling).toHaveTextContent('25 €');
    expect(within(prices).getByText('Amendments').nextElementSibling).toHaveTextContent('Included');
    expect(total()).toBe('325 €');
    expect(screen.getByText('Pay later · Cash')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Book' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/thanks'));
    expect(app.router.state.location.search).toEqual({ b: bookingId });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your booking!' })).toBeInTheDocument();
    expect(screen.getByText(/Pay at pick-up: you pay 325 € \(Cash\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my bookings' })).toHaveAttribute('href', '/bookings');
    expect(of('createBooking')[0]?.body).toEqual({
      offer: bookedCarId,
      from: pickUp,
      to: dropOff,
      pickUpLocation: 'nice',
      dropOffLocation: 'nice',
      // Amendments come included with this car.
      extras: { cancellation: true, amendments: true },
      paymentOption: 'payLater',
      paymentType: 'cash',
      total: 325,
    });
    expect(of('createBooking')[0]?.url.searchParams.get('language')).toBe('en');
    expect(sessionStorage.getItem(bookingStorageKey(bookedCarId))).toBeNull();
  });

  it('books a yacht paid online and goes to the payment', async () => {
    const { of } = backend({ offer: yachtOffer });
    const app = await renderApp(checkoutPath(yachtOffer));
    await stepHeading('When and where?');
    await next(app);
    await stepHeading('Who is booking?');
    await app.user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
    await next(app);
    await stepHeading('How do you want to pay?');
    await app.user.click(screen.getByRole('radio', { name: /Pay online/ }));
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['payLater', 'payOnline', 'card', 'crypto']);
    expect(screen.getByText('You pay 7,500 € online on the next page, after booking.')).toBeInTheDocument();
    await next(app);
    await stepHeading('Review your booking');
    await app.user.click(screen.getByRole('button', { name: 'Book' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/checkout/pay'));
    expect(app.router.state.location.search).toEqual({ b: bookingId });
    expect(of('createBooking')[0]?.body).toMatchObject({ offer: bookedYacht, paymentOption: 'payOnline', paymentType: 'card', total: 7500 });
    expect(of('createBooking')[0]?.body).not.toHaveProperty('extras');
  });

  it('offers only pay online when the company does not take pay later', async () => {
    backend({ supplier: companyOf(carOffer, { payLater: false, paymentTypes: ['cash'] }) });
    const app = await renderApp(checkoutPath());
    await toReviewUntilPayment(app);
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['payOnline']);
    expect(screen.getByText('This company is paid online only.')).toBeInTheDocument();
    await next(app);
    expect(screen.getByRole('alert')).toHaveTextContent('This company accepts no payment type with this option: choose the other option.');
  });

  it('applies a coupon and the cashback, and sends them with the booking', async () => {
    const { of } = backend({ wallet: aWallet(40) });
    const app = await renderApp(checkoutPath());
    await toReview(app);

    const prices = screen.getByRole('region', { name: 'Price details' });
    await app.user.click(within(prices).getByRole('button', { name: 'Apply' }));
    expect(within(prices).getByLabelText('Coupon code')).toHaveAccessibleDescription('Please fill in the field: Coupon code');
    await app.user.type(within(prices).getByLabelText('Coupon code'), 'nope1');
    await app.user.click(within(prices).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(prices).getByLabelText('Coupon code')).toHaveAccessibleDescription('This coupon is not valid.'));
    await app.user.clear(within(prices).getByLabelText('Coupon code'));
    await app.user.type(within(prices).getByLabelText('Coupon code'), 'welcome10{Enter}');
    expect(await within(prices).findByText('WELCOME10 applied: -10 %')).toBeInTheDocument();
    expect(within(prices).getByText('Coupon WELCOME10').nextElementSibling).toHaveTextContent('-30 €');
    expect(total()).toBe('270 €');
    expect(of('validateCoupon').map((r) => r.body)).toEqual([{ code: 'NOPE1' }, { code: 'WELCOME10' }]);

    await app.user.click(within(prices).getByRole('checkbox', { name: 'Use my cashback (balance 40 €)' }));
    expect(within(prices).getByText('Cashback used').nextElementSibling).toHaveTextContent('-40 €');
    expect(total()).toBe('230 €');
    expect(app.router.state.location.pathname).toBe('/checkout');

    await app.user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/thanks'));
    expect(of('createBooking')[0]?.body).toMatchObject({ coupon: 'WELCOME10', useCashback: true, total: 230 });
  });

  it('shows the busy state while booking', async () => {
    backend();
    let release: () => void = () => {};
    server.use(createBooking(() => new Promise<Response>((resolve) => (release = () => resolve(fail('NOT_AVAILABLE', 422))))));
    const app = await renderApp(checkoutPath());
    await toReview(app);
    await app.user.click(screen.getByRole('button', { name: 'Book' }));

    const busy = await screen.findByRole('button', { name: 'Booking…' });
    expect(busy).toBeDisabled();
    expect(busy.closest('form')).toHaveAttribute('aria-busy', 'true');
    await act(async () => release());
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this car is no longer available. Choose another one.');
    expect(screen.getByRole('link', { name: 'See other cars' })).toHaveAttribute('href', '/');
  });
});

describe('booking process: refusals', () => {
  it('goes back to the dates when they were just taken', async () => {
    backend({ createBooking: [{ code: 'DATES_TAKEN', status: 409 }] });
    const app = await renderApp(checkoutPath());
    await toReview(app);
    await app.user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await stepHeading('When and where?')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('These dates were just booked by someone else: choose other dates.');
    await waitFor(() => expect(app.router.state.location.search.step).toBe('dates'));
  });

  it('shows the new total after a price change, and books at it once confirmed', async () => {
    const { of } = backend({ laterOffer: repricedCarOffer, createBooking: [{ code: 'PRICE_CHANGED', status: 409 }, 'ok'] });
    const app = await renderApp(checkoutPath());
    await toReview(app);
    await app.user.click(screen.getByRole('button', { name: 'Book' }));

    const notice = await screen.findByText('The price has changed.');
    expect(notice.closest('[role="alert"]')).toHaveTextContent('The total is now 360 € (it was 300 €). Please check it and book again to confirm.');
    expect(total()).toBe('360 €');
    await app.user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/thanks'));
    expect(of('createBooking').map((r) => (r.body as BookingRequest).total)).toEqual([300, 360]);
  });

  it('offers to try again when the server cannot be reached, and sends the same booking', async () => {
    const { of } = backend({ createBooking: [{ code: 'NETWORK_ERROR' }, 'ok'] });
    const app = await renderApp(checkoutPath());
    await toReview(app);
    await app.user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is currently unavailable. Please try again later.');
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/thanks'));
    expect(of('createBooking')[1]?.body).toEqual(of('createBooking')[0]?.body);
  });

  it('sends the driver back to the driver step when the server finds him too young', async () => {
    backend({ createBooking: [{ code: 'DRIVER_TOO_YOUNG', status: 422 }] });
    const app = await renderApp(checkoutPath());
    await toReview(app);
    await app.user.click(screen.getByRole('button', { name: 'Book' }));
    await stepHeading('Who is driving?');
    expect(field('driver.birthDate')).toHaveAccessibleDescription('You must be at least 21 years old.');
  });

  it('drops a coupon the server refuses and says so', async () => {
    backend({ createBooking: [{ code: 'COUPON_INVALID', status: 422 }] });
    const app = await renderApp(checkoutPath());
    await toReview(app);
    await app.user.type(screen.getByLabelText('Coupon code'), 'RIVIERA25');
    await app.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('RIVIERA25 applied: -25 €')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon can no longer be used');
    expect(total()).toBe('300 €');
  });

  it('goes back to the driver step when the company requires a licence picture after all (LICENCE_REQUIRED)', async () => {
    backend({ createBooking: [{ code: 'LICENCE_REQUIRED', status: 422 }] });
    const app = await renderApp(checkoutPath());
    await toReview(app);
    await app.user.click(screen.getByRole('button', { name: 'Book' }));
    await stepHeading('Who is driving?');
    expect(field('driver.licence')).toHaveAccessibleDescription('Please add an image.');
  });

  it.each<[ErrorCode, string]>([
    ['PAY_LATER_NOT_ACCEPTED', 'The company no longer accepts pay later: go back and choose to pay online.'],
    ['EXTRA_NOT_OFFERED', 'One of your extras is no longer offered: go back and check your extras.'],
  ])('explains %s and goes back to the review', async (code, text) => {
    backend({ createBooking: [{ code, status: 422 }] });
    const app = await renderApp(checkoutPath());
    await toReview(app);
    await app.user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await app.user.click(screen.getByRole('button', { name: 'Back to your booking' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled();
  });
});

describe('booking process: the driving licence a company requires', () => {
  const withLicence = companyOf(carOffer, { licenceRequired: true });
  const aPicture = (size = 2048) => new File([new Uint8Array(size)], 'licence.png', { type: 'image/png' });

  async function toDriverStep(app: App) {
    await stepHeading('When and where?');
    await next(app);
    await stepHeading('Choose your extras');
    await next(app);
    await stepHeading('Who is driving?');
  }

  it("asks for a picture ('Please add an image.'), uploads it, then goes on", async () => {
    const { of } = backend({ supplier: withLicence });
    const app = await renderApp(checkoutPath());
    await toDriverStep(app);
    expect(await screen.findByRole('heading', { level: 3, name: 'Driving licence' })).toBeInTheDocument();
    await waitFor(() => expect(field('driver.licence')).toBeEnabled());
    expect(of('getDocuments')).toHaveLength(1);
    expect(of('getDocuments')[0]!.url.pathname).toBe(`/api/user/${driverUser._id}/documents`);
    await app.user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
    await next(app);
    expect(field('driver.licence')).toHaveAccessibleDescription('Please add an image.');
    await waitFor(() => expect(field('driver.licence')).toHaveFocus());

    await app.user.upload(screen.getByLabelText(/Add a picture of your licence/), aPicture());
    expect(await screen.findByText('Your licence picture is on file.')).toBeInTheDocument();
    expect(of('createBiometric').map((request) => request.body)).toEqual([{ kind: 'licence', image: true }]);
    expect(of('createBiometric')[0]!.authorization).toMatch(/^Bearer /);
    expect(screen.getByLabelText(/Replace the picture/)).toBeInTheDocument();
    await next(app);
    await stepHeading('How do you want to pay?');
  });

  it('says a picture is on file and goes on without asking again', async () => {
    backend({ supplier: withLicence, documents: [{ _id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d', kind: 'licence', contentType: 'image/jpeg', size: 9000, createdAt: bookingNow.toISOString() }] });
    const app = await renderApp(checkoutPath());
    await toDriverStep(app);
    expect(await screen.findByText('Your licence picture is on file.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
    await next(app);
    await stepHeading('How do you want to pay?');
  });

  it('says why the server refused the picture', async () => {
    backend({ supplier: withLicence, createBiometric: [{ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 }] });
    const app = await renderApp(checkoutPath());
    await toDriverStep(app);
    await waitFor(() => expect(field('driver.licence')).toBeEnabled());
    await app.user.upload(screen.getByLabelText(/Add a picture of your licence/), aPicture());
    await waitFor(() =>
      expect(field('driver.licence')).toHaveAccessibleDescription('This file is not a picture: choose a JPEG, PNG or WebP image.'),
    );
    expect(screen.queryByText('Your licence picture is on file.')).toBeNull();
  });
});

describe('booking process: kept across a reload', () => {
  it('resumes the same step with the same values, and starts afresh for other dates', async () => {
    backend();
    const first = await renderApp(checkoutPath());
    await stepHeading('When and where?');
    fireEvent.change(field('dropOffLocation'), { target: { value: 'cannes' } });
    await next(first);
    await first.user.click(await screen.findByRole('checkbox', { name: /Full insurance/ }));
    await next(first);
    await stepHeading('Who is driving?');
    await first.user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
    await waitFor(() => expect(first.router.state.location.search.step).toBe('driver'));
    const address = first.router.state.location.href;
    first.view.unmount();

    const stored = JSON.parse(sessionStorage.getItem(bookingStorageKey(bookedCarId))!);
    expect(stored.snapshot.value).toEqual({ driver: { signedIn: 'editing' } });
    expect(stored.snapshot.context.driver).not.toHaveProperty('token');

    const reloaded = await renderApp(address);
    expect(await stepHeading('Who is driving?')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ })).toBeChecked();
    expect(total()).toBe('421.50 €');
    await back(reloaded);
    expect(await screen.findByRole('checkbox', { name: /Full insurance/ })).toBeChecked();
    reloaded.view.unmount();

    await renderApp(`/checkout?offer=${bookedCarId}&from=${encodeURIComponent(pickUp)}`);
    await stepHeading('When and where?');
    expect(field('to')).toHaveValue('');
  });
});

describe('booking process on a phone (/mobile/individualOffer/BookingProcess)', () => {
  it('shows one step per screen with the total and the next button in a bar, and the price on the review', async () => {
    backend();
    const app = await renderApp(`/mobile/individualOffer/BookingProcess?offer=${bookedCarId}&from=${encodeURIComponent(pickUp)}&to=${encodeURIComponent(dropOff)}`);
    await stepHeading('When and where?');
    expect(screen.queryByRole('region', { name: 'Price details' })).toBeNull();
    expect(screen.getByTestId('action-bar-total')).toHaveTextContent('300 €');
    await next(app);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/mobile/individualOffer/BookingProcess'));
    expect(app.router.state.location.search.step).toBe('extras');
    await next(app);
    await app.user.click(await screen.findByRole('checkbox', { name: /I accept the Terms of Use/ }));
    await next(app);
    await app.user.click(await screen.findByRole('radio', { name: /Pay online/ }));
    await next(app);
    await stepHeading('Review your booking');
    expect(screen.getByRole('region', { name: 'Price details' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/mobile/individualOffer/BookingProcess/checkout'));
  });
});

const bookedCarId = carOffer.kind === 'car' ? carOffer.car._id : '';
const bookedYacht = yachtOffer.kind === 'yacht' ? yachtOffer.yacht._id : '';

async function toReviewUntilPayment(app: App) {
  await stepHeading('When and where?');
  await next(app);
  await next(app);
  await stepHeading('Who is driving?');
  await app.user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
  await next(app);
  await stepHeading('How do you want to pay?');
}
