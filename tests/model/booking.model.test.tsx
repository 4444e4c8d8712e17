import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, type EventObject, createActor, fromPromise } from 'xstate';
import type { Language } from '../../config/languages';
import { formatMoney } from '../../domain/money';
import {
  type AdditionalDriverValues,
  type BookingOffer,
  type BookingProcessContext,
  parseDateTime,
  toAdditionalDriver,
  toBookingRequest,
} from '../../machines/booking/booking.form';
import { type BookingProcessEvent, bookingProcessMachine } from '../../machines/booking/booking.machine';
import { toLocalDateTime } from '../../machines/car-price/car-price.machine';
import { createApi } from '../../src/api/client';
import { i18n } from '../../src/core/i18n';
import { createAppRouter } from '../../src/app/router';
import { createSession, whenSessionReady } from '../../src/core/session';
import { readToken } from '../../src/core/storage';
import { stepOf } from '../../src/features/booking/use-step-in-url';
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
  getWallet,
  server,
  validateCoupon,
} from '../support/msw';
import { type ModelPath, actorEventOf, coverage, stateKey } from '../support/model';
import {
  type BookingVariant,
  bookingModel,
  bookingNow,
  bookingPaths,
  bookingVariants,
  driverUser,
  dropOff,
  olderDriver,
  pickUp,
} from './booking.paths';
import { AppFrame } from '../support/render';

// Compiled catalogs are a build product: screens run on the English source texts.
vi.mock('../../src/core/i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/core/i18n')>();
  return {
    ...actual,
    activateLanguage: async (language: Language) => actual.i18n.loadAndActivate({ locale: language, messages: {} }),
  };
});

const paths = bookingPaths();

// The network edge: the catalogue answers at once; the booking process's own operations wait for the path's answer.

type Operation = 'createBooking' | 'createAdditionalDriver' | 'deleteAdditionalDriver' | 'getDocuments' | 'createBiometric' | 'refresh';

interface Held {
  operation: Operation;
  body: unknown;
}

function modelBackend(variant: BookingVariant) {
  const offer = variant.input.offer;
  const vehicle = offer.kind === 'car' ? offer.car : offer.yacht;
  const waiting = new Map<Operation, Array<(response: Response) => void>>();
  const requests: Held[] = [];
  const bookings: unknown[] = [];
  let refreshing = false;
  const hold = (operation: Operation) => async ({ request }: { request: Request }) => {
    // A picture goes as multipart form data: its fields are kept (jsdom's File does not cross into Node's Request intact).
    const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data');
    const text = multipart ? '' : await request.clone().text();
    const body = multipart ? Object.fromEntries([...(await request.formData()).entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file'])) : text ? JSON.parse(text) : undefined;
    requests.push({ operation, body });
    return new Promise<Response>((resolve) => waiting.set(operation, [...(waiting.get(operation) ?? []), resolve]));
  };
  server.use(
    getOffer((info) => (refreshing ? hold('refresh')(info) : HttpResponse.json(offer))),
    getSuppliers(() => HttpResponse.json([variant.input.supplier])),
    getLocations(() => HttpResponse.json(someLocations)),
    getWallet(() => HttpResponse.json(variant.wallet)),
    createBooking(hold('createBooking')),
    getBooking(() => HttpResponse.json(bookings.at(-1) as never)),
    createAdditionalDriver(hold('createAdditionalDriver')),
    getDocuments(hold('getDocuments')),
    createBiometric(hold('createBiometric')),
    deleteAdditionalDriver(hold('deleteAdditionalDriver')),
    validateCoupon(async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      return code === 'WELCOME10' ? HttpResponse.json({ code, discount: 10, discountUnit: 'percentage', validUntil: null }) : fail('COUPON_INVALID', 422);
    }),
  );

  async function answer(operation: Operation, response: Response) {
    await waitFor(() => {
      if (!waiting.get(operation)?.length) throw new Error(`no ${operation} request is waiting for an answer`);
    });
    const [resolve, ...rest] = waiting.get(operation)!;
    waiting.set(operation, rest);
    resolve!(response);
  }

  return {
    vehicleId: vehicle._id,
    requests,
    last: (operation: Operation) => requests.filter((request) => request.operation === operation).at(-1),
    /** The answer of an invoked actor's done or error event, as the server gives it. */
    async answerActor(event: EventObject) {
      const actor = actorEventOf(event)!;
      const operation = actor.id as Operation;
      if (actor.kind === 'done') {
        const output = (event as { output?: unknown }).output;
        if (operation === 'createBooking') bookings.push(output);
        await answer(operation, output === undefined ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(output as never, { status: 201 }));
        return;
      }
      const error = (event as unknown as { error: { code: string; status: number } }).error;
      if (error.code === 'PRICE_CHANGED') refreshing = true;
      await answer(operation, fail(error.code as never, error.status));
    },
    /** The server's offer after a price change, read again by the screen (twice in Strict Mode: each read gets it). */
    async answerRefresh(fresh: BookingOffer) {
      await answer('refresh', HttpResponse.json(fresh));
      for (const resolve of waiting.get('refresh') ?? []) resolve(HttpResponse.json(fresh));
      waiting.set('refresh', []);
      refreshing = false;
    },
  };
}

async function renderVariant(variant: BookingVariant) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const backend = modelBackend(variant);
  const api = createApi({ baseUrl: apiBaseUrl, getToken: readToken });
  const session = createSession({ api, language: 'en', navigateHome: () => {} });
  const path = `/checkout?offer=${backend.vehicleId}&from=${encodeURIComponent(pickUp)}&to=${encodeURIComponent(dropOff)}`;
  const router = createAppRouter({ api, session, language: 'en', history: createMemoryHistory({ initialEntries: [path] }) });
  session.start();
  await whenSessionReady(session);
  if (variant.signedIn) session.send({ type: 'session.signedIn', user: driverUser, stayConnected: false });
  render(
    <AppFrame api={api} session={session}>
      <RouterProvider router={router} />
    </AppFrame>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: /^Book the / })).toBeInTheDocument();
  /** How many bookings the path sent so far (submits and retries). */
  const submitted = 0;
  return { router, session, backend, submitted, user: userEvent.setup({ delay: null }) };
}

