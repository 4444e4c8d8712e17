import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { notificationsMachine, type StreamEvent } from '@/machines/notifications/notifications.machine';
import { aNotification } from '@/tests/support/notification-fixtures';
import { carId } from '@/tests/support/catalog-fixtures';
import { bookingId, validCard } from '@/tests/support/checkout-fixtures';
import { refused, payments, paid, fillCard, renderCheckout, cardInput, setUpCheckoutTests } from '@/tests/support/checkout-screen';

setUpCheckoutTests();

/** A root notifications actor whose stream the test speaks for. */
function liveNotifications() {
  let tell: ((event: StreamEvent) => void) | undefined;
  const actor = createActor(
    notificationsMachine.provide({
      actors: { watchNetwork: fromCallback(() => {}), streamNotifications: fromCallback(({ sendBack }) => void (tell = sendBack)) },
    }),
  ).start();
  actor.send({ type: 'notifications.start' });
  return { actor, stream: (event: StreamEvent) => act(() => tell!(event)) };
}

const aboutThisBooking = (kind: 'bookingCreated' | 'paymentFailed') =>
  aNotification({ kind, booking: { _id: bookingId, offer: 'BMW X5', from: '2031-07-01T10:00:00.000Z', to: '2031-07-04T10:00:00.000Z', pickUpTimeZone: 'Europe/Paris', dropOffTimeZone: 'Europe/Paris', status: 'pending' } });

describe('checkout screen: paying', () => {
  it('is busy while the payment is sent: spinner, disabled form, aria-busy; then goes on once paid', async () => {
    let release!: () => void;
    const sent = payments(() => new Promise<Response>((resolve) => (release = () => resolve(paid()))));
    const { user, navigateAfterPayment } = await renderCheckout();
    await fillCard(user);

    await user.click(screen.getByRole('button', { name: 'Pay 300 €' }));

    expect(await screen.findByRole('button', { name: 'Paying…' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Payment details' })).toHaveAttribute('aria-busy', 'true');
    expect(cardInput(/Card number/)).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Crypto' })).toBeDisabled();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]?.body).toEqual({ paymentType: 'card', card: { ...validCard } });
    expect(screen.queryByTestId('charge-currency')).not.toBeInTheDocument();

    act(() => release());
    await waitFor(() => expect(navigateAfterPayment).toHaveBeenCalledExactlyOnceWith(bookingId));
  });

  it('sends one payment on a double click', async () => {
    let release!: () => void;
    const sent = payments(() => new Promise<Response>((resolve) => (release = () => resolve(paid()))));
    const { user, navigateAfterPayment } = await renderCheckout();
    await fillCard(user);

    await user.dblClick(screen.getByRole('button', { name: 'Pay 300 €' }));
    await screen.findByRole('button', { name: 'Paying…' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    act(() => release());

    await waitFor(() => expect(navigateAfterPayment).toHaveBeenCalledOnce());
    expect(sent).toHaveLength(1);
  });

  it('sends one payment when the form is submitted twice before the screen updates', async () => {
    let release!: () => void;
    const sent = payments(() => new Promise<Response>((resolve) => (release = () => resolve(paid()))));
    const { user, navigateAfterPayment } = await renderCheckout();
    await fillCard(user);

    const form = screen.getByRole('form', { name: 'Payment details' });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await screen.findByRole('button', { name: 'Paying…' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    act(() => release());

    await waitFor(() => expect(navigateAfterPayment).toHaveBeenCalledOnce());
    expect(sent).toHaveLength(1);
  });

  it.each([
    ['CARD_DECLINED', 'Your card was declined. Try another card or contact your bank.'],
    ['INSUFFICIENT_FUNDS', 'Your card has insufficient funds. Try another card.'],
  ])('says why the payment failed (%s); Try again pays again as a new attempt', async (code, reason) => {
    const sent = payments(() => refused(code, 402), paid);
    const { user, navigateAfterPayment } = await renderCheckout();
    await fillCard(user, { ...validCard, number: '4000 0000 0000 0002' });
    await user.click(screen.getByRole('button', { name: 'Pay 300 €' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed.');
    expect(alert).toHaveTextContent(reason);
    expect(screen.getByRole('button', { name: 'Pay 300 €' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(cardInput(/Card number/)).toHaveFocus();
    await fillCard(user, { number: validCard.number });
    await user.click(screen.getByRole('button', { name: 'Pay 300 €' }));

    await waitFor(() => expect(navigateAfterPayment).toHaveBeenCalledOnce());
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });

  it("brings a declined card's error into view and to the focus, with no pop-up about this booking over the page", async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    payments(() => refused('CARD_DECLINED', 402));
    const { actor, stream } = liveNotifications();
    const { user } = await renderCheckout({ notifications: actor });
    stream({ type: 'stream.opened' });
    // The booking was just made: its notice arrives while the driver pays; another booking's notice is no matter of this page.
    stream({ type: 'stream.notification', notification: aboutThisBooking('bookingCreated') });
    await fillCard(user, { ...validCard, number: '4000 0000 0000 0002' });
    await user.click(screen.getByRole('button', { name: 'Pay 300 €' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(alert);
    // Sent last, each pop-up's 5 s are not spent while the card is typed in (on a busy machine that takes longer).
    stream({ type: 'stream.notification', notification: aboutThisBooking('paymentFailed') });
    const other = aNotification({ kind: 'bookingPaid' });
    stream({ type: 'stream.notification', notification: other });
    await waitFor(() => {
      const popups = screen.getAllByTestId('notification-popup');
      expect(popups).toHaveLength(1);
      expect(popups[0]).toHaveTextContent(other.booking!.offer);
    });
  });

  it('when the connection is lost, says nothing is charged twice and sends the same attempt again (Retry now)', async () => {
    const sent = payments(() => HttpResponse.error(), paid);
    const { user, navigateAfterPayment } = await renderCheckout({ delays: { networkRetryDelay: 60_000 } });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay 300 €' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Connection lost. Retrying…');
    expect(alert).toHaveTextContent('Your payment is sent again as the same attempt: nothing will be charged twice.');
    await user.click(within(alert).getByRole('button', { name: 'Retry now' }));

    await waitFor(() => expect(navigateAfterPayment).toHaveBeenCalledOnce());
    expect(sent.map((request) => request.key)).toEqual([sent[0]!.key, sent[0]!.key]);
    expect(sent[1]!.body).toEqual(sent[0]!.body);
  });

  it('retries by itself after a while when the connection is lost, with the same key', async () => {
    const sent = payments(() => HttpResponse.error(), paid);
    const { user, navigateAfterPayment } = await renderCheckout({ delays: { networkRetryDelay: 50 } });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay 300 €' }));

    await waitFor(() => expect(navigateAfterPayment).toHaveBeenCalledOnce());
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
  });

  it('ends on the expired text when the 15 minutes passed, with the way to book again', async () => {
    payments(() => refused('BOOKING_EXPIRED', 409));
    const { user, navigateAfterPayment } = await renderCheckout();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay 300 €' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'This booking expired before it was paid. Please book again.' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', `/offer/view/${carId}`);
    expect(navigateAfterPayment).not.toHaveBeenCalled();
  });
});
