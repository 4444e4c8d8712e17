import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/config/languages';
import type { Schemas } from '@/openapi/types';
import { createApi } from '@/api/client';
import { i18n } from '@/src/core/i18n';
import { CarDetailScreen } from '@/src/features/cars/CarDetailScreen';
import { aCar, carId, someLocations } from '@/tests/support/catalog-fixtures';
import { apiBaseUrl, fail, getCar, getLocations, ok, server } from '@/tests/support/msw';
import { renderGuestApp } from '@/tests/support/render-app';
import { renderScreen } from '@/tests/support/render';

/** 10 June 2026, 09:00 local time. */
const now = new Date(2026, 5, 10, 9, 0);

/** The whole app at an address, msw answering the catalogue. */
function renderApp(path: string, { language = 'en', car = aCar() }: { language?: Language; car?: Schemas['Car'] | null } = {}) {
  const requests: URL[] = [];
  server.use(
    getCar(({ request }) => {
      requests.push(new URL(request.url));
      return car ? ok('getCar', car) : fail('NOT_FOUND');
    }),
    getLocations(() => ok('getLocations', someLocations)),
  );
  const { router, user } = renderGuestApp(path, { language, api: createApi({ baseUrl: apiBaseUrl }) });
  return Promise.resolve({ router, requests, user });
}

const extrasList = () => screen.getByTestId('car-extras');
const total = () => screen.getByTestId('car-price-total').textContent;

