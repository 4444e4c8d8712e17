import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogue, group, openFilters } from '@/tests/support/car-search-screen';
import { renderGuestApp } from '@/tests/support/render-app';

beforeEach(() => {
  localStorage.clear();
});

describe('car search: ways out and the filters on a phone', () => {
  it("says 'No cars.' when nothing matches, with the ways out: clear the filters, a place nearby", async () => {
    catalogue({ total: 0 });
    const { router, user } = renderGuestApp('/search?q=nothing&location=nice&sort=priceAsc');
    expect(await screen.findByText('No cars.')).toBeInTheDocument();
    expect(screen.getByText('0 cars found')).toBeInTheDocument();

    const nearby = screen.getByRole('region', { name: 'Cars nearby' });
    expect(within(nearby).getAllByRole('button').map((button) => button.textContent)).toEqual(['Cannes · 10 cars', 'Monaco · 10 cars', 'Paris · 10 cars']);
    await user.click(within(nearby).getByRole('button', { name: 'Monaco · 10 cars' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'nothing', location: 'monaco', sort: 'priceAsc' }));

    // Under the list, not the filters' own button.
    const clearUnderList = await waitFor(() => screen.getAllByRole('button', { name: 'Clear filters' }).find((button) => !button.closest('form'))!);
    await user.click(clearUnderList);
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'priceAsc' }));
  });

  it('applies the brand or model as the person types, and at once on Enter', async () => {
    const api = catalogue();
    const { router, user } = renderGuestApp('/search?location=nice');
    const panel = await openFilters();
    const box = within(panel).getByRole('searchbox', { name: 'Brand or model' });

    await user.type(box, 'x5');
    await waitFor(() => expect(router.state.location.search).toEqual({ location: 'nice', q: 'x5' }));
    await waitFor(() => expect(api.last().searchParams.get('q')).toBe('x5'));
    expect(box).toHaveValue('x5');

    await user.type(box, 'm{Enter}');
    expect(router.state.location.search).toEqual({ location: 'nice', q: 'x5m' });

    // Typing, then following a link before the pause: the person stays where the link led.
    await user.type(box, 'x');
    await user.click(screen.getByRole('link', { name: 'About us' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(router.state.location.pathname).toBe('/about');
  });

  it('below the sidebar\'s width, opens the filters in a sheet that closes on its results', async () => {
    catalogue();
    const { router, user } = renderGuestApp('/search?location=nice');
    expect(await screen.findByText('3 cars found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(group(within(sheet).getByRole('search', { name: 'Filters' }), 'Gearbox')).getByRole('checkbox', { name: 'Automatic' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ location: 'nice', gearbox: 'automatic' }));

    await user.click(await within(sheet).findByRole('button', { name: 'Show results (3)' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });

});
