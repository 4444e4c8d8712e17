import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { FleetAccount } from '@/domain/fleet';
import type { FleetChange, FleetItem, FleetListContext } from '@/machines/fleet/fleet-list.machine';
import { failureCode } from '@/machines/shared/failure';
import type { Schemas } from '@/openapi/types';
import { toaster } from '@/src/core/toasts';
import { FleetScreen, type FleetSearch } from '@/src/features/cars/fleet/FleetScreen';
import { aSupplier, someLocations } from '@/tests/support/catalog-fixtures';
import { coverage } from '@/tests/support/model';
import { type ScreenModel, type StepContext, walkPath } from '@/tests/support/model-screen';
import { ok } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { fiat, fleetPage, fleetStatusModel, fleetStatusPaths } from './fleet-status.paths';

const paths = fleetStatusPaths();

/** A supplier's account: its own fleet, no supplier column or filter. */
const account: FleetAccount = { type: 'supplier', supplierId: aSupplier._id };
const supplier: Schemas['Supplier'] = { ...aSupplier, paymentTypes: ['card'], payLater: true, minimumAge: 21, licenceRequired: false, bio: '', locations: ['nice'] };
const lookups = { locations: someLocations, suppliers: [supplier] };

/** The route's part: the search lives in the address, the screen follows it. */
function AddressedFleet() {
  const [search, setSearch] = useState<FleetSearch>({});
  return (
    <FleetScreen
      account={account}
      lookups={lookups}
      search={search}
      onSearchChange={setSearch}
      newLink={(kind, children) => <a href={`/manage/fleet/${kind}s/new`}>{children}</a>}
      editLink={(item, children, label) => (
        <a href={`/manage/fleet/${item.kind}s/${item._id}`} aria-label={label}>
          {children}
        </a>
      )}
    />
  );
}

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as FleetListContext;
const nameOf = (item: FleetItem) => `${item.brand} ${item.model}`;
const lastRequest = ({ held }: StepContext, operation: 'getFleet' | 'setFleetAvailability' | 'deleteFleetVehicles') =>
  held.requests.filter((request) => request.operation === operation).at(-1);
/**
 * A row's control. jsdom matches no media query: the screen shows the phone's layout, the cards, and hides the table
 * (from 960 px), whose controls are the same. The page's tick is the table's alone: reached in the hidden table.
 */
const control = (role: 'checkbox' | 'button', name: string) => screen.getByRole(role, { name });
const pageTick = () => screen.getByRole('checkbox', { name: 'Select the page', hidden: true });
/** A vehicle's card, by its name. */
const card = (item: FleetItem) =>
  within(screen.getByRole('list', { name: 'Vehicles' }))
    .getAllByRole('listitem')
    .find((element) => within(element).queryByText(nameOf(item)) !== null)!;
/** A vehicle's switch: it is named by what it shows (Ark names it by its visible label, not by the screen's aria-label). */
const availabilitySwitch = (item: FleetItem) => within(card(item)).getByRole('checkbox', { name: /^(Available|Unavailable)$/ });
const selectionGroup = () => screen.queryByRole('group', { name: 'Selection' });
const refs = (items: readonly { kind: string; _id: string }[]) => items.map(({ kind, _id }) => ({ kind, _id }));

/** The toast each answer of a change leaves, in the product's words. */
function changeToast(event: EventObject): string | undefined {
  const { output, error } = event as EventObject & { output?: FleetChange; error?: unknown };
  if (event.type.startsWith('xstate.error.actor.')) {
    return failureCode(error) === 'NOT_FOUND' ? 'Some of the selected vehicles no longer exist: the list is shown again.' : 'An unhandled error occurred.';
  }
  if (!output) return undefined;
  if (output.deleted > 0 && output.updated > 0) return `${output.deleted} deleted; ${output.updated} kept unavailable because bookings name them.`;
  if (output.deleted > 0) return output.deleted === 1 ? '1 vehicle deleted.' : `${output.deleted} vehicles deleted.`;
  return output.updated === 1 ? '1 vehicle changed.' : `${output.updated} vehicles changed.`;
}

/** Each row: its switch shows whether it is offered (busy: not switchable), its tick whether it is selected. */
async function expectRows(context: FleetListContext, busy: boolean) {
  await waitFor(() => expect(screen.getAllByRole('checkbox', { name: /^Select / })).toHaveLength(context.items.length));
  for (const item of context.items) {
    const toggle = availabilitySwitch(item);
    await waitFor(() => expect(toggle).toHaveProperty('checked', item.available));
    expect(toggle).toHaveAccessibleName(item.available ? 'Available' : 'Unavailable');
    if (busy) expect(toggle).toBeDisabled();
    else expect(toggle).toBeEnabled();
    expect(control('checkbox', `Select ${nameOf(item)}`)).toHaveProperty('checked', context.selected.includes(item._id));
  }
  const all = context.items.length > 0 && context.items.every((item) => context.selected.includes(item._id));
  expect(pageTick()).toHaveProperty('checked', all);
}

function expectSelection(context: FleetListContext, busy: boolean) {
  const group = selectionGroup();
  if (context.selected.length === 0) {
    expect(group).toBeNull();
    return;
  }
  expect(within(group!).getByText(`${context.selected.length} selected`)).toBeInTheDocument();
  for (const name of ['Make available', 'Make unavailable', `Delete selection (${context.selected.length})`]) {
    const action = within(group!).getByRole('button', { name });
    if (busy) expect(action).toBeDisabled();
    else expect(action).toBeEnabled();
  }
}

