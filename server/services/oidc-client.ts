import { createHash, createHmac } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { hashToken } from './secrets.ts';

/**
 * An OpenID Connect relying party for one provider (Google, or any issuer in tests): discovery, the authorization
 * URL (code flow with PKCE S256), the code exchange and the ID token's verification. Server-to-server calls go to
 * the configured issuer's own endpoints only, never to an address a user gave.
 */

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

interface Metadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  token_endpoint_auth_methods_supported?: string[];
}

/** What an ID token says of the person, once verified. */
export interface OidcIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

/** Why a step failed, in words for the person (the handler answers 401 EXTERNAL_SIGN_IN_FAILED with it). */
export class OidcError extends Error {}

const GOOGLE_ISSUER = 'https://accounts.google.com';
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const TIMEOUT_MS = 10_000;

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * The PKCE verifier of a sign-in, derived from the browser's secret (its cookie) and the state: the server keeps
 * nothing from which it could be read back (RFC 7636: 43 characters of the unreserved set).
 */
export const pkceVerifier = (browserSecret: string, state: string) => base64url(createHmac('sha256', browserSecret).update(`pkce:${state}`).digest());
export const pkceChallenge = (verifier: string) => base64url(createHash('sha256').update(verifier).digest());

/** RFC 6749 2.3.1: the client's id and secret are form-encoded before they go into the Basic header. */
const formEncode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

export function createOidcClient(settings: OidcSettings) {
  const issuer = settings.issuer.replace(/\/+$/, '');
  let discovered: { metadata: Promise<Metadata>; at: number } | undefined;
  let keys: { uri: string; set: ReturnType<typeof createRemoteJWKSet> } | undefined;

  async function fetchMetadata(): Promise<Metadata> {
    // A redirect is never followed (ASVS 15.3.2): the server calls the configured provider and nobody else.
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, { redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new OidcError(`The sign-in provider's configuration could not be read (HTTP ${response.status}).`);
    const metadata = (await response.json()) as Metadata;
    // OpenID Connect Discovery 4.3: the document must name the issuer it was asked of.
    if (metadata.issuer?.replace(/\/+$/, '') !== issuer) throw new OidcError("The sign-in provider's configuration names another issuer.");
    for (const field of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
      if (typeof metadata[field] !== 'string') throw new OidcError(`The sign-in provider's configuration has no ${field}.`);
    }
    return metadata;
  }

  /** The provider's configuration, asked once an hour at most; a failure is not kept, so the next sign-in asks again. */
  function metadata(): Promise<Metadata> {
    if (!discovered || Date.now() - discovered.at > DISCOVERY_TTL_MS) {
      const pending = fetchMetadata();
      discovered = { metadata: pending, at: Date.now() };
      pending.catch(() => {
        if (discovered?.metadata === pending) discovered = undefined;
      });
    }
    return discovered.metadata;
  }

  /** jose keeps the provider's keys and fetches them again when a token names a key it does not know (rotation). */
  function keySet(uri: string) {
    if (keys?.uri !== uri) keys = { uri, set: createRemoteJWKSet(new URL(uri), { timeoutDuration: TIMEOUT_MS }) };
    return keys.set;
  }

  return {
    metadata,

    async authorizationUrl({ state, nonce, codeChallenge }: { state: string; nonce: string; codeChallenge: string }) {
      const url = new URL((await metadata()).authorization_endpoint);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: settings.redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    /** The code for tokens, with the client's secret and the PKCE verifier; answers the ID token. */
    async exchangeCode(code: string, codeVerifier: string): Promise<string> {
      const meta = await metadata();
      const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: settings.redirectUri, code_verifier: codeVerifier });
      const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
      // client_secret_basic is the default (RFC 8414); client_secret_post only for a provider that takes nothing else.
      const methods = meta.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
      if (methods.includes('client_secret_basic') || !methods.includes('client_secret_post')) {
        headers.authorization = `Basic ${Buffer.from(`${formEncode(settings.clientId)}:${formEncode(settings.clientSecret)}`).toString('base64')}`;
      } else {
        body.set('client_id', settings.clientId);
        body.set('client_secret', settings.clientSecret);
      }
      let response: Response;
      try {
        response = await fetch(meta.token_endpoint, { method: 'POST', headers, body, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch {
        throw new OidcError('The sign-in provider could not be reached.');
      }
      const tokens = (await response.json().catch(() => ({}))) as { id_token?: unknown; error?: string };
      if (!response.ok || typeof tokens.id_token !== 'string') {
        throw new OidcError(`The sign-in provider refused the sign-in code${tokens.error ? ` (${tokens.error})` : ''}.`);
      }
      return tokens.id_token;
    },

    /**
     * The ID token's signature (the provider's published keys), issuer, audience (this client), expiry, and nonce
     * (against the hash kept for this sign-in: services/secrets.ts hashToken), then its email.
     */
    async verifyIdToken(idToken: string, nonceHash: string): Promise<OidcIdentity> {
      const meta = await metadata();
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keySet(meta.jwks_uri), {
          // Google documents that its ID tokens may name their issuer without the scheme.
          issuer: meta.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : meta.issuer,
          audience: settings.clientId,
          requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
          clockTolerance: 30,
        }));
      } catch {
        throw new OidcError('The identity token of the sign-in provider could not be verified.');
      }
      // OpenID Connect Core 3.1.3.7: with several audiences, the token must have been issued to this client.
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== settings.clientId) {
        throw new OidcError('The identity token was issued to another application.');
      }
      if (typeof payload.nonce !== 'string' || hashToken(payload.nonce) !== nonceHash) {
        throw new OidcError('The identity token does not belong to this sign-in.');
      }
      // One form of an address, whatever the provider sent (é as one character or as e and an accent): one account.
      const email = typeof payload.email === 'string' ? payload.email.trim().normalize('NFC').toLowerCase() : '';
      if (!email) throw new OidcError('The sign-in provider did not share an email address.');
      return {
        subject: payload.sub!,
        email,
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : undefined,
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
