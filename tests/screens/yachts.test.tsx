import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/config/languages';
import type { Schemas } from '@/openapi/types';
import { createApi } from '@/api/client';
import { aYacht, someLocations, someYachts, yachtId } from '@/tests/support/catalog-fixtures';
import { apiBaseUrl, fail, getLocations, getYacht, ok, searchYachts, server } from '@/tests/support/msw';
import { renderGuestApp } from '@/tests/support/render-app';

const now = new Date(2026, 5, 10, 9, 0);

/** 65 yachts in the catalogue: three pages of 30. */
const total = 65;

function pageOf(url: URL): Schemas['YachtPage'] {
  const page = Number(url.searchParams.get('page') ?? '1');
  const size = Number(url.searchParams.get('size') ?? '30');
  const start = (page - 1) * size;
  return { page, size, total, items: someYachts(Math.max(0, Math.min(size, total - start)), start) };
}

function renderApp(
  path: string,
  { yachts = pageOf, yacht = aYacht(), language = 'en' }: { yachts?: typeof pageOf; yacht?: Schemas['Yacht']; language?: Language } = {},
) {
  const searches: URL[] = [];
  server.use(
    searchYachts(({ request }) => {
      const url = new URL(request.url);
      searches.push(url);
      return ok('searchYachts', yachts(url));
    }),
    getYacht(({ params }) => (params.id === yachtId ? ok('getYacht', yacht) : fail('NOT_FOUND'))),
    getLocations(() => ok('getLocations', someLocations)),
  );
  const { router, user } = renderGuestApp(path, { language, api: createApi({ baseUrl: apiBaseUrl }) });
  return Promise.resolve({ router, searches, user });
}

const cards = () => within(screen.getByRole('region', { name: 'Yachts for charter' })).getAllByRole('article');

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'], now });
});
afterEach(() => vi.useRealTimers());