type App = Awaited<ReturnType<typeof renderVariant>>;
type Context = BookingProcessContext;

// What the driver does for each event of the machine

const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const localValue = (value: string) => {
  const date = parseDateTime(value);
  return date ? toLocalDateTime(date) : value;
};
const money = (amount: number) => formatMoney(amount, 'en');
const button = (name: string) => screen.getByRole('button', { name });

const events: Record<string, (event: EventObject, app: App) => Promise<void>> = {
  'step.next': async (_, { user }) => user.click(await screen.findByRole('button', { name: 'Continue' })),
  'step.back': async (_, { user }) => user.click(button('Back')),
  'dates.change': async (event) => {
    const { from, to } = (event as unknown as { values: { from: string; to: string } }).values;
    fireEvent.change(input('from'), { target: { value: localValue(from) } });
    fireEvent.change(input('to'), { target: { value: localValue(to) } });
  },
  'session.signedIn': async (event, { session }) => {
    const { driver } = event as unknown as { driver: { birthDate: string } };
    // A guest signs in; a driver's profile changes (another tab, a settings page).
    if (driver.birthDate === olderDriver.birthDate) {
      const { token: _token, expiresAt: _expiresAt, ...user } = driverUser;
      act(() => session.send({ type: 'session.userChanged', user: { ...user, birthDate: olderDriver.birthDate } }));
    } else {
      act(() => session.send({ type: 'session.signedIn', user: driverUser, stayConnected: false }));
    }
  },
  'extras.toggle': async (_, { user }) => user.click(screen.getByRole('checkbox', { name: /Additional driver/ })),
  'driver.change': async (_, { user }) => user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ })),
  'additionalDriver.change': async (event) => {
    const values = (event as unknown as { values: AdditionalDriverValues }).values;
    for (const [field, value] of Object.entries(values)) fireEvent.change(input(`additionalDriver.${field}`), { target: { value } });
  },
  'additionalDriver.remove': async (_, { user }) => user.click(button('Remove')),
  'licence.upload': async (event, { user }) => {
    const { file } = event as unknown as { file: File };
    await user.upload(screen.getByLabelText(/Add a picture of your licence|Replace the picture/), file);
  },
  'payment.change': async (event, { user }) => {
    const option = (event as unknown as { values: { paymentOption: string } }).values.paymentOption;
    await user.click(screen.getByRole('radio', { name: option === 'payOnline' ? /Pay online/ : /Pay later/ }));
  },
  'coupon.apply': async (_, { user }) => {
    await user.type(screen.getByLabelText('Coupon code'), 'WELCOME10');
    await user.click(button('Apply'));
  },
  'coupon.remove': async (_, { user }) => user.click(button('Remove coupon')),
  'cashback.toggle': async (_, { user }) => user.click(screen.getByRole('checkbox', { name: /Use my cashback/ })),
  'booking.submit': async (_, { user }) => user.click(button('Book')),
  'booking.retry': async (_, { user }) => user.click(button('Try again')),
  'offer.refresh': async (event, { backend }) => backend.answerRefresh((event as unknown as { offer: BookingOffer }).offer),
};

