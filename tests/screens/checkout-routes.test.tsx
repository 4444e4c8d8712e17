import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { type Booking } from '@/machines/checkout/checkout.machine';
import { createApi } from '@/api/client';
import { i18n } from '@/src/core/i18n';
import { createAppRouter } from '@/src/app/router';
import { createSession } from '@/src/core/session';
import { readToken, writeStoredUser, writeToken } from '@/src/core/storage';
import { carId } from '@/tests/support/catalog-fixtures';
import { aUser, userId } from '@/tests/support/fixtures';
import { apiBaseUrl, getBooking, getSuppliers, getUser, server, validateAccessToken } from '@/tests/support/msw';
import { AppFrame } from '@/tests/support/render';
import { aBooking, aSupplierWithTerms, bookingId, validCard } from '@/tests/support/checkout-fixtures';
import { refused, payments, paid, fillCard, setUpCheckoutTests } from '@/tests/support/checkout-screen';

/** Alex signed in earlier: his stored session, which the server still accepts. */
function restoreSignedInUser() {
  writeStoredUser({ _id: userId, language: 'en' });
  writeToken('token-of-alex', new Date(Date.now() + 86_400_000));
  server.use(
    validateAccessToken(() => HttpResponse.json({ valid: true, _id: userId })),
    getUser(() => HttpResponse.json(aUser())),
  );
}

/** The app (router, root actors, providers) at `path`, with the booking and its supplier on the msw network edge. */
function renderApp(path: string, { booking = aBooking(), supplier = aSupplierWithTerms() }: { booking?: Booking | null; supplier?: ReturnType<typeof aSupplierWithTerms> } = {}) {
  const bookingRequests: URL[] = [];
  server.use(
    getBooking(({ request }) => {
      bookingRequests.push(new URL(request.url));
      return booking ? HttpResponse.json(booking) : refused('NOT_FOUND', 404);
    }),
    getSuppliers(() => HttpResponse.json([aSupplierWithTerms({ _id: '99999999-2222-4333-8444-555555555555', slug: 'other', paymentTypes: ['cash'] }), supplier])),
  );
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const api = createApi({ baseUrl: apiBaseUrl, getToken: readToken });
  const history = createMemoryHistory({ initialEntries: [path] });
  const session = createSession({ api, language: 'en', navigateHome: () => void router.navigate({ to: '/' }) });
  const router = createAppRouter({ api, session, language: 'en', history });
  session.start();
  render(
    <AppFrame api={api} session={session}>
      <RouterProvider router={router} />
    </AppFrame>,
  );
  return { router, history, bookingRequests, user: userEvent.setup({ delay: null }) };
}

setUpCheckoutTests();

