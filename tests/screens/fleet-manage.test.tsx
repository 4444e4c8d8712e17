import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '@/openapi/types';
import { clearStoredSession } from '@/src/core/storage';
import { aSupplier, someLocations } from '@/tests/support/catalog-fixtures';
import { addVehicleImage, createYacht, fail, getFleet, getFleetYacht, getLocations, getSuppliers, ok, server, setFleetAvailability } from '@/tests/support/msw';
import { renderAppAs } from '@/tests/support/render-app';

/** The back office's fleet screens on the msw edge: the list and its selection, the yacht form with its images, the guard. */

const supplierDetails = { paymentTypes: ['card'] as Schemas['PaymentType'][], payLater: true, minimumAge: 21, licenceRequired: false, bio: '', locations: ['nice'] };
const item = (id: string, kind: 'car' | 'yacht', brand: string, model: string): Schemas['FleetItem'] => ({
  _id: id,
  kind,
  brand,
  model,
  year: 2023,
  price: kind === 'car' ? 80 : 1900,
  available: true,
  badges: [],
  image: '/cdn/cars/suv-1f6feb.svg',
  thumb: '/cdn/cars/suv-1f6feb.svg',
  imageCount: 0,
  supplier: aSupplier,
  locations: ['nice'],
  activeBookings: kind === 'car' ? 2 : 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const fleet = [
  item('6f1c2b3a-4d5e-4f60-8a7b-000000000001', 'car', 'Fiat', '500'),
  item('6f1c2b3a-4d5e-4f60-8a7b-000000000002', 'yacht', 'Jeanneau', 'Cap Camarat'),
];

function backOffice() {
  const requests: { operation: string; body: unknown; url: string }[] = [];
  server.use(
    getLocations(() => HttpResponse.json(someLocations)),
    getSuppliers(() => HttpResponse.json([{ ...aSupplier, ...supplierDetails }])),
    getFleet(({ request }) => {
      requests.push({ operation: 'getFleet', body: undefined, url: request.url });
      return HttpResponse.json({ page: 1, size: 30, total: fleet.length, items: fleet });
    }),
    setFleetAvailability(async ({ request }) => {
      requests.push({ operation: 'setFleetAvailability', body: await request.json(), url: request.url });
      return ok('setFleetAvailability', { updated: 2, deleted: 0 });
    }),
    createYacht(async ({ request }) => {
      requests.push({ operation: 'createYacht', body: await request.json(), url: request.url });
      return ok('createYacht', { _id: '7a1c2b3a-4d5e-4f60-8a7b-000000000001', yacht: {}, images: [], image: '' });
    }),
    addVehicleImage(async ({ request, params }) => {
      const form = await request.formData();
      const image = form.get('image') as File;
      requests.push({ operation: 'addVehicleImage', body: { kind: params.kind, id: params.id, type: image.type }, url: request.url });
      const id = `8b1c2b3a-4d5e-4f60-8a7b-00000000000${requests.length}`;
      return ok('addVehicleImage', { _id: id, large: `/images/${id}/large.webp`, card: `/images/${id}/card.webp`, thumb: `/images/${id}/thumb.webp` });
    }),
  );
  return requests;
}

beforeEach(() => clearStoredSession());

/** The first bytes of a JPEG and of a PNG, which the form reads as the server does (domain/documents.ts). */
const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, ...new Array<number>(2032).fill(0)]);
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, ...new Array<number>(3056).fill(0)]);

