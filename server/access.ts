import type { FastifyRequest } from 'fastify';
import { operationRoles } from '@/openapi/generated/roles.ts';
import { isAdmin, mayActOnAccount, roleOf, type AccountRole } from '@/domain/accounts.ts';
import type { BookingAccount } from '@/domain/bookings.ts';
import { canAddCars } from '@/domain/fleet.ts';
import type { Db } from './db/client.ts';
import { forbidden, notFound, unauthorized } from './errors.ts';
import type { AuthContext, OperationId } from './handlers/types.ts';
import type { BookingScope } from './repositories/bookings.ts';
import { findUserById } from './repositories/users.ts';

/**
 * Who may call what. Which roles may call an operation is the contract's (`x-roles`), enforced for every operation by
 * allowRoles; the rest is what belongs to whom, the checks handlers call: requireAuth, requireSelfOrAdmin,
 * requireMayActOn, requireBookingDriver, fleetCaller, and the booking scope of an account. Per operation, the check of
 * the resource its address or body names, made before the handler, is server/access-checks.ts. What an account type
 * acts as (the admin rule) is domain/accounts.ts.
 */

/** An id as the contract writes one; anything else is the contract's to refuse (400), not a record to look up. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * Who may call each operation, as the contract declares it (`x-roles`, openapi/generated/roles.ts): 'public', or the
 * roles of domain/accounts.ts. Typed here so that a role the domain does not know does not compile.
 */
export const declaredRoles: Readonly<Record<OperationId, 'public' | readonly AccountRole[]>> = operationRoles;

/**
 * The hook that lets through only the roles an operation declares (domain/accounts.ts roleOf: 'admin' is an admin or
 * a superadmin): without an account 401, with another role 403. secureRoute (access-checks.ts) runs it on every
 * secured operation, once the token is read and before the resource and the body are looked at.
 */
export function allowRoles(roles: readonly AccountRole[]) {
  return (request: FastifyRequest) => {
    if (!roles.includes(roleOf(requireAuth(request).type))) throw forbidden();
    return Promise.resolve();
  };
}

/** Oneself, or an admin: nobody else reads or changes a user's data. */
export function requireSelfOrAdmin(request: FastifyRequest, userId: string): AuthContext {
  const auth = requireAuth(request);
  if (auth.userId !== userId && !isAdmin(auth)) throw forbidden();
  return auth;
}

/**
 * Oneself, or an admin who may act on the account, its type read from the database (domain/accounts.ts
 * mayActOnAccount: an admin's or the superadmin's only by a superadmin). An id of no account is the handler's to
 * answer (404, or nothing to do).
 */
export async function requireMayActOn(db: Db, request: FastifyRequest, userId: string): Promise<AuthContext> {
  const auth = requireSelfOrAdmin(request, userId);
  if (auth.userId === userId || !UUID.test(userId)) return auth;
  const target = await findUserById(db, userId);
  if (target && !mayActOnAccount({ id: auth.userId, type: auth.type }, target)) throw forbidden();
  return auth;
}

/**
 * The caller is the booking's driver: what only he does (pay for it, ask to cancel it; those operations declare the
 * driver role alone, so its supplier and the admins are refused 403 before this). Another driver is not told it exists
 * (404).
 */
export function requireBookingDriver(request: FastifyRequest, driverId: string | null): AuthContext {
  const auth = requireAuth(request);
  if (driverId === auth.userId) return auth;
  if (roleOf(auth.type) === 'driver') throw notFound('Booking');
  throw forbidden();
}

/** The account as the booking rules of domain/bookings.ts see it. */
export const bookingAccountOf = (auth: AuthContext): BookingAccount => ({ viewer: roleOf(auth.type), userId: auth.userId, supplierId: auth.supplierId });

/** The bookings an account may list and read (domain/bookings.ts maySee, as a query). A supplier account without a supplier sees none. */
export function bookingScopeOf(auth: AuthContext): BookingScope {
  const role = roleOf(auth.type);
  if (role === 'admin') return 'all';
  if (role === 'supplier') return { supplierId: auth.supplierId ?? '00000000-0000-0000-0000-000000000000' };
  return { driverId: auth.userId };
}

/**
 * A fleet's account (a supplier's with its supplier, an admin's; domain/fleet.ts), else 403. The fleet's operations
 * declare the supplier and admin roles; this also refuses a supplier account not yet linked to its supplier.
 */
export function fleetCaller(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (!canAddCars(auth)) throw forbidden();
  return auth;
}
