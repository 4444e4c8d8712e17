import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '@/openapi/types';
import { clearStoredSession } from '@/src/core/storage';
import { aSupplier, someLocations } from '@/tests/support/catalog-fixtures';
import { deleteTeamRequests, getLocations, getSuppliers, listTeamRequests, server, setTeamRequestsHandled } from '@/tests/support/msw';
import { renderAppAs } from '@/tests/support/render-app';

/** The team's inbox on the msw edge: each request with what its form asked, marked handled at once, deleted after a confirmation. */

const requests: Schemas['TeamRequestRecord'][] = [
  {
    _id: '9e1c2b3a-4d5e-4f60-8a7b-000000000001',
    kind: 'partner',
    name: 'Marco Bianchi',
    email: 'marco@lago.example',
    language: 'en',
    fields: { supplier: 'Lago Boats', fleetSize: 12, offers: ['yachts'], message: 'We rent day boats on Lake Como.' },
    createdAt: '2026-11-20T09:00:00.000Z',
    handledAt: null,
  },
  {
    _id: '9e1c2b3a-4d5e-4f60-8a7b-000000000002',
    kind: 'concierge',
    name: 'Anna Petrova',
    email: 'anna@example.org',
    language: 'ru',
    fields: { requestType: 'chauffeur', place: 'Monaco', guests: 4 },
    createdAt: '2026-11-19T09:00:00.000Z',
    handledAt: '2026-11-19T10:00:00.000Z',
  },
];

function backOffice() {
  const marked: unknown[] = [];
  const deleted: unknown[] = [];
  server.use(
    getLocations(() => HttpResponse.json(someLocations)),
    getSuppliers(() => HttpResponse.json([aSupplier])),
    listTeamRequests(() => HttpResponse.json({ items: requests, total: 2, page: 1, size: 30 })),
    setTeamRequestsHandled(async ({ request }) => {
      marked.push(await request.json());
      return HttpResponse.json({ updated: 1 });
    }),
    deleteTeamRequests(async ({ request }) => {
      deleted.push(await request.json());
      return HttpResponse.json({ deleted: 2 });
    }),
  );
  return { marked, deleted };
}

beforeEach(() => clearStoredSession());

describe("the team's inbox", () => {
  it('shows what each form asked in words, marks a request handled at once, and deletes the page after a confirmation', async () => {
    const { marked, deleted } = backOffice();
    const { user } = await renderAppAs('admin', '/manage/inbox');
    expect(await screen.findByText('2 requests', {}, { timeout: 30_000 })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Requests' });
    const marco = within(list).getAllByRole('listitem')[0]!;
    expect(within(marco).getByText('Work with us')).toBeInTheDocument();
    expect(within(marco).getByText('Yachts')).toBeInTheDocument();
    expect(within(marco).getByText('We rent day boats on Lake Como.')).toBeInTheDocument();
    expect(within(marco).getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', 'mailto:marco@lago.example');
    const anna = within(list).getAllByRole('listitem')[1]!;
    expect(within(anna).getByText('A car with a driver')).toBeInTheDocument();
    expect(within(anna).getByText('Handled')).toBeInTheDocument();

    await user.click(within(marco).getByRole('button', { name: 'Mark as handled' }));
    await waitFor(() => expect(marked).toEqual([{ requests: [requests[0]!._id], handled: true }]));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select the page' }));
    await user.click(within(screen.getByRole('group', { name: 'Selection' })).getByRole('button', { name: 'Delete selection (2)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 requests?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([{ requests: requests.map((item) => item._id) }]));
    expect(await screen.findByText('2 requests deleted.')).toBeInTheDocument();
  });
});