// What the driver sees in each state

const headings = { dates: 'When and where?', extras: 'Choose your extras', payment: 'How do you want to pay?', review: 'Review your booking' };

async function expectStepShown(snapshot: AnyMachineSnapshot, { router }: App) {
  const step = stepOf(snapshot as never);
  if (!step) return;
  await waitFor(() => expect(document.querySelector('[aria-current="step"]')?.getAttribute('data-step')).toBe(step));
  await waitFor(() => expect(router.state.location.search.step ?? 'dates').toBe(step));
  const { price } = snapshot.context as Context;
  expect(screen.getByTestId('action-bar-total')).toHaveTextContent(price ? money(price.total) : '—');
}

function expectDescription(name: string, text: string | undefined) {
  if (text) {
    expect(input(name)).toHaveAccessibleDescription(text);
    expect(input(name)).toHaveAttribute('aria-invalid', 'true');
  } else {
    expect(input(name).getAttribute('aria-invalid')).not.toBe('true');
  }
}

const requiredText = (label: string) => `Please fill in the field: ${label}`;
const datesTexts = { from: 'Pick-up', to: 'Drop-off', pickUpLocation: 'Pick-up location', dropOffLocation: 'Drop-off location' } as const;
const partnerTexts: Record<string, Record<string, string>> = {
  required: { fullName: requiredText('Full name'), email: requiredText('Email'), phone: requiredText('Phone'), birthDate: requiredText('Date of birth') },
  invalidEmail: { email: 'Invalid email address' },
  invalidPhone: { phone: 'Invalid phone number' },
  driverTooYoung: { birthDate: 'The driver must be at least 21 years old' },
};