function extraValue(label: string) {
  const term = within(extrasList()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'], now });
});
afterEach(() => {
  vi.useRealTimers();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('car detail page', () => {
  it('loads the car in the current language and shows its specification', async () => {
    const { requests } = await renderApp(`/cars/bmw/x5/${carId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'BMW X5' })).toBeInTheDocument();
    expect(requests[0]?.searchParams.get('language')).toBe('en');
    const image = screen.getByRole('img', { name: 'BMW X5, 2024, black' });
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '200');
    expect(image).toHaveAttribute('src', '/cdn/cars/suv-000000.svg');

    const specs = screen.getByRole('region', { name: 'Specifications' });
    const value = (label: string) => within(specs).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Seats')).toBe('5');
    expect(value('Doors')).toBe('5');
    expect(value('Air conditioning')).toBe('Yes');
    expect(value('Mileage')).toBe('250 km/day');
    expect(value('Fuel policy')).toMatch(/^Like for like/);
    expect(value('Engine')).toBe('Hybrid');
    expect(value('Gearbox')).toBe('Automatic');
    expect(value('Deposit')).toBe('1,500 €');
    expect(screen.getByText('Gold supplier')).toBeInTheDocument();
    const avatar = screen.getByTestId('supplier-avatar');
    expect(avatar).toHaveAttribute('src', '/cdn/suppliers/rd-0b7285.svg');
    expect(avatar).toHaveAttribute('width', '60');
    expect(avatar).toHaveAttribute('height', '30');
    expect(document.title).toBe('BMW X5 for rent · Azura');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Rent the BMW X5 \(2024\)/);
  });

  it('shows unlimited mileage', async () => {
    await renderApp(`/cars/bmw/x5/${carId}`, { car: aCar({ mileage: -1 }) });
    const specs = await screen.findByRole('region', { name: 'Specifications' });
    expect(within(specs).getByText('Unlimited mileage')).toBeInTheDocument();
  });

  it('shows each extra as its price, Included or Not offered, and only offered extras in the calculator', async () => {
    await renderApp(`/cars/bmw/x5/${carId}`);
    await screen.findByRole('heading', { level: 1 });

    expect(extraValue('Cancellation')).toBe('25 € one-off');
    expect(extraValue('Amendments')).toBe('Included');
    expect(extraValue('Theft protection')).toBe('9 € per day');
    expect(extraValue('Collision damage waiver')).toBe('Not offered');
    expect(extraValue('Full insurance')).toBe('28 € per day');
    expect(extraValue('Additional driver')).toBe('Included');

    const calculator = screen.getByRole('region', { name: 'Price calculator' });
    expect(within(calculator).getByRole('checkbox', { name: /Amendments/ })).toBeChecked();
    expect(within(calculator).getByRole('checkbox', { name: /Amendments/ })).toBeDisabled();
    expect(within(calculator).getByRole('checkbox', { name: /Cancellation/ })).not.toBeChecked();
    // An included additional driver shows as every included extra: ticked for good, its meaning said (naming one is optional).
    expect(within(calculator).getByRole('checkbox', { name: /Additional driver/ })).toBeChecked();
    expect(within(calculator).getByRole('checkbox', { name: /Additional driver/ })).toBeDisabled();
    expect(within(calculator).queryByRole('checkbox', { name: /Collision damage waiver/ })).toBeNull();
    // 'Choose this car' opens the booking process with what the calculator holds (extras included with every booking count as chosen).
    const choose = new URL(within(calculator).getByRole('link', { name: 'Choose this car' }).getAttribute('href')!, 'http://localhost');
    expect(choose.pathname).toBe('/checkout');
    expect(choose.searchParams.get('offer')).toBe(carId);
    // Wall-clock times at the place, as picked: the same whatever the device's zone (and on the server's page).
    expect(choose.searchParams.get('from')).toBe('2026-06-11T10:00');
    expect(choose.searchParams.get('to')).toBe('2026-06-12T10:00');
    expect(choose.searchParams.get('extras')).toBe('amendments,additionalDriver');
    expect(screen.queryByText('Online booking is coming with the next release.')).toBeNull();
  });

  it('prices tomorrow 10:00 to the day after by default, and changes the total with an extra and with the dates', async () => {
    const { user } = await renderApp(`/cars/bmw/x5/${carId}`);
    const calculator = await screen.findByRole('region', { name: 'Price calculator' });

    expect(within(calculator).getByLabelText('Pick-up')).toHaveValue('2026-06-11T10:00');
    expect(within(calculator).getByLabelText('Drop-off')).toHaveValue('2026-06-12T10:00');
    expect(within(calculator).getByText('1 day')).toBeInTheDocument();
    expect(total()).toBe('1,234 €');

    await user.click(within(calculator).getByRole('checkbox', { name: /Theft protection/ }));
    expect(total()).toBe('1,243 €');
    const breakdown = within(calculator).getByLabelText('Price breakdown');
    expect(within(breakdown).getByText('Theft protection')).toBeInTheDocument();

    await user.click(within(calculator).getByRole('checkbox', { name: /Cancellation/ }));
    expect(total()).toBe('1,268 €');

    const dropOff = within(calculator).getByLabelText('Drop-off');
    await user.clear(dropOff);
    await user.type(dropOff, '2026-06-14T10:00');
    expect(within(calculator).getByText('3 days')).toBeInTheDocument();
    // 3 × 1234 + 3 × 9 + 25
    expect(total()).toBe('3,754 €');
  });

  it("starts from the dates of the search, on the place's clock", async () => {
    // The search's wall-clock time at the place; an instant (an older link) read on the place’s clock (Cannes, the car’s first place: UTC+2).
    await renderApp(`/cars/bmw/x5/${carId}?from=2026-07-01T09:30&to=${encodeURIComponent('2026-07-03T07:30:00.000Z')}`);
    const calculator = await screen.findByRole('region', { name: 'Price calculator' });
    expect(within(calculator).getByLabelText('Pick-up')).toHaveValue('2026-07-01T09:30');
    expect(within(calculator).getByLabelText('Drop-off')).toHaveValue('2026-07-03T09:30');
    expect(within(calculator).getByText(/^Cannes time \(GMT\+2\)\./)).toBeInTheDocument();
    expect(within(calculator).getByText('2 days')).toBeInTheDocument();
    expect(total()).toBe('2,468 €');
  });

  it('opens at the calculator when the visitor came to book', async () => {
    await renderApp(`/cars/bmw/x5/${carId}?book=1`);
    const calculator = await screen.findByRole('region', { name: 'Price calculator' });
    await waitFor(() => expect(within(calculator).getByLabelText('Pick-up')).toHaveFocus());
  });

  it('explains invalid dates instead of a price', async () => {
    const { user } = await renderApp(`/cars/bmw/x5/${carId}`);
    const calculator = await screen.findByRole('region', { name: 'Price calculator' });
    const dropOff = within(calculator).getByLabelText('Drop-off');
    await user.clear(dropOff);
    await user.type(dropOff, '2026-06-11T09:00');

    expect(within(calculator).getByRole('alert')).toHaveTextContent('The drop-off must be after the pick-up.');
    expect(screen.queryByTestId('car-price-total')).toBeNull();
    expect(dropOff).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the city of the address and preselects it as the pick-up location', async () => {
    await renderApp(`/cars/bmw/x5/${carId}/nice`);
    expect(await screen.findByRole('heading', { level: 1, name: 'BMW X5 in Nice' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pick-up location')).toHaveValue('nice');
  });

  it("starts with the place of the search it comes from, and takes it to the booking process", async () => {
    await renderApp(`/cars/bmw/x5/${carId}?place=cannes`);
    const calculator = await screen.findByRole('region', { name: 'Price calculator' });
    expect(within(calculator).getByLabelText('Pick-up location')).toHaveValue('cannes');
    const href = new URL(within(calculator).getByRole('link', { name: 'Choose this car' }).getAttribute('href')!, 'http://localhost');
    expect(href.searchParams.get('place')).toBe('cannes');
  });

  it('chooses the only place of a car offered at one, without asking', async () => {
    await renderApp(`/cars/bmw/x5/${carId}`, { car: aCar({ locations: ['monaco'] }) });
    const calculator = await screen.findByRole('region', { name: 'Price calculator' });
    expect(within(calculator).queryByLabelText('Pick-up location')).toBeNull();
    expect(within(calculator).getByText('Pick-up and drop-off: Monaco')).toBeInTheDocument();
    const href = new URL(within(calculator).getByRole('link', { name: 'Choose this car' }).getAttribute('href')!, 'http://localhost');
    expect(href.searchParams.get('place')).toBe('monaco');
  });

  it("takes the chosen place, extras and dates to the booking process with 'Choose this car'", async () => {
    const { user, router } = await renderApp(`/cars/bmw/x5/${carId}/nice`);
    const calculator = await screen.findByRole('region', { name: 'Price calculator' });
    await user.click(within(calculator).getByRole('checkbox', { name: /Cancellation/ }));
    // The included additional driver is ticked for good, like every extra included in the price, and says what it means.
    const secondDriver = within(calculator).getByRole('checkbox', { name: 'Additional driver (included: name a second driver when booking, if you wish)' });
    expect(secondDriver).toBeChecked();
    expect(secondDriver).toBeDisabled();
    const dropOff = within(calculator).getByLabelText('Drop-off');
    await user.clear(dropOff);
    await user.type(dropOff, '2026-06-14T10:00');

    const link = within(calculator).getByRole('link', { name: 'Choose this car' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.searchParams.get('place')).toBe('nice');
    expect(href.searchParams.get('extras')).toBe('cancellation,amendments,additionalDriver');
    expect(href.searchParams.get('to')).toBe('2026-06-14T10:00');
    expect(router.state.location.pathname).toBe(`/cars/bmw/x5/${carId}/nice`);
  });

  it('is the not-found page for a car that does not exist', async () => {
    await renderApp(`/cars/bmw/x5/${carId}`, { car: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeInTheDocument();
  });

  it('is the not-found page for an unknown city', async () => {
    await renderApp(`/cars/bmw/x5/${carId}/atlantis`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeInTheDocument();
  });

  it('shows prices the French way in French', async () => {
    const { requests } = await renderApp(`/fr/cars/bmw/x5/${carId}`, { language: 'fr' });
    await screen.findByRole('heading', { level: 1, name: 'BMW X5' });
    expect(requests[0]?.searchParams.get('language')).toBe('fr');
    await waitFor(() => expect(total()).toBe('1 234 €'));
    expect(extraValue('Cancellation')).toBe('25 € one-off');
  });
});

describe('car detail screen', () => {
  it('shows a price with cents', async () => {
    await renderScreen(<CarDetailScreen car={aCar({ price: 99.5 })} locations={someLocations} now={now} />);
    expect(total()).toBe('99.50 €');
  });
});
