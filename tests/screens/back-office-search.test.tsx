import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BackOfficeSearchResult } from '@/machines/search/back-office-search.machine';
import { searchKinds } from '@/machines/search/back-office-search.machine';
import { clearStoredSession } from '@/src/core/storage';
import { toaster } from '@/src/core/toasts';
import { aSupplier, someLocations } from '@/tests/support/catalog-fixtures';
import { fail, getLocations, getSuppliers, holdRequests, ok, searchBackOffice, server } from '@/tests/support/msw';
import { renderAppAs } from '@/tests/support/render-app';

/** The back office's one search on the msw edge: the words of the address, each kind's matches as links, nothing found, a failure. */

const nothing = Object.fromEntries(searchKinds.map((kind) => [kind, { total: 0, items: [] }])) as unknown as BackOfficeSearchResult;

const found: BackOfficeSearchResult = {
  ...nothing,
  places: { total: 1, items: [{ _id: '5d0c2b3a-4d5e-4f60-8a7b-000000000001', slug: 'nice', name: 'Nice', country: 'FR' }] },
  cars: {
    total: 7,
    items: [1, 2, 3, 4, 5].map((n) => ({ _id: `6e1d3c4b-5e6f-4a71-9b8c-00000000000${n}`, brand: 'Renault', model: `Clio ${n}`, supplier: 'Nice Cars' })),
  },
  suppliers: { total: 1, items: [{ _id: '7f2e4d5c-6f70-4b82-8c9d-000000000001', name: 'Nice Cars', slug: 'nice-cars', tier: 'gold' }] },
};

const alex: BackOfficeSearchResult = {
  ...nothing,
  users: { total: 1, items: [{ _id: '8a3f5e6d-7081-4c93-9dae-000000000001', fullName: 'Alex Martin', email: 'driver@example.com', type: 'user' }] },
  bookings: {
    total: 1,
    items: [
      {
        _id: '9b406f7e-8192-4da4-aebf-000000000001',
        vehicle: 'Volkswagen Golf',
        driver: 'Alex Martin',
        status: 'deposit',
        // 00:30 on 1 July in Nice: still 30 June in UTC, the device's zone here. The list shows the place's day.
        from: '2026-06-30T22:30:00.000Z',
        to: '2026-07-04T10:00:00.000Z',
        pickUpTimeZone: 'Europe/Paris',
        dropOffTimeZone: 'Europe/Paris',
      },
    ],
  },
};

function backOffice() {
  server.use(getLocations(() => HttpResponse.json(someLocations)), getSuppliers(() => HttpResponse.json([aSupplier])));
}

beforeEach(() => clearStoredSession());

