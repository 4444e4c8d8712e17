import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { FleetAccount } from '@/domain/fleet';
import { newCarFields, toCarInput } from '@/machines/fleet/new-car.form';
import type { VehicleFormContext, VehicleFormInput, VehicleKind } from '@/machines/fleet/vehicle-form.machine';
import { toYachtInput, yachtFields } from '@/machines/fleet/yacht.form';
import { failureCode } from '@/machines/shared/failure';
import type { Schemas } from '@/openapi/types';
import { toaster } from '@/src/core/toasts';
import { VehicleFormScreen } from '@/src/features/cars/fleet/VehicleFormScreen';
import { aSupplier, someLocations } from '@/tests/support/catalog-fixtures';
import { type ModelPath, coverage } from '@/tests/support/model';
import { type ScreenModel, type StepContext, walkPath } from '@/tests/support/model-screen';
import type { OperationId } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { valuesOf } from './events';
import { chosenImage, newVehicleId, saved, savedImage, vehicleFormModels, vehicleFormPaths } from './vehicle-form.paths';

const paths = vehicleFormPaths();

/** A supplier's account: it adds to its own supplier, so the form asks no supplier. */
const account: FleetAccount = { type: 'supplier', supplierId: aSupplier._id };
const supplier: Schemas['Supplier'] = { ...aSupplier, paymentTypes: ['card'], payLater: true, minimumAge: 21, licenceRequired: false, bio: '', locations: ['nice'] };
const lookups = { locations: someLocations, suppliers: [supplier] };

type Context = VehicleFormContext<Record<string, unknown>, string, string>;
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as Context;

/** Each kind's operations, words and rules on the screen. */
const kinds = {
  car: {
    load: 'getFleetCar',
    create: 'createCar',
    update: 'updateCar',
    path: 'cars',
    headings: { new: 'New car', edit: 'Edit car' },
    notInFleet: 'This car is not in your fleet.',
    fields: newCarFields,
    toInput: (values: object) => toCarInput(values as never, false),
  },
  yacht: {
    load: 'getFleetYacht',
    create: 'createYacht',
    update: 'updateYacht',
    path: 'yachts',
    headings: { new: 'New yacht', edit: 'Edit yacht' },
    notInFleet: 'This yacht is not in your fleet.',
    fields: yachtFields,
    toInput: (values: object) => toYachtInput(values as never, false),
  },
} as const satisfies Record<VehicleKind, { load: OperationId; create: OperationId; update: OperationId; [key: string]: unknown }>;

/** The labels the required-field errors name. */
const labels: Record<string, string> = {
  brand: 'Brand',
  model: 'Model',
  year: 'Year',
  bodyType: 'Body type',
  category: 'Category',
  engineType: 'Engine',
  gearbox: 'Gearbox',
  fuelPolicy: 'Fuel policy',
  seats: 'Seats',
  doors: 'Doors',
  price: 'Price per day (€)',
  deposit: 'Deposit (€)',
  locations: 'Places',
  descriptionEn: 'Description in English',
  descriptionFr: 'Description in French',
  descriptionRu: 'Description in Russian',
  kind: 'Type of yacht',
  lengthMeters: 'Length (m)',
  cabins: 'Cabins',
  guests: 'Guests',
  crew: 'Crew (0: without crew)',
};
/** The other errors the fills make, by field (the bounds as English writes them). */
const errorTexts: Record<string, Record<string, string>> = {
  outOfRange: { year: 'Please enter a value from 1,950 to 2,100.', lengthMeters: 'Please enter a value from 3 to 200.' },
  notANumber: { '*': 'Please enter a number.' },
  notAWholeNumber: { '*': 'Please enter a whole number.' },
};

