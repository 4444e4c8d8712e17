import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultMapTileUrl, mapTileMeta } from '@/config/map-tiles';
import type { Language } from '@/config/languages';
import { createApi } from '@/api/client';
import { readMapTiles } from '@/src/core/map-tiles';
import { aLocation } from '@/tests/support/catalog-fixtures';
import { apiBaseUrl, getLocations, ok, searchCars, server } from '@/tests/support/msw';
import { renderGuestApp } from '@/tests/support/render-app';

const places = [
  aLocation('nice', 'Nice', { latitude: 43.7102, longitude: 7.262, carCount: 12, yachtCount: 3 }),
  aLocation('monaco', 'Monaco', { country: 'MC', latitude: 43.7384, longitude: 7.4246, carCount: 1, yachtCount: 1 }),
  aLocation('paris', 'Paris', { latitude: 48.8566, longitude: 2.3522, carCount: 8, yachtCount: 0 }),
  aLocation('lake-como', 'Lake Como', { country: 'IT', latitude: 45.9856, longitude: 9.2578, carCount: 2, yachtCount: 5 }),
];

function renderApp(path: string, language: Language = 'en') {
  const requests: URL[] = [];
  server.use(
    getLocations(({ request }) => {
      requests.push(new URL(request.url));
      return ok('getLocations', places);
    }),
    // The city pages the links lead to, and the home page.
    searchCars(() => ok('searchCars', { page: 1, size: 15, total: 0, items: [] })),
  );
  const { router, user } = renderGuestApp(path, { language, api: createApi({ baseUrl: apiBaseUrl }) });
  return { router, requests, user };
}

const list = async () => within(await screen.findByRole('region', { name: 'All locations' })).getByRole('list');

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  document.head.querySelectorAll('meta[name^="azura-map-tile"]').forEach((meta) => meta.remove());
});

