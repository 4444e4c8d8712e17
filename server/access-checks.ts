import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { mayActOnAccount, maySuspend } from '@/domain/accounts.ts';
import { maySee } from '@/domain/bookings.ts';
import { canManageCarsOf } from '@/domain/fleet.ts';
import { allowRoles, bookingAccountOf, declaredRoles, fleetCaller, requireAuth, requireBookingDriver, requireMayActOn, requireSelfOrAdmin, UUID } from './access.ts';
import type { Db } from './db/client.ts';
import { forbidden, notFound } from './errors.ts';
import type { OperationId } from './handlers/types.ts';
import { findBookingOwner } from './repositories/bookings.ts';
import { findAdditionalDriver } from './repositories/drivers.ts';
import { findUserById } from './repositories/users.ts';
import { findVehicleSupplierId } from './repositories/fleet.ts';
import { findImageOwner } from './repositories/vehicle-images.ts';
import { findPayment } from './repositories/payments.ts';
import { supplierExists } from './repositories/suppliers.ts';
import { listOf } from './plugins/route-hooks.ts';

/**
 * Per operation, the check of the resource its address or body names, with the guards of server/access.ts. A resource
 * of the address is checked before the body is read (see secureRoute): a request about someone else's resource is
 * answered 403/404 whatever its body, and a stranger cannot make the server parse an upload. A resource of the body is
 * checked on the body the contract validated, the value the handler acts on.
 */

/**
 * Answers a promise: Fastify waits for a hook that answers none to call `done`. A refusal is thrown, or the promise
 * rejected: Fastify answers either as the hook's error.
 */
type Check = (request: FastifyRequest) => Promise<void>;

export interface AccessCheck {
  /** Once the caller is known, before the body is read: a resource named in the address. */
  beforeBody?: Check;
  /**
   * Once the contract has validated the body: a resource named in the body, read as the handler will read it (a check
   * on the raw body once passed `["id"]`, which validation then turned into the id).
   */
  afterValidation?: Check;
}

const paramOf = (request: FastifyRequest, name: string): unknown => (request.params as Record<string, unknown> | undefined)?.[name];
const fieldOf = (request: FastifyRequest, name: string): unknown => {
  const body: unknown = request.body;
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
};

/** Who may name a user: requireSelfOrAdmin (any admin) or requireMayActOn (an admin who may act on him). */
type UserCheck = (request: FastifyRequest, userId: string) => unknown;

/** The user named by the address is the caller, or one `check` lets the caller name. */
const selfInPath = (param: string, check: UserCheck): AccessCheck => ({
  beforeBody: async (request) => {
    const id = paramOf(request, param);
    if (typeof id === 'string') await check(request, id);
  },
});

/** The user named by the body is the caller, or one `check` lets the caller name (a body without the id is the contract's to refuse). */
const selfInBody = (field: string, check: UserCheck): AccessCheck => ({
  afterValidation: async (request) => {
    const id = fieldOf(request, field);
    if (typeof id === 'string') await check(request, id);
  },
});

/**
 * The user named by the body is the caller himself, admins included: what asks for the account's own password (an
 * admin never knows it; a forgotten one is reset by link).
 */
const ownInBody = (field: string): AccessCheck => ({
  afterValidation: (request) => {
    const id = fieldOf(request, field);
    if (typeof id === 'string' && id !== requireAuth(request).userId) throw forbidden();
    return Promise.resolve();
  },
});

/**
 * What only fleets' accounts do (the operations declare the supplier and admin roles): a supplier account not yet
 * linked to its supplier is refused too (domain/fleet.ts canAddCars), before its body is read.
 */
const fleetOnly: AccessCheck = {
  beforeBody: (request) => {
    fleetCaller(request);
    return Promise.resolve();
  },
};

