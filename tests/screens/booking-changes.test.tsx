import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { notificationsMachine, type NotificationsEvent } from '@/machines/notifications/notifications.machine';
import { BookingScreen } from '@/src/features/bookings/BookingScreen';
import { bookingId, aBooking, bookingApi, renderBooking, shown, local, setUpBookingTests } from '@/tests/support/booking-screen';
import { aUser } from '@/tests/support/fixtures';
import { getBooking, server } from '@/tests/support/msw';
import { aNotification } from '@/tests/support/notification-fixtures';
import { renderScreen } from '@/tests/support/render';

setUpBookingTests();

describe('/booking', () => {
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

  it('shows a status the team changed as its notification arrives, and keeps the amendment being typed', async () => {
    bookingApi(aBooking());
    let tell: (event: NotificationsEvent) => void = () => {};
    const notifications = createActor(
      notificationsMachine.provide({
        actors: {
          streamNotifications: fromCallback(({ sendBack }) => {
            tell = sendBack;
          }),
          watchNetwork: fromCallback(() => {}),
        },
      }),
    ).start();
    notifications.send({ type: 'notifications.start' });
    const { user } = await renderScreen(<BookingScreen user={aUser()} booking={aBooking()} />, { path: `/booking?b=${bookingId}`, notifications });
    await shown();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Reserved');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change the booking' }));
    const dropOff = await dialog.findByLabelText('Drop-off');
    fireEvent.change(dropOff, { target: { value: local('2035-07-06T10:00:00.000Z') } });

    server.use(getBooking(() => HttpResponse.json(aBooking({ status: 'paid' }))));
    const booking = { _id: bookingId, offer: 'BMW X5', from: aBooking().from, to: aBooking().to, pickUpTimeZone: 'Europe/Paris', dropOffTimeZone: 'Europe/Paris', status: 'paid' as const };
    tell({ type: 'stream.notification', notification: aNotification({ kind: 'statusChanged', status: 'paid', booking }) });

    await waitFor(() => expect(screen.getByTestId('booking-status')).toHaveTextContent('Paid'));
    expect(dialog.getByLabelText('Drop-off')).toHaveValue(local('2035-07-06T10:00:00.000Z'));
    notifications.stop();
  });
});
