import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookingStatus } from '../../domain/bookings';
import { createApi, type Schemas } from '../../src/api/client';
import { i18n } from '../../src/core/i18n';
import { createAppRouter } from '../../src/app/router';
import { createSession, whenSessionReady } from '../../src/core/session';
import { clearStoredSession, readToken } from '../../src/core/storage';
import { toaster } from '../../src/core/toasts';
import { aSupplier, carId } from '../support/catalog-fixtures';
import { aSignInResponse, userId } from '../support/fixtures';
import { apiBaseUrl, deleteBookings, getBookings, server, updateBookingStatus } from '../support/msw';
import { AppFrame } from '../support/render';

type Booking = Schemas['Booking'];
type Account = 'driver' | 'supplier' | 'admin';

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function aBooking(n: number, status: BookingStatus, overrides: Partial<Booking> = {}): Booking {
  return {
    _id: idOf(n),
    offer: { kind: 'car', _id: carId, brand: 'BMW', model: `X${n}`, image: '/cdn/cars/suv-000000.svg', supplier: aSupplier },
    driver: { _id: userId, fullName: `Driver ${n}`, email: `driver${n}@example.com` },
    status,
    from: '2031-07-01T10:00:00.000Z',
    to: '2031-07-04T10:00:00.000Z',
    pickUpLocation: { slug: 'nice', name: 'Nice' },
    dropOffLocation: { slug: 'nice', name: 'Nice' },
    extras: {},
    additionalDriver: null,
    coupon: null,
    paymentOption: 'payLater',
    paymentType: 'card',
    price: { rate: 1234.5, days: 3, lines: [{ item: 'rental', amount: 3703.5 }], subtotal: 3703.5, couponDiscount: 0, usedCashback: 0, total: 3703.5, cashback: 185.18, currency: 'EUR' },
    expiresAt: null,
    cancelRequestedAt: null,
    createdAt: '2031-06-01T10:00:00.000Z',
    ...overrides,
  };
}

interface Recorded {
  method: string;
  url: URL;
  body?: unknown;
}

/** The bookings API on the msw edge: a list that deleteBookings and updateBookingStatus change; every request kept. */
function bookingsApi(initial: Booking[], { total }: { total?: number } = {}) {
  let bookings = [...initial];
  const requests: Recorded[] = [];
  const listRequests = () => requests.filter((request) => request.method === 'GET').map((request) => request.url);
  const refusals: { delete?: Response; status?: Response } = {};
  server.use(
    getBookings(({ request }) => {
      const url = new URL(request.url);
      requests.push({ method: 'GET', url });
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 20);
      const statuses = url.searchParams.getAll('status');
      const matching = statuses.length ? bookings.filter((booking) => statuses.includes(booking.status)) : bookings;
      return HttpResponse.json({ page, size, total: total ?? matching.length, items: matching.slice(0, size) });
    }),
    deleteBookings(async ({ request }) => {
      const body = (await request.json()) as { ids: string[] };
      requests.push({ method: 'DELETE', url: new URL(request.url), body });
      if (refusals.delete) return refusals.delete;
      bookings = bookings.filter((booking) => !body.ids.includes(booking._id));
      return new HttpResponse(null, { status: 204 });
    }),
    updateBookingStatus(async ({ request, params }) => {
      const body = (await request.json()) as { status: BookingStatus };
      requests.push({ method: 'POST', url: new URL(request.url), body });
      if (refusals.status) return refusals.status;
      bookings = bookings.map((booking) => (booking._id === params.id ? { ...booking, status: body.status } : booking));
      return HttpResponse.json(bookings.find((booking) => booking._id === params.id));
    }),
  );
  return { requests, listRequests, lastList: () => listRequests().at(-1)!, refusals };
}

const originalMatchMedia = window.matchMedia;

/** A desktop (960 px and more) or a phone: what the list's media query answers. */
function useViewport(desktop: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: desktop && /min-width:\s*960px/.test(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

async function renderBookings(account: Account | 'guest', path = '/bookings') {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const api = createApi({ baseUrl: apiBaseUrl, getToken: readToken });
  const session = createSession({ api, language: 'en', navigateHome: () => {} });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ api, session, language: 'en', history });
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
  return { router, history, user: userEvent.setup({ delay: null }) };
}

/** The list once loaded: the count line says how many match. */
const loaded = () => screen.findByText(/^\d+ bookings?$/, {}, { timeout: 10_000 });
const columnNames = () => screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
/**
 * Chooses a menu item as a hand does: the menu highlights the item on press and selects it on release,
 * which a real pointer never does within the same task.
 */
async function pick(user: ReturnType<typeof userEvent.setup>, item: HTMLElement) {
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await new Promise((resolve) => setTimeout(resolve, 0));
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}

