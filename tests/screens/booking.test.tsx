import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { toLocalDateTime } from '../../machines/car-price/car-price.machine';
import { createApi, type Schemas } from '../../src/api/client';
import { i18n } from '../../src/core/i18n';
import { createAppRouter } from '../../src/app/router';
import { createSession, whenSessionReady } from '../../src/core/session';
import { clearStoredSession, readToken } from '../../src/core/storage';
import { toaster } from '../../src/core/toasts';
import { aCar, aSupplier, carId, someLocations } from '../support/catalog-fixtures';
import { aSignInResponse, userId } from '../support/fixtures';
import {
  apiBaseUrl,
  getBooking,
  getLocations,
  getOffer,
  requestCancellation,
  server,
  updateBooking,
  updateBookingStatus,
  validateCoupon,
} from '../support/msw';
import { AppFrame } from '../support/render';

type Booking = Schemas['Booking'];
type Account = 'driver' | 'supplier' | 'admin';

const bookingId = '3c2b1a09-8f7e-4d6c-9b5a-493827160504';
// 100 a day; cancellation 25 one-off, theft protection 9 a day, full insurance 28 a day.
const car = aCar({ price: 100 });

function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: bookingId,
    offer: { kind: 'car', _id: carId, brand: 'BMW', model: 'X5', image: '/cdn/cars/suv-000000.svg', supplier: aSupplier },
    driver: { _id: userId, fullName: 'Alex Driver', email: 'driver@example.com' },
    status: 'reserved',
    from: '2035-07-01T10:00:00.000Z',
    to: '2035-07-04T10:00:00.000Z',
    pickUpLocation: { slug: 'nice', name: 'Nice' },
    dropOffLocation: { slug: 'cannes', name: 'Cannes' },
    extras: { cancellation: true },
    additionalDriver: null,
    coupon: null,
    paymentOption: 'payLater',
    paymentType: 'cash',
    price: { rate: 100, days: 3, lines: [{ item: 'rental', amount: 300 }, { item: 'cancellation', amount: 25 }], subtotal: 325, couponDiscount: 0, usedCashback: 0, total: 325, cashback: 16.25, currency: 'EUR' },
    expiresAt: null,
    cancelRequestedAt: null,
    createdAt: '2035-06-01T10:00:00.000Z',
    ...overrides,
  };
}

interface Recorded {
  method: string;
  path: string;
  body?: unknown;
}

/** One booking on the msw edge, with what its page calls; `answers` replace the next answers of updateBooking. */
function bookingApi(initial: Booking | null, { updateAnswers = [] as Response[] } = {}) {
  let booking = initial;
  const requests: Recorded[] = [];
  const updates = [...updateAnswers];
  server.use(
    getBooking(({ request }) => {
      requests.push({ method: 'GET', path: new URL(request.url).pathname });
      return booking ? HttpResponse.json(booking) : HttpResponse.json({ code: 'NOT_FOUND', message: 'No such booking.' }, { status: 404 });
    }),
    getOffer(() => HttpResponse.json({ kind: 'car', car })),
    getLocations(() => HttpResponse.json(someLocations)),
    validateCoupon(() => HttpResponse.json({ code: 'WELCOME10', discount: 10, discountUnit: 'percentage', validUntil: null })),
    requestCancellation(({ request }) => {
      requests.push({ method: 'POST', path: new URL(request.url).pathname });
      booking = { ...booking!, cancelRequestedAt: '2035-06-15T10:00:00.000Z' };
      return HttpResponse.json(booking);
    }),
    updateBookingStatus(async ({ request }) => {
      const body = (await request.json()) as { status: Booking['status'] };
      requests.push({ method: 'POST', path: new URL(request.url).pathname, body });
      booking = { ...booking!, status: body.status };
      return HttpResponse.json(booking);
    }),
    updateBooking(async ({ request }) => {
      const body = (await request.json()) as { to?: string; total: number };
      requests.push({ method: 'PATCH', path: new URL(request.url).pathname, body });
      const refusal = updates.shift();
      if (refusal) return refusal;
      booking = { ...booking!, to: body.to ?? booking!.to, price: { ...booking!.price, days: 5, total: body.total } };
      return HttpResponse.json(booking);
    }),
  );
  return { requests, patches: () => requests.filter((request) => request.method === 'PATCH').map((request) => request.body as { to?: string; total: number }) };
}

