import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pick } from '@/tests/support/render-app';
import { idOf, aBooking, bookingsApi, renderBookings, loaded, row, setUpBookingsTests } from '@/tests/support/bookings-screen';

setUpBookingsTests();

describe('/bookings', () => {
  it('deletes a selection after the confirmation, then says so and reloads', async () => {
    const api = bookingsApi([aBooking(1, 'reserved'), aBooking(2, 'cancelled'), aBooking(3, 'void')]);
    const { user } = await renderBookings('admin');
    await loaded();

    await user.click(screen.getByRole('checkbox', { name: 'Select the page' }));
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