/** The address's query as written (lists are comma-separated). */
const addressQuery = (router: { state: { location: { searchStr: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.searchStr));

beforeEach(() => {
  // A toast of the test before would answer for this one.
  toaster.remove();
  localStorage.clear();
  clearStoredSession();
  useViewport(true);
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('/bookings', () => {
  it('sends a guest to sign in first, then back here', async () => {
    const { router } = await renderBookings('guest', '/bookings?status=paid');

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toEqual({ redirect: '/bookings?status=paid' });
  });

  it("shows a driver his bookings' car, supplier, price, status, days and cost, without a driver column or staff actions", async () => {
    const api = bookingsApi([aBooking(1, 'reserved'), aBooking(2, 'cancelled')]);
    await renderBookings('driver');
    await loaded();

    expect(columnNames()).toEqual(['Car', 'Supplier', 'Price', 'Status', 'Days', 'Cost']);
    const first = within(row('BMW X1'));
    expect(first.getByRole('link', { name: 'BMW X1' })).toHaveAttribute('href', `/booking?b=${idOf(1)}`);
    expect(first.getByText('Riviera Drive')).toBeInTheDocument();
    expect(first.getByTestId('supplier-logo')).toHaveAttribute('width', '60');
    expect(first.getByText('1,234.50 €/day')).toBeInTheDocument();
    expect(first.getByText('Reserved')).toBeInTheDocument();
    expect(first.getByText('3')).toBeInTheDocument();
    expect(first.getByText('3,703.50 €')).toBeInTheDocument();
    expect(within(row('BMW X2')).getByText('Cancelled')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete|Change the status/ })).not.toBeInTheDocument();
    expect(api.lastList().searchParams.get('size')).toBe('20');
    expect(api.lastList().searchParams.get('language')).toBe('en');
  });

  it('shows a company the driver but not its own supplier column, and Delete only on void and cancelled bookings', async () => {
    bookingsApi([aBooking(1, 'reserved'), aBooking(2, 'cancelled'), aBooking(3, 'void')]);
    await renderBookings('supplier');
    await loaded();

    expect(columnNames()).toEqual(['', 'Car', 'Driver', 'Price', 'Status', 'Days', 'Cost', 'Actions']);
    expect(within(row('BMW X1')).getByText('Driver 1')).toBeInTheDocument();
    expect(within(row('BMW X1')).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(row('BMW X1')).getByRole('checkbox', { name: 'Select the booking of BMW X1' })).toBeDisabled();
    expect(within(row('BMW X2')).getByRole('button', { name: 'Delete the booking of BMW X2' })).toBeInTheDocument();
    expect(within(row('BMW X3')).getByRole('button', { name: 'Delete the booking of BMW X3' })).toBeInTheDocument();
  });

  it('shows an admin every column', async () => {
    bookingsApi([aBooking(1, 'paid')]);
    await renderBookings('admin');
    await loaded();

    expect(columnNames()).toEqual(['', 'Car', 'Supplier', 'Driver', 'Price', 'Status', 'Days', 'Cost', 'Actions']);
    expect(within(row('BMW X1')).getByRole('button', { name: 'Delete the booking of BMW X1' })).toBeInTheDocument();
  });

  it("says 'No bookings.' when there are none", async () => {
    bookingsApi([]);
    await renderBookings('driver');

    expect(await screen.findByText('No bookings.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reads 10 a page on a phone, as cards with the same facts', async () => {
    useViewport(false);
    const api = bookingsApi([aBooking(1, 'reserved')]);
    await renderBookings('admin');
    await loaded();

    expect(api.lastList().searchParams.get('size')).toBe('10');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(screen.getByRole('article', { name: 'BMW X1' }));
    expect(card.getByText('Riviera Drive')).toBeInTheDocument();
    expect(card.getByText('Driver 1')).toBeInTheDocument();
    expect(card.getByText('1,234.50 €/day')).toBeInTheDocument();
    expect(card.getByText('3,703.50 €')).toBeInTheDocument();
    expect(card.getByRole('checkbox', { name: 'Select the booking of BMW X1' })).toBeInTheDocument();
  });

  it('pages through the list, the page and its size in the address', async () => {
    const api = bookingsApi([aBooking(1, 'reserved')], { total: 45 });
    const { router, user } = await renderBookings('driver');
    await loaded();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));

    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2, size: 20 }));
    await waitFor(() => expect(api.lastList().searchParams.get('page')).toBe('2'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('reads the filters of a shared address, and puts new ones in the address; Back returns to the last list', async () => {
    const api = bookingsApi([aBooking(1, 'reserved'), aBooking(2, 'paid')]);
    const { router, history, user } = await renderBookings('admin', '/bookings?status=paid,reserved&from=2031-07-01&page=2&size=10');
    await loaded();

    const first = api.lastList().searchParams;
    expect(first.getAll('status')).toEqual(['paid', 'reserved']);
    expect(first.get('page')).toBe('2');
    expect(first.get('size')).toBe('10');
    expect(new Date(first.get('from')!).getTime()).toBe(new Date('2031-07-01T00:00').getTime());
    const status = within(screen.getByRole('group', { name: 'Status' }));
    expect(status.getByRole('checkbox', { name: 'Paid' })).toBeChecked();
    expect(status.getByRole('checkbox', { name: 'Reserved' })).toBeChecked();
    expect(status.getByRole('checkbox', { name: 'Void' })).not.toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('2031-07-01');

    await user.click(status.getByRole('checkbox', { name: 'Reserved' }));

    await waitFor(() => expect(addressQuery(router)).toEqual({ status: 'paid', from: '2031-07-01', size: '10' }));
    await waitFor(() => expect(api.lastList().searchParams.getAll('status')).toEqual(['paid']));
    expect(api.lastList().searchParams.get('page')).toBe('1');

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2031-07-31' } });
    await waitFor(() => expect(addressQuery(router)).toMatchObject({ to: '2031-07-31' }));
    // The whole day of `to` counts: the period ends at the start of the next.
    await waitFor(() => expect(new Date(api.lastList().searchParams.get('to')!).getTime()).toBe(new Date('2031-08-01T00:00').getTime()));

    history.back();
    await waitFor(() => expect(addressQuery(router)).toEqual({ status: 'paid', from: '2031-07-01', size: '10' }));
    await waitFor(() => expect(api.lastList().searchParams.get('to')).toBeNull());
    expect(screen.getByLabelText('To')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(addressQuery(router)).toEqual({ size: '10' }));
  });

  it('deletes a selection after the confirmation, then says so and reloads', async () => {
    const api = bookingsApi([aBooking(1, 'reserved'), aBooking(2, 'cancelled'), aBooking(3, 'void')]);
    const { user } = await renderBookings('admin');
    await loaded();

    await user.click(screen.getByRole('checkbox', { name: 'Select all bookings on this page' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select the booking of BMW X1' }));
    await user.click(screen.getByRole('button', { name: /Delete selection/ }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete these 2 bookings?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: /Delete selection/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Changes made successfully.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'DELETE')?.body).toEqual({ ids: [idOf(2), idOf(3)] });
    expect(await screen.findByText('1 booking')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'BMW X2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete selection/ })).not.toBeInTheDocument();
  });

  it("deletes one booking from its row, and shows the server's refusal in the question", async () => {
    const api = bookingsApi([aBooking(1, 'paid'), aBooking(2, 'cancelled')]);
    api.refusals.delete = HttpResponse.json({ code: 'BOOKING_HAS_PAYMENTS', message: 'kept' }, { status: 409 });
    const { user } = await renderBookings('admin');
    await loaded();

    await user.click(within(row('BMW X1')).getByRole('button', { name: 'Delete the booking of BMW X1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this booking?' });
    expect(within(dialog).getByText('BMW X1')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A booking with a payment on record cannot be deleted: cancel it instead.');
    expect(api.requests.find((request) => request.method === 'DELETE')?.body).toEqual({ ids: [idOf(1)] });
    // Behind the question the booking is still listed.
    expect(screen.getByRole('link', { name: 'BMW X1', hidden: true })).toBeInTheDocument();
  });

  it('offers in the status menu only what the transition table allows the account, and changes the status', async () => {
    const api = bookingsApi([aBooking(1, 'reserved'), aBooking(2, 'cancelled'), aBooking(3, 'deposit')]);
    const { user } = await renderBookings('supplier');
    await loaded();

    expect(within(row('BMW X2')).queryByRole('button', { name: /Change the status/ })).not.toBeInTheDocument();
    await user.click(within(row('BMW X3')).getByRole('button', { name: 'Change the status of BMW X3' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Paid', 'Cancelled']);
    await user.keyboard('{Escape}');

    await user.click(within(row('BMW X1')).getByRole('button', { name: 'Change the status of BMW X1' }));
    await waitFor(() => expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Deposit', 'Paid', 'Cancelled']));
    await pick(user, screen.getByRole('menuitem', { name: 'Paid' }));

    expect(await screen.findByText('Changes made successfully.')).toBeInTheDocument();
    const change = api.requests.find((request) => request.method === 'POST');
    expect(change?.url.pathname).toBe(`/api/bookings/${idOf(1)}/status`);
    expect(change?.body).toEqual({ status: 'paid' });
    await waitFor(() => expect(within(row('BMW X1')).getByText('Paid')).toBeInTheDocument());
    expect(api.listRequests()).toHaveLength(2);
  });

  it('lets an admin reinstate a cancelled booking (and only that)', async () => {
    bookingsApi([aBooking(1, 'cancelled')]);
    const { user } = await renderBookings('admin');
    await loaded();

    await user.click(within(row('BMW X1')).getByRole('button', { name: 'Change the status of BMW X1' }));

    await waitFor(() => expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Reserved']));
  });
});
