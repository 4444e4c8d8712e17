import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '@/openapi/types';
import { clearStoredSession } from '@/src/core/storage';
import { aSupplier, someLocations } from '@/tests/support/catalog-fixtures';
import { createSupplier, getSupplierProfile, getLocations, getSuppliers, listSuppliers, server, setSuppliersTier } from '@/tests/support/msw';
import { renderAppAs } from '@/tests/support/render-app';

/** The admins' suppliers on the msw edge: the list with a change of tier, and a new supplier. */

const listed = (id: string, name: string, slug: string, tier: Schemas['SupplierTier']): Schemas['SupplierListItem'] => ({
  _id: id,
  slug,
  name,
  email: `hello@${slug}.example`,
  phone: '+33 4 93 00 00 00',
  tier,
  tierCode: tier === 'gold' ? 10 : tier === 'silver' ? 5 : 13,
  avatar: '/cdn/suppliers/initials.svg',
  cars: 3,
  yachts: 1,
  accounts: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const suppliers = [listed('8d1c2b3a-4d5e-4f60-8a7b-000000000001', 'Azur Prestige', 'azur-prestige', 'vip'), listed('8d1c2b3a-4d5e-4f60-8a7b-000000000002', 'Lago Strada', 'lago-strada', 'silver')];

function backOffice() {
  const moved: unknown[] = [];
  const created: unknown[] = [];
  server.use(
    getLocations(() => HttpResponse.json(someLocations)),
    getSuppliers(() => HttpResponse.json([aSupplier])),
    listSuppliers(() => HttpResponse.json({ items: suppliers, total: 2, page: 1, size: 30 })),
    setSuppliersTier(async ({ request }) => {
      moved.push(await request.json());
      return HttpResponse.json({ updated: 1 });
    }),
    createSupplier(async ({ request }) => {
      const body = (await request.json()) as { profile: Schemas['SupplierProfileInput']; tier: Schemas['SupplierTier'] };
      created.push(body);
      return HttpResponse.json(
        { ...body.profile, _id: '8d1c2b3a-4d5e-4f60-8a7b-000000000009', slug: 'cote-bleue', tier: body.tier, tierCode: 10, avatar: '/cdn/suppliers/cb.svg', hasOwnAvatar: false },
        { status: 201 },
      );
    }),
    getSupplierProfile(() =>
      HttpResponse.json({
        _id: '8d1c2b3a-4d5e-4f60-8a7b-000000000009',
        slug: 'cote-bleue',
        name: 'Côte Bleue',
        email: 'hello@cote.example',
        phone: '+33 4 93 00 00 00',
        tier: 'gold',
        tierCode: 10,
        avatar: '/cdn/suppliers/cb.svg',
        hasOwnAvatar: false,
        paymentTypes: ['card'],
        payLater: false,
        minimumAge: 23,
        licenceRequired: false,
        bio: { en: 'Cars.', fr: 'Voitures.', ru: 'Машины.' },
      }),
    ),
  );
  return { moved, created };
}

beforeEach(() => clearStoredSession());

describe("the admins' suppliers", () => {
  it('lists the suppliers with their tier and moves the ticked one to another tier after a confirmation', async () => {
    const { moved } = backOffice();
    const { user } = await renderAppAs('admin', '/manage/suppliers');
    expect(await screen.findByText('2 companies', {}, { timeout: 30_000 })).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Rental companies' });
    expect(within(cards).getByText('VIP supplier')).toBeInTheDocument();
    await user.click(within(cards).getByRole('checkbox', { name: 'Select Lago Strada' }));
    const selection = screen.getByRole('group', { name: 'Selection' });
    await user.selectOptions(within(selection).getByRole('combobox', { name: 'New tier' }), 'Gold supplier');
    await user.click(within(selection).getByRole('button', { name: 'Change tier' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Move this company to Gold supplier?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change tier' }));
    await waitFor(() => expect(moved).toEqual([{ suppliers: [suppliers[1]!._id], tier: 'gold' }]));
    expect(await screen.findByText('1 company moved: Gold supplier.')).toBeInTheDocument();
  });

  it('adds a supplier with its tier, then opens its profile', async () => {
    const { created } = backOffice();
    const { user } = await renderAppAs('admin', '/manage/suppliers/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New rental company' }, { timeout: 30_000 })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Côte Bleue');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'hello@cote.example');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+33 4 93 00 00 00');
    await user.click(screen.getByRole('checkbox', { name: 'Card' }));
    await user.type(screen.getByRole('textbox', { name: /Minimum driver age/ }), '23');
    await user.type(screen.getByRole('textbox', { name: /English/ }), 'Cars.');
    await user.type(screen.getByRole('textbox', { name: /French/ }), 'Voitures.');
    await user.type(screen.getByRole('textbox', { name: /Russian/ }), 'Машины.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tier' }), 'Gold supplier');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toMatchObject([{ tier: 'gold', profile: { name: 'Côte Bleue', minimumAge: 23 } }]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Company profile' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Upload a logo')).toBeInTheDocument();
  });
});