/** The toast of each refused save, in the product's words; a 400 shows what the server said. */
const failureTexts: Record<VehicleKind, Record<string, string>> = {
  car: {
    VALIDATION_ERROR: 'test: VALIDATION_ERROR',
    FORBIDDEN: 'You are not allowed to change this car.',
    NOT_FOUND: 'This car is no longer offered.',
    INTERNAL_ERROR: 'An unhandled error occurred.',
  },
  yacht: { INTERNAL_ERROR: 'An unhandled error occurred.' },
};
const imageFailureText = 'An unhandled error occurred.';
const savedText = 'Changes made successfully.';

const control = (name: string) => document.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${name}"]`);
const button = (name: string) => screen.getByRole('button', { name });
const form = () => document.querySelector('form')!;

async function fill({ screen: { user } }: StepContext, values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      for (const box of document.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)) {
        if (box.checked !== value.includes(box.value)) await user.click(box);
      }
      continue;
    }
    const element = control(name);
    if (!element) throw new Error(`no control named ${name}`);
    if (element instanceof HTMLSelectElement) await user.selectOptions(element, String(value));
    else {
      // Cleared, then the whole value in one input (as pasted), as the other model paths type.
      await user.clear(element);
      const text = String(value);
      if (value) await user.paste(text);
    }
  }
}

/** Every control shows what the machine holds (the controls the screen shows: no supplier asked, no mileage when unlimited). */
function expectValues(values: object) {
  for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
    if (Array.isArray(value)) {
      const ticked = [...document.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((box) => box.value);
      // The boxes in screen order, the machine's list in the order they were ticked.
      expect(ticked.sort(), name).toEqual(value.toSorted());
    } else if (typeof value === 'boolean') {
      expect(control(name), name).toHaveProperty('checked', value);
    } else if (typeof value === 'object' && value !== null) {
      // An extra: how it is offered.
      expect(control(`${name}Offer`), name).toHaveValue((value as { offer: string }).offer);
    } else if (control(name)) {
      expect(control(name), name).toHaveValue(String(value));
    } else {
      expect(['supplier', 'mileage'], `${name} is shown`).toContain(name);
    }
  }
}

/** Each field in error shows its text, linked to its control; the summary names the form's errors; after a refused Save the first has the focus. */
async function expectErrors(errors: Record<string, string>, fields: readonly string[], afterSubmit: boolean) {
  for (const field of fields) {
    const key = errors[field];
    if (!key) {
      if (field !== 'locations' && control(field)) expect(control(field)!.getAttribute('aria-invalid'), field).not.toBe('true');
      continue;
    }
    const text = key === 'required' ? `Please fill in the field: ${labels[field]}` : (errorTexts[key]?.[field] ?? errorTexts[key]?.['*']);
    if (!text) throw new Error(`no expected text for ${field}: ${key}`);
    if (field === 'locations') expect(await screen.findByText(text)).toBeInTheDocument();
    else await vi.waitFor(() => expect(control(field)).toHaveAccessibleDescription(text));
  }
  const first = fields.find((field) => errors[field]);
  if (first) {
    expect(screen.getByText('Please fix errors.')).toBeInTheDocument();
    if (afterSubmit) expect(document.activeElement).toBe(first === 'locations' ? document.querySelector('input[name="locations"]') : control(first));
  } else {
    expect(screen.queryByText('Please fix errors.')).toBeNull();
  }
}

/** The images and their statuses (one taken out: 'To be removed'). */
function expectImages(context: Context) {
  const list = screen.queryByRole('list', { name: 'Photos' });
  if (context.images.length === 0) {
    expect(list).toBeNull();
    return;
  }
  const statuses = within(list!).getAllByRole('status').map((badge) => badge.textContent);
  const words = { notUploaded: 'Not Uploaded', pending: 'Pending', success: 'Success', failed: 'Failed' };
  expect(statuses).toEqual(context.images.map((entry) => (entry.removed ? 'To be removed' : words[entry.status])));
}

async function expectToast(text: string) {
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
}

const requestsOf = ({ held }: StepContext, operation: OperationId) => held.requests.filter((request) => request.operation === operation);

