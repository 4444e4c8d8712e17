import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { validateCarSearch } from '@/src/features/cars/search-params';
import { catalogue, group, openFilters } from '@/tests/support/car-search-screen';
import { aCar, carId } from '@/tests/support/catalog-fixtures';
import { getCar, server } from '@/tests/support/msw';
import { renderGuestApp } from '@/tests/support/render-app';

beforeEach(() => {
  localStorage.clear();
});

describe('search parameters', () => {
  it('reads every filter from the address and asks the API with it', async () => {
    const api = catalogue();
    renderGuestApp(
      '/search?location=nice&from=2026-07-01T10:00&to=2026-07-03T10:00&bodyType=suv&bodyType=van&category=luxury' +
        '&brand=BMW&seats=4&seats=5&gearbox=automatic&engineType=hybrid&fuelPolicy=freeTank&mileage=unlimited' +
        '&deposit=500&supplier=riviera-drive&minPrice=50&maxPrice=900&q=x5&sort=priceAsc&page=2',
    );

    await waitFor(() => expect(api.requests).toHaveLength(1));
    const query = api.last().searchParams;
    expect(query.get('location')).toBe('nice');
    // The address's times are Nice's clock (UTC+2 in July), whatever the device's zone.
    expect(query.get('from')).toBe('2026-07-01T08:00:00.000Z');
    expect(query.get('to')).toBe('2026-07-03T08:00:00.000Z');
    expect(query.getAll('bodyType')).toEqual(['suv', 'van']);
    expect(query.getAll('category')).toEqual(['luxury']);
    expect(query.getAll('brand')).toEqual(['BMW']);
    expect(query.getAll('seats')).toEqual(['4', '5']);
    expect(query.getAll('gearbox')).toEqual(['automatic']);
    expect(query.getAll('engineType')).toEqual(['hybrid']);
    expect(query.getAll('fuelPolicy')).toEqual(['freeTank']);
    expect(query.getAll('supplier')).toEqual(['riviera-drive']);
    expect(Object.fromEntries(['mileage', 'deposit', 'minPrice', 'maxPrice', 'q', 'sort', 'page', 'size', 'language'].map((k) => [k, query.get(k)]))).toEqual({
      mileage: 'unlimited',
      deposit: '500',
      minPrice: '50',
      maxPrice: '900',
      q: 'x5',
      sort: 'priceAsc',
      page: '2',
      size: '15',
      language: 'en',
    });
  });

  it('shows the address filters, puts a changed filter in the address, and back restores it', async () => {
    const api = catalogue();
    const { router, user } = renderGuestApp('/search?location=nice&bodyType=suv&sort=priceAsc');

    const panel = await openFilters(user);
    expect(within(panel).getByRole('combobox', { name: 'Place' })).toHaveValue('nice');
    expect(within(group(panel, 'Body type')).getByRole('checkbox', { name: 'SUV' })).toBeChecked();
    expect(within(group(panel, 'Body type')).getByRole('checkbox', { name: 'Van' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priceAsc');
    expect(await screen.findByText('3 cars found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);

    await user.click(within(group(panel, 'Gearbox')).getByRole('checkbox', { name: 'Automatic' }));

    // The address holds lists as plain comma-separated values.
    await waitFor(() => expect(router.state.location.search).toMatchObject({ gearbox: 'automatic' }));
    expect(router.state.location.searchStr).toBe('?location=nice&bodyType=suv&sort=priceAsc&gearbox=automatic');
    await waitFor(() => expect(api.last().searchParams.getAll('gearbox')).toEqual(['automatic']));
    expect(within(group(panel, 'Gearbox')).getByRole('checkbox', { name: 'Automatic' })).toBeChecked();

    router.history.back();

    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('gearbox'));
    expect(router.state.location.search).toMatchObject({ location: 'nice', bodyType: 'suv', sort: 'priceAsc' });
    await waitFor(() =>
      expect(within(group(openedPanel(), 'Gearbox')).getByRole('checkbox', { name: 'Automatic' })).not.toBeChecked(),
    );
    await waitFor(() => expect(api.last().searchParams.getAll('gearbox')).toEqual([]));
  });

  it('changes the sort and the place from their selects', async () => {
    const api = catalogue();
    const { router, user } = renderGuestApp('/search?page=2');
    const panel = await openFilters(user);
    await waitFor(() => expect(within(panel).getByRole('option', { name: 'Nice' })).toBeInTheDocument());

    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Place' }), 'nice');
    await waitFor(() => expect(router.state.location.search).toEqual({ location: 'nice' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'priceDesc');
    await waitFor(() => expect(router.state.location.search).toEqual({ location: 'nice', sort: 'priceDesc' }));
    await waitFor(() => expect(api.last().searchParams.get('sort')).toBe('priceDesc'));
    expect(api.last().searchParams.get('page')).toBe('1');
  });

  it('drops invalid parameters instead of failing', async () => {
    const api = catalogue();
    const { router, user } = renderGuestApp(
      '/search?bodyType=boat&bodyType=suv&seats=12&deposit=300&sort=cheapest&page=-1&location=Nice!&from=tomorrow' +
        '&minPrice=-5&mileage=lots&availability=maybe&gearbox=7&q=bmw&scroll=sideways',
    );

    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect([...api.last().searchParams.entries()].sort()).toEqual(
      [['bodyType', 'suv'], ['language', 'en'], ['page', '1'], ['q', 'bmw'], ['size', '15']].sort(),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Search cars' })).toBeInTheDocument();
    expect(await screen.findByText('3 cars found')).toBeInTheDocument();

    // The next change writes only the valid filters back to the address.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    await waitFor(() => expect(router.state.location.search).toEqual({ bodyType: 'suv', q: 'bmw', sort: 'newest' }));
  });

  it('changes the page param with the pagination, 15 cars a page', async () => {
    const api = catalogue({ total: 40 });
    const { router, user } = renderGuestApp('/search?location=nice');

    expect(await screen.findByText('40 cars found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(15);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));

    await waitFor(() => expect(router.state.location.search).toEqual({ location: 'nice', page: 3 }));
    await waitFor(() => expect(api.last().searchParams.get('page')).toBe('3'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));

    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ location: 'nice', page: 2 }));
  });

  it('appends the next page with infinite scrolling, without a page param', async () => {
    const api = catalogue({ total: 20 });
    const { user } = renderGuestApp('/search?scroll=infinite&page=3');

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15));
    expect(api.requests[0]!.searchParams.get('page')).toBe('1');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more cars' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(api.requests.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    // Only the first card's image is asked for at once; the others when scrolled to.
    const loading = screen.getAllByRole('article').map((card) => within(card).getAllByRole('img')[0]!.getAttribute('loading'));
    expect(loading).toEqual(['eager', ...Array<string>(19).fill('lazy')]);
    expect(screen.queryByRole('button', { name: 'Show more cars' })).not.toBeInTheDocument();
  });

  it('shows a car card with its specs, price and links to the car page', async () => {
    catalogue({ total: 1 });
    renderGuestApp('/search?from=2026-07-01T10:00&to=2026-07-03T10:00');

    const card = await screen.findByRole('article', { name: 'BMW Model 1' });
    const image = within(card).getByRole('img', { name: 'BMW Model 1' });
    // The first card's image is the page's largest paint: asked for at once and first.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '200');
    for (const text of ['5 seats', 'Automatic', 'Hybrid', '250 km/day', 'Air conditioning', 'Riviera Drive', 'Available now', '1,234 € per day']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    const id = '6f1c2b3a-4d5e-4f60-8a7b-000000000000';
    expect(within(card).getByRole('link', { name: 'View BMW Model 1' })).toHaveAttribute(
      'href',
      `/cars/bmw/model-1/${id}?from=2026-07-01T10%3A00&to=2026-07-03T10%3A00`,
    );
    expect(within(card).getByRole('link', { name: 'Book BMW Model 1' }).getAttribute('href')).toContain('book=1');
  });

  it("carries the searched place to the car's page, with the dates", async () => {
    catalogue({ total: 1 });
    renderGuestApp('/search?location=cannes&from=2026-07-01T10:00&to=2026-07-03T10:00');

    const card = await screen.findByRole('article', { name: 'BMW Model 1' });
    for (const name of ['View BMW Model 1', 'Book BMW Model 1']) {
      const href = new URL(within(card).getByRole('link', { name }).getAttribute('href')!, 'http://localhost');
      expect(href.searchParams.get('place')).toBe('cannes');
      expect(href.searchParams.get('from')).toBe('2026-07-01T10:00');
    }
  });

  it('/all-cars/<city> and /all-cars/category/<category>/<carId> preset the filters and put the car first', async () => {
    const api = catalogue({ total: 2 });
    server.use(getCar(() => HttpResponse.json(aCar({ model: 'X5' }))));
    const { user } = renderGuestApp(`/all-cars/category/suv/${carId}/nice`);

    expect(await screen.findByRole('heading', { level: 1, name: 'SUV cars in Nice' })).toBeInTheDocument();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.last().searchParams.get('location')).toBe('nice');
    expect(api.last().searchParams.getAll('category')).toEqual(['SUV']);
    const cards = await screen.findAllByRole('article');
    expect(cards[0]).toHaveAccessibleName('BMW X5');
    expect(within(cards[0]!).getByText('Selected car')).toBeInTheDocument();

    const panel = await openFilters(user);
    expect(within(panel).queryByRole('combobox', { name: 'Place' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('group', { name: 'Category' })).not.toBeInTheDocument();
  });

  it('/all-cars/car/<carId> of a car its supplier made unavailable lists the cars on offer without it', async () => {
    catalogue({ total: 2 });
    server.use(getCar(() => HttpResponse.json(aCar({ model: 'X5', available: false }))));
    renderGuestApp(`/all-cars/car/${carId}`);

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['BMW Model 1', 'BMW Model 2']);
    expect(screen.queryByText('Selected car')).toBeNull();
  });

  it('shows the not-found page for an unknown category', async () => {
    catalogue();
    renderGuestApp('/all-cars/category/boats');
    expect(await screen.findByRole('heading', { name: 'Nothing to see here!' })).toBeInTheDocument();
  });
});

function openedPanel() {
  return screen.getByRole('search', { name: 'Filters' });
}

describe('validateCarSearch', () => {
  it('keeps valid values, from arrays, single values or comma lists', () => {
    expect(validateCarSearch({ bodyType: 'suv,van', seats: 4, category: ['SUV', 'SUV', 'boat'], deposit: '250' })).toEqual({
      bodyType: ['suv', 'van'],
      seats: [4],
      category: ['SUV'],
      deposit: 250,
    });
  });

  it('drops a drop-off that is not after the pick-up, and page 1', () => {
    expect(validateCarSearch({ from: '2026-07-03T10:00', to: '2026-07-01T10:00', page: 1 })).toEqual({ from: '2026-07-03T10:00' });
  });
});
