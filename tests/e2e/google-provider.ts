import { startOidcProvider } from '@/tests/support/oidc-provider.ts';
import { googleAccounts, googleClient } from './google-accounts.ts';

/**
 * The OpenID provider the browser tests sign in with Google at: the same real provider as the server tests
 * (tests/support/oidc-provider.ts), on a local port. scripts/e2e.ts starts it for an app served at `appUrl` and gives
 * the server its settings.
 */
export async function startGoogleProvider(appUrl: string) {
  const provider = await startOidcProvider({ ...googleClient, redirectUri: `${appUrl}/google-login` }, googleAccounts);
  return {
    env: { GOOGLE_CLIENT_ID: googleClient.clientId, GOOGLE_CLIENT_SECRET: googleClient.clientSecret, GOOGLE_ISSUER_URL: provider.issuer },
    close: provider.close,
  };
}
