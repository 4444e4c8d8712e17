import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type FleetItem, type FleetListContext, type FleetListEvent, type FleetPage, type GetFleetQuery, fleetListMachine } from '@/machines/fleet/fleet-list.machine';
import { aSupplier } from '@/tests/support/catalog-fixtures';
import { failure } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName } from './events';

const fleetItem = (id: string, kind: 'car' | 'yacht', brand: string, model: string, available: boolean): FleetItem => ({
  _id: id,
  kind,
  brand,
  model,
  year: 2023,
  price: kind === 'car' ? 80 : 1900,
  available,
  badges: [],
  image: '/cdn/cars/suv-1f6feb.svg',
  thumb: '/cdn/cars/suv-1f6feb.svg',
  imageCount: 0,
  supplier: aSupplier,
  locations: ['nice'],
  activeBookings: kind === 'car' ? 2 : 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** A supplier's fleet: a car offered, a yacht not offered. */
export const fiat = fleetItem('6f1c2b3a-4d5e-4f60-8a7b-000000000001', 'car', 'Fiat', '500', true);
export const jeanneau = fleetItem('6f1c2b3a-4d5e-4f60-8a7b-000000000002', 'yacht', 'Jeanneau', 'Cap Camarat', false);
const page = (items: FleetItem[]): FleetPage => ({ page: 1, size: 30, total: items.length, items });
export const fleetPage = page([fiat, jeanneau]);
export const yachtPage = page([jeanneau]);

/** The list's address as the screen first asks it, and the one the model moves to (the yachts only). */
export const firstQuery: GetFleetQuery = { size: 30 };
export const yachtQuery: GetFleetQuery = { kind: 'yacht', size: 30 };

const isFirstQuery = (context: FleetListContext) => context.query.kind === undefined;
const pageOf = (context: FleetListContext) => (isFirstQuery(context) ? fleetPage : yachtPage);

function readyEvents(context: FleetListContext): FleetListEvent[] {
  // The yachts' page is where the address took the list: nothing more is tried there.
  if (!isFirstQuery(context)) return [];
  const first = context.items[0]!;
  const ticked = context.selected.length;
  const all = ticked === context.items.length;
  if (ticked === 0) {
    return [
      { type: 'selection.toggle', id: first._id },
      { type: 'selection.togglePage' },
      // One row's switch, and one row's Delete.
      { type: 'availability.set', available: !first.available, ids: [first._id] },
      { type: 'delete.ask', ids: [first._id] },
      { type: 'list.query', query: yachtQuery },
    ];
  }
  // The ticked rows: made unavailable, made available (all ticked), deleted after a confirmation.
  return [
    { type: 'selection.togglePage' },
    { type: 'availability.set', available: false },
    ...(all ? [{ type: 'availability.set', available: true } as const] : []),
    { type: 'delete.ask' },
  ];
}

export const fleetStatusModel: FlowModel<typeof fleetListMachine> = {
  flow: 'fleet-status',
  machine: fleetListMachine,
  variants: [{ input: { query: firstQuery } }],
  events: (snapshot: AnyMachineSnapshot): EventObject[] => {
    const context = snapshot.context as FleetListContext;
    const changed = context.target.length;
    // A new address while the page is read, or after it failed.
    const move: FleetListEvent[] = isFirstQuery(context) ? [{ type: 'list.query', query: yachtQuery }] : [];
    if (snapshot.matches('loading')) {
      // The server answers the fleet as stored (the switches show what it kept). A page that cannot be read, and a new
      // address meanwhile, are tried on the first reading only: after a change the list reads again the same way.
      const firstReading = context.items.length === 0;
      return [doneEvent('getFleet', pageOf(context)), ...(firstReading ? [errorEvent('getFleet', failure('INTERNAL_ERROR')), ...move] : [])];
    }
    if (snapshot.matches('failed')) return [{ type: 'list.retry' }, ...move];
    if (snapshot.matches('ready')) return readyEvents(context);
    if (snapshot.matches('changingAvailability')) {
      return [
        doneEvent('setFleetAvailability', { updated: changed, deleted: 0 }),
        ...(['NOT_FOUND', 'INTERNAL_ERROR'] as const).map((code) => errorEvent('setFleetAvailability', failure(code))),
        // The filters stay usable while a switch is sent: the page read after it is the new address's.
        ...move,
      ];
    }
    if (snapshot.matches('confirmingDelete')) return [{ type: 'delete.confirm' }, { type: 'delete.cancel' }];
    // Deleted; of two, the one bookings name kept and made unavailable.
    return [
      doneEvent('deleteFleetVehicles', changed > 1 ? { updated: 1, deleted: changed - 1 } : { updated: 0, deleted: changed }),
      errorEvent('deleteFleetVehicles', failure('INTERNAL_ERROR')),
    ];
  },
  // What the screen shows differently: the address, the switches, the ticks, what a change is about.
  project: (context: FleetListContext) => ({
    query: context.query.kind ?? 'all',
    available: context.items.map((item) => item.available),
    selected: context.selected.length === 0 ? 'none' : context.selected.length === context.items.length ? 'all' : 'some',
    target: context.target.length,
  }),
  label: (event) => {
    const { ids, available } = event as unknown as { ids?: string[]; available?: boolean };
    const which = ids ? 'one' : 'ticked';
    if (event.type === 'availability.set') return `make ${which} ${available ? 'available' : 'unavailable'}`;
    if (event.type === 'delete.ask') return `delete ${which}`;
    if (event.type === 'list.query') return 'show yachts';
    if (event.type === 'selection.toggle') return 'tick one';
    if (event.type === 'selection.togglePage') return 'tick page';
    return eventName(event);
  },
};

export const fleetStatusPaths = () => buildPaths(fleetStatusModel);
