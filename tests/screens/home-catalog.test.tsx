import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aCar, aLocation, someLocations } from '@/tests/support/catalog-fixtures';
import { fail, getLocations, getSuppliers, searchCars, server } from '@/tests/support/msw';
import { renderGuestApp } from '@/tests/support/render-app';

function catalogue() {
  const carRequests: URL[] = [];
  const locationRequests: URL[] = [];
  server.use(
    getLocations(({ request }) => {
      locationRequests.push(new URL(request.url));
      return HttpResponse.json([
        aLocation('antibes', 'Antibes', { carCount: 0, yachtCount: 0 }),
        ...someLocations,
        aLocation('lake-como', 'Lake Como', { carCount: 1, country: 'IT' }),
      ]);
    }),
    getSuppliers(() => HttpResponse.json([])),
    searchCars(({ request }) => {
      carRequests.push(new URL(request.url));
      const items = [aCar({ badges: ['now', 'onsale', 'delivery'] }), aCar({ _id: '6f1c2b3a-4d5e-4f60-8a7b-000000000002', brand: 'Fiat', model: '500', badges: [] })];
      return HttpResponse.json({ page: 1, size: 15, total: items.length, items });
    }),
  );
  return { carRequests, locationRequests };
}


beforeEach(() => {
  localStorage.clear();
});

describe('home page catalogue', () => {
  it('shows a tile per city with cars from the API, counted in the heading and the hero, with a link to the city page', async () => {
    const api = catalogue();
    renderGuestApp('/');

    // An admin's new place without cars yet (Antibes) is left out until it has one.
    const cities = await screen.findByRole('region', { name: '5 destinations with cars to rent' });
    const tiles = within(within(cities).getByRole('list')).getAllByRole('link');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Cannes10 cars', 'Monaco10 cars', 'Nice10 cars', 'Paris10 cars', 'Lake Como1 car']);
    expect(within(cities).getByRole('link', { name: /Lake Como/ })).toHaveAttribute('href', '/cities/lake-como');
    expect(api.locationRequests[0]!.searchParams.get('language')).toBe('en');
    expect(within(screen.getByRole('region', { name: /Drive the Riviera/ })).getByText('5 destinations')).toBeInTheDocument();
  });

  it('links each car category to its list', async () => {
    catalogue();
    renderGuestApp('/');

    const categories = await screen.findByRole('region', { name: 'Browse by category' });
    expect(within(categories).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'SUV', 'Cabrio', 'Luxury', 'Sports', 'Sedan', 'Electric', 'Coupe', 'Van',
    ]);
    expect(within(categories).getByRole('link', { name: 'SUV' })).toHaveAttribute('href', '/all-cars/category/suv');
    expect(within(categories).getByRole('link', { name: 'Cabrio' })).toHaveAttribute('href', '/all-cars/category/cabrio');
  });

  it('features a few available offers with their availability badges', async () => {
    const api = catalogue();
    renderGuestApp('/');

    const offers = await screen.findByRole('region', { name: 'Featured offers' });
    const bmw = await within(offers).findByRole('article', { name: 'BMW X5' });
    expect(within(within(bmw).getByRole('list', { name: 'Availability' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Available now',
      'On sale',
      'Delivery',
    ]);
    expect(within(bmw).getByText('1,234 € per day')).toBeInTheDocument();
    // The server offers only available cars to every search: the home page asks for a few, nothing more.
    expect(api.carRequests[0]!.searchParams.get('size')).toBe('4');
    expect(within(offers).getByRole('link', { name: 'See all cars' })).toHaveAttribute('href', '/all-cars');
  });

  it('searches with the place and the dates in the address of /search', async () => {
    const api = catalogue();
    const { router, user } = renderGuestApp('/');

    const form = await screen.findByRole('search', { name: 'Search cars' });
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Nice' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Place' }), 'nice');
    fireEvent.change(within(form).getByLabelText('Pick-up'), { target: { value: '2026-07-01T10:00' } });
    fireEvent.change(within(form).getByLabelText('Drop-off'), { target: { value: '2026-07-04T18:30' } });
    expect(within(form).getByLabelText('Pick-up')).toHaveAccessibleDescription('Nice time (GMT+2)');
    await user.click(within(form).getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toEqual({ location: 'nice', from: '2026-07-01T10:00', to: '2026-07-04T18:30' });
    await waitFor(() => expect(api.carRequests.at(-1)!.searchParams.get('location')).toBe('nice'));
    // 10:00 in Nice (UTC+2 in July), whatever the device's zone; the form names that clock.
    expect(api.carRequests.at(-1)!.searchParams.get('from')).toBe('2026-07-01T08:00:00.000Z');
  });

  it('refuses a drop-off before the pick-up', async () => {
    catalogue();
    const { router, user } = renderGuestApp('/');

    const form = await screen.findByRole('search', { name: 'Search cars' });
    fireEvent.change(within(form).getByLabelText('Pick-up'), { target: { value: '2026-07-04T10:00' } });
    fireEvent.change(within(form).getByLabelText('Drop-off'), { target: { value: '2026-07-01T10:00' } });
    await user.click(within(form).getByRole('button', { name: 'Search' }));

    expect(await within(form).findByText('The drop-off must be after the pick-up.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('/cities/<city> chooses the city in the form and shows its cars', async () => {
    const api = catalogue();
    const { router, user } = renderGuestApp('/cities/nice');

    expect(await screen.findByRole('heading', { name: 'Cars in Nice' })).toBeInTheDocument();
    expect(api.carRequests[0]!.searchParams.get('location')).toBe('nice');
    const form = screen.getByRole('search', { name: 'Search cars' });
    expect(within(form).getByRole('combobox', { name: 'Place' })).toHaveValue('nice');
    expect(screen.getByRole('link', { name: /^Nice/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'See all cars in Nice' })).toHaveAttribute('href', '/all-cars/nice');

    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toEqual({ location: 'nice' });
  });

  it('still shows the page when the catalogue cannot be reached', async () => {
    server.use(
      getLocations(() => fail('SERVICE_UNAVAILABLE')),
      searchCars(() => fail('SERVICE_UNAVAILABLE')),
    );
    const error = console.error;
    console.error = () => {};
    try {
      renderGuestApp('/');
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Drive the Riviera. Sail the Med.');
      expect(screen.getByRole('search', { name: 'Search cars' })).toBeInTheDocument();
      expect(await screen.findByText('No cars.')).toBeInTheDocument();
    } finally {
      console.error = error;
    }
  });
});
