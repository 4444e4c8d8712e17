import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '@/server/db/client.ts';
import { insertSecurityEvent } from '@/server/repositories/security-events.ts';

/**
 * The security log (OWASP ASVS 5.0 V16): a row in `security_events` (migration 0025) for each event below, with who,
 * when, from where and what. The closed list of kinds; the migration's CHECK is a copy, compared by a test.
 */
export type SecurityEventKind =
  /** An account made: by signing up (details.method 'password') or by a first Google sign-in ('google'). */
  | 'accountCreated'
  /** An account activated: details.method 'link' (its activation link), 'passwordReset', 'code' or 'google'. */
  | 'accountActivated'
  /** A session opened: details.method 'password', 'code' or 'google'; details.appType. */
  | 'signIn'
  /** A sign-in refused: details.method and details.reason (wrongPassword, unknownAccount, suspended, codeExpired...). */
  | 'signInFailed'
  /** A 429 of a throttle that guards accounts (sign-in, password checks, codes, emailed links): details.retryAfter. */
  | 'throttled'
  /** The session of the request ended by its owner. */
  | 'signOut'
  /** Every session of the account ended, with its pending links and codes ("sign out of every device"). */
  | 'sessionsRevoked'
  /** The password changed by its owner, who gave the current one. */
  | 'passwordChanged'
  /** A wrong current password given before a sensitive change (details.operation says which). */
  | 'passwordCheckFailed'
  /** The password set through an emailed reset link. */
  | 'passwordReset'
  /** A new address asked for; details.to is where the confirmation link went. */
  | 'emailChangeRequested'
  /** The new address confirmed: details.from, details.to. */
  | 'emailChanged'
  /** The account type changed by an admin (actor): details.from, details.to. */
  | 'typeChanged'
  /** The supplier an account works for changed by an admin (actor): details.from, details.to (ids or null). */
  | 'supplierChanged'
  /** The account suspended by an admin (actor): its sessions revoked. */
  | 'accountSuspended'
  /** The suspension lifted by an admin (actor). */
  | 'accountReinstated'
  /** A signed-in account refused an operation (403): details.operation, details.method, details.route. */
  | 'accessRefused';

const everyKind: Record<SecurityEventKind, true> = {
  accountCreated: true, accountActivated: true, signIn: true, signInFailed: true, throttled: true, signOut: true,
  sessionsRevoked: true, passwordChanged: true, passwordCheckFailed: true, passwordReset: true, emailChangeRequested: true,
  emailChanged: true, typeChanged: true, supplierChanged: true, accountSuspended: true, accountReinstated: true, accessRefused: true,
};
export const securityEventKinds = Object.keys(everyKind) as SecurityEventKind[];

type DetailValue = string | number | boolean | null;
/** Small facts about an event. The names a secret would come under are refused by the type: no secret is ever kept. */
export type SecurityDetails = { [name: string]: DetailValue } & {
  password?: never;
  token?: never;
  code?: never;
  link?: never;
  secret?: never;
};

export interface SecurityEvent {
  kind: SecurityEventKind;
  /** The account the event is about, when one is known. */
  userId?: string | null;
  /** Another account that acted on it: an admin. */
  actorId?: string | null;
  /** The address a refused sign-in named: all an unknown account leaves. */
  email?: string | null;
  details?: SecurityDetails;
}

/** Line breaks and other control characters: a log exported as lines must not get lines an attacker wrote. */
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;
const clean = (text: string, max: number) => text.replace(CONTROL, ' ').slice(0, max);

export const operationOf = (request: FastifyRequest) =>
  (request.routeOptions.config as { operationId?: string } | undefined)?.operationId;

/**
 * Records a security event on `db`: give it the transaction of the change it reports, so that the two commit or roll
 * back together; a change whose event cannot be written is not made (and a session not opened). Where from (the
 * client's address, its user agent) and the operation come from the request.
 */
export async function recordSecurityEvent(db: Db, request: FastifyRequest, event: SecurityEvent) {
  const details: Record<string, DetailValue> = {};
  const operation = operationOf(request);
  if (operation) details.operation = operation;
  for (const [name, value] of Object.entries(event.details ?? {})) {
    if (value !== undefined) details[name] = typeof value === 'string' ? clean(value, 200) : value;
  }
  const userAgent = request.headers['user-agent'];
  await insertSecurityEvent(db, {
    kind: event.kind,
    userId: event.userId ?? null,
    actorId: event.actorId ?? null,
    email: event.email ? clean(event.email.trim().toLowerCase(), 320) : null,
    ip: clean(request.ip, 64),
    userAgent: userAgent ? clean(userAgent, 200) : null,
    details,
  });
}

/**
 * Records a refusal (a failed sign-in, a throttled or forbidden request) in a statement of its own: there is no change
 * to commit it with, and it must stay when the request fails. If it cannot be written, the event goes to the server
 * log and the refusal is answered as it would have been: the refusal is what protects the account, and a 500 in its
 * place would protect nothing more while telling the caller that the log is down.
 */
export async function recordSecurityFailure(db: Db, request: FastifyRequest, event: SecurityEvent) {
  try {
    await recordSecurityEvent(db, request, event);
  } catch (error) {
    const securityEvent = { kind: event.kind, userId: event.userId, email: event.email, details: event.details };
    request.log.error({ err: error, securityEvent }, 'security event not recorded');
  }
}

/** Who acted on the account `userId` when it was another account (an admin); null when its owner acted himself. */
export const actorOf = (request: FastifyRequest, userId: string) =>
  request.auth && request.auth.userId !== userId ? request.auth.userId : null;

/**
 * Every 403 answered to a signed-in account is a refused authorization (V16.3.2): recorded before the answer leaves,
 * whichever check refused it (server/access.ts before the body, a handler after). A refused sign-in is not one: it has
 * no session, and its handler records it.
 */
export function registerAccessRefusedLog(app: FastifyInstance, db: Db) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 403 && request.auth) {
      await recordSecurityFailure(db, request, {
        kind: 'accessRefused',
        userId: request.auth.userId,
        details: { method: request.method, route: request.routeOptions.url ?? null },
      });
    }
    return payload;
  });
}
