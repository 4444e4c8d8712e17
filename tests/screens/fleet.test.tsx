import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@/openapi/types';
import { clearStoredSession } from '@/src/core/storage';
import { aCar, aSupplier, someLocations } from '@/tests/support/catalog-fixtures';
import { createCar, deleteCar, fail, getLocations, getSuppliers, ok, searchCars, server } from '@/tests/support/msw';
import { type Account, renderAppAs } from '@/tests/support/render-app';

const azur: Schemas['SupplierSummary'] = { _id: '22222222-3333-4444-8555-666666666666', slug: 'azur-prestige', name: 'Azur Prestige', tier: 'vip', tierCode: 13, avatar: '/cdn/suppliers/ap-5f3dc4.svg' };
const supplierDetails = { paymentTypes: ['card'] as Schemas['PaymentType'][], payLater: true, minimumAge: 21, licenceRequired: true, bio: '', locations: ['nice'] };
const suppliers: Schemas['Supplier'][] = [
  { ...aSupplier, ...supplierDetails },
  { ...azur, ...supplierDetails },
];

const ours = aCar({ _id: '6f1c2b3a-4d5e-4f60-8a7b-000000000001', brand: 'Fiat', model: '500' });
const alsoOurs = aCar({ _id: '6f1c2b3a-4d5e-4f60-8a7b-000000000002', brand: 'BMW', model: 'X5' });
const theirs = aCar({ _id: '6f1c2b3a-4d5e-4f60-8a7b-000000000003', brand: 'Ferrari', model: 'Roma', supplier: azur });

interface Request {
  method: string;
  path: string;
  authorization: string | null;
  body?: unknown;
}

/** The catalogue on the msw edge, with a fleet that createCar and deleteCar change; every fleet request is kept. */
function catalogue(cars: Schemas['Car'][] = [ours, alsoOurs, theirs]) {
  const fleet = [...cars];
  const requests: Request[] = [];
  let searches = 0;
  server.use(
    getLocations(() => HttpResponse.json(someLocations)),
    getSuppliers(() => HttpResponse.json(suppliers)),
    searchCars(() => {
      searches += 1;
      return HttpResponse.json({ page: 1, size: 15, total: fleet.length, items: fleet });
    }),
    createCar(async ({ request }) => {
      const body = (await request.json()) as Schemas['CarInput'];
      requests.push({ method: 'POST', path: new URL(request.url).pathname, authorization: request.headers.get('authorization'), body });
      const car = aCar({ _id: '6f1c2b3a-4d5e-4f60-8a7b-000000000009', brand: body.brand, model: body.model });
      fleet.push(car);
      return ok('createCar', car);
    }),
    deleteCar(({ request, params }) => {
      requests.push({ method: 'DELETE', path: new URL(request.url).pathname, authorization: request.headers.get('authorization') });
      const index = fleet.findIndex((car) => car._id === params.id);
      if (index < 0) return fail('NOT_FOUND');
      fleet.splice(index, 1);
      return ok('deleteCar');
    }),
  );
  return { requests, searches: () => searches };
}

async function renderSearch(account: Account | 'guest', { empty = false } = {}) {
  const { router, user } = await renderAppAs(account, '/search');
  // The first render of the route loads its code: give it time.
  if (empty) await screen.findByText('No cars.', {}, { timeout: 30_000 });
  else await screen.findAllByRole('article', {}, { timeout: 30_000 });
  // The fleet actions are a chunk of their own, loaded for the accounts that manage cars.
  if (account === 'supplier' || account === 'admin') await screen.findByRole('button', { name: 'New car' }, { timeout: 30_000 });
  return { router, user };
}

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  localStorage.clear();
  clearStoredSession();
});