async function renderBooking(account: Account | 'guest', path = `/booking?b=${bookingId}`) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const api = createApi({ baseUrl: apiBaseUrl, getToken: readToken });
  const session = createSession({ api, language: 'en', navigateHome: () => {} });
  const router = createAppRouter({ api, session, language: 'en', history: createMemoryHistory({ initialEntries: [path] }) });
  session.start();
  await whenSessionReady(session);
  if (account !== 'guest') {
    const type = account === 'driver' ? 'user' : account;
    const user = aSignInResponse({ type, supplierId: account === 'supplier' ? aSupplier._id : null, token: `token-of-a-${account}`, expiresAt: '2099-01-01T00:00:00.000Z' });
    session.send({ type: 'session.signedIn', user, stayConnected: false });
  }
  render(
    <AppFrame api={api} session={session}>
      <RouterProvider router={router} />
    </AppFrame>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

const shown = () => screen.findByRole('heading', { level: 1, name: 'BMW X5' }, { timeout: 10_000 });
const local = (iso: string) => toLocalDateTime(new Date(iso));

/** Chooses a menu item as a hand does: press, then release in a later task (the menu highlights on press). */
async function pick(user: ReturnType<typeof userEvent.setup>, item: HTMLElement) {
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await new Promise((resolve) => setTimeout(resolve, 0));
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}

beforeEach(() => {
  toaster.remove();
  localStorage.clear();
  clearStoredSession();
});

describe('/booking', () => {
  it('sends a guest to sign in first, then back here', async () => {
    const { router } = await renderBooking('guest');

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toEqual({ redirect: `/booking?b=${bookingId}` });
  });

  it('shows the not-found page for a booking that is not there or not the account’s', async () => {
    bookingApi(null);
    await renderBooking('driver');

    expect(await screen.findByRole('heading', { name: 'Nothing to see here!' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows everything about the booking: offer, supplier, drivers, places, extras, payment and price', async () => {
    bookingApi(
      aBooking({
        coupon: 'WELCOME10',
        extras: { cancellation: true, theftProtection: true },
        additionalDriver: { _id: userId, fullName: 'Sam Partner', email: 'sam@example.com', phone: '+33 6 12 34 56 78', birthDate: '1990-01-01' },
        price: {
          rate: 1234.5,
          days: 3,
          lines: [
            { item: 'rental', amount: 3703.5 },
            { item: 'cancellation', amount: 25 },
            { item: 'theftProtection', amount: 27 },
          ],
          subtotal: 3755.5, couponDiscount: 375.55, usedCashback: 20, total: 3359.95, cashback: 168, currency: 'EUR' },
      }),
    );
    await renderBooking('driver');
    await shown();

    expect(screen.getByText('Reserved')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'BMW X5' })).toHaveAttribute('src', '/cdn/cars/suv-000000.svg');
    expect(screen.getByRole('link', { name: 'View the car' })).toHaveAttribute('href', `/cars/bmw/x5/${carId}`);
    expect(screen.getByText('Riviera Drive')).toBeInTheDocument();
    expect(screen.getByText('Alex Driver · driver@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Sam Partner · sam@example.com/)).toBeInTheDocument();
    expect(screen.getByText(/^Nice · /)).toBeInTheDocument();
    expect(screen.getByText(/^Cannes · /)).toBeInTheDocument();
    const extras = within(screen.getByRole('region', { name: 'Extras' }));
    expect(extras.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cancellation', 'Theft protection']);
    expect(screen.getByText('Pay later')).toBeInTheDocument();
    expect(screen.getByText('Cash')).toBeInTheDocument();
    const price = within(screen.getByRole('complementary', { name: 'Price summary' }));
    expect([...price.getByLabelText('Price breakdown').querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
      'Rental, 3 days: 3,703.50 €',
      'Cancellation: 25 €',
      'Theft protection: 27 €',
      'Subtotal: 3,755.50 €',
      'Coupon WELCOME10: −375.55 €',
      'Cashback used: −20 €',
      'Total: 3,359.95 €',
    ]);
    expect(price.getByText('Coupon WELCOME10')).toBeInTheDocument();
    expect(price.getByText('−375.55 €')).toBeInTheDocument();
    expect(price.getByText('−20 €')).toBeInTheDocument();
    expect(price.getByTestId('booking-total')).toHaveTextContent('3,359.95 €');
    expect(screen.getByText('Cashback earned once paid: 168 €')).toBeInTheDocument();
  });

  it("offers the driver of a pay-later booking before pick-up 'Edit' and 'Cancel booking', and no status menu", async () => {
    bookingApi(aBooking());
    await renderBooking('driver');
    await shown();

    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change the status/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it("offers 'Pay now' on the driver's pending pay-online booking, and no 'Edit' without the amendments extra", async () => {
    bookingApi(aBooking({ status: 'pending', paymentOption: 'payOnline', paymentType: 'card', expiresAt: '2035-06-30T10:00:00.000Z' }));
    await renderBooking('driver');
    await shown();

    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/checkout/pay?b=${bookingId}`);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
  });

  it('offers nothing on a booking whose pick-up is past', async () => {
    bookingApi(aBooking({ from: '2020-07-01T10:00:00.000Z', to: '2020-07-04T10:00:00.000Z', status: 'paid' }));
    await renderBooking('driver');
    await shown();

    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it("gives a company 'Edit' (even on pay online) and the allowed statuses, not 'Cancel booking'", async () => {
    const api = bookingApi(aBooking({ paymentOption: 'payOnline', status: 'deposit' }));
    const { user } = await renderBooking('supplier');
    await shown();

    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change the status of BMW X5' }));
    await waitFor(() => expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Paid', 'Cancelled']));

    await pick(user, screen.getByRole('menuitem', { name: 'Paid' }));

    expect(await screen.findByText('Changes made successfully.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: `/api/bookings/${bookingId}/status`,
      body: { status: 'paid' },
    });
    expect(screen.getByText('Paid', { selector: '[data-status]' })).toBeInTheDocument();
  });

  it('sends the cancellation request once confirmed, then says the team will call and keeps saying it was sent', async () => {
    const api = bookingApi(aBooking());
    const { user } = await renderBooking('driver');
    await shown();

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send the request' }));

    expect(await screen.findByText('Your cancellation request has been sent. Our team will contact you shortly.')).toBeInTheDocument();
    expect(screen.getByText(/^Cancellation requested on /)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([`/api/bookings/${bookingId}/cancel-request`]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('shows a request sent before, without asking again', async () => {
    bookingApi(aBooking({ cancelRequestedAt: '2035-06-10T10:00:00.000Z' }));
    await renderBooking('driver');
    await shown();

    expect(screen.getByText('Your cancellation request has been sent. Our team will contact you shortly.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('amends the dates with the new total of the current prices, then shows the booking as amended', async () => {
    const api = bookingApi(aBooking());
    const { user } = await renderBooking('driver');
    await shown();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change the booking' }));
    const dropOff = await dialog.findByLabelText('Drop-off');
    expect(dialog.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(dialog.getByLabelText('Drop-off location')).toHaveValue('cannes');

    fireEvent.change(dropOff, { target: { value: local('2035-07-06T10:00:00.000Z') } });

    // 5 days x 100 + cancellation 25.
    expect(dialog.getByTestId('new-total')).toHaveTextContent('525 €');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes made successfully.')).toBeInTheDocument();
    expect(api.patches()).toEqual([{ to: '2035-07-06T10:00:00.000Z', total: 525 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('booking-total')).toHaveTextContent('525 €');
  });

  it("offers the server's total when the price changed, and saves with it once accepted", async () => {
    const changed = HttpResponse.json({ code: 'PRICE_CHANGED', message: 'The total is 512.40 EUR, not 525.00: show the new total.', total: 512.4 }, { status: 409 });
    const api = bookingApi(aBooking(), { updateAnswers: [changed] });
    const { user } = await renderBooking('driver');
    await shown();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change the booking' }));
    fireEvent.change(await dialog.findByLabelText('Drop-off'), { target: { value: local('2035-07-06T10:00:00.000Z') } });
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('The price has changed: the new total is 512.40 €.');
    await user.click(dialog.getByRole('button', { name: 'Accept the new total' }));

    expect(await screen.findByText('Changes made successfully.')).toBeInTheDocument();
    expect(api.patches().map((patch) => patch.total)).toEqual([525, 512.4]);
    expect(screen.getByTestId('booking-total')).toHaveTextContent('512.40 €');
  });

  it('says when the new dates are taken, in the form', async () => {
    const taken = HttpResponse.json({ code: 'DATES_TAKEN', message: 'taken' }, { status: 409 });
    bookingApi(aBooking(), { updateAnswers: [taken] });
    const { user } = await renderBooking('driver');
    await shown();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change the booking' }));
    fireEvent.change(await dialog.findByLabelText('Drop-off'), { target: { value: local('2035-07-06T10:00:00.000Z') } });
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('These dates were just booked by someone else: choose other dates.');
    expect(dialog.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('shows the errors of the dates at the field, with the focus on it', async () => {
    const api = bookingApi(aBooking());
    const { user } = await renderBooking('driver');
    await shown();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change the booking' }));
    const dropOff = await dialog.findByLabelText('Drop-off');
    fireEvent.change(dropOff, { target: { value: local('2035-06-30T10:00:00.000Z') } });
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await dialog.findByText('The drop-off must be after the pick-up.')).toBeInTheDocument();
    await waitFor(() => expect(dropOff).toHaveFocus());
    expect(dropOff).toHaveAttribute('aria-invalid', 'true');
    expect(api.patches()).toEqual([]);
  });
});
