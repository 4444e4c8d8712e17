/** The e2e OpenID provider's client, and its accounts by the login typed on its sign-in page (pure data, for the specs too). */
export const googleClient = { clientId: 'azura-e2e-client', clientSecret: 'an-e2e-client-secret-of-some-length' };

export const googleAccounts = {
  'google-newcomer': { email: 'nadia.newcomer@example.org', emailVerified: true, name: 'Nadia Newcomer' },
  'google-driver': { email: 'driver@example.com', emailVerified: true, name: 'Alex Martin (Google)' },
};