describe('the back office fleet', () => {
  it('lists the fleet and makes the ticked vehicles unavailable in one request', async () => {
    const requests = backOffice();
    const { user } = await renderAppAs('supplier', '/manage/fleet');
    expect(await screen.findByRole('heading', { name: 'Fleet' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(await screen.findByText('2 vehicles')).toBeInTheDocument();
    // Each shows an image (the catalogue's): "0 photos" beside it read as broken.
    expect(screen.queryByText(/\b0 photos/)).toBeNull();
    expect(screen.getAllByText(/Catalogue picture, no photo added/)).toHaveLength(2);

    await user.click(screen.getAllByRole('checkbox', { name: 'Select Fiat 500' })[0]!);
    await user.click(screen.getAllByRole('checkbox', { name: 'Select Jeanneau Cap Camarat' })[0]!);
    const selection = screen.getByRole('group', { name: 'Selection' });
    expect(within(selection).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(selection).getByRole('button', { name: 'Make unavailable' }));

    await waitFor(() => expect(requests.filter((r) => r.operation === 'setFleetAvailability')).toHaveLength(1));
    expect(requests.find((r) => r.operation === 'setFleetAvailability')!.body).toEqual({
      items: [{ kind: 'car', _id: fleet[0]!._id }, { kind: 'yacht', _id: fleet[1]!._id }],
      available: false,
    });
    expect(await screen.findByText('2 vehicles changed.')).toBeInTheDocument();
  });

  it('puts the search and filters in the address and asks the server for them', async () => {
    const requests = backOffice();
    const { user, router } = await renderAppAs('supplier', '/manage/fleet');
    await screen.findByText('2 vehicles', {}, { timeout: 30_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'yacht');
    await waitFor(() => expect(router.state.location.search).toEqual({ kind: 'yacht' }));
    await waitFor(() => expect(new URL(requests.at(-1)!.url).searchParams.get('kind')).toBe('yacht'));
  });

  it('adds a yacht, then sends its two images to it, and comes back to the list', async () => {
    const requests = backOffice();
    const { user, router } = await renderAppAs('supplier', '/manage/fleet/yachts/new');
    await screen.findByRole('heading', { name: 'New yacht' }, { timeout: 30_000 });
    const type = async (label: string, text: string) => {
      await user.clear(screen.getByLabelText(label, { exact: false }));
      await user.paste(text);
    };
    // Saving an empty form names what is missing and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fix errors.')).toBeInTheDocument();
    expect(requests.filter((r) => r.operation === 'createYacht')).toHaveLength(0);

    await type('Brand', 'Princess');
    await type('Model', 'V50');
    await type('Year', '2022');
    await user.selectOptions(screen.getByLabelText('Type of yacht', { exact: false }), 'motor');
    await type('Length (m)', '15,6');
    await type('Cabins', '3');
    await type('Guests', '8');
    await type('Price per day (€)', '2400');
    await type('Deposit (€)', '5000');
    await user.click(screen.getByRole('checkbox', { name: someLocations[0]!.name }));
    await type('Description in English', 'A fast day cruiser.');
    await type('Description in French', 'Un day cruiser rapide.');
    await type('Description in Russian', 'Быстрая яхта.');
    const input = screen.getByTestId<HTMLInputElement>('vehicle-images-input');
    await user.upload(input, [new File([jpegBytes], 'bow.jpg', { type: 'image/jpeg' }), new File([pngBytes], 'deck.png', { type: 'image/png' })]);
    expect(await screen.findAllByText('Not Uploaded')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/fleet'), { timeout: 5_000 });
    expect(requests.find((r) => r.operation === 'createYacht')!.body).toMatchObject({ brand: 'Princess', lengthMeters: 15.6, kind: 'motor', locations: [someLocations[0]!.slug] });
    expect(requests.filter((r) => r.operation === 'addVehicleImage').map((r) => r.body)).toEqual([
      // jsdom's File reaches msw's FormData as a blob of its type (another realm): its name and bytes are not kept.
      { kind: 'yacht', id: '7a1c2b3a-4d5e-4f60-8a7b-000000000001', type: 'image/jpeg' },
      { kind: 'yacht', id: '7a1c2b3a-4d5e-4f60-8a7b-000000000001', type: 'image/png' },
    ]);
    expect(await screen.findByText('Changes made successfully.')).toBeInTheDocument();
  });

  it('puts the images where they are chosen before saving: before the fields, not under the Save bar', async () => {
    backOffice();
    await renderAppAs('supplier', '/manage/fleet/cars/new');
    const images = await screen.findByRole('group', { name: 'Photos' }, { timeout: 30_000 });
    const brand = screen.getByLabelText('Brand', { exact: false });
    expect(images.compareDocumentPosition(brand) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(images.compareDocumentPosition(screen.getByLabelText('Description in English', { exact: false })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("refuses a file that is no image as it is chosen, whatever its name says, in the words of the server's refusal, with no preview", async () => {
    const requests = backOffice();
    const { user } = await renderAppAs('supplier', '/manage/fleet/yachts/new');
    await screen.findByRole('heading', { name: 'New yacht' }, { timeout: 30_000 });
    const input = screen.getByTestId<HTMLInputElement>('vehicle-images-input');
    await user.upload(input, [new File(['%PDF-1.7 a contract, not an image'], 'notes.jpg', { type: 'image/jpeg' }), new File([jpegBytes], 'bow.jpg', { type: 'image/jpeg' })]);

    expect(await screen.findByText('notes.jpg: This file is not a picture: choose a JPEG, PNG or WebP image.')).toBeInTheDocument();
    // Only the real image is kept, shown and counted.
    expect(screen.getAllByText('Not Uploaded')).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('img')).toHaveLength(1);
    expect(screen.getByText('1 of 12 photos')).toBeInTheDocument();
    expect(requests.filter((r) => r.operation === 'addVehicleImage')).toHaveLength(0);
  });

  it("says a yacht of another supplier is not in the fleet instead of failing", async () => {
    backOffice();
    server.use(getFleetYacht(() => fail('FORBIDDEN')));
    await renderAppAs('supplier', '/manage/fleet/yachts/7a1c2b3a-4d5e-4f60-8a7b-000000000009');
    expect(await screen.findByText('This yacht is not in your fleet.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('tells a driver the back office is for suppliers, and asks the server nothing', async () => {
    const requests = backOffice();
    await renderAppAs('driver', '/manage/fleet');
    expect(await screen.findByRole('heading', { name: 'This page is for rental companies' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(requests.filter((r) => r.operation === 'getFleet')).toHaveLength(0);
  });
});
