import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { wallClockOf } from '@/domain/zoned-time';

/** An instant as the dates step shows it: on the clock of the car's place (Nice: Europe/Paris), whatever the device's zone. */
const nice = (instant: string | number | Date) => wallClockOf(instant, 'Europe/Paris');
import { bookingStorageKey } from '@/src/features/booking/booking-storage';
import { carOffer, driverUser, dropOff, pickUp, yachtOffer } from '@/tests/support/booking-fixtures';
import {
  backend,
  bookingProcessPath,
  renderApp,
  stepHeading,
  currentStep,
  total,
  field,
  next,
  back,
  bookedCarId,
  setUpBookingProcessTests,
} from '@/tests/support/booking-process-app';
import { searchCars, server } from '@/tests/support/msw';

setUpBookingProcessTests();

describe('booking process: the route', () => {
  it('loads the offer, its supplier and places, and starts on the dates of the address', async () => {
    const { requests } = backend();
    await renderApp(bookingProcessPath());

    expect(await screen.findByRole('heading', { level: 1, name: 'Book the BMW X5' })).toBeInTheDocument();
    expect(screen.getByText('Offered by Riviera Drive')).toBeInTheDocument();
    expect(document.title).toBe('Book the BMW X5 · Azura');
    expect(currentStep()).toBe('dates');
    const steps = within(screen.getByRole('navigation', { name: 'Booking steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-step'))).toEqual(['dates', 'extras', 'driver', 'payment', 'review']);
    expect(field('from')).toHaveValue(nice(pickUp));
    expect(field('to')).toHaveValue(nice(dropOff));
    expect(field('to')).toHaveAccessibleDescription('Nice time (GMT+2)');
    expect(screen.getByLabelText(/^Pick-up location/)).toHaveValue('nice');
    expect(within(screen.getByLabelText(/^Drop-off location/)).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a location',
      'Nice',
      'Cannes',
    ]);
    expect(total()).toBe('300 €');
    expect(requests.find((r) => r.operation === 'getOffer')?.url.searchParams.get('language')).toBe('en');
    expect(requests.find((r) => r.operation === 'getWallet')?.url.pathname).toBe(`/api/user/${driverUser._id}/wallet`);
  });

  it("starts with the place and extras the offer's page chose", async () => {
    backend();
    const app = await renderApp(bookingProcessPath(carOffer, '&place=cannes&extras=theftProtection,collisionDamageWaiver'));
    await stepHeading('When and where?');
    expect(screen.getByLabelText(/^Pick-up location/)).toHaveValue('cannes');
    expect(total()).toBe('330 €');
    await next(app);
    expect(await screen.findByRole('checkbox', { name: /Theft protection/ })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Collision damage waiver/ })).toBeNull();
    // An extra the car includes is chosen and stays so.
    expect(screen.getByRole('checkbox', { name: /Amendments/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Amendments/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Cancellation/ })).not.toBeChecked();
  });

  it('is the not-found page for an unknown offer', async () => {
    backend();
    await renderApp('/checkout?offer=00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeInTheDocument();
  });

  it.each([
    ['/checkout', 'en', '/search'],
    ['/mobile/individualOffer/BookingProcess', 'en', '/search'],
    ['/fr/mobile/individualOffer/BookingProcess', 'fr', '/fr/search'],
    ['/ru/mobile/individualOffer/BookingProcess?offer=', 'ru', '/ru/search'],
  ] as const)('without an offer (%s), leads to the search, saying to choose a car or a yacht first', async (path, language, searchPath) => {
    const { requests } = backend();
    server.use(searchCars(() => HttpResponse.json({ page: 1, size: 15, total: 0, items: [] })));
    const { history } = await renderApp(path, { language });
    expect(await screen.findByTestId('choose-offer')).toHaveTextContent('Choose a car or a yacht to book first.');
    expect(within(screen.getByTestId('choose-offer')).getByRole('link', { name: 'see the yachts' })).toHaveAttribute('href', searchPath.replace('search', 'yachts'));
    expect(screen.queryByText('Nothing to see here!')).toBeNull();
    // The booking process's address is replaced, not rewritten to `?offer=`: Back does not return to it.
    expect(history.location.pathname).toBe(searchPath);
    expect(history.location.search).toBe('?why=choose-offer');
    expect(history.length).toBe(1);
    expect(requests.filter((r) => r.operation === 'getOffer')).toHaveLength(0);
  });

  it('drops the reason with the first change of the filters', async () => {
    backend();
    server.use(searchCars(() => HttpResponse.json({ page: 1, size: 15, total: 0, items: [] })));
    const { history, user } = await renderApp('/checkout');
    await screen.findByTestId('choose-offer');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'newest');
    await waitFor(() => expect(history.location.search).toBe('?sort=newest'));
    expect(screen.queryByTestId('choose-offer')).toBeNull();
  });

  it('is the not-found page when the offer id is not one', async () => {
    const { requests } = backend();
    await renderApp('/checkout?offer=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeInTheDocument();
    expect(requests.filter((r) => r.operation === 'getOffer')).toHaveLength(0);
  });

  it('has no extras step for a yacht', async () => {
    backend({ offer: yachtOffer });
    const app = await renderApp(bookingProcessPath(yachtOffer));
    await stepHeading('When and where?');
    const steps = within(screen.getByRole('navigation', { name: 'Booking steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-step'))).toEqual(['dates', 'driver', 'payment', 'review']);
    expect(total()).toBe('7,500 €');
    await next(app);
    expect(await stepHeading('Who is booking?')).toHaveFocus();
  });
});

