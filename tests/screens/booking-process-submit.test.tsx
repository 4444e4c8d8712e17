import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingRequest } from '@/machines/booking/booking.form';
import type { ErrorCode } from '@/openapi/types';
import { bookingStorageKey } from '@/src/features/booking/booking-storage';
import { createBooking, fail, server } from '@/tests/support/msw';
import { aWallet, bookingId, carOffer, supplierOf, dropOff, pickUp, repricedCarOffer, yachtOffer } from '@/tests/support/booking-fixtures';
import {
  backend,
  bookingProcessPath,
  renderApp,
  stepHeading,
  total,
  field,
  next,
  toReview,
  bookedCarId,
  bookedYacht,
  toReviewUntilPayment,
  setUpBookingProcessTests,
} from '@/tests/support/booking-process-app';

setUpBookingProcessTests();

/** A yacht's booking up to its payment step, paid online: the dates as they come, the terms accepted. */
async function yachtPaidOnline(app: Awaited<ReturnType<typeof renderApp>>) {
    await stepHeading('When and where?');
    await next(app);
    await stepHeading('Who is booking?');
    await app.user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
    await next(app);
    await stepHeading('How do you want to pay?');
    await app.user.click(screen.getByRole('radio', { name: /Pay online/ }));
}

describe('booking process: payment and review', () => {
  it('books a car paid later and shows the thank-you page', async () => {
    const { of } = backend();
    const app = await renderApp(bookingProcessPath());
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
    const app = await renderApp(bookingProcessPath(yachtOffer));
    await yachtPaidOnline(app);
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

  it('books a pay-online yacht a coupon covers in full without asking for a card, and thanks without speaking of an online payment', async () => {
    const { of } = backend({ offer: yachtOffer });
    const app = await renderApp(bookingProcessPath(yachtOffer));
    await yachtPaidOnline(app);
    await next(app);
    await stepHeading('Review your booking');
    const discounts = screen.getByRole('region', { name: 'Discounts' });
    await app.user.type(within(discounts).getByLabelText('Coupon code'), 'on-the-house{Enter}');
    expect(await within(discounts).findByText(/^ON-THE-HOUSE applied/)).toBeInTheDocument();
    expect(total()).toBe('0 €');
    expect(screen.getByText('Nothing to pay: the discounts cover the total.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Book' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/thanks'));
    expect(of('createBooking')[0]?.body).toMatchObject({ paymentOption: 'payOnline', coupon: 'ON-THE-HOUSE', total: 0 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your booking!' })).toBeInTheDocument();
    expect(screen.getByText('Nothing to pay: your discounts cover the whole price. Just show up at pick-up with your driving licence.')).toBeInTheDocument();
    expect(screen.queryByText(/paid online/i)).toBeNull();
    expect(screen.queryByText(/Pay online/)).toBeNull();
  });

  it('offers only pay online when the supplier does not take pay later', async () => {
    backend({ supplier: supplierOf(carOffer, { payLater: false, paymentTypes: ['cash'] }) });
    const app = await renderApp(bookingProcessPath());
    await toReviewUntilPayment(app);
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['payOnline']);
    expect(screen.getByText('This company is paid online only.')).toBeInTheDocument();
    await next(app);
    expect(screen.getByRole('alert')).toHaveTextContent('This company accepts no payment type with this option: choose the other option.');
  });

  it('applies a coupon and the cashback, and sends them with the booking', async () => {
    const { of } = backend({ wallet: aWallet(40) });
    const app = await renderApp(bookingProcessPath());
    await toReview(app);

    const prices = screen.getByRole('region', { name: 'Price details' });
    // The coupon and the cashback come before 'Book' (in the review, above its bar), at every width: the price beside shows their effect.
    const discounts = screen.getByRole('region', { name: 'Discounts' });
    const book = screen.getByRole('button', { name: 'Book' });
    expect(within(discounts).getByLabelText('Coupon code').compareDocumentPosition(book) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(discounts).getByRole('checkbox', { name: 'Use my cashback (balance 40 €)' }).compareDocumentPosition(book) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await app.user.click(within(discounts).getByRole('button', { name: 'Apply' }));
    expect(within(discounts).getByLabelText('Coupon code')).toHaveAccessibleDescription('Please fill in the field: Coupon code');
    await app.user.type(within(discounts).getByLabelText('Coupon code'), 'nope1');
    await app.user.click(within(discounts).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(discounts).getByLabelText('Coupon code')).toHaveAccessibleDescription('This coupon is not valid.'));
    await app.user.clear(within(discounts).getByLabelText('Coupon code'));
    await app.user.type(within(discounts).getByLabelText('Coupon code'), 'welcome10{Enter}');
    expect(await within(discounts).findByText('WELCOME10 applied: -10 %')).toBeInTheDocument();
    expect(within(prices).getByText('Coupon WELCOME10').nextElementSibling).toHaveTextContent('−30 €');
    expect(total()).toBe('270 €');
    expect(of('validateCoupon').map((r) => r.body)).toEqual([{ code: 'NOPE1' }, { code: 'WELCOME10' }]);

    await app.user.click(within(discounts).getByRole('checkbox', { name: 'Use my cashback (balance 40 €)' }));
    expect(within(prices).getByText('Cashback used').nextElementSibling).toHaveTextContent('−40 €');
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
    const app = await renderApp(bookingProcessPath());
    await toReview(app);
    await app.user.click(screen.getByRole('button', { name: 'Book' }));

    const busy = await screen.findByRole('button', { name: 'Booking…' });
    expect(busy).toBeDisabled();
    expect(busy.closest('form')).toHaveAttribute('aria-busy', 'true');
    await act(() => Promise.resolve(release()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this car is no longer available. Choose another one.');
    expect(screen.getByRole('link', { name: 'See other cars' })).toHaveAttribute('href', '/');
  });
});

describe('booking process: refusals', () => {
  it('goes back to the dates when they were just taken', async () => {
    backend({ createBooking: [{ code: 'DATES_TAKEN', status: 409 }] });
    const app = await renderApp(bookingProcessPath());
    await toReview(app);
    await app.user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await stepHeading('When and where?')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('These dates were just booked by someone else: choose other dates.');
    await waitFor(() => expect(app.router.state.location.search.step).toBe('dates'));
  });

  it('shows the new total after a price change, and books at it once confirmed', async () => {
    const { of } = backend({ laterOffer: repricedCarOffer, createBooking: [{ code: 'PRICE_CHANGED', status: 409 }, 'ok'] });
    const app = await renderApp(bookingProcessPath());
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
    const app = await renderApp(bookingProcessPath());
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
    const app = await renderApp(bookingProcessPath());
    await toReview(app);
    await app.user.click(screen.getByRole('button', { name: 'Book' }));
    await stepHeading('Who is driving?');
    expect(field('driver.birthDate')).toHaveAccessibleDescription('You must be at least 21 years old.');
  });

  it('drops a coupon the server refuses and says so', async () => {
    backend({ createBooking: [{ code: 'COUPON_INVALID', status: 422 }] });
    const app = await renderApp(bookingProcessPath());
    await toReview(app);
    await app.user.type(screen.getByLabelText('Coupon code'), 'RIVIERA25');
    await app.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('RIVIERA25 applied: -25 €')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon can no longer be used');
    expect(total()).toBe('300 €');
  });

  it('goes back to the driver step when the supplier requires a licence image after all (LICENCE_REQUIRED)', async () => {
    backend({ createBooking: [{ code: 'LICENCE_REQUIRED', status: 422 }] });
    const app = await renderApp(bookingProcessPath());
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
    const app = await renderApp(bookingProcessPath());
    await toReview(app);
    await app.user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await app.user.click(screen.getByRole('button', { name: 'Back to your booking' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled();
  });
});