describe('/location-on-map', () => {
  it('lists every place with its country, its numbers of cars and yachts, and links to them', async () => {
    const { requests } = renderApp('/location-on-map');

    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Nice', 'Monaco', 'Paris', 'Lake Como']);
    expect(requests[0]!.searchParams.get('language')).toBe('en');

    const [nice, monaco, paris, como] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(nice).getByText('France')).toBeInTheDocument();
    expect(within(nice).getByRole('link', { name: 'Nice' })).toHaveAttribute('href', '/cities/nice');
    expect(within(nice).getByRole('link', { name: '12 cars in Nice' })).toHaveAttribute('href', '/cities/nice');
    expect(within(nice).getByRole('link', { name: '3 yachts in Nice' })).toHaveAttribute('href', '/yachts?location=nice');

    expect(within(monaco).getByText('Monaco', { selector: 'p' })).toBeInTheDocument();
    expect(within(monaco).getByRole('link', { name: '1 car in Monaco' })).toHaveTextContent('1 car');
    expect(within(monaco).getByRole('link', { name: '1 yacht in Monaco' })).toHaveAttribute('href', '/yachts?location=monaco');

    // No yachts in Paris: the number is shown, without a link to an empty list.
    expect(within(paris).getByText('0 yachts')).toBeInTheDocument();
    expect(within(paris).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/cities/paris', '/cities/paris']);

    expect(within(como).getByText('Italy')).toBeInTheDocument();
    expect(within(como).getByRole('link', { name: '5 yachts in Lake Como' })).toHaveAttribute('href', '/yachts?location=lake-como');
  });

  it('names the page for the browser and search engines', async () => {
    renderApp('/location-on-map');

    expect(await screen.findByRole('heading', { level: 1, name: 'Our locations on a map' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Our locations on a map · Azura'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('rent a car or charter a yacht'));
  });

  it('puts a marker per place on a named map, each a button that opens links to its cars and yachts', async () => {
    const { router, user } = renderApp('/location-on-map');

    const map = await screen.findByRole('region', { name: 'Map of our locations' });
    const marker = await within(map).findByRole('button', { name: 'Nice: 12 cars, 3 yachts' });
    expect(within(map).getAllByRole('button', { name: /: \d+ cars?, \d+ yachts?$/ })).toHaveLength(places.length);
    expect(within(map).getByRole('button', { name: 'Paris: 8 cars, 0 yachts' })).toHaveTextContent('80');

    await user.click(marker);
    const cars = await within(map).findByRole('link', { name: 'Cars in Nice' });
    expect(within(map).getByText('12 cars · 3 yachts')).toBeInTheDocument();
    expect(within(map).getByRole('link', { name: 'Yachts in Nice' })).toHaveAttribute('href', '/yachts?location=nice');
    await waitFor(() => expect(cars).toHaveFocus());

    // Escape closes the popup and gives the focus back to the marker; Enter opens it again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(map).queryByRole('link', { name: 'Cars in Nice' })).not.toBeInTheDocument());
    expect(marker).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(map).getByRole('link', { name: 'Cars in Nice' })).toHaveFocus());

    await user.click(within(map).getByRole('link', { name: 'Cars in Nice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cities/nice'));
  });

  it('keeps the language prefix in every link', async () => {
    renderApp('/fr/location-on-map', 'fr');

    const items = within(await list()).getAllByRole('listitem');
    expect(within(items[0]!).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/fr/cities/nice',
      '/fr/cities/nice',
      '/fr/yachts?location=nice',
    ]);
    expect(within(items[0]!).getByText('France')).toBeInTheDocument();
  });

  it('is linked from the home page, under the city tiles', async () => {
    renderApp('/');

    const cities = await screen.findByRole('region', { name: /destinations with cars to rent/ });
    expect(within(cities).getByRole('link', { name: 'See all places on a map' })).toHaveAttribute('href', '/location-on-map');
  });
});

describe('the markers of places close together', () => {
  // jsdom lays nothing out: the map gets the size a screen would give it, so that it has a zoom.
  beforeEach(() => {
    for (const [name, value] of [['clientWidth', 800], ['clientHeight', 500]] as const) {
      Object.defineProperty(HTMLElement.prototype, name, {
        configurable: true,
        get(this: HTMLElement) {
          return this.classList.contains('leaflet-container') ? value : 0;
        },
      });
    }
  });
  afterEach(() => {
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  });

  it('are one cluster while their labels would overlap, which zooms in on them and hands the focus on', async () => {
    const { user } = renderApp('/location-on-map');

    const map = await screen.findByRole('region', { name: 'Map of our locations' });
    const cluster = await within(map).findByRole('button', { name: 'Zoom in on Nice and Monaco' });
    expect(cluster).toHaveTextContent('2 places');
    expect(within(map).queryByRole('button', { name: /^(Nice|Monaco): / })).not.toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Paris: 8 cars, 0 yachts' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Lake Como: 2 cars, 5 yachts' })).toBeInTheDocument();

    cluster.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(map).getByRole('button', { name: 'Nice: 12 cars, 3 yachts' })).toHaveFocus());
    expect(within(map).getByRole('button', { name: 'Monaco: 1 car, 1 yacht' })).toBeInTheDocument();
    expect(within(map).queryByRole('button', { name: /^Zoom in on/ })).not.toBeInTheDocument();
  });

  it('stay where the person zoomed when the places change under the map', async () => {
    const { router, user } = renderApp('/location-on-map');
    const map = await screen.findByRole('region', { name: 'Map of our locations' });
    (await within(map).findByRole('button', { name: 'Zoom in on Nice and Monaco' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(map).getByRole('button', { name: 'Nice: 12 cars, 3 yachts' })).toHaveFocus());

    // Meanwhile a place was added: the page's data loads again, and its marker joins the map without moving it.
    const marbella = aLocation('marbella', 'Marbella', { country: 'ES', latitude: 36.5101, longitude: -4.8825, carCount: 4, yachtCount: 0 });
    server.use(getLocations(() => ok('getLocations', [...places, marbella])));
    await router.invalidate();
    await within(await list()).findByRole('link', { name: 'Marbella' });
    expect(within(map).getByRole('button', { name: 'Marbella: 4 cars, 0 yachts' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Nice: 12 cars, 3 yachts' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Monaco: 1 car, 1 yacht' })).toBeInTheDocument();
    expect(within(map).queryByRole('button', { name: /^Zoom in on/ })).not.toBeInTheDocument();
  });
});

describe('the map tiles', () => {
  it('come from the meta tags the server writes, else from OpenStreetMap', () => {
    expect(readMapTiles().url).toBe(defaultMapTileUrl);
    const meta = document.createElement('meta');
    meta.name = mapTileMeta.url;
    meta.content = 'https://tiles.example.com/{z}/{x}/{y}.png';
    document.head.append(meta);
    const tiles = readMapTiles();
    expect(tiles.url).toBe('https://tiles.example.com/{z}/{x}/{y}.png');
    expect(tiles.attribution).toContain('OpenStreetMap');
  });
});
