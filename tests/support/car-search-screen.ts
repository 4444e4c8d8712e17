import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { Schemas } from '@/openapi/types';
import { aCar, aSupplier, someLocations } from './catalog-fixtures';
import { getLocations, getSuppliers, searchCars, server } from './msw';

/** The car search's screens on the msw edge: its suppliers, its cars, and its filter panel. */
export const suppliers: Schemas['Supplier'][] = [
  {
    ...aSupplier,
    paymentTypes: ['card'],
    payLater: true,
    minimumAge: 21,
    licenceRequired: true,
    bio: 'Cars on the Riviera.',
    locations: ['nice'],
  },
];

export function someCars(count: number, start = 0) {
  return Array.from({ length: count }, (_, index) =>
    aCar({ _id: `6f1c2b3a-4d5e-4f60-8a7b-${String(start + index).padStart(12, '0')}`, model: `Model ${start + index + 1}` }),
  );
}

/** The catalogue on the msw edge: every searchCars request is kept; `total` cars match. */
export function catalogue({ total = 3 }: { total?: number } = {}) {
  const requests: URL[] = [];
  server.use(
    getLocations(() => HttpResponse.json(someLocations)),
    getSuppliers(() => HttpResponse.json(suppliers)),
    searchCars(({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 15);
      const count = Math.max(0, Math.min(size, total - (page - 1) * size));
      return HttpResponse.json({ page, size, total, items: someCars(count, (page - 1) * size) });
    }),
  );
  return { requests, last: () => requests.at(-1)! };
}

/**
 * The filter panel: the sidebar (jsdom has no media queries, so the page shows as on a desktop, where the sidebar
 * holds the filters; the sheet of narrow screens has a test of its own).
 */
export async function openFilters(_user?: unknown) {
  return screen.findByRole('search', { name: 'Filters' });
}

export const group = (panel: HTMLElement, name: string) => within(panel).getByRole('group', { name });