function screenModel(kind: VehicleKind): ScreenModel {
  const words = kinds[kind];
  const onDone = vi.fn();
  const idOf = (snapshot: AnyMachineSnapshot) => contextOf(snapshot).id;
  /** The page's heading: the vehicle to edit, or a new one (that stays its heading once added). */
  let mode: 'new' | 'edit' = 'new';
  const heading = () => screen.getByRole('heading', { level: 1, name: words.headings[mode] });

  return {
    operations: { loadVehicle: words.load, createVehicle: words.create, updateVehicle: words.update },
    render: async (variant) => {
      const { id } = variant.input as VehicleFormInput;
      mode = id ? 'edit' : 'new';
      return renderScreen(
        <VehicleFormScreen
          kind={kind}
          id={id}
          account={account}
          lookups={lookups}
          onDone={onDone}
          backLink={(children) => <a href="/manage/fleet">{children}</a>}
          calendarLink={id ? (children) => <a href={`/manage/calendar/${kind}/${id}`}>{children}</a> : undefined}
        />,
        { path: id ? `/manage/fleet/${words.path}/${id}` : `/manage/fleet/${words.path}/new` },
      );
    },
    events: {
      'form.change': async (event, step) => fill(step, valuesOf(event) as Record<string, unknown>),
      'form.submit': async (_, { screen: { user } }) => user.click(button('Save')),
      'form.retry': async (_, { screen: { user } }) => user.click(button('Try Again')),
      'images.add': async (_, { screen: { user } }) => user.upload(screen.getByTestId('vehicle-images-input'), chosenImage),
      'images.remove': async (_, { screen: { user } }) => user.click(button('Remove photo 1')),
      'images.restore': async (_, { screen: { user } }) => user.click(button('Keep')),
      'images.retry': async (_, { screen: { user } }) => user.click(button('Try again')),
      'form.finish': async (_, { screen: { user } }) => user.click(button('Finish without them')),
    },
    states: {
      loading: async (snapshot, step) => {
        expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
        expect(form()).toBeNull();
        await vi.waitFor(() => expect(requestsOf(step, words.load)).toHaveLength(step.event.type === 'form.retry' ? 2 : 1));
        expect(requestsOf(step, words.load).at(-1)!.url.pathname).toBe(`/api/fleet/${words.path}/${idOf(snapshot)}`);
      },
      loadFailed: async (snapshot) => {
        const code = failureCode(contextOf(snapshot).error);
        const alert = await screen.findByRole('alert');
        if (code === 'NOT_FOUND' || code === 'FORBIDDEN') {
          expect(alert).toHaveTextContent(words.notInFleet);
          expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
        } else {
          expect(alert).toHaveTextContent('An unexpected error occurred. Please try again.');
          expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
        }
        expect(form()).toBeNull();
        expect(heading()).toBeInTheDocument();
      },
      editing: async (snapshot, step) => {
        const context = contextOf(snapshot);
        await vi.waitFor(() => expect(button('Save')).toBeEnabled());
        expect(heading()).toBeInTheDocument();
        expect(form()).toHaveAttribute('aria-busy', 'false');
        expectValues(context.values);
        await expectErrors(context.errors as Record<string, string>, words.fields, step.event.type === 'form.submit');
        expectImages(context);
        if (context.id) {
          expect(screen.getByText(`${String(context.values.brand)} ${String(context.values.model)}`)).toBeInTheDocument();
          expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', `/manage/calendar/${kind}/${context.id}`);
        }
        expect(onDone).not.toHaveBeenCalled();
      },
      creating: async (snapshot, step) => {
        expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
        expect(form()).toHaveAttribute('aria-busy', 'true');
        expect(button('Cancel')).toBeDisabled();
        await vi.waitFor(() => expect(step.held.pending(words.create)).toBe(1));
        const request = requestsOf(step, words.create).at(-1)!;
        expect(request.url.pathname).toBe(`/api/${words.path}`);
        if (kind === 'car') expect(request.url.searchParams.get('language')).toBe('en');
        expect(request.body).toEqual(words.toInput(contextOf(snapshot).values));
      },
      updating: async (snapshot, step) => {
        expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
        expect(form()).toHaveAttribute('aria-busy', 'true');
        await vi.waitFor(() => expect(step.held.pending(words.update)).toBe(1));
        const request = requestsOf(step, words.update).at(-1)!;
        expect(request.url.pathname).toBe(`/api/${words.path}/${saved[kind]._id}`);
        expect(request.body).toEqual(words.toInput(contextOf(snapshot).values));
        expectImages(contextOf(snapshot));
      },
      failed: async (snapshot, step) => {
        const context = contextOf(snapshot);
        if (step.event.type.startsWith('xstate.error.actor.')) await expectToast(failureTexts[kind][failureCode(context.error)!]!);
        // What was typed stays, editable, with no field in error; Save tries again.
        await vi.waitFor(() => expect(button('Save')).toBeEnabled());
        expect(form()).toHaveAttribute('aria-busy', 'false');
        expect(screen.queryByText('Please fix errors.')).toBeNull();
        expectValues(context.values);
        expectImages(context);
        expect(screen.getByRole('button', { name: 'Add photos' })).toBeEnabled();
        expect(onDone).not.toHaveBeenCalled();
      },
      removingImage: async (snapshot, step) => {
        expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
        await vi.waitFor(() => expect(step.held.pending('deleteVehicleImage')).toBe(1));
        expect(requestsOf(step, 'deleteVehicleImage').at(-1)!.url.pathname).toBe(`/api/fleet/images/${savedImage._id}`);
        expectImages(contextOf(snapshot));
        expect(button('Keep')).toBeDisabled();
      },
      uploadingImage: async (snapshot, step) => {
        expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
        await vi.waitFor(() => expect(step.held.pending('addVehicleImage')).toBe(1));
        const sent = requestsOf(step, 'addVehicleImage');
        // Sent to the vehicle just added; sent again after a failure, not to a second new one.
        expect(sent.at(-1)!.url.pathname).toBe(`/api/fleet/${kind}/${newVehicleId[kind]}/images`);
        expect(sent).toHaveLength(step.event.type === 'images.retry' ? 2 : 1);
        expect(requestsOf(step, words.create)).toHaveLength(1);
        await vi.waitFor(() => expectImages(contextOf(snapshot)));
      },
      imagesFailed: async (snapshot) => {
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('Saved, but 1 photo could not be sent.');
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
        expect(within(alert).getByRole('button', { name: 'Finish without them' })).toBeEnabled();
        // Why it failed, under the image (the server refused its type).
        expect(screen.getByText('This file is not a picture: choose a JPEG, PNG or WebP image.')).toBeInTheDocument();
        expect(button('Save')).toBeDisabled();
        expectImages(contextOf(snapshot));
        expect(onDone).not.toHaveBeenCalled();
      },
      saved: async (_, step) => {
        await expectToast(savedText);
        // An image that could not be taken out stays, and the failure is said.
        if (step.event.type === 'xstate.error.actor.deleteVehicleImage' && failureCode((step.event as EventObject & { error: unknown }).error) !== 'NOT_FOUND') {
          await expectToast(imageFailureText);
        }
        await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
      },
    },
  };
}

const kindOf = (path: ModelPath): VehicleKind => ((path.variant.label ?? '').includes('yacht') ? 'yacht' : 'car');

describe('vehicle form model', () => {
  beforeEach(() => toaster.remove());

  it('covers every state and every transition of the car form', () => {
    const { missingStates, missingTransitions } = coverage(vehicleFormModels.car, paths.filter((path) => kindOf(path) === 'car'));
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, screenModel(kindOf(path)));
    });
  }
});
