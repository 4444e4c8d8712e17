import type { FastifyRequest } from 'fastify';
import { defaultLanguage, type Language } from '@/config/languages.ts';
import { isSameSitePath } from '@/domain/validation.ts';
import type { Config } from '@/server/config.ts';
import type { Db } from '@/server/db/client.ts';
import { AppError } from '@/server/errors.ts';
import * as signIns from '@/server/repositories/google-sign-ins.ts';
import * as repo from '@/server/repositories/users.ts';
import { createOidcClient, OidcError, pkceChallenge, pkceVerifier, signInNonce, type OidcIdentity } from '@/server/services/oidc-client.ts';
import { hashToken, newToken } from '@/server/services/secrets.ts';
import { recordSecurityEvent, recordSecurityFailure } from '@/server/services/security-log.ts';
import { activateByProof, openSession, refuseSignIn } from '@/server/services/sessions.ts';
import type { Handlers } from './types.ts';

const SIGN_IN_VALIDITY_MS = 10 * 60 * 1000;
/** The cookie that binds the browser to its sign-in; sent to the two operations of this file only. */
const COOKIE = 'azura_google_sign_in';
const COOKIE_PATH = '/api/auth/google';

/** A refused Google sign-in; `reason` is what the security log keeps of it. */
class GoogleSignInFailed extends AppError {
  constructor(
    readonly reason: string,
    message: string,
    headers: Record<string, string> = {},
    readonly email?: string,
  ) {
    super(401, 'EXTERNAL_SIGN_IN_FAILED', message, headers);
  }
}
const failed = (reason: string, message: string, headers: Record<string, string> = {}, email?: string) =>
  new GoogleSignInFailed(reason, message, headers, email);

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * Google sign-in: OpenID Connect's authorization code flow with PKCE. googleAuth answers where to send the browser
 * and binds that browser to the sign-in by an HTTP-only cookie; googleSignIn finishes it from the code and state the
 * provider sent back to /google-login. Off (503) unless GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set.
 */
export function createGoogleSignInHandlers(db: Db, config: Config) {
  const oidc =
    config.googleClientId && config.googleClientSecret
      ? createOidcClient({
          issuer: config.googleIssuerUrl,
          clientId: config.googleClientId,
          clientSecret: config.googleClientSecret,
          redirectUri: `${config.appUrl}/google-login`,
        })
      : undefined;

  const configured = () => {
    if (!oidc) throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Google sign-in is not configured on this server (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET).');
    return oidc;
  };

  const cookie = (value: string, maxAgeSeconds: number) =>
    [`${COOKIE}=${value}`, `Path=${COOKIE_PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax', ...(config.production ? ['Secure'] : [])].join('; ');
  const clearCookie = { 'Set-Cookie': cookie('', 0) };

  /** The account of a verified Google address: the one with that address (linked), or a new driver's, activated. */
  async function accountOf(request: FastifyRequest, identity: OidcIdentity, language: Language | undefined) {
    const existing = await repo.findUserByEmail(db, identity.email);
    if (existing) return activateByProof(db, request, existing, 'google');
    try {
      return await db.transaction(async (tx) => {
        const row = await repo.insertUser(tx, {
          email: identity.email,
          passwordHash: null,
          fullName: identity.name ?? identity.email.split('@')[0]!,
          language: language ?? defaultLanguage,
          type: 'user',
          verified: true,
          verifiedAt: new Date(),
        });
        await recordSecurityEvent(tx, request, { kind: 'accountCreated', userId: row.id, details: { method: 'google' } });
        return row;
      });
    } catch (error) {
      // Created by a sign-in at the same moment: the unique index decided; link to it.
      const raced = (error as { cause?: { code?: string } }).cause?.code === '23505' ? await repo.findUserByEmail(db, identity.email) : undefined;
      if (!raced) throw error;
      return raced;
    }
  }

  /** The Google sign-in of this browser, spent, and the verified identity the provider answered for it. */
  async function verifiedIdentity(request: FastifyRequest, client: NonNullable<typeof oidc>, code: string, state: string) {
    const row = await signIns.findGoogleSignIn(db, hashToken(state));
    const browser = cookieOf(request, COOKIE);
    // The state alone could be replayed into another browser (login CSRF): the cookie set with it must come back.
    if (!row || !browser || hashToken(browser) !== row.browserHash) throw failed('otherBrowser', 'This Google sign-in was not started in this browser; please start again.');
    if (row.usedAt) throw failed('alreadyUsed', 'This Google sign-in was already used; please start again.', clearCookie);
    if (row.expiresAt.getTime() <= Date.now()) throw failed('expired', 'This Google sign-in has expired; please start again.', clearCookie);
    if (!(await signIns.spendGoogleSignIn(db, row.id))) throw failed('alreadyUsed', 'This Google sign-in was already used; please start again.', clearCookie);
    // The nonce sent with this sign-in, derived again from the browser's secret; its hash was kept when it started.
    const nonce = signInNonce(browser, state);
    if (hashToken(nonce) !== row.nonceHash) throw failed('otherBrowser', 'This Google sign-in was not started in this browser; please start again.', clearCookie);
    let identity: OidcIdentity;
    try {
      identity = await client.identity({ code, state, codeVerifier: pkceVerifier(browser, state), nonce });
    } catch (error) {
      if (error instanceof OidcError) throw failed('providerRefused', error.message, clearCookie);
      throw failed('providerUnreachable', 'Google sign-in could not be completed; please try again.', clearCookie);
    }
    if (!identity.emailVerified) throw failed('emailNotVerified', 'Google has not verified this email address.', clearCookie, identity.email);
    return { identity, ref: row.ref };
  }

  return {
    async googleAuth(request, reply) {
      const client = configured();
      const state = newToken();
      const browser = newToken();
      const nonce = signInNonce(browser, state);
      let url: string;
      try {
        url = await client.authorizationUrl({ state, nonce, codeChallenge: await pkceChallenge(pkceVerifier(browser, state)) });
      } catch {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Google sign-in cannot be reached right now; try again later.');
      }
      const ref = request.query.ref;
      await signIns.insertGoogleSignIn(db, {
        stateHash: hashToken(state),
        browserHash: hashToken(browser),
        nonceHash: hashToken(nonce),
        ref: ref !== undefined && isSameSitePath(ref) ? ref : null,
        expiresAt: new Date(Date.now() + SIGN_IN_VALIDITY_MS),
      });
      reply.header('Set-Cookie', cookie(browser, SIGN_IN_VALIDITY_MS / 1000)).header('Cache-Control', 'no-store');
      return { url };
    },

    async googleSignIn(request, reply) {
      const client = configured();
      const { code, state, language } = request.body;
      const { appType } = request.params;
      let identity: OidcIdentity;
      let ref: string | null;
      try {
        ({ identity, ref } = await verifiedIdentity(request, client, code, state));
      } catch (error) {
        if (error instanceof GoogleSignInFailed) {
          const details = { method: 'google', reason: error.reason, appType };
          await recordSecurityFailure(db, request, { kind: 'signInFailed', email: error.email, details });
        }
        throw error;
      }
      const user = await accountOf(request, identity, language);
      reply.header('Set-Cookie', clearCookie['Set-Cookie']);
      await refuseSignIn(db, request, user, appType, 'google');
      return { ...(await openSession(db, user, request, reply, { appType, method: 'google' })), ref };
    },
  } satisfies Partial<Handlers>;
}
