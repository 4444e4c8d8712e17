import { createHmac } from 'node:crypto';
import * as openid from 'openid-client';
import { isLoopbackHttp } from '@/server/config.ts';

/**
 * An OpenID Connect relying party for one provider (Google, or any issuer in tests), on openid-client: discovery,
 * the authorization URL (code flow with PKCE S256, state and nonce), the code exchange and the ID token's checks
 * (signature against the provider's published keys, issuer, audience and authorized party, expiry, nonce).
 * Server-to-server calls go to the configured issuer's own endpoints only, never to an address a user gave, and
 * follow no redirect (ASVS 15.3.2: openid-client asks with `redirect: 'manual'` and takes a redirect as a failure).
 */

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
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

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** openid-client's timeout of each call to the provider, in seconds. */
const TIMEOUT_SECONDS = 10;

/**
 * The PKCE verifier and the nonce of a sign-in, derived from the browser's secret (its cookie) and the state: the
 * server keeps nothing from which they could be read back (the verifier: RFC 7636, 43 characters of the unreserved set).
 */
const derived = (browserSecret: string, purpose: string, state: string) => createHmac('sha256', browserSecret).update(`${purpose}:${state}`).digest('base64url');
export const pkceVerifier = (browserSecret: string, state: string) => derived(browserSecret, 'pkce', state);
export const signInNonce = (browserSecret: string, state: string) => derived(browserSecret, 'nonce', state);
export const pkceChallenge = (verifier: string) => openid.calculatePKCECodeChallenge(verifier);

/**
 * client_secret_basic (the id and secret form-encoded into the Basic header, RFC 6749 2.3.1) is the default
 * (RFC 8414); client_secret_post only for a provider that takes nothing else.
 */
function clientAuthentication(secret: string): openid.ClientAuth {
  const basic = openid.ClientSecretBasic(secret);
  const post = openid.ClientSecretPost(secret);
  return (as, client, body, headers) => {
    const methods = as.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    const onlyPost = !methods.includes('client_secret_basic') && methods.includes('client_secret_post');
    (onlyPost ? post : basic)(as, client, body, headers);
  };
}

/** The failure of the code exchange or of the ID token's checks, in the product's words; undefined: not reached. */
function refusal(error: unknown): OidcError | undefined {
  if (error instanceof openid.ResponseBodyError) return new OidcError(`The sign-in provider refused the sign-in code (${error.error}).`);
  if (!(error instanceof openid.ClientError)) return undefined;
  if (error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT') return undefined;
  if (error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM') return new OidcError('The sign-in provider refused the sign-in code.');
  const claim = (error.cause as { cause?: { claim?: string } } | undefined)?.cause?.claim;
  if (claim === 'nonce') return new OidcError('The identity token does not belong to this sign-in.');
  // OpenID Connect Core 3.1.3.7: with several audiences, the token must have been issued to this client.
  if (claim === 'azp' || (claim === 'aud' && /untrusted audiences/.test(String((error.cause as Error).message)))) {
    return new OidcError('The identity token was issued to another application.');
  }
  return new OidcError('The identity token of the sign-in provider could not be verified.');
}

export function createOidcClient(settings: OidcSettings) {
  const issuer = new URL(settings.issuer);
  // The ID token's signature is checked against the provider's keys (openid-client leaves it to TLS otherwise).
  // Plain http is allowed for an issuer on this machine only (the test providers); server/config.ts refuses any other
  // http issuer, and any http one in production, so allowInsecureRequests is never on there.
  const execute = [openid.enableNonRepudiationChecks, ...(isLoopbackHttp(issuer) ? [openid.allowInsecureRequests] : [])];
  let discovered: { configuration: Promise<openid.Configuration>; at: number } | undefined;

  /**
   * The provider's configuration (OpenID Connect Discovery: the document must name the issuer it was asked of), asked
   * once an hour at most; a failure is not kept, so the next sign-in asks again. openid-client keeps the provider's
   * keys with it and fetches them again when a token names a key it does not know (rotation).
   */
  function configuration(): Promise<openid.Configuration> {
    if (!discovered || Date.now() - discovered.at > DISCOVERY_TTL_MS) {
      const pending = openid.discovery(issuer, settings.clientId, undefined, clientAuthentication(settings.clientSecret), { execute, timeout: TIMEOUT_SECONDS });
      discovered = { configuration: pending, at: Date.now() };
      pending.catch(() => {
        if (discovered?.configuration === pending) discovered = undefined;
      });
    }
    return discovered.configuration;
  }

  return {
    async authorizationUrl({ state, nonce, codeChallenge }: { state: string; nonce: string; codeChallenge: string }) {
      return openid
        .buildAuthorizationUrl(await configuration(), {
          redirect_uri: settings.redirectUri,
          response_type: 'code',
          scope: 'openid email profile',
          state,
          nonce,
          code_challenge: codeChallenge,
          code_challenge_method: 'S256',
        })
        .toString();
    },

    /**
     * The code for tokens, with the client's secret and the PKCE verifier, then the ID token's checks; answers the
     * person's identity. Throws OidcError when the provider refused or the token failed a check, another error when
     * the provider could not be reached.
     */
    async identity({ code, state, codeVerifier, nonce }: { code: string; state: string; codeVerifier: string; nonce: string }): Promise<OidcIdentity> {
      const config = await configuration();
      // The address the provider sent the browser back to, with what the browser brought from it. The state was
      // checked by the caller against its sign-in (and the browser's cookie). The browser brings no `iss`
      // (RFC 9207): with one provider configured there is no other to mix it up with, so it is this issuer.
      const callback = new URL(settings.redirectUri);
      callback.search = new URLSearchParams({ code, state, iss: config.serverMetadata().issuer }).toString();
      let claims: openid.IDToken | undefined;
      try {
        claims = (await openid.authorizationCodeGrant(config, callback, { pkceCodeVerifier: codeVerifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true })).claims();
      } catch (error) {
        throw refusal(error) ?? new OidcError('The sign-in provider could not be reached.');
      }
      if (!claims) throw new OidcError('The identity token of the sign-in provider could not be verified.');
      // One form of an address, whatever the provider sent (é as one character or as e and an accent): one account.
      const email = typeof claims.email === 'string' ? claims.email.trim().normalize('NFC').toLowerCase() : '';
      if (!email) throw new OidcError('The sign-in provider did not share an email address.');
      return {
        subject: claims.sub,
        email,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : undefined,
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