/** The operations that name a resource of someone's, with the check of it. */
export function createAccessChecks(db: Db): Partial<Record<OperationId, AccessCheck>> {
  /** The booking of the address exists and the caller may see it; else it is not found (a stranger is not told it exists). */
  const visibleBooking: AccessCheck = {
    beforeBody: async (request) => {
      const id = paramOf(request, 'id');
      // Not an id at all: the contract answers 400.
      if (typeof id !== 'string' || !UUID.test(id)) return;
      const booking = await findBookingOwner(db, id);
      if (!booking || !maySee(bookingAccountOf(requireAuth(request)), booking)) throw notFound('Booking');
    },
  };
  /** The additional driver of the body is one the caller recorded. */
  const ownAdditionalDriver: AccessCheck = {
    afterValidation: async (request) => {
      const id = fieldOf(request, '_id');
      if (typeof id !== 'string' || !UUID.test(id)) return;
      if (!(await findAdditionalDriver(db, id, requireAuth(request).userId))) throw notFound('Additional driver');
    },
  };
  /** The caller may suspend the account of the address (domain/accounts.ts maySuspend), which exists. */
  const suspendableUser: AccessCheck = {
    beforeBody: async (request) => {
      const auth = requireAuth(request);
      const id = paramOf(request, 'userId');
      if (typeof id !== 'string' || !UUID.test(id)) return;
      const target = await findUserById(db, id);
      if (!target) throw notFound('User');
      if (!maySuspend({ id: auth.userId, type: auth.type }, target)) throw forbidden();
    },
  };
  /** The car or yacht of the address exists (else 404) and is one the caller manages (domain/fleet.ts; else 403). */
  const managedVehicle = (kindOf: (request: FastifyRequest) => unknown): AccessCheck => ({
    beforeBody: async (request) => {
      const auth = fleetCaller(request);
      const kind = kindOf(request);
      const id = paramOf(request, 'id');
      if ((kind !== 'car' && kind !== 'yacht') || typeof id !== 'string' || !UUID.test(id)) return;
      const supplierId = await findVehicleSupplierId(db, kind, id);
      if (!supplierId) throw notFound(kind === 'car' ? 'Car' : 'Yacht');
      if (!canManageCarsOf(auth, supplierId)) throw forbidden();
    },
  });
  /** The image of the address exists (else 404) and shows a vehicle the caller manages (else 403). */
  const managedImage: AccessCheck = {
    beforeBody: async (request) => {
      const auth = fleetCaller(request);
      const id = paramOf(request, 'imageId');
      if (typeof id !== 'string' || !UUID.test(id)) return;
      const owner = await findImageOwner(db, id);
      if (!owner) throw notFound('Image');
      if (!canManageCarsOf(auth, owner.supplierId)) throw forbidden();
    },
  };
  /** The supplier of the address exists (else 404) and is the caller's own, or the caller is an admin (else 403). */
  const managedSupplier: AccessCheck = {
    beforeBody: async (request) => {
      const auth = fleetCaller(request);
      const id = paramOf(request, 'id');
      if (typeof id !== 'string' || !UUID.test(id)) return;
      if (!(await supplierExists(db, id))) throw notFound('Supplier');
      if (!canManageCarsOf(auth, id)) throw forbidden();
    },
  };
  /** The account of the address exists (else 404), one the admin may act on (mayActOnAccount, else 403). */
  const knownUser: AccessCheck = {
    beforeBody: async (request) => {
      const auth = requireAuth(request);
      const id = paramOf(request, 'userId');
      if (typeof id !== 'string' || !UUID.test(id)) return;
      const target = await findUserById(db, id);
      if (!target) throw notFound('User');
      if (!mayActOnAccount({ id: auth.userId, type: auth.type }, target)) throw forbidden();
    },
  };
  /** The payment of the address is of a booking the caller drives (requireBookingDriver: else 404 to a driver, 403). */
  const ownPayment: AccessCheck = {
    beforeBody: async (request) => {
      const id = paramOf(request, 'id');
      if (typeof id !== 'string' || !UUID.test(id)) return;
      const found = await findPayment(db, id);
      if (!found) throw notFound('Payment');
      requireBookingDriver(request, found.driverId);
    },
  };
  /**
   * What changes an account, or shows its identity documents or wallet: an admin only on an account he may act on.
   * Reading the profile stays any admin's: the back office's page of an account shows it, an admin's too.
   */
  const actsOn: UserCheck = (request, userId) => requireMayActOn(db, request, userId);
  const car = managedVehicle(() => 'car');
  const yacht = managedVehicle(() => 'yacht');
  return {
    deleteTokens: selfInPath('userId', actsOn),
    changePassword: ownInBody('_id'),
    updateEmail: ownInBody('_id'),
    setUserSuspension: suspendableUser,
    // The new type is in the body: the handler asks domain/accounts.ts mayChangeType once it is read.
    setUserType: suspendableUser,
    setLicenceVerification: knownUser,
    getDocumentImage: selfInPath('id', actsOn),
    getUser: selfInPath('id', requireSelfOrAdmin),
    getDocuments: selfInPath('id', actsOn),
    getWallet: selfInPath('id', actsOn),
    updateAvatar: selfInPath('userId', actsOn),
    deleteAvatar: selfInPath('userId', actsOn),
    updateUser: selfInBody('_id', actsOn),
    updateLanguage: selfInBody('id', actsOn),
    updateEmailNotifications: selfInBody('_id', actsOn),
    deleteAdditionalDriver: ownAdditionalDriver,
    getBooking: visibleBooking,
    updateBooking: visibleBooking,
    updateBookingStatus: visibleBooking,
    requestCancellation: visibleBooking,
    createPayment: visibleBooking,
    confirmPayment: ownPayment,
    getFleet: fleetOnly,
    createCar: fleetOnly,
    createYacht: fleetOnly,
    setFleetAvailability: fleetOnly,
    deleteFleetVehicles: fleetOnly,
    getFleetCar: car,
    updateCar: car,
    deleteCar: car,
    getFleetYacht: yacht,
    updateYacht: yacht,
    deleteYacht: yacht,
    addVehicleImage: managedVehicle((request) => paramOf(request, 'kind')),
    getVehicleBookings: managedVehicle((request) => paramOf(request, 'kind')),
    getSupplierProfile: managedSupplier,
    updateSupplierProfile: managedSupplier,
    updateSupplierAvatar: managedSupplier,
    deleteSupplierAvatar: managedSupplier,
    deleteVehicleImage: managedImage,
  };
}