describe('fleet actions in the car list', () => {
  it.each<Account | 'guest'>(['guest', 'driver'])('are hidden from a %s', async (account) => {
    catalogue();
    await renderSearch(account);

    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'New car' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    // View and Book stay.
    expect(within(card('Fiat 500')).getByRole('link', { name: 'View Fiat 500' })).toBeInTheDocument();
    expect(within(card('Fiat 500')).getByRole('link', { name: 'Book Fiat 500' })).toBeInTheDocument();
  });

  it("show a supplier 'New car', and 'Delete' on his supplier's cars only", async () => {
    catalogue();
    await renderSearch('supplier');

    expect(await screen.findByRole('button', { name: 'New car' })).toBeInTheDocument();
    expect(within(card('Fiat 500')).getByRole('button', { name: 'Delete Fiat 500' })).toBeInTheDocument();
    expect(within(card('BMW X5')).getByRole('button', { name: 'Delete BMW X5' })).toBeInTheDocument();
    expect(within(card('Ferrari Roma')).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("show an admin 'Delete' on every car", async () => {
    catalogue();
    await renderSearch('admin');
    expect(await screen.findByRole('button', { name: 'Delete Ferrari Roma' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(3);
  });

  it('show a supplier with no car yet "No cars." and \'New car\'', async () => {
    catalogue([]);
    await renderSearch('supplier', { empty: true });
    expect(screen.getByText('No cars.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New car' })).toBeInTheDocument();
  });
});

describe('deleting a car', () => {
  it('asks first: Cancel deletes nothing; Delete deletes it, tells, and the list no longer has it', async () => {
    const api = catalogue();
    const { user } = await renderSearch('supplier');

    await user.click(within(card('BMW X5')).getByRole('button', { name: 'Delete BMW X5' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this car?' });
    expect(within(dialog).getByText('BMW X5')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests).toEqual([]);
    expect(card('BMW X5')).toBeInTheDocument();

    const searchesBefore = api.searches();
    await user.click(within(card('BMW X5')).getByRole('button', { name: 'Delete BMW X5' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this car?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Changes made successfully.')).toBeInTheDocument();
    expect(api.requests).toEqual([{ method: 'DELETE', path: `/api/cars/${alsoOurs._id}`, authorization: 'Bearer token-of-a-supplier' }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'BMW X5' })).not.toBeInTheDocument());
    expect(api.searches()).toBeGreaterThan(searchesBefore);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it("says why in the product's words when the server refuses, and keeps the question open and the car", async () => {
    catalogue();
    server.use(deleteCar(() => HttpResponse.json({ code: 'CAR_HAS_BOOKINGS', message: 'test: has bookings' }, { status: 409 })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderSearch('supplier');

    await user.click(within(card('Fiat 500')).getByRole('button', { name: 'Delete Fiat 500' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this car?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('This car has bookings, so it cannot be deleted. Make it unavailable instead.')).toBeInTheDocument();
    // The error helper logs the failure.
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ code: 'CAR_HAS_BOOKINGS' }));
    log.mockRestore();
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(card('Fiat 500')).toBeInTheDocument();
  });
});

describe('the new-car form', () => {
  async function openForm(account: Account = 'supplier') {
    const api = catalogue();
    const rendered = await renderSearch(account);
    await rendered.user.click(await screen.findByRole('button', { name: 'New car' }));
    const dialog = await screen.findByRole('dialog', { name: 'New car' });
    return { ...rendered, api, dialog };
  }

  it('refuses the required fields with their messages and sends nothing', async () => {
    const { user, api, dialog } = await openForm();
    expect(within(dialog).getByText('Riviera Drive')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add the car' }));

    expect(await within(dialog).findByText('Please fix errors.')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Please fill in the fields: Brand, Model, Year, Body type/)).toBeInTheDocument();
    expect(within(dialog).getByText('Please fill in the field: Brand')).toBeInTheDocument();
    expect(within(dialog).getByText('Please fill in the field: Places')).toBeInTheDocument();
    expect(within(dialog).getByText('Please fill in the field: Description in Russian')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Brand/ })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: /^Brand/ })).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByRole('textbox', { name: /^Seats/ }), '0');
    await user.type(within(dialog).getByRole('textbox', { name: /^Brand/ }), 'Fiat');
    expect(within(dialog).queryByText('Please fill in the field: Brand')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add the car' }));
    expect(await within(dialog).findByText('Please enter a value from 2 to 9.')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('posts the body of the contract, tells, closes and reloads the list', async () => {
    const { user, api, dialog } = await openForm();
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    const select = (name: RegExp) => within(dialog).getByRole('combobox', { name });
    // Each value in one input (as pasted): the dialog sees what typing ends with, without a render per character.
    const paste = async (name: RegExp, text: string) => {
      await user.click(field(name));
      await user.paste(text);
    };

    await paste(/^Brand/, 'Renault');
    await paste(/^Model/, 'Zoe');
    await paste(/^Year/, '2024');
    await user.selectOptions(select(/^Body type/), 'hatchback');
    await user.selectOptions(select(/^Category/), 'electric');
    await user.selectOptions(select(/^Engine/), 'electric');
    await user.selectOptions(select(/^Gearbox/), 'automatic');
    await user.selectOptions(select(/^Fuel policy/), 'freeTank');
    await user.clear(field(/^Seats/));
    await paste(/^Seats/, '4');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Unlimited mileage' }));
    await paste(/^Kilometres a day/, '250');
    await paste(/^Price per day/, '49,90');
    await paste(/^Deposit/, '300');
    await user.click(within(within(dialog).getByRole('group', { name: /^Places/ })).getByRole('checkbox', { name: 'Nice' }));
    await user.click(within(within(dialog).getByRole('group', { name: /^Places/ })).getByRole('checkbox', { name: 'Monaco' }));
    await user.click(within(within(dialog).getByRole('group', { name: 'Availability badges' })).getByRole('checkbox', { name: 'Available now' }));
    await user.selectOptions(select(/^Theft protection$/), 'priced');
    await paste(/^Theft protection: price/, '8');
    await user.selectOptions(select(/^Additional driver$/), 'included');
    await paste(/^Description in English/, 'A quiet city car.');
    await paste(/^Description in French/, 'Une citadine silencieuse.');
    await paste(/^Description in Russian/, 'Тихий городской автомобиль.');

    await user.click(within(dialog).getByRole('button', { name: 'Add the car' }));

    expect(await screen.findByText('Changes made successfully.')).toBeInTheDocument();
    expect(api.requests).toEqual([
      {
        method: 'POST',
        path: '/api/cars',
        authorization: 'Bearer token-of-a-supplier',
        body: {
          brand: 'Renault',
          model: 'Zoe',
          year: 2024,
          bodyType: 'hatchback',
          category: 'electric',
          engineType: 'electric',
          gearbox: 'automatic',
          fuelPolicy: 'freeTank',
          mileage: 250,
          seats: 4,
          doors: 5,
          aircon: true,
          deposit: 300,
          price: 49.9,
          extras: { cancellation: -1, amendments: -1, theftProtection: 8, collisionDamageWaiver: -1, fullInsurance: -1, additionalDriver: 0 },
          minimumAge: 21,
          available: true,
          badges: ['now'],
          color: '#1f6feb',
          locations: ['nice', 'monaco'],
          description: { en: 'A quiet city car.', fr: 'Une citadine silencieuse.', ru: 'Тихий городской автомобиль.' },
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New car' })).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Renault Zoe' })).toBeInTheDocument();
  });

  it('asks an admin for the supplier and sends it', async () => {
    const { user, dialog } = await openForm('admin');
    await user.click(within(dialog).getByRole('button', { name: 'Add the car' }));
    expect(await within(dialog).findByText('Please fill in the field: Rental company')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Rental company/ })).toHaveFocus();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Rental company/ }), 'azur-prestige');
    expect(within(dialog).queryByText('Please fill in the field: Rental company')).not.toBeInTheDocument();
  });
});
