import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlaceInput, PlaceRecord } from '@/machines/places/place.form';
import { clearStoredSession } from '@/src/core/storage';
import { aSupplier, someLocations } from '@/tests/support/catalog-fixtures';
import { createPlace, deletePlaces, getLocations, getPlace, getSuppliers, listPlaces, server, updatePlace } from '@/tests/support/msw';
import { renderAppAs } from '@/tests/support/render-app';

/** The admins' places on the msw edge: one written in the form and saved, one changed, the list, a deletion. */

const nice: PlaceRecord = {
  _id: '5d0c2b3a-4d5e-4f60-8a7b-000000000001',
  slug: 'nice',
  name: { en: 'Nice', fr: 'Nice', ru: 'Ницца' },
  country: 'FR',
  latitude: 43.7102,
  longitude: 7.262,
  cars: 12,
  yachts: 2,
  bookings: 40,
};

function backOffice() {
  const created: PlaceInput[] = [];
  const updated: PlaceInput[] = [];
  const deleted: unknown[] = [];
  server.use(
    getLocations(() => HttpResponse.json(someLocations)),
    getSuppliers(() => HttpResponse.json([aSupplier])),
    listPlaces(() => HttpResponse.json({ items: [nice], total: 1, page: 1, size: 30 })),
    getPlace(() => HttpResponse.json(nice)),
    createPlace(async ({ request }) => {
      const body = (await request.json()) as PlaceInput;
      created.push(body);
      return HttpResponse.json({ ...nice, ...body, _id: '5d0c2b3a-4d5e-4f60-8a7b-000000000002', slug: 'portofino', cars: 0, yachts: 0, bookings: 0 }, { status: 201 });
    }),
    updatePlace(async ({ request }) => {
      const body = (await request.json()) as PlaceInput;
      updated.push(body);
      return HttpResponse.json({ ...nice, ...body });
    }),
    deletePlaces(async ({ request }) => {
      deleted.push(await request.json());
      return HttpResponse.json({ deleted: 0, kept: 1 });
    }),
  );
  return { created, updated, deleted };
}

beforeEach(() => clearStoredSession());

describe("the admins' places", () => {
  it('writes a place, says what is wrong first, saves it with its point and goes back to the list', async () => {
    const { created } = backOffice();
    const { user } = await renderAppAs('admin', '/manage/places/new');
    const english = await screen.findByRole('textbox', { name: /Name in English/ }, { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in the fields: Name in English, Name in French, Name in Russian, Country, Latitude, Longitude')).toBeInTheDocument();
    expect(english).toHaveFocus();

    await user.type(english, 'Портофино');
    await user.type(screen.getByRole('textbox', { name: /Name in French/ }), 'Portofino');
    await user.type(screen.getByRole('textbox', { name: /Name in Russian/ }), 'Портофино');
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'Italy');
    await user.type(screen.getByRole('textbox', { name: /Latitude/ }), '144,3');
    await user.type(screen.getByRole('textbox', { name: /Longitude/ }), '9.2098');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Write it with Latin letters: it makes the place's address.")).toBeInTheDocument();
    expect(screen.getByText('Please enter a value from -90 to 90.')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.clear(english);
    await user.type(english, 'Portofino');
    const latitude = screen.getByRole('textbox', { name: /Latitude/ });
    await user.clear(latitude);
    await user.type(latitude, '44,3033');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(created).toEqual([{ name: { en: 'Portofino', fr: 'Portofino', ru: 'Портофино' }, country: 'IT', latitude: 44.3033, longitude: 9.2098 }]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Places' })).toBeInTheDocument();
  });

  it('changes a place, keeping its address, and says what names it', async () => {
    const { updated } = backOffice();
    const { user } = await renderAppAs('admin', `/manage/places/${nice._id}`);
    const french = await screen.findByRole('textbox', { name: /Name in French/ }, { timeout: 30_000 });
    expect(french).toHaveValue('Nice');
    expect(screen.getByText('Its address stays /cities/nice.')).toBeInTheDocument();
    expect(screen.getByText(/40 bookings pick up or drop off here/)).toBeInTheDocument();
    await user.clear(french);
    await user.type(french, 'Nice (Côte d’Azur)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updated).toEqual([{ name: { en: 'Nice', fr: 'Nice (Côte d’Azur)', ru: 'Ницца' }, country: 'FR', latitude: 43.7102, longitude: 7.262 }]));
  });

  it('lists the places with what names them and keeps one a booking names', async () => {
    const { deleted } = backOffice();
    const { user } = await renderAppAs('admin', '/manage/places');
    expect(await screen.findByText('1 place', {}, { timeout: 30_000 })).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Places' });
    expect(within(cards).getByText(/12 cars · 2 yachts · 40 bookings/)).toBeInTheDocument();
    expect(within(cards).getByText('Ницца')).toHaveAttribute('lang', 'ru');
    await user.click(within(cards).getByRole('button', { name: 'Delete Nice' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this place?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([{ places: [nice._id] }]));
    expect(await screen.findByText('0 places deleted; 1 kept: cars, yachts, companies or bookings name it.')).toBeInTheDocument();
  });
});