describe('checkout routes', () => {
  it('/checkout/pay sends a guest to sign in, and back here afterwards', async () => {
    const { router } = renderApp(`/checkout/pay?b=${bookingId}`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toEqual({ redirect: `/checkout/pay?b=${bookingId}` });
  });

  it('/mobile-booking-preview/{id} sends a guest to sign in too', async () => {
    const { router } = renderApp(`/mobile-booking-preview/${bookingId}`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toEqual({ redirect: `/mobile-booking-preview/${bookingId}` });
  });

  it('/checkout/pay loads the booking in the page language and the payment types of its supplier', async () => {
    restoreSignedInUser();
    const { bookingRequests } = renderApp(`/checkout/pay?b=${bookingId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for your booking' })).toBeInTheDocument();
    expect(bookingRequests.map((url) => [url.pathname, url.searchParams.get('language')])).toEqual([[`/api/bookings/${bookingId}`, 'en']]);
    // The supplier takes card, cash and crypto: the two online ones are offered, the booking's own first chosen.
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Crypto' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: /cash/i })).not.toBeInTheDocument();
    expect(screen.getByTestId('booking-total')).toHaveTextContent('300 €');
  });

  it('offers no choice when the supplier takes cards only', async () => {
    restoreSignedInUser();
    renderApp(`/checkout/pay?b=${bookingId}`, { supplier: aSupplierWithTerms({ paymentTypes: ['card', 'cash'] }) });

    expect(await screen.findByRole('textbox', { name: /Card number/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay with crypto' })).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown booking', `/checkout/pay?b=${bookingId}`, null],
    ['no booking id', '/checkout/pay', aBooking()],
    ['an unknown booking preview', `/mobile-booking-preview/${bookingId}`, null],
  ])('shows the not-found page for %s', async (_, path, booking) => {
    restoreSignedInUser();
    renderApp(path, { booking });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeInTheDocument();
  });

  it('says a paid booking is already paid, with a link to it, and takes no payment', async () => {
    restoreSignedInUser();
    renderApp(`/checkout/pay?b=${bookingId}`, { booking: aBooking({ status: 'paid', expiresAt: null }) });

    const heading = await screen.findByRole('heading', { level: 1, name: 'This booking is already paid.' });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Paid');
    expect(screen.getByRole('link', { name: 'View the booking' })).toHaveAttribute('href', `/booking?b=${bookingId}`);
    expect(screen.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
  });

  it('says a void booking expired before it was paid, with a link to book the offer again', async () => {
    restoreSignedInUser();
    renderApp(`/mobile/individualOffer/BookingProcess/checkout?b=${bookingId}`, { booking: aBooking({ status: 'void' }) });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This booking expired before it was paid. Please book again.' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Void');
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', `/offer/view/${carId}`);
  });

  it('says a pay-later booking is not paid online', async () => {
    restoreSignedInUser();
    renderApp(`/checkout/pay?b=${bookingId}`, { booking: aBooking({ status: 'reserved', paymentOption: 'payLater', paymentType: 'cash', expiresAt: null }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'This booking is not paid online.' })).toBeInTheDocument();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Reserved');
  });

  it('once paid, replaces the checkout with the thank-you page of the booking', async () => {
    restoreSignedInUser();
    const sent = payments(paid);
    const { router, history, user } = renderApp(`/checkout/pay?b=${bookingId}`);
    await screen.findByRole('heading', { level: 1, name: 'Pay for your booking' });
    const entries = history.length;

    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay 300 €' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/thanks'));
    expect(router.state.location.search).toEqual({ b: bookingId });
    expect(history.length).toBe(entries);
    expect(sent).toHaveLength(1);
  });

  it('the phone checkout has the pay button in a bar fixed at the bottom, which pays the card', async () => {
    restoreSignedInUser();
    const sent = payments(paid);
    const { router, user } = renderApp(`/mobile/individualOffer/BookingProcess/checkout?b=${bookingId}`);
    await screen.findByRole('heading', { level: 1, name: 'Pay for your booking' });
    const bar = screen.getByTestId('pay-bar');
    expect(bar).toHaveTextContent('Total300 €');
    expect(screen.getAllByRole('button', { name: 'Pay 300 €' })).toEqual([within(bar).getByRole('button', { name: 'Pay 300 €' })]);

    await fillCard(user);
    await user.click(within(bar).getByRole('button', { name: 'Pay 300 €' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/thanks'));
    expect(sent.map((request) => request.body)).toEqual([{ paymentType: 'card', card: { ...validCard } }]);
  });

  it('/mobile-booking-preview/{id} shows the booking at a glance, and Pay now for one waiting for its payment', async () => {
    restoreSignedInUser();
    const booking = aBooking({
      extras: { cancellation: true, fullInsurance: true, theftProtection: false },
      coupon: 'WELCOME10',
      price: {
        rate: 100,
        days: 3,
        lines: [
          { item: 'rental', amount: 300 },
          { item: 'cancellation', amount: 20 },
          { item: 'fullInsurance', amount: 30 },
        ],
        subtotal: 350, couponDiscount: 35, usedCashback: 15, total: 300, cashback: 6, currency: 'EUR' },
    });
    renderApp(`/mobile-booking-preview/${bookingId}`, { booking });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'BMW X5' })).toHaveAttribute('src', '/cdn/cars/suv-000000.svg');
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Pending');
    expect(screen.getByText('Nice')).toBeInTheDocument();
    expect(screen.getByText('Cannes')).toBeInTheDocument();
    // On the places' clock (Nice, Cannes: UTC+2 in July), the zone named, whatever the device's zone.
    expect(screen.getByText('Jul 1, 2026, 12:00 PM GMT+2')).toBeInTheDocument();
    expect(screen.getByText('Jul 4, 2026, 12:00 PM GMT+2')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Extras' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Cancellation',
      'Full insurance',
    ]);
    const lines = screen.getByLabelText('Price breakdown');
    expect([...lines.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
      'Rental, 3 days: 300 €',
      'Cancellation: 20 €',
      'Full insurance: 30 €',
      'Subtotal: 350 €',
      'Coupon WELCOME10: −35 €',
      'Cashback used: −15 €',
      'Total: 300 €',
    ]);
    expect(screen.getByRole('timer')).toHaveTextContent(/^1[12]:\d\d$/);
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/mobile/individualOffer/BookingProcess/checkout?b=${bookingId}`);
  });

  it('/mobile-booking-preview/{id} has no Pay now for a paid booking', async () => {
    restoreSignedInUser();
    renderApp(`/mobile-booking-preview/${bookingId}`, { booking: aBooking({ status: 'paid', expiresAt: null }) });

    expect(await screen.findByTestId('booking-status')).toHaveTextContent('Paid');
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
