import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '@/openapi/types';
import { clearStoredSession } from '@/src/core/storage';
import { aBookingRecord } from '@/tests/support/booking-record';
import { aSupplier, someLocations } from '@/tests/support/catalog-fixtures';
import { fail, getFleetCar, getFleetYacht, getLocations, getSuppliers, getVehicleBookings, server, updateBookingStatus } from '@/tests/support/msw';
import { pick, renderAppAs } from '@/tests/support/render-app';

/** A vehicle's calendar in the back office on the msw edge: the month of the address, its bookings, a status changed from it. */

const yachtId = '6f1c2b3a-4d5e-4f60-8a7b-000000000002';
const yacht = { _id: yachtId, yacht: { brand: 'Jeanneau', model: 'Cap Camarat', available: true }, images: [], image: '/cdn/yachts/motor.svg' } as unknown as Schemas['FleetYacht'];
const july = [
  aBookingRecord({ _id: 'b-1', driver: { _id: 'd1', fullName: 'Alex Driver', email: 'alex@example.com' }, status: 'reserved' }),
  aBookingRecord({ _id: 'b-2', driver: { _id: 'd2', fullName: 'Marie Curie', email: 'marie@example.com' }, status: 'paid', from: '2031-07-20T09:00:00.000Z', to: '2031-07-22T18:00:00.000Z' }),
];

function backOffice() {
  const asked: URL[] = [];
  const changes: unknown[] = [];
  server.use(
    getLocations(() => HttpResponse.json(someLocations)),
    getSuppliers(() => HttpResponse.json([aSupplier])),
    getFleetYacht(() => HttpResponse.json(yacht)),
    getVehicleBookings(({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      return HttpResponse.json({ items: url.searchParams.get('from')!.startsWith('2031-06') ? july : [] });
    }),
    updateBookingStatus(async ({ request, params }) => {
      const body = (await request.json()) as { status: Schemas['BookingStatus'] };
      changes.push({ id: params.id, ...body });
      return HttpResponse.json({ ...july[0]!, status: body.status });
    }),
  );
  return { asked, changes };
}

beforeEach(() => clearStoredSession());

describe("a vehicle's calendar", () => {
  it("draws the month's bookings, lists them, and moves one along the transition table", async () => {
    const { asked, changes } = backOffice();
    const { user } = await renderAppAs('supplier', `/manage/calendar/yacht/${yachtId}?month=2031-07`);
    expect(await screen.findByRole('heading', { name: 'Calendar' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(await screen.findByText('2 bookings')).toBeInTheDocument();
    expect(screen.getByText(/Jeanneau Cap Camarat/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'July 2031' })).toBeInTheDocument();
    // Asked from the day before the Monday before 1 July to two days after the Sunday after the 31st (a place's clock
    // may be ahead of or behind the device's).
    const period = asked[0]!;
    expect(period.pathname).toBe(`/api/fleet/yacht/${yachtId}/bookings`);
    expect([new Date(period.searchParams.get('from')!).getDate(), new Date(period.searchParams.get('to')!).getDate()]).toEqual([29, 5]);

    // Each booking is a bar on its days, and a card in words.
    const grid = screen.getByTestId('calendar-grid');
    expect(grid.querySelectorAll('[data-booking="b-1"]').length).toBeGreaterThan(0);
    expect(grid.querySelector('[data-booking="b-2"]')).toHaveAttribute('data-status', 'paid');
    const alexCard = document.getElementById('calendar-booking-b-1')!;
    expect(within(alexCard).getByText('Alex Driver')).toBeInTheDocument();
    expect(within(alexCard).getByText('Reserved')).toBeInTheDocument();

    await user.click(within(alexCard).getByRole('button', { name: 'Change the status of Alex Driver' }));
    await pick(user, await screen.findByRole('menuitem', { name: 'Paid' }));
    await waitFor(() => expect(changes).toEqual([{ id: 'b-1', status: 'paid' }]));
    expect(await within(alexCard).findByText('Paid')).toBeInTheDocument();
    expect(grid.querySelector('[data-booking="b-1"]')).toHaveAttribute('data-status', 'paid');

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'August 2031' })).toBeInTheDocument();
    expect(await screen.findByText('No bookings this month.')).toBeInTheDocument();
    expect(asked).toHaveLength(2);
  });

  it("says so when the vehicle is another supplier's", async () => {
    backOffice();
    server.use(getFleetCar(() => fail('FORBIDDEN')), getVehicleBookings(() => fail('FORBIDDEN')));
    await renderAppAs('supplier', `/manage/calendar/car/${yachtId}?month=2031-07`);
    expect(await screen.findByText('This car is not in your fleet.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit the car/ })).not.toBeInTheDocument();
  });
});