function harness(): ScreenModel {
  return {
    render: () => renderScreen(<AddressedFleet />, { path: '/manage/fleet' }),
    events: {
      'selection.toggle': async (_, { screen: { user } }) => user.click(control('checkbox', `Select ${nameOf(fiat)}`)),
      'selection.togglePage': async (_, { screen: { user } }) => user.click(pageTick()),
      'availability.set': async (event, { screen: { user } }) => {
        const { available, ids } = event as unknown as { available: boolean; ids?: string[] };
        if (ids) await user.click(availabilitySwitch(fiat));
        else await user.click(within(selectionGroup()!).getByRole('button', { name: available ? 'Make available' : 'Make unavailable' }));
      },
      'delete.ask': async (event, { screen: { user } }) => {
        const { ids } = event as unknown as { ids?: string[] };
        if (ids) await user.click(control('button', `Delete ${nameOf(fiat)}`));
        else await user.click(within(selectionGroup()!).getByRole('button', { name: /^Delete selection/ }));
      },
      'delete.confirm': async (_, { screen: { user } }) => user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' })),
      'delete.cancel': async (_, { screen: { user } }) => user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' })),
      'list.retry': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: 'Try Again' })),
      'list.query': async (_, { screen: { user }, held }) => {
        // A page being read when the address changes is let go (its request aborted): answered here, nobody reads it.
        const stale = held.pending('getFleet');
        await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'yacht');
        for (let index = 0; index < stale; index += 1) await held.answer('getFleet', ok('getFleet', fleetPage));
      },
    },
    states: {
      loading: async (snapshot, step) => {
        const context = contextOf(snapshot);
        await waitFor(() => expect(step.held.pending('getFleet')).toBe(1));
        const query = lastRequest(step, 'getFleet')!.url.searchParams;
        expect(query.get('size')).toBe('30');
        expect(query.get('kind')).toBe(context.query.kind ?? null);
        const toast = changeToast(step.event);
        if (toast) expect((await screen.findAllByText(toast)).length).toBeGreaterThan(0);
        if (context.items.length === 0) {
          expect(screen.getByRole('status')).toHaveTextContent('Loading…');
        } else {
          // The page shown stays, dimmed, until the new one comes; the ticks that were left stay.
          await expectRows(context, true);
          expectSelection(context, true);
        }
        expect(screen.queryByRole('alertdialog')).toBeNull();
      },
      failed: async (snapshot, step) => {
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('Something went wrong');
        expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
        expect(screen.queryByRole('checkbox', { name: 'Select the page', hidden: true })).toBeNull();
        expect(lastRequest(step, 'getFleet')!.url.searchParams.get('kind')).toBe(contextOf(snapshot).query.kind ?? null);
      },
      ready: async (snapshot) => {
        const context = contextOf(snapshot);
        await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent(context.total === 1 ? '1 vehicle' : `${context.total} vehicles`));
        await expectRows(context, false);
        expectSelection(context, false);
        expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue(context.query.kind ?? '');
        await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      },
      changingAvailability: async (snapshot, step) => {
        const context = contextOf(snapshot);
        // One request for every row the change is about; their switches show the change at once.
        await waitFor(() => expect(step.held.pending('setFleetAvailability')).toBe(1));
        expect(lastRequest(step, 'setFleetAvailability')!.body).toEqual({ items: refs(context.target), available: context.available });
        // What the change is about: the ticked rows, else the one switched (until a new address clears the ticks).
        const ticked = context.items.filter((item) => context.selected.includes(item._id));
        if (context.query.kind === undefined) expect(context.target).toEqual(refs(context.selected.length > 0 ? ticked : [fiat]));
        else expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue(context.query.kind);
        await expectRows(context, true);
        expectSelection(context, true);
      },
      confirmingDelete: async (snapshot) => {
        const { target, items } = contextOf(snapshot);
        const dialog = await screen.findByRole('alertdialog', { name: target.length === 1 ? 'Delete this vehicle?' : `Delete ${target.length} vehicles?` });
        if (target.length === 1) expect(within(dialog).getByText(nameOf(items.find((item) => item._id === target[0]!._id)!))).toBeInTheDocument();
        expect(within(dialog).getByText('A vehicle that bookings name is kept and made unavailable, so that its bookings keep it.')).toBeInTheDocument();
        expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
        expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
      },
      deleting: async (snapshot, step) => {
        await waitFor(() => expect(step.held.pending('deleteFleetVehicles')).toBe(1));
        expect(lastRequest(step, 'deleteFleetVehicles')!.body).toEqual({ items: refs(contextOf(snapshot).target) });
        const dialog = screen.getByRole('alertdialog');
        expect(dialog).toHaveAttribute('aria-busy', 'true');
        expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      },
    },
  };
}

describe('fleet status model', () => {
  beforeEach(() => toaster.remove());

  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(fleetStatusModel, paths);
    expect(missingStates).toEqual([]);
    // While the deletion is asked or sent, its dialog is modal: the filters cannot be reached on the screen (only the
    // browser's Back changes the address then; tests/machines/fleet-list.test.ts covers both).
    expect(missingTransitions).toEqual(['fleetList.confirmingDelete list.query [isNewQuery] -> fleetList.loading', 'fleetList.deleting list.query [isNewQuery] -> (self)']);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, harness());
    });
  }
});
