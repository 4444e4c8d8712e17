import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  idOf,
  aBooking,
  bookingsApi,
  useViewport,
  renderBookings,
  loaded,
  columnNames,
  row,
  card as cardOf,
  addressQuery,
  setUpBookingsTests,
} from '@/tests/support/bookings-screen';

setUpBookingsTests();

describe('/bookings', () => {
  it('sends a guest to sign in first, then back here', async () => {
    const { router } = await renderBookings('guest', '/bookings?status=paid');

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toEqual({ redirect: '/bookings?status=paid' });
  });

  it("shows a driver his bookings' car, supplier, driver, dates, price, status, days and cost (spec 2's columns), without staff actions", async () => {
    const api = bookingsApi([aBooking(1, 'reserved'), aBooking(2, 'cancelled')]);
    await renderBookings('driver');
    await loaded();

    expect(columnNames()).toEqual(['Car', 'Supplier', 'Driver', 'Dates', 'Price', 'Status', 'Days', 'Cost']);
    // The rate and the days make the cost: below 1280 px the table leaves them out.
    expect(columnNames({ wide: false })).toEqual(['Car', 'Supplier', 'Driver', 'Dates', 'Status', 'Cost']);
    const first = within(row('BMW X1'));
    expect(first.getByText('Driver 1')).toBeInTheDocument();
    // On the place's clock (Nice: 10:00 UTC is noon there in July), its zone named, whatever the device's zone.
    expect(first.getByText('Jul 1, 2031, 12:00 PM GMT+2')).toBeInTheDocument();
    expect(first.getByText('Jul 4, 2031, 12:00 PM GMT+2')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'BMW X1' })).toHaveAttribute('href', `/booking?b=${idOf(1)}`);
    expect(first.getByText('Riviera Drive')).toBeInTheDocument();
    expect(first.getByTestId('supplier-avatar')).toHaveAttribute('width', '60');
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

  it('shows a supplier every column of spec 2, its own supplier column too, and Delete only on void and cancelled bookings', async () => {
    bookingsApi([aBooking(1, 'reserved'), aBooking(2, 'cancelled'), aBooking(3, 'void')]);
    await renderBookings('supplier');
    await loaded();

    expect(columnNames()).toEqual(['', 'Car', 'Supplier', 'Driver', 'Dates', 'Price', 'Status', 'Days', 'Cost', 'Actions']);
    expect(within(row('BMW X1')).getByText('Driver 1')).toBeInTheDocument();
    expect(within(row('BMW X1')).getByText('Riviera Drive')).toBeInTheDocument();
    expect(within(row('BMW X1')).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(row('BMW X1')).getByRole('checkbox', { name: 'Select the booking of BMW X1' })).toBeDisabled();
    expect(within(row('BMW X2')).getByRole('button', { name: 'Delete the booking of BMW X2' })).toBeInTheDocument();
    expect(within(row('BMW X3')).getByRole('button', { name: 'Delete the booking of BMW X3' })).toBeInTheDocument();
  });

  it('shows an admin every column', async () => {
    bookingsApi([aBooking(1, 'paid')]);
    await renderBookings('admin');
    await loaded();

    expect(columnNames()).toEqual(['', 'Car', 'Supplier', 'Driver', 'Dates', 'Price', 'Status', 'Days', 'Cost', 'Actions']);
    expect(within(row('BMW X1')).getByRole('button', { name: 'Delete the booking of BMW X1' })).toBeInTheDocument();
  });

  const aYachtBooking = (n: number) => aBooking(n, 'paid', { offer: { ...aBooking(n, 'paid').offer, kind: 'yacht', brand: 'Princess', model: `F${n}` } });

  it("names a yacht a yacht: the column says 'Yacht' for a list of yachts, and each row its kind", async () => {
    bookingsApi([aYachtBooking(1), aYachtBooking(2)]);
    await renderBookings('driver');
    await loaded();

    expect(columnNames()[0]).toBe('Yacht');
    expect(within(row('Princess F1')).getByText('Yacht')).toBeInTheDocument();
    expect(within(row('Princess F1')).queryByText('Car')).not.toBeInTheDocument();
  });

  it("heads a list of cars and yachts 'Car or yacht', each row saying which", async () => {
    bookingsApi([aBooking(1, 'reserved'), aYachtBooking(2)]);
    await renderBookings('driver');
    await loaded();

    expect(columnNames()[0]).toBe('Car or yacht');
    expect(within(row('BMW X1')).getByText('Car')).toBeInTheDocument();
    expect(within(row('Princess F2')).getByText('Yacht')).toBeInTheDocument();
  });

  it("says 'No bookings.' when there are none", async () => {
    bookingsApi([]);
    await renderBookings('driver');

    expect(await screen.findByText('No bookings.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reads 10 a page on a phone, as cards with the same facts', async () => {
    useViewport(false);
    const api = bookingsApi([aBooking(1, 'reserved')]);
    await renderBookings('admin');
    await loaded();

    expect(api.lastList().searchParams.get('size')).toBe('10');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(cardOf('BMW X1'));
    expect(card.getByText('Car')).toBeInTheDocument();
    expect(card.getByText('Pick-up')).toBeInTheDocument();
    expect(card.getByText('Jul 1, 2031, 12:00 PM GMT+2')).toBeInTheDocument();
    expect(card.getByText('Drop-off')).toBeInTheDocument();
    expect(card.getByText('Jul 4, 2031, 12:00 PM GMT+2')).toBeInTheDocument();
    expect(card.getByText('Riviera Drive')).toBeInTheDocument();
    expect(card.getByText('Driver 1')).toBeInTheDocument();
    expect(card.getByText('1,234.50 €/day')).toBeInTheDocument();
    expect(card.getByText('3,703.50 €')).toBeInTheDocument();
    expect(card.getByRole('checkbox', { name: 'Select the booking of BMW X1' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Change the status of BMW X1' })).toBeInTheDocument();
    // The cards have no header: the page's tick is beside the count.
    expect(screen.getByRole('checkbox', { name: 'Select the page' })).toBeInTheDocument();
  });

  it('pages through the list, the page and its size in the address', async () => {
    const api = bookingsApi([aBooking(1, 'reserved')], { total: 45 });
    const { router, user } = await renderBookings('driver');
    await loaded();
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(pages.getByRole('button', { name: 'Next page' }));

    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2, size: 20 }));
    // The reader is brought back to the top of the list, as a new page would.
    expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toHaveFocus();
    await waitFor(() => expect(api.lastList().searchParams.get('page')).toBe('2'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
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
});
