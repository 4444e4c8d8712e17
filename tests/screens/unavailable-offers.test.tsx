import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@/config/languages';
import type { Schemas } from '@/openapi/types';
import { createApi } from '@/api/client';
import { i18n } from '@/src/core/i18n';
import { bookedCar, bookedYacht } from '@/tests/support/booking-fixtures';
import { backend, bookingProcessPath, renderApp as renderBookingApp, setUpBookingProcessTests } from '@/tests/support/booking-process-app';
import { aCar, aYacht, carId, someLocations, yachtId } from '@/tests/support/catalog-fixtures';
import { apiBaseUrl, fail, getCar, getLocations, getYacht, ok, server } from '@/tests/support/msw';
import { renderGuestApp } from '@/tests/support/render-app';

/**
 * A car or yacht its supplier made unavailable: its page still shows it to who has the link, says it cannot be booked
 * and leads to the others, and the booking process says so at once instead of walking five steps to a refusal.
 */
setUpBookingProcessTests();
afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

function renderOfferPage(path: string, { car, yacht, language = 'en' }: { car?: Schemas['Car']; yacht?: Schemas['Yacht']; language?: Language }) {
  server.use(
    getCar(() => (car ? ok('getCar', car) : fail('NOT_FOUND'))),
    getYacht(() => (yacht ? ok('getYacht', yacht) : fail('NOT_FOUND'))),
    getLocations(() => ok('getLocations', someLocations)),
  );
  return renderGuestApp(path, { language, api: createApi({ baseUrl: apiBaseUrl }) });
}

describe('an unavailable car or yacht', () => {
  it("keeps its car page, without 'Choose this car' or its availability badges, saying it cannot be booked and leading to the search", async () => {
    renderOfferPage(`/cars/bmw/x5/${carId}`, { car: aCar({ available: false, badges: ['tomorrow'] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'BMW X5' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Specifications' })).toBeInTheDocument();
    const notice = screen.getByTestId('unavailable-offer');
    expect(notice).toHaveTextContent('This car is not available to book at the moment.');
    expect(within(notice).getByRole('link', { name: 'Find another car' })).toHaveAttribute('href', '/search');
    expect(screen.queryByRole('link', { name: 'Choose this car' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Price calculator' })).toBeNull();
    expect(screen.queryByText('Available tomorrow')).toBeNull();
  });

  it("leads to the search in the page's language", async () => {
    renderOfferPage(`/fr/cars/bmw/x5/${carId}`, { car: aCar({ available: false }), language: 'fr' });
    const notice = await screen.findByTestId('unavailable-offer');
    expect(within(notice).getByRole('link')).toHaveAttribute('href', '/fr/search');
  });

  it("keeps its yacht page without 'Choose this yacht', leading to the yachts", async () => {
    renderOfferPage(`/yachts/azimut/grande/${yachtId}`, { yacht: aYacht({ available: false }) });
    const notice = await screen.findByTestId('unavailable-offer');
    expect(notice).toHaveTextContent('This yacht is not available to book at the moment.');
    expect(within(notice).getByRole('link', { name: 'Find another yacht' })).toHaveAttribute('href', '/yachts');
    expect(screen.queryByRole('link', { name: 'Choose this yacht' })).toBeNull();
  });

  it('is refused by the booking process at once, before the first step, with the way to the search', async () => {
    const offer = { kind: 'car' as const, car: { ...bookedCar, available: false } };
    backend({ offer });
    await renderBookingApp(bookingProcessPath(offer));
    expect(await screen.findByRole('heading', { level: 1, name: 'Book the BMW X5' })).toBeInTheDocument();
    const notice = screen.getByTestId('unavailable-offer');
    expect(notice).toHaveTextContent('Sorry, this car is no longer available. Choose another one.');
    expect(within(notice).getByRole('link', { name: 'Find another car' })).toHaveAttribute('href', '/search');
    expect(screen.queryByRole('navigation', { name: 'Booking steps' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('is refused by the booking process of a yacht the same way', async () => {
    const offer = { kind: 'yacht' as const, yacht: { ...bookedYacht, available: false } };
    backend({ offer });
    await renderBookingApp(bookingProcessPath(offer));
    const notice = await screen.findByTestId('unavailable-offer');
    expect(notice).toHaveTextContent('Sorry, this yacht is no longer available. Choose another one.');
    expect(screen.queryByRole('navigation', { name: 'Booking steps' })).toBeNull();
  });
});
