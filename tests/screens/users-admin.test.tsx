import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '@/openapi/types';
import { clearStoredSession } from '@/src/core/storage';
import { aSupplier, someLocations } from '@/tests/support/catalog-fixtures';
import { aUser } from '@/tests/support/fixtures';
import {
  getBookings,
  getDocumentImage,
  getDocuments,
  getLocations,
  getSuppliers,
  getUser,
  listUsers,
  sendUserMessage,
  server,
  setLicenceVerification,
  setUsersSuspension,
} from '@/tests/support/msw';
import { renderAppAs } from '@/tests/support/render-app';

/** The admins' accounts on the msw edge: the list with its bulk suspension, and one account's view. */

const adaId = '5a1c2b3a-4d5e-4f60-8a7b-000000000001';
const row = (id: string, fullName: string, email: string, extra: Partial<Schemas['UserListItem']> = {}): Schemas['UserListItem'] => ({
  _id: id,
  email,
  fullName,
  type: 'user',
  avatar: null,
  verified: true,
  suspended: false,
  licence: 'none',
  supplierId: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});
const rows = [
  row(adaId, 'Ada Lovelace', 'ada@example.org', { licence: 'toVerify' }),
  row('5a1c2b3a-4d5e-4f60-8a7b-000000000002', 'Bob Marchetti', 'bob@example.org'),
  row('5a1c2b3a-4d5e-4f60-8a7b-000000000003', 'Carla Rossi', 'carla@example.org', { suspended: true }),
];

function backOffice() {
  const asked: URLSearchParams[] = [];
  const changes: unknown[] = [];
  server.use(
    getLocations(() => HttpResponse.json(someLocations)),
    getSuppliers(() => HttpResponse.json([aSupplier])),
    listUsers(({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const items = query.get('search') ? rows.filter((item) => item.fullName.toLowerCase().includes(query.get('search')!.toLowerCase())) : rows;
      return HttpResponse.json({ items, total: items.length, page: 1, size: 30 });
    }),
    setUsersSuspension(async ({ request }) => {
      const body = (await request.json()) as { users: string[] };
      changes.push(body);
      return HttpResponse.json({ updated: body.users.length, refused: 0, missing: 0 });
    }),
  );
  return { asked, changes };
}

beforeEach(() => clearStoredSession());

describe("the admins' accounts", () => {
  it('lists and searches the accounts, and suspends the ticked ones after a confirmation', async () => {
    const { asked, changes } = backOffice();
    const { user } = await renderAppAs('admin', '/manage/users');
    expect(await screen.findByText('3 users', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(asked[0]!.get('size')).toBe('30');
    expect(screen.getByRole('navigation', { name: 'Back office' })).toContainElement(screen.getByRole('link', { name: 'Users' }));

    // jsdom applies no media query: the cards of narrow screens are what it shows.
    const cards = screen.getByRole('list', { name: 'Users' });
    await user.click(within(cards).getByRole('checkbox', { name: 'Select Ada Lovelace' }));
    await user.click(within(cards).getByRole('checkbox', { name: 'Select Bob Marchetti' }));
    await user.click(within(screen.getByRole('group', { name: 'Selection' })).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend 2 accounts?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(changes).toEqual([{ users: [adaId, rows[1]!._id], suspended: true }]));
    expect(await screen.findByText('2 accounts suspended.')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search the users' }), 'ada{Enter}');
    expect(await screen.findByText('1 user')).toBeInTheDocument();
    expect(asked.at(-1)!.get('search')).toBe('ada');
  });

  it("shows an account with its licence, verifies it, and writes to it", async () => {
    backOffice();
    const verified: unknown[] = [];
    const messages: unknown[] = [];
    const ada = aUser({ _id: adaId, fullName: 'Ada Lovelace', email: 'ada@example.org', licence: 'toVerify' });
    server.use(
      getUser(() => HttpResponse.json(ada)),
      getDocuments(() => HttpResponse.json([{ _id: '6b1c2b3a-4d5e-4f60-8a7b-000000000009', kind: 'licence', contentType: 'image/png', size: 4, createdAt: '2026-03-02T10:00:00.000Z' }])),
      getDocumentImage(() => new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } })),
      getBookings(() => HttpResponse.json({ items: [], total: 0, page: 1, size: 10 })),
      setLicenceVerification(async ({ request }) => {
        verified.push(await request.json());
        return HttpResponse.json({ ...ada, licence: 'verified' });
      }),
      sendUserMessage(async ({ request }) => {
        messages.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = await renderAppAs('admin', `/manage/users/${adaId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('Licence to verify')).toBeInTheDocument();
    expect(screen.getByText('No bookings yet.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Driving licence of Ada Lovelace' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));

    await user.click(screen.getByRole('button', { name: 'Verify the licence' }));
    await waitFor(() => expect(verified).toEqual([{ verified: true }]));
    expect(await screen.findByText('Verified: the account shows the verified badge.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Write the message first.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Your licence is verified.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(messages).toEqual([{ message: 'Your licence is verified.' }]));
    expect(await screen.findByText('Message sent.')).toBeInTheDocument();
  });

  it("offers an admin nothing to do to the superadmin's account, and does not ask for its documents", async () => {
    backOffice();
    let documentsAsked = 0;
    const nikolai = aUser({ _id: adaId, fullName: 'Nikolai Petrov', email: 'superadmin@example.com', type: 'superadmin', licence: 'toVerify' });
    server.use(
      getUser(() => HttpResponse.json(nikolai)),
      getDocuments(() => {
        documentsAsked += 1;
        return HttpResponse.json([{ _id: '6b1c2b3a-4d5e-4f60-8a7b-000000000009', kind: 'licence', contentType: 'image/png', size: 4, createdAt: '2026-03-02T10:00:00.000Z' }]);
      }),
      getBookings(() => HttpResponse.json({ items: [], total: 0, page: 1, size: 10 })),
    );
    await renderAppAs('admin', `/manage/users/${adaId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nikolai Petrov' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('Only a superadmin sees and checks an admin’s licence.')).toBeInTheDocument();
    expect(screen.getByText('Only a superadmin suspends an admin or changes an admin’s type.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify the licence' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Suspend the account' })).toBeNull();
    expect(documentsAsked).toBe(0);
  });

  it('is not for a supplier', async () => {
    backOffice();
    await renderAppAs('supplier', '/manage/users');
    expect(await screen.findByText('This page is for the Azura team', {}, { timeout: 30_000 })).toBeInTheDocument();
  });
});