describe('booking process: dates', () => {
  it('does not ask for the place of a yacht offered at one: it is chosen and said, and the dates step goes on', async () => {
    const oneHarbour: typeof yachtOffer = yachtOffer.kind === 'yacht' ? { kind: 'yacht', yacht: { ...yachtOffer.yacht, locations: ['monaco'] } } : yachtOffer;
    const { of } = backend({ offer: oneHarbour });
    const app = await renderApp(bookingProcessPath(oneHarbour));
    await stepHeading('When and where?');

    expect(screen.queryByLabelText(/^Pick-up location/)).toBeNull();
    expect(screen.queryByLabelText(/^Drop-off location/)).toBeNull();
    expect(screen.getByText('Pick-up and drop-off: Monaco')).toBeInTheDocument();
    await next(app);
    expect(await stepHeading('Who is booking?')).toBeInTheDocument();
    expect(of('createBooking')).toHaveLength(0);
  });

  it('shows each wrong field under it, sums them up and focuses the first one', async () => {
    backend();
    const app = await renderApp(`/checkout?offer=${carOffer.kind === 'car' ? carOffer.car._id : ''}`);
    await stepHeading('When and where?');
    fireEvent.change(field('pickUpLocation'), { target: { value: '' } });
    expect(screen.getByText('Choose valid dates to see the price.')).toBeInTheDocument();
    await next(app);

    expect(field('from')).toHaveAccessibleDescription('Please fill in the field: Pick-up');
    expect(field('to')).toHaveAccessibleDescription('Please fill in the field: Drop-off');
    expect(field('pickUpLocation')).toHaveAccessibleDescription('Please fill in the field: Pick-up location');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Please fix errors.');
    expect(summary).toHaveTextContent('Please fill in the fields: Pick-up, Drop-off, Pick-up location');
    expect(field('from')).toHaveFocus();
    expect(currentStep()).toBe('dates');

    fireEvent.change(field('from'), { target: { value: '2026-06-09T10:00' } });
    fireEvent.change(field('to'), { target: { value: '2026-06-08T10:00' } });
    fireEvent.change(field('pickUpLocation'), { target: { value: 'cannes' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await next(app);
    expect(field('from')).toHaveAccessibleDescription('The pick-up date is in the past: please choose a later one.');
    expect(field('to')).toHaveAccessibleDescription('The drop-off must be after the pick-up.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix errors.');
  });

  it('says the booking limits before the driver tries, offers no day past them, and names the limit a date breaks', async () => {
    backend();
    const app = await renderApp(bookingProcessPath());
    await stepHeading('When and where?');
    // 10 June 2026 09:00 (bookingNow): 548 days ahead is 10 December 2027, 09:00; from the pick-up of 1 July, 90 days.
    // On Nice's clock: 10:00 there in December (UTC+1).
    expect(field('from')).toHaveAccessibleDescription('Nice time (GMT+2). Bookings open up to 548 days ahead, for at most 90 days.');
    expect(field('from')).toHaveAttribute('max', '2027-12-10T10:00');
    expect(field('to')).toHaveAttribute('max', nice(new Date(pickUp).getTime() + 90 * 86_400_000));

    fireEvent.change(field('to'), { target: { value: nice(new Date(pickUp).getTime() + 91 * 86_400_000) } });
    await next(app);
    expect(field('to')).toHaveAccessibleDescription('A rental lasts at most 90 days: please choose an earlier drop-off.');
    expect(currentStep()).toBe('dates');

    fireEvent.change(field('from'), { target: { value: '9999-01-01T10:00' } });
    fireEvent.change(field('to'), { target: { value: '9999-01-02T10:00' } });
    await next(app);
    expect(field('from')).toHaveAccessibleDescription('The pick-up can be at most 548 days ahead: please choose an earlier date.');
    expect(currentStep()).toBe('dates');
  });

  it('prices the new dates at once', async () => {
    backend();
    await renderApp(bookingProcessPath());
    await stepHeading('When and where?');
    fireEvent.change(field('to'), { target: { value: nice(new Date(pickUp).getTime() + 86_400_000) } });
    expect(total()).toBe('100 €');
    expect(screen.getByTestId('action-bar-total')).toHaveTextContent('100 €');
  });
});

describe('booking process: steps in the address', () => {
  it('keeps the step in the address, and moves between steps with the browser buttons', async () => {
    backend();
    const app = await renderApp(bookingProcessPath());
    await stepHeading('When and where?');
    expect(app.router.state.location.search).toMatchObject({ offer: carOffer.kind === 'car' ? carOffer.car._id : '' });

    await next(app);
    expect(await stepHeading('Choose your extras')).toHaveFocus();
    await waitFor(() => expect(app.router.state.location.search.step).toBe('extras'));
    await next(app);
    await stepHeading('Who is driving?');
    await waitFor(() => expect(app.router.state.location.search.step).toBe('driver'));

    act(() => app.history.back());
    expect(await stepHeading('Choose your extras')).toBeInTheDocument();
    expect(app.router.state.location.search.step).toBe('extras');
    act(() => app.history.back());
    expect(await stepHeading('When and where?')).toBeInTheDocument();
    act(() => app.history.forward());
    expect(await stepHeading('Choose your extras')).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.search.step).toBe('extras'));

    // The Back button makes a new entry, as any step change does: the browser's back returns to the extras.
    await back(app);
    await stepHeading('When and where?');
    await waitFor(() => expect(app.router.state.location.search.step).toBe('dates'));
    act(() => app.history.back());
    expect(await stepHeading('Choose your extras')).toBeInTheDocument();
    expect(app.router.state.location.search.step).toBe('extras');
  });

  it('stays on a step the dates cannot leave when the browser goes forward', async () => {
    backend();
    const app = await renderApp(bookingProcessPath());
    await stepHeading('When and where?');
    await next(app);
    await stepHeading('Choose your extras');
    act(() => app.history.back());
    await stepHeading('When and where?');
    fireEvent.change(field('from'), { target: { value: '' } });

    act(() => app.history.forward());
    await waitFor(() => expect(app.router.state.location.search.step).toBe('dates'));
    expect(await stepHeading('When and where?')).toBeInTheDocument();
    expect(field('from')).toHaveAccessibleDescription('Please fill in the field: Pick-up');
  });
});

describe('booking process: kept across a reload', () => {
  it('resumes the same step with the same values, and starts afresh for other dates', async () => {
    backend();
    const first = await renderApp(bookingProcessPath());
    await stepHeading('When and where?');
    fireEvent.change(field('dropOffLocation'), { target: { value: 'cannes' } });
    await next(first);
    await first.user.click(await screen.findByRole('checkbox', { name: /Full insurance/ }));
    await next(first);
    await stepHeading('Who is driving?');
    await first.user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
    await waitFor(() => expect(first.router.state.location.search.step).toBe('driver'));
    const address = first.router.state.location.href;
    first.view.unmount();

    const stored: unknown = JSON.parse(sessionStorage.getItem(bookingStorageKey(bookedCarId))!);
    expect(stored).toHaveProperty('snapshot.value', { driver: { signedIn: 'editing' } });
    expect(stored).toHaveProperty('snapshot.context.driver');
    expect(stored).not.toHaveProperty('snapshot.context.driver.token');

    const reloaded = await renderApp(address);
    expect(await stepHeading('Who is driving?')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ })).toBeChecked();
    expect(total()).toBe('421.50 €');
    await back(reloaded);
    expect(await screen.findByRole('checkbox', { name: /Full insurance/ })).toBeChecked();
    reloaded.view.unmount();

    await renderApp(`/checkout?offer=${bookedCarId}&from=${encodeURIComponent(pickUp)}`);
    await stepHeading('When and where?');
    expect(field('to')).toHaveValue('');
  });
});

describe('booking process on a phone (/mobile/individualOffer/BookingProcess)', () => {
  it('shows one step per screen with the total and the next button in a bar, and the price on the review', async () => {
    backend();
    const app = await renderApp(`/mobile/individualOffer/BookingProcess?offer=${bookedCarId}&from=${encodeURIComponent(pickUp)}&to=${encodeURIComponent(dropOff)}`);
    await stepHeading('When and where?');
    expect(screen.queryByRole('region', { name: 'Price details' })).toBeNull();
    expect(screen.getByTestId('action-bar-total')).toHaveTextContent('300 €');
    await next(app);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/mobile/individualOffer/BookingProcess'));
    expect(app.router.state.location.search.step).toBe('extras');
    await next(app);
    await app.user.click(await screen.findByRole('checkbox', { name: /I accept the Terms of Use/ }));
    await next(app);
    await app.user.click(await screen.findByRole('radio', { name: /Pay online/ }));
    await next(app);
    await stepHeading('Review your booking');
    expect(screen.getByRole('region', { name: 'Price details' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/mobile/individualOffer/BookingProcess/checkout'));
  });
});