const states: Record<string, (snapshot: AnyMachineSnapshot, app: App) => Promise<void>> = {
  dates: async (snapshot) => {
    const context = snapshot.context as Context;
    expect(await screen.findByRole('heading', { level: 2, name: headings.dates })).toBeInTheDocument();
    await waitFor(() => expect(input('from')).toHaveValue(localValue(context.dates.from)));
    expect(input('to')).toHaveValue(localValue(context.dates.to));
    for (const field of ['from', 'to'] as const) {
      expectDescription(field, context.errors.dates[field] === 'required' ? requiredText(datesTexts[field]) : undefined);
    }
    if (context.formError === 'datesTaken') {
      expect(screen.getByRole('alert')).toHaveTextContent('These dates were just booked by someone else: choose other dates.');
    } else if (Object.keys(context.errors.dates).length >= 2) {
      expect(screen.getByRole('alert')).toHaveTextContent('Please fix errors.Please fill in the fields: Pick-up, Drop-off');
      expect(input('from')).toHaveFocus();
    } else {
      expect(screen.queryByRole('alert')).toBeNull();
    }
  },
  extras: async (snapshot) => {
    const context = snapshot.context as Context;
    expect(await screen.findByRole('heading', { level: 2, name: headings.extras })).toBeInTheDocument();
    await waitFor(() => expect((screen.getByRole('checkbox', { name: /Additional driver/ }) as HTMLInputElement).checked).toBe(context.extras.additionalDriver === true));
    expect(screen.getByRole('checkbox', { name: /Cancellation/ })).not.toBeChecked();
  },
  'driver.guest': async (snapshot) => {
    const context = snapshot.context as Context;
    const heading = context.offer.kind === 'car' ? 'Who is driving?' : 'Who is booking?';
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Booking needs an account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  },
  'driver.signedIn.editing': async (snapshot) => {
    const context = snapshot.context as Context;
    const terms = await screen.findByRole('checkbox', { name: /I accept the Terms of Use/ });
    await waitFor(() => expect((terms as HTMLInputElement).checked).toBe(context.acceptTerms));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    expect(input('driver.birthDate')).toHaveValue(context.driver?.birthDate ?? '');
    const driverErrors = context.errors.driver;
    expectDescription('driver.acceptTerms', driverErrors.acceptTerms ? 'Please accept the Terms of Use.' : undefined);
    expectDescription('driver.birthDate', driverErrors.birthDate === 'driverTooYoung' ? 'You must be at least 21 years old.' : undefined);
    if (context.supplier.licenceRequired) {
      const licenceTexts = {
        licenceTooLarge: 'This picture is too large: the limit is 5 MB.',
        licenceNotAnImage: 'This file is not a picture: choose a JPEG, PNG or WebP image.',
        licenceNotSaved: 'The picture could not be saved. Please try again.',
      };
      await waitFor(() => expect(input('driver.licence')).toBeEnabled());
      const onFile = screen.queryByText('Your licence picture is on file.');
      if (context.licence === 'stored') expect(onFile).toBeInTheDocument();
      else expect(onFile).toBeNull();
      const error = context.licenceError ? licenceTexts[context.licenceError] : driverErrors.licence ? 'Please add an image.' : undefined;
      expectDescription('driver.licence', error);
      if (!error) expect(input('driver.licence')).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 5 MB.');
    } else {
      expect(document.querySelector('[name="driver.licence"]')).toBeNull();
    }
    if (context.extras.additionalDriver && context.additionalDriverId) {
      expect(screen.getByText(/will also drive/)).toHaveTextContent(`${context.additionalDriver.fullName} (${context.additionalDriver.email}) will also drive.`);
    } else if (context.extras.additionalDriver) {
      for (const [field, value] of Object.entries(context.additionalDriver)) {
        expect(input(`additionalDriver.${field}`)).toHaveValue(value);
        const key = context.errors.additionalDriver[field as keyof AdditionalDriverValues];
        expectDescription(`additionalDriver.${field}`, key && partnerTexts[key]?.[field]);
      }
    } else {
      expect(document.querySelector('[name="additionalDriver.fullName"]')).toBeNull();
    }
    if (context.formError === 'additionalDriverNotSaved') expect(screen.getByRole('alert')).toHaveTextContent('The additional driver could not be saved. Please try again.');
    if (context.formError === 'additionalDriverNotRemoved') expect(screen.getByRole('alert')).toHaveTextContent('The additional driver could not be removed. Please try again.');
  },
  'driver.signedIn.checkingLicence': async () => {
    expect(await screen.findByText('Looking for your licence picture…')).toBeInTheDocument();
    expect(input('driver.licence')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
  'driver.signedIn.uploadingLicence': async (_, { backend }) => {
    expect(await screen.findByText('Uploading your picture…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await waitFor(() => expect(backend.last('createBiometric')?.body).toEqual({ kind: 'licence', image: 'file' }));
  },
  'driver.signedIn.creatingAdditionalDriver': async (snapshot, { backend }) => {
    const context = snapshot.context as Context;
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await waitFor(() => expect(backend.last('createAdditionalDriver')?.body).toEqual(toAdditionalDriver(context.additionalDriver)));
  },
  'driver.signedIn.removingAdditionalDriver': async (snapshot, { backend }) => {
    const context = snapshot.context as Context;
    expect(await screen.findByRole('button', { name: 'Removing…' })).toBeDisabled();
    await waitFor(() => expect(backend.last('deleteAdditionalDriver')?.body).toEqual({ _id: context.additionalDriverId }));
  },
  payment: async (snapshot) => {
    const context = snapshot.context as Context;
    expect(await screen.findByRole('heading', { level: 2, name: headings.payment })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: context.paymentOption === 'payLater' ? /Pay later/ : /Pay online/ })).toBeChecked());
    if (context.errors.payment.paymentType) {
      expect(screen.getByRole('alert')).toHaveTextContent('This company accepts no payment type with this option: choose the other option.');
    }
    if (context.paymentType) expect(screen.getByRole('radio', { name: context.paymentType === 'cash' ? 'Cash' : 'Card' })).toBeChecked();
    else expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).name)).not.toContain('paymentType');
  },
  review: async (snapshot) => {
    const context = snapshot.context as Context;
    expect(await screen.findByRole('heading', { level: 2, name: headings.review })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent(money(context.price!.total)));
    expect(button('Book')).toBeEnabled();
    const prices = screen.getByRole('region', { name: 'Price details' });
    if (context.coupon) expect(within(prices).getByText('WELCOME10 applied: -10 %')).toBeInTheDocument();
    else expect(within(prices).getByLabelText('Coupon code')).toHaveValue('');
    const cashback = within(prices).queryByRole('checkbox', { name: /Use my cashback/ }) as HTMLInputElement | null;
    if (context.useCashback) expect(cashback?.checked).toBe(true);
    else if (cashback) expect(cashback.checked).toBe(false);
    if (context.priceChangedFrom !== null) {
      expect(screen.getByText('The price has changed.').closest('[role="alert"]')).toHaveTextContent(
        `The total is now ${money(context.price!.total)} (it was ${money(context.priceChangedFrom)}).`,
      );
    }
    if (context.formError === 'couponInvalid') expect(screen.getByRole('alert')).toHaveTextContent('This coupon can no longer be used');
    if (context.priceChangedFrom === null && context.formError === null) expect(screen.queryByRole('alert')).toBeNull();
  },
  submitting: async (snapshot, app) => {
    const { backend } = app;
    const context = snapshot.context as Context;
    const busy = await screen.findByRole('button', { name: 'Booking…' });
    expect(busy).toBeDisabled();
    expect(busy.closest('form')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(backend.requests.filter((request) => request.operation === 'createBooking')).toHaveLength(app.submitted));
    expect(backend.last('createBooking')?.body).toEqual(toBookingRequest(context));
  },
  failed: async (snapshot) => {
    const context = snapshot.context as Context;
    const texts: Record<string, string> = {
      network: 'The server is currently unavailable. Please try again later.',
      priceChanged: 'The price has changed: getting the new price…',
      NOT_AVAILABLE: `Sorry, this ${context.offer.kind} is no longer available. Choose another one.`,
    };
    expect(await screen.findByText(texts[context.failure!]!)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
    if (context.failure === 'network') expect(button('Try again')).toBeEnabled();
  },
  confirmed: async (_, { router }) => {
    await waitFor(() => expect(router.state.location.pathname).toBe('/thanks'));
    expect(router.state.location.search).toMatchObject({ b: expect.any(String) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your booking!' })).toBeInTheDocument();
  },
  awaitingPayment: async (_, { router }) => {
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/pay'));
    expect(router.state.location.search).toMatchObject({ b: expect.any(String) });
  },
};

/**
 * The machine of the path, its invoked actors never settling: the path's events alone move it. A path's steps hold
 * the snapshot the graph first met in each (projected) state; the screen is checked against the exact one.
 */
function replayOf(variant: BookingVariant) {
  const pending = fromPromise(() => new Promise<never>(() => {}));
  const machine = bookingProcessMachine.provide({
    actors: { createBooking: pending, createAdditionalDriver: pending, deleteAdditionalDriver: pending, getDocuments: pending, createBiometric: pending } as never,
  });
  return createActor(machine, { input: variant.input }).start();
}

async function walk(path: ModelPath) {
  const variant = bookingVariants.find((candidate) => candidate.label === path.variant.label)!;
  const replay = replayOf(variant);
  let app: App | undefined;
  for (const [index, step] of path.steps.entries()) {
    const key = stateKey(step.state.value);
    try {
      if (index === 0) app = await renderVariant(variant);
      else {
        const event = step.event as BookingProcessEvent;
        expect(replay.getSnapshot().can(event)).toBe(true);
        replay.send(event);
        if (actorEventOf(step.event)) await app!.backend.answerActor(step.event);
        else {
          const perform = events[step.event.type];
          if (!perform) throw new Error(`no user action for the event "${step.event.type}"`);
          await perform(step.event, app!);
          if (step.event.type === 'booking.submit' || step.event.type === 'booking.retry') app!.submitted += 1;
        }
      }
      const snapshot = replay.getSnapshot();
      expect(stateKey(snapshot.value)).toBe(key);
      const check = states[key];
      if (!check) throw new Error(`no screen check for the state "${key}"`);
      await check(snapshot, app!);
      await expectStepShown(snapshot, app!);
    } catch (error) {
      if (error instanceof Error) error.message = `step ${index} (${step.event.type} -> ${key}): ${error.message}`;
      throw error;
    }
  }
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

describe('booking model', () => {
  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(bookingModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walk(path);
    });
  }
});
