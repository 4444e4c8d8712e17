import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { Provider } from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) on a random local port, for the Google sign-in tests: discovery, its own
 * signing key published at its jwks_uri, authorization with PKCE required, its development login and consent pages,
 * and the token endpoint. Nothing of the flow is mocked; `forgeIdTokens` can re-sign the ID tokens it issues with
 * changed claims, to show the app refuses them.
 */

export interface TestAccount {
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

type Rewrite = (claims: JWTPayload) => JWTPayload;

export async function startOidcProvider(client: TestClient, accounts: Record<string, TestAccount>) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'test-signing-key';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' }] },
    pkce: { required: () => true },
    // As Google does: the ID token of the code flow carries the email and the name.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount(_ctx, sub) {
      const account = accounts[sub];
      if (!account) return Promise.resolve(undefined);
      return Promise.resolve({ accountId: sub, claims: () => Promise.resolve({ sub, email: account.email, email_verified: account.emailVerified, name: account.name }) });
    },
    cookies: { keys: ['a test provider cookie key'] },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
  });

  let rewrite: Rewrite | undefined;
  let signWith = privateKey;
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (rewrite && ctx.path === '/token' && typeof body?.id_token === 'string') {
      const claims = rewrite(decodeJwt(body.id_token));
      ctx.body = { ...body, id_token: await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(signWith) };
    }
  });
  server.on('request', provider.callback());

  return {
    issuer,

    /**
     * Re-signs the next ID tokens with the claims `change` makes (with the provider's own key, or another one when
     * `foreignKey`); `forgeIdTokens()` stops.
     */
    async forgeIdTokens(change?: Rewrite, { foreignKey = false } = {}) {
      rewrite = change;
      signWith = foreignKey ? (await generateKeyPair('RS256')).privateKey : privateKey;
    },

    /**
     * What a browser does from the authorization URL: follows the redirects, signs in as `accountId` on the
     * provider's login page, consents, and stops at the redirect back to the app; answers that address's query.
     */
    async authorize(authorizationUrl: string, accountId: string): Promise<URLSearchParams> {
      const cookies = new Map<string, string>();
      let request: { url: string; form?: URLSearchParams } = { url: authorizationUrl };
      for (let step = 0; step < 12; step += 1) {
        const response = await fetch(request.url, {
          method: request.form ? 'POST' : 'GET',
          body: request.form,
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const header of response.headers.getSetCookie()) {
          const [pair] = header.split(';');
          const [name, ...value] = pair!.split('=');
          cookies.set(name!.trim(), value.join('='));
        }
        const location = response.headers.get('location');
        if (location) {
          const next = new URL(location, request.url);
          if (`${next.origin}${next.pathname}` === client.redirectUri) return next.searchParams;
          request = { url: next.toString() };
          continue;
        }
        const html = await response.text();
        const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
        const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
        if (response.status !== 200 || !action || !prompt) throw new Error(`The provider answered ${response.status}: ${html.slice(0, 500)}`);
        const form = new URLSearchParams({ prompt });
        if (prompt === 'login') {
          form.set('login', accountId);
          form.set('password', 'any');
        }
        request = { url: new URL(action.replace(/&amp;/g, '&'), request.url).toString(), form };
      }
      throw new Error('The provider never sent the browser back to the app.');
    },

    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps its connections open for the next request.
        server.closeAllConnections();
      }),
  };
}

export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;