describe("the back office's search", () => {
  it('shows each kind that has matches, each match a link to where it is run, and the whole list of a kind with more', async () => {
    backOffice();
    const held = holdRequests(['searchBackOffice']);
    await renderAppAs('admin', '/manage/search?q=nice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the back office' })).toHaveValue('nice');
    await held.answer('searchBackOffice', ok('searchBackOffice', found));

    expect(await screen.findByRole('status')).toHaveTextContent('9 matches');
    expect(Object.fromEntries(held.requests[0]!.url.searchParams)).toEqual({ q: 'nice', language: 'en' });

    const places = screen.getByRole('region', { name: 'Places (1)' });
    expect(within(places).getByRole('link', { name: 'Nice' })).toHaveAttribute('href', '/manage/places/5d0c2b3a-4d5e-4f60-8a7b-000000000001');
    expect(within(places).getByText('France')).toBeInTheDocument();
    expect(within(places).queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();

    const cars = screen.getByRole('region', { name: 'Cars (7)' });
    expect(within(cars).getAllByRole('link', { name: /Renault Clio/ })).toHaveLength(5);
    expect(within(cars).getByRole('link', { name: 'Renault Clio 1' })).toHaveAttribute('href', '/manage/fleet/cars/6e1d3c4b-5e6f-4a71-9b8c-000000000001');
    expect(within(cars).getByRole('link', { name: 'See all cars' })).toHaveAttribute('href', '/manage/fleet?search=nice&kind=car');

    const suppliers = screen.getByRole('region', { name: 'Rental companies (1)' });
    expect(within(suppliers).getByRole('link', { name: 'Nice Cars' })).toHaveAttribute('href', '/manage/supplier?supplier=7f2e4d5c-6f70-4b82-8c9d-000000000001');
    expect(within(suppliers).getByText('Gold supplier')).toBeInTheDocument();

    // A kind without a match has no section.
    expect(screen.queryByRole('region', { name: /Users/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Bookings/ })).not.toBeInTheDocument();
  });

  it('searches the words typed, writing them to the address, and links a booking to its page', async () => {
    backOffice();
    const asked: string[] = [];
    server.use(
      searchBackOffice(({ request }) => {
        const q = new URL(request.url).searchParams.get('q')!;
        asked.push(q);
        return HttpResponse.json(q === 'alex' ? alex : found);
      }),
    );
    const { user, router } = await renderAppAs('admin', '/manage/search?q=nice');
    const box = await screen.findByRole('searchbox', { name: 'Search the back office' }, { timeout: 30_000 });
    await screen.findByRole('region', { name: 'Places (1)' });
    await user.clear(box);
    await user.type(box, 'alex{Enter}');

    const bookings = await screen.findByRole('region', { name: 'Bookings (1)' });
    expect(router.state.location.search).toEqual({ q: 'alex' });
    expect(asked.at(-1)).toBe('alex');
    expect(within(bookings).getByRole('link', { name: 'Volkswagen Golf' })).toHaveAttribute('href', '/booking?b=9b406f7e-8192-4da4-aebf-000000000001');
    expect(within(bookings).getByRole('listitem')).toHaveTextContent('Volkswagen GolfAlex Martin · Jul 1, 2026 – Jul 4, 2026 · #9b406f7eDeposit');
    // All of its matches are shown: no word of more.
    expect(within(bookings).queryByText(/newest/)).not.toBeInTheDocument();
    const users = screen.getByRole('region', { name: 'Users (1)' });
    expect(within(users).getByRole('link', { name: 'Alex Martin' })).toHaveAttribute('href', '/manage/users/8a3f5e6d-7081-4c93-9dae-000000000001');
    expect(within(users).getByText('Driver')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Places/ })).not.toBeInTheDocument();
  });

  it('asks for words while the box is empty, and says so clearly when nothing matches', async () => {
    backOffice();
    // No handler for searchBackOffice yet: a request would fail the test.
    const { user } = await renderAppAs('admin', '/manage/search');
    const box = await screen.findByRole('searchbox', { name: 'Search the back office' }, { timeout: 30_000 });
    expect(screen.getByRole('status')).toHaveTextContent('Type words to find accounts, rental companies, cars, yachts, places, coupons and bookings.');

    server.use(searchBackOffice(() => HttpResponse.json(nothing)));
    await user.type(box, 'zzqxj{Enter}');
    expect(await screen.findByText('No account, company, car, yacht, place, coupon or booking matches these words.')).toBeInTheDocument();
    // Said on the page, not in a toast.
    expect(toaster.getCount()).toBe(0);
  });

  it('tells a failure and searches again on Try Again', async () => {
    backOffice();
    let calls = 0;
    server.use(searchBackOffice(() => (++calls === 1 ? fail('SERVICE_UNAVAILABLE') : HttpResponse.json(found))));
    const { user } = await renderAppAs('admin', '/manage/search?q=nice');
    const alert = await screen.findByRole('alert', {}, { timeout: 30_000 });
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Places (1)' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("is the team's: a supplier's account is told so, and nothing is searched", async () => {
    backOffice();
    await renderAppAs('supplier', '/manage/search?q=nice');
    expect(await screen.findByText('This page is for the Azura team', {}, { timeout: 30_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('searchbox')).not.toBeInTheDocument());
  });
});
