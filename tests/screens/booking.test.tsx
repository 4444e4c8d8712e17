import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { carId } from '@/tests/support/catalog-fixtures';
import { userId } from '@/tests/support/fixtures';
import { pick } from '@/tests/support/render-app';
import { bookingId, aBooking, bookingApi, renderBooking, shown, setUpBookingTests } from '@/tests/support/booking-screen';

setUpBookingTests();

describe('/booking', () => {
  it('sends a guest to sign in first, then back here', async () => {
    const { router } = await renderBooking('guest');

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toEqual({ redirect: `/booking?b=${bookingId}` });
  });

  it('shows the not-found page for a booking that is not there or not the account’s', async () => {
    bookingApi(null);
    await renderBooking('driver');

    expect(await screen.findByRole('heading', { name: 'Nothing to see here!' }, { timeout: 30_000 })).toBeInTheDocument();
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
    expect(screen.getByText('Cashback earned once paid, spendable when the rental ends: 168 €')).toBeInTheDocument();
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

  it("gives a supplier 'Edit' (even on pay online) and the allowed statuses, not 'Cancel booking'", async () => {
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
});
