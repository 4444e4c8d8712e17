import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '@/api/client';
import { i18n } from '@/src/core/i18n';
import { createAppRouter } from '@/src/app/router';
import { createSession } from '@/src/core/session';
import { aCar, aYacht, carId, someLocations, yachtId } from '@/tests/support/catalog-fixtures';
import { apiBaseUrl, fail, getCar, getLocations, getOffer, getYacht, ok, server } from '@/tests/support/msw';
import { AppFrame } from '@/tests/support/render';

/** The whole app at an address; msw answers offers by id (a car, a yacht, or nothing) and their pages. */
function renderApp(path: string) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const offerRequests: URL[] = [];
  server.use(
    getOffer(({ request, params }) => {
      offerRequests.push(new URL(request.url));
      if (params.id === carId) return ok('getOffer', { kind: 'car', car: aCar() });
      if (params.id === yachtId) return ok('getOffer', { kind: 'yacht', yacht: aYacht() });
      return fail('NOT_FOUND');
    }),
    getCar(() => ok('getCar', aCar())),
    getYacht(() => ok('getYacht', aYacht())),
    getLocations(() => ok('getLocations', someLocations)),
  );
  const api = createApi({ baseUrl: apiBaseUrl });
  const session = createSession({ api, language: 'en', navigateHome: () => {} });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ api, session, language: 'en', history });
  session.start();
  render(
    <AppFrame api={api} session={session}>
      <RouterProvider router={router} />
    </AppFrame>,
  );
  return { router, history, offerRequests };
}

beforeEach(() => localStorage.clear());

describe('offer by id (/offer/view/{id})', () => {
  it('opens the car page of a car offer, keeping the dates, in place of the offer address', async () => {
    const from = '2026-07-01T10:00:00.000Z';
    const to = '2026-07-04T10:00:00.000Z';
    const { router, history, offerRequests } = renderApp(`/offer/view/${carId}?from=${from}&to=${to}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'BMW X5' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/cars/bmw/x5/${carId}`);
    expect(router.state.location.search).toMatchObject({ from, to });
    expect(offerRequests[0]?.searchParams.get('language')).toBe('en');
    // Replaced, not pushed: Back leaves the offer rather than bouncing through it again.
    expect(history.length).toBe(1);
  });

  it('opens the yacht page of a yacht offer', async () => {
    const { router } = renderApp(`/offer/view/${yachtId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunseeker Manhattan 55' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/yachts/sunseeker/manhattan-55/${yachtId}`);
  });

  it('shows the not-found page for an id that names no offer', async () => {
    const { router } = renderApp('/offer/view/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/offer/view/00000000-0000-4000-8000-000000000000'));
  });
});
