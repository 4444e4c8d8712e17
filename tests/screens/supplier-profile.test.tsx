import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SupplierProfile, SupplierProfileInput } from '@/machines/fleet/supplier.form';
import { clearStoredSession } from '@/src/core/storage';
import { aSupplier, someLocations } from '@/tests/support/catalog-fixtures';
import { getSupplierProfile, getLocations, getSuppliers, server, updateSupplierAvatar, updateSupplierProfile } from '@/tests/support/msw';
import { renderAppAs } from '@/tests/support/render-app';

/** The supplier profile in the back office on the msw edge: a supplier's own account and an admin who picks one. */

const profile: SupplierProfile = {
  _id: aSupplier._id,
  slug: aSupplier.slug,
  name: aSupplier.name,
  email: 'hello@supplier.example',
  phone: '+33 4 93 00 00 00',
  tier: 'gold',
  tierCode: 10,
  avatar: '/cdn/suppliers/initials.svg',
  hasOwnAvatar: false,
  paymentTypes: ['card'],
  payLater: true,
  minimumAge: 23,
  licenceRequired: false,
  bio: { en: 'Cars on the coast.', fr: 'Voitures sur la côte.', ru: 'Машины на побережье.' },
};

function backOffice() {
  const read: string[] = [];
  const saved: SupplierProfileInput[] = [];
  const avatars: string[] = [];
  server.use(
    getLocations(() => HttpResponse.json(someLocations)),
    getSuppliers(() => HttpResponse.json([aSupplier])),
    getSupplierProfile(({ params }) => {
      read.push(String(params.id));
      return HttpResponse.json(profile);
    }),
    updateSupplierProfile(async ({ request }) => {
      const body = (await request.json()) as SupplierProfileInput;
      saved.push(body);
      return HttpResponse.json({ ...profile, ...body });
    }),
    updateSupplierAvatar(async ({ request }) => {
      const file = (await request.formData()).get('image') as File;
      avatars.push(file.type);
      return HttpResponse.json({ ...profile, avatar: '/supplier-avatars/new.webp', hasOwnAvatar: true });
    }),
  );
  return { read, saved, avatars };
}

beforeEach(() => clearStoredSession());

describe("a supplier's profile", () => {
  it("opens on the account's own supplier, points at what is wrong, saves, and sends an avatar at once", async () => {
    const { read, saved, avatars } = backOffice();
    const { user } = await renderAppAs('supplier', '/manage/supplier');
    const name = await screen.findByRole('textbox', { name: /Company name/ }, { timeout: 30_000 });
    expect(name).toHaveValue(aSupplier.name);
    expect(read).toEqual([aSupplier._id]);
    expect(screen.getByRole('link', { name: 'Company profile' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('checkbox', { name: 'Card' }));
    await user.clear(screen.getByRole('textbox', { name: /Minimum driver age/ }));
    await user.type(screen.getByRole('textbox', { name: /Minimum driver age/ }), '19');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose one payment type at least.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a value from 21 to 99.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Card' })).toHaveFocus();
    expect(saved).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'Cash' }));
    await user.clear(screen.getByRole('textbox', { name: /Minimum driver age/ }));
    await user.type(screen.getByRole('textbox', { name: /Minimum driver age/ }), '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes made successfully.')).toBeInTheDocument();
    expect(saved).toEqual([expect.objectContaining({ paymentTypes: ['cash'], minimumAge: 25, payLater: true })]);

    const avatar = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'avatar.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload a logo'), avatar);
    await waitFor(() => expect(avatars).toEqual(['image/png']));
    expect(await screen.findByRole('button', { name: 'Remove the logo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Logo of ${aSupplier.name}` })).toHaveAttribute('src', '/supplier-avatars/new.webp');
  });

  it('lets an admin pick the supplier', async () => {
    const { read } = backOffice();
    const { user } = await renderAppAs('admin', '/manage/supplier');
    expect(await screen.findByText('Choose a company to see and change its profile.', {}, { timeout: 30_000 })).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Company' });
    await user.selectOptions(picker, within(picker).getByRole('option', { name: aSupplier.name }));
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue(aSupplier.name);
    expect(read).toEqual([aSupplier._id]);
  });
});
