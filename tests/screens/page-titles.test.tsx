import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearStoredSession } from '@/src/core/storage';
import { aSupplier, someLocations } from '@/tests/support/catalog-fixtures';
import { getBookings, getLocations, getSuppliers, searchCars, server } from '@/tests/support/msw';
import { renderAppAs, renderGuestApp } from '@/tests/support/render-app';

beforeEach(() => {
  clearStoredSession();
  server.use(
    getLocations(() => HttpResponse.json(someLocations)),
    getSuppliers(() => HttpResponse.json([aSupplier])),
    searchCars(() => HttpResponse.json({ page: 1, size: 15, total: 0, items: [] })),
    getBookings(() => HttpResponse.json({ items: [], total: 0, page: 1, size: 20 })),
  );
});

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const siteDescription = 'Rent a car or a yacht from verified local suppliers, from Monaco to Marbella. Book today, pay later, and cancel for free if your plans change.';

/** Each page names itself (issue 25: these had the site's own title and description). */
describe('page titles', () => {
  it.each([
    ['/search', 'Search cars · Azura', 'Find a car by place, dates'],
    ['/search?location=nice', 'Search cars in Nice · Azura', 'Find a car by place, dates'],
    ['/cities/nice', 'Car rental in Nice · Azura', 'Rent a car in Nice from verified local suppliers'],
    ['/all-cars', 'All cars · Azura', 'All cars from verified local suppliers'],
    ['/all-cars/nice', 'Cars in Nice · Azura', 'Cars in Nice from verified local suppliers'],
    ['/all-cars/category/suv', 'SUV cars · Azura', 'SUV cars from verified local suppliers'],
    ['/all-cars/category/suv/nice', 'SUV cars in Nice · Azura', 'SUV cars in Nice from verified local suppliers'],
    ['/sign-in', 'Sign in · Azura', 'Sign in to Azura to book cars and yachts'],
    ['/sign-up', 'Create your account · Azura', 'Create an Azura account in a minute'],
    ['/terms-and-conditions', 'Terms of Use · Azura', 'The terms that apply when you find, book and manage'],
  ])('%s is titled "%s", with a description of its own', async (path, title, describedAs) => {
    renderGuestApp(path);
    await waitFor(() => expect(document.title).toBe(title));
    expect(description()).toContain(describedAs);
    expect(description()).not.toBe(siteDescription);
  });

  it('/bookings is titled for the person who reads it, and kept out of search engines', async () => {
    await renderAppAs('driver', '/bookings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My bookings · Azura'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
