/** The account and settings screens on the msw network edge: a user the account operations change, every request kept. */
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, expect } from 'vitest';
import type { Schemas, User } from '@/openapi/types';
import { clearStoredSession } from '@/src/core/storage';
import { toaster } from '@/src/core/toasts';
import { aUser, userId } from './fixtures';
import {
  type OperationId,
  changePassword,
  deleteAvatar,
  deleteTokens,
  getWallet,
  ok,
  server,
  updateAvatar,
  updateEmail,
  updateEmailNotifications,
  updateLanguage,
  updateUser,
} from './msw';

export type Wallet = Schemas['Wallet'];

export const bookingOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function aWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    balance: 42.5,
    pending: 12,
    currency: 'EUR',
    entries: [
      // Earned on a rental that ends in 2031: pending until then.
      { kind: 'cashback', amount: 12, booking: bookingOf(3), createdAt: '2026-05-10T10:00:00.000Z', availableAt: '2031-07-04T10:00:00.000Z' },
      { kind: 'spent', amount: -10, booking: bookingOf(2), createdAt: '2026-05-03T10:00:00.000Z', availableAt: '2026-05-03T10:00:00.000Z' },
      { kind: 'cashback', amount: 52.5, booking: bookingOf(1), createdAt: '2026-04-20T10:00:00.000Z', availableAt: '2026-04-30T10:00:00.000Z' },
    ],
    ...overrides,
  };
}

export interface AccountRequest {
  operation: OperationId;
  url: URL;
  body: unknown;
}

/**
 * The account operations as the server answers them: each change applies to one user and is answered with it.
 * `refuse(operation, response)` makes the next calls of an operation answer that instead.
 */
export function accountApi({ user = aUser(), wallet = aWallet() }: { user?: User; wallet?: Wallet } = {}) {
  let current = user;
  const requests: AccountRequest[] = [];
  const refusals = new Map<OperationId, Response>();
  const answer = (operation: OperationId, request: Request, body: unknown, change: () => void) => {
    requests.push({ operation, url: new URL(request.url), body });
    const refusal = refusals.get(operation);
    if (refusal) return refusal.clone();
    change();
    return ok(operation, current);
  };
  server.use(
    updateUser(async ({ request }) => {
      const { _id, ...changes } = (await request.json()) as Schemas['UpdateUserRequest'];
      return answer('updateUser', request, { _id, ...changes }, () => void (current = { ...current, ...changes }));
    }),
    updateEmailNotifications(async ({ request }) => {
      const body = (await request.json()) as { enableEmailNotifications: boolean };
      return answer('updateEmailNotifications', request, body, () => void (current = { ...current, enableEmailNotifications: body.enableEmailNotifications }));
    }),
    updateAvatar(async ({ request }) => {
      // A File of another realm (jsdom's) than msw's: read as what it is, not by its class.
      const image = (await request.formData()).get('image') as { name?: string; type?: string; size?: number } | string | null;
      const body = image && typeof image === 'object' ? { image: { name: image.name, type: image.type, size: image.size } } : {};
      return answer('updateAvatar', request, body, () => void (current = { ...current, avatar: `/avatars/${requests.length}.webp` }));
    }),
    deleteAvatar(({ request }) => answer('deleteAvatar', request, undefined, () => void (current = { ...current, avatar: null }))),
    changePassword(async ({ request }) => answer('changePassword', request, await request.json(), () => {})),
    updateEmail(async ({ request }) => {
      const body = (await request.json()) as { email: string };
      return answer('updateEmail', request, body, () => void (current = { ...current, pendingEmail: body.email }));
    }),
    deleteTokens(({ request }) => answer('deleteTokens', request, undefined, () => {})),
    updateLanguage(async ({ request }) => {
      const body = (await request.json()) as { language: User['language'] };
      return answer('updateLanguage', request, body, () => void (current = { ...current, language: body.language }));
    }),
    getWallet(({ request }) => {
      requests.push({ operation: 'getWallet', url: new URL(request.url), body: undefined });
      return refusals.get('getWallet')?.clone() ?? HttpResponse.json(wallet);
    }),
  );
  return {
    requests,
    sent: (operation: OperationId) => requests.filter((request) => request.operation === operation),
    refuse: (operation: OperationId, response: Response) => void refusals.set(operation, response),
    accept: (operation: OperationId) => void refusals.delete(operation),
    user: () => current,
  };
}

/** Each test starts signed out with no toast. */
export function setUpAccountTests() {
  beforeEach(() => {
    clearStoredSession();
    toaster.remove();
  });
  afterEach(() => {
    toaster.remove();
  });
}

/** The toast of a success (spec 8). */
export async function expectSavedToast() {
  const toast = await screen.findByText('Changes made successfully.');
  expect(toast).toBeInTheDocument();
}

/** A settings card by its heading. */
export function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

export const inSection = (name: string) => within(section(name));

export { userId };