describe('yachts page', () => {
  it('lists the first 30 yachts as cards with their figures and a link to each', async () => {
    const { searches } = await renderApp('/yachts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sail the Mediterranean' })).toBeInTheDocument();
    expect(searches[0]?.searchParams.get('size')).toBe('30');
    expect(searches[0]?.searchParams.get('page')).toBe('1');
    expect(searches[0]?.searchParams.get('language')).toBe('en');
    expect(cards()).toHaveLength(30);
    expect(screen.getByText('65 yachts')).toBeInTheDocument();

    const first = cards()[0]!;
    expect(within(first).getByRole('heading', { level: 3, name: 'Sunseeker Model 1' })).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Sunseeker Model 1' })).toHaveAttribute('width', '300');
    expect(within(first).getByText('Motor yacht')).toBeInTheDocument();
    expect(within(first).getByText('16.8 m')).toBeInTheDocument();
    expect(within(first).getByText('8 guests')).toBeInTheDocument();
    expect(within(first).getByText('3 cabins')).toBeInTheDocument();
    expect(within(first).getByText('2,500 € per day')).toBeInTheDocument();
    expect(within(first).getByText('VIP supplier')).toBeInTheDocument();
    expect(within(first).getByText('On sale')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Sunseeker Model 1' })).toHaveAttribute(
      'href',
      '/yachts/sunseeker/model-1/7a2d3c4b-5e6f-4a71-9b8c-000000000000',
    );
  });

  it('links the yacht kinds to their category pages', async () => {
    await renderApp('/yachts');
    const kinds = await screen.findByRole('list', { name: 'Yacht types' });
    expect(within(kinds).getByRole('link', { name: 'Catamarans' })).toHaveAttribute('href', '/all-yachts/category/catamaran');
    expect(within(kinds).getAllByRole('link')).toHaveLength(5);
  });

  it('pages with the page search parameter', async () => {
    const { router, searches, user } = await renderApp('/yachts');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).queryByRole('link', { name: 'Previous' })).toBeNull();

    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    await screen.findByRole('heading', { level: 3, name: 'Sunseeker Model 31' });
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(searches.at(-1)?.searchParams.get('page')).toBe('2');

    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Page 3' }));
    await screen.findByRole('heading', { level: 3, name: 'Sunseeker Model 61' });
    expect(cards()).toHaveLength(5);
    expect(router.state.location.search).toEqual({ page: 3 });
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).queryByRole('link', { name: 'Next' })).toBeNull();

    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Page 1' }));
    await screen.findByRole('heading', { level: 3, name: 'Sunseeker Model 1' });
    expect(router.state.location.search).toEqual({});
  });

  it('opens at the page of the address', async () => {
    const { searches } = await renderApp('/yachts?page=2');
    await screen.findByRole('heading', { level: 3, name: 'Sunseeker Model 31' });
    expect(searches[0]?.searchParams.get('page')).toBe('2');
  });

  it('searches by location and guests from the first page', async () => {
    const { router, searches, user } = await renderApp('/yachts?page=2');
    await screen.findByRole('heading', { level: 3, name: 'Sunseeker Model 31' });
    const form = screen.getByRole('search', { name: 'Search yachts' });
    const location = within(form).getByLabelText('Location');
    expect(within(location).queryByRole('option', { name: 'Paris' })).toBeNull();
    await user.selectOptions(location, 'nice');
    await user.type(within(form).getByLabelText('Guests'), '6');
    await user.click(within(form).getByRole('button', { name: 'Search' }));

    await vi.waitFor(() => expect(router.state.location.search).toEqual({ location: 'nice', guests: 6 }));
    await vi.waitFor(() => expect(searches.at(-1)?.searchParams.get('location')).toBe('nice'));
    expect(searches.at(-1)?.searchParams.get('guests')).toBe('6');
    expect(searches.at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('says so when no yacht matches', async () => {
    await renderApp('/yachts', { yachts: () => ({ page: 1, size: 30, total: 0, items: [] }) });
    expect(await screen.findByText('No yachts.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});

describe('yachts of a kind', () => {
  it('lists the yachts of the kind of the address', async () => {
    const { searches } = await renderApp('/all-yachts/category/catamaran');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catamarans' })).toBeInTheDocument();
    expect(searches[0]?.searchParams.getAll('kind')).toEqual(['catamaran']);
    expect(cards()).toHaveLength(30);
    expect(screen.getByRole('link', { name: 'Catamarans' })).toHaveAttribute('aria-current', 'page');
  });

  it('is the not-found page for an unknown kind', async () => {
    const { searches } = await renderApp('/all-yachts/category/submarine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeInTheDocument();
    expect(searches).toHaveLength(0);
  });
});

describe('yacht detail page', () => {
  it('shows the yacht, its supplier, places and the price for the chosen dates', async () => {
    const { user } = await renderApp(`/yachts/sunseeker/manhattan-55/${yachtId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunseeker Manhattan 55' })).toBeInTheDocument();
    const specs = screen.getByRole('region', { name: 'Specifications' });
    const value = (label: string) => within(specs).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Type')).toBe('Motor yacht');
    expect(value('Length')).toBe('16.8 m');
    expect(value('Cabins')).toBe('3');
    expect(value('Guests')).toBe('8');
    expect(value('Crew')).toBe('2 crew members');
    expect(value('Price per day')).toBe('2,500 €');
    expect(value('Deposit')).toBe('5,000 €');
    expect(value('Locations')).toBe('Monaco, Nice');
    expect(screen.getByText('VIP supplier')).toBeInTheDocument();
    expect(document.title).toBe('Sunseeker Manhattan 55 yacht charter · Azura');

    expect(screen.getByTestId('yacht-price-total')).toHaveTextContent('2,500 €');
    expect(screen.getByText('2,500 € × 1 day')).toBeInTheDocument();
    const dropOff = screen.getByLabelText('Drop-off');
    await user.clear(dropOff);
    await user.type(dropOff, '2026-06-14T10:00');
    expect(screen.getByTestId('yacht-price-total')).toHaveTextContent('7,500 €');
    expect(screen.getByText('2,500 € × 3 days')).toBeInTheDocument();

    // 'Choose this yacht' opens the booking process for these dates.
    const choose = new URL(screen.getByRole('link', { name: 'Choose this yacht' }).getAttribute('href')!, 'http://localhost');
    expect(choose.pathname).toBe('/checkout');
    expect(choose.searchParams.get('offer')).toBe(yachtId);
    expect(choose.searchParams.get('to')).toBe('2026-06-14T10:00');
    expect(screen.queryByText('Online booking is coming with the next release.')).toBeNull();
  });

  it('says when a yacht comes without crew', async () => {
    await renderApp(`/yachts/sunseeker/manhattan-55/${yachtId}`, { yacht: aYacht({ crew: 0 }) });
    const specs = await screen.findByRole('region', { name: 'Specifications' });
    expect(within(specs).getByText('Without crew (boating licence required)')).toBeInTheDocument();
  });

  it('is the not-found page for a yacht that does not exist', async () => {
    await renderApp('/yachts/sunseeker/manhattan-55/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeInTheDocument();
  });
});