/** Personal answers are never kept by a browser or a proxy. */
function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('Cache-Control', 'no-store');
  return Promise.resolve(payload);
}

/** Operations without `security` that answer an account itself (what an emailed link opens): not kept either. */
const personalAnswers: ReadonlySet<string> = new Set<OperationId>(['activate', 'confirmEmail']);

/**
 * Route options of an operation of the contract, the one place its declared roles (`x-roles`) are enforced. An
 * operation with `security` (fastify-openapi-glue hands its security handler as the route's preHandler, which runs
 * after the body is parsed and validated) is, as the request arrives and before the body: authenticated, refused to
 * the roles it does not declare (allowRoles: 401, 403; none for a `public` one, whose token is optional), and checked
 * for the resource its address names; the resource its body names once the body is validated (preHandler); every
 * answer, errors included, is `Cache-Control: no-store`. Operations without `security` are public (the contract's
 * check, scripts/gen-roles.ts, holds it) and left as they are, but for the no-store of personalAnswers.
 */
export function secureRoute(route: RouteOptions, checks: Partial<Record<OperationId, AccessCheck>>): void {
  const operationId = (route.config as { operationId?: OperationId } | undefined)?.operationId;
  if (!operationId) return;
  const roles = declaredRoles[operationId];
  const authenticate = route.preHandler;
  // The generated map is the contract's (tests/unit/contract.test.ts): this only guards against a stale build, where
  // an operation without a declaration, or with roles but no token read, would be open to anyone.
  if (roles === undefined || (roles !== 'public' && !authenticate)) {
    throw new Error(`The operation ${operationId} does not declare its roles as its security says (x-roles: ${String(roles)}): npm run gen:api.`);
  }
  if (!authenticate && personalAnswers.has(operationId)) route.onSend = [...listOf(route.onSend), noStore] as RouteOptions['onSend'];
  if (!authenticate) return;
  const check = checks[operationId];
  route.preHandler = undefined;
  route.onRequest = [
    ...listOf(route.onRequest),
    ...listOf(authenticate),
    ...(roles === 'public' ? [] : [allowRoles(roles)]),
    ...(check?.beforeBody ? [check.beforeBody] : []),
  ] as RouteOptions['onRequest'];
  if (check?.afterValidation) route.preHandler = [check.afterValidation] as RouteOptions['preHandler'];
  route.onSend = [...listOf(route.onSend), noStore] as RouteOptions['onSend'];
}
