/** The whole app in a test, signed in as an account, and the hand that picks a menu item. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { Language } from '@/config/languages';
import type { SignInResponse } from '@/openapi/types';
import { type Api, createApi } from '@/api/client';
import { i18n } from '@/src/core/i18n';
import { createAppRouter } from '@/src/app/router';
import { createSession, whenSessionReady } from '@/src/core/session';
import { readToken } from '@/src/core/storage';
import { aSupplier } from './catalog-fixtures';
import { aSignInResponse } from './fixtures';
import { apiBaseUrl } from './msw';
import { AppFrame } from './render';

/** The account a test signs in as: a driver, a supplier (the supplier of the catalogue fixtures) or an admin. */
export type Account = 'driver' | 'supplier' | 'admin';

export interface AppOptions {
  language?: Language;
  /** The client the app talks through: by default to the msw edge, with the stored token. */
  api?: Api;
}

function appAt(path: string, { language = 'en', api = createApi({ baseUrl: apiBaseUrl, getToken: readToken }) }: AppOptions = {}) {
  i18n.loadAndActivate({ locale: language, messages: {} });
  const session = createSession({ api, language, navigateHome: () => {} });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ api, session, language, history });
  session.start();
  return { api, session, history, router };
}

function mount({ api, session, history, router }: ReturnType<typeof appAt>) {
  render(
    <AppFrame api={api} session={session}>
      <RouterProvider router={router} />
    </AppFrame>,
  );
  return { router, history, session, user: userEvent.setup({ delay: null }) };
}

/** The whole app at `path` for a guest, rendered at once (the stored session, if any, is still being checked). */
export function renderGuestApp(path: string, options: AppOptions = {}) {
  return mount(appAt(path, options));
}

/**
 * The whole app at `path`, once the session is ready: signed in as `account` (a session that lasts) or as a guest;
 * `profile` changes the account's fields (its name).
 */
export async function renderAppAs(account: Account | 'guest', path: string, profile: Partial<SignInResponse> = {}) {
  const app = appAt(path);
  await whenSessionReady(app.session);
  if (account !== 'guest') {
    const type = account === 'driver' ? 'user' : account;
    const user = aSignInResponse({ type, supplierId: account === 'supplier' ? aSupplier._id : null, token: `token-of-a-${account}`, expiresAt: '2099-01-01T00:00:00.000Z', ...profile });
    app.session.send({ type: 'session.signedIn', user, stayConnected: false });
  }
  return mount(app);
}

/**
 * Chooses a menu item as a hand does: the menu highlights the item on press and selects it on release,
 * which a real pointer never does within the same task.
 */
export async function pick(user: ReturnType<typeof userEvent.setup>, item: HTMLElement) {
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await new Promise((resolve) => setTimeout(resolve, 0));
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}
