import type { FastifyRequest } from 'fastify';
import { canAddCars, canManageCarsOf, mustNameSupplier, type FleetAccount } from '../../domain/fleet.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { requireAuth } from '../access.ts';
import { AppError, badRequest, forbidden, notFound } from '../errors.ts';
import { findCarRow } from '../repositories/catalog.ts';
import * as repo from '../repositories/fleet.ts';
import type { ReadCache } from '../services/read-cache.ts';
import { toCar } from '../mappers/catalog.ts';
import type { Handlers } from './types.ts';


/** The signed-in account as the fleet rule sees it; drivers are refused here, before any lookup. */
function fleetAccount(request: FastifyRequest): FleetAccount {
  const { type, supplierId } = requireAuth(request);
  const account = { type, supplierId };
  if (!canAddCars(account)) throw forbidden();
  return account;
}

/**
 * Adding and removing cars. Who may change which car is domain/fleet.ts; every write clears the
 * catalogue's read cache (`cache`, shared with the catalogue handlers) so the next search shows it.
 */
export function createFleetHandlers(db: Db, config: Pick<Config, 'cdnUrl'>, cache: ReadCache) {
  /** The company the new car belongs to: the one named, else the supplier account's own. */
  async function supplierOfNewCar(account: FleetAccount, slug: string | undefined): Promise<string> {
    if (slug === undefined) {
      if (mustNameSupplier(account) || !account.supplierId) throw badRequest('body must have required property \'supplier\'');
      return account.supplierId;
    }
    const supplierId = await repo.findSupplierIdBySlug(db, slug);
    if (!supplierId) throw badRequest(`body/supplier: no rental company has the slug '${slug}'`);
    return supplierId;
  }

  return {
    async createCar(request, reply) {
      const account = fleetAccount(request);
      const { supplier, extras, description, locations, ...car } = request.body;
      const supplierId = await supplierOfNewCar(account, supplier);
      if (!canManageCarsOf(account, supplierId)) throw forbidden();

      const places = await repo.findLocationIds(db, locations);
      const unknown = locations.filter((slug) => !places.some((place) => place.slug === slug));
      if (unknown.length > 0) throw badRequest(`body/locations: no place has the slug '${unknown[0]}'`);

      const id = await repo.insertCar(
        db,
        {
          ...car,
          ...extras,
          brand: car.brand.trim(),
          model: car.model.trim(),
          color: car.color.toLowerCase(),
          description: { en: description.en.trim(), fr: description.fr.trim(), ru: description.ru.trim() },
          supplierId,
          // No photo yet: the answer shows the drawing of the body type in the car's colour.
          image: null,
        },
        places.map((place) => place.id),
      );
      cache.clear();
      const row = await findCarRow(db, id, request.query.language);
      reply.code(201);
      return toCar(row!, config.cdnUrl);
    },

    async deleteCar(request, reply) {
      const account = fleetAccount(request);
      const supplierId = await repo.findCarSupplierId(db, request.params.id);
      if (!supplierId) throw notFound('Car');
      if (!canManageCarsOf(account, supplierId)) throw forbidden();
      // A booking, even a past or cancelled one, keeps its car (bookings.car_id is `on delete restrict`):
      // such a car is made unavailable rather than deleted.
      if (await repo.carHasBookings(db, request.params.id)) {
        throw new AppError(409, 'CAR_HAS_BOOKINGS', 'This car has bookings: make it unavailable instead of deleting it.');
      }
      if (!(await repo.deleteCarRow(db, request.params.id))) throw notFound('Car');
      cache.clear();
      reply.code(204);
    },
  } satisfies Partial<Handlers>;
}
