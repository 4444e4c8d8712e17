import type { FastifyRequest } from 'fastify';
import { canManageCarsOf, mustNameSupplier, type FleetAccount } from '@/domain/fleet.ts';
import type { Config } from '@/server/config.ts';
import type { Db } from '@/server/db/client.ts';
import { wordsOf } from '@/server/db/search-words.ts';
import { fleetCaller } from '@/server/access.ts';
import { AppError, badRequest, forbidden, notFound } from '@/server/errors.ts';
import { toCar, toFleetCar, toFleetItem, toFleetYacht } from '@/server/mappers/fleet.ts';
import { findCarRow } from '@/server/repositories/catalog.ts';
import * as repo from '@/server/repositories/fleet.ts';
import type { VehicleKind } from '@/server/repositories/fleet.ts';
import type { ReadCache } from '@/server/services/read-cache.ts';
import type { BodyOf, Handlers } from './types.ts';
import { PageSizeDefault, FleetSortDefault } from '@/openapi/generated/enums.ts';

/** The signed-in account as the fleet rule sees it; drivers are refused (access.ts), before any lookup. */
const fleetAccount = (request: FastifyRequest): FleetAccount => fleetCaller(request);

/** A search's words: each must be in the brand or the model. */

const byKind = <T extends { kind: VehicleKind; _id: string }>(items: readonly T[], kind: VehicleKind) =>
  items.filter((item) => item.kind === kind).map((item) => item._id);

/**
 * A fleet: its cars and yachts, added, listed, changed, made available or not, removed. Who may change which vehicle
 * is domain/fleet.ts, checked before the body is read for a vehicle named in the address (server/access.ts) and here
 * for those named in a body; every write clears the catalogue's read cache (`cache`, shared with the catalogue
 * handlers) so the next search shows it. Images are handlers/fleet-images.ts.
 */
export function createFleetHandlers(db: Db, config: Pick<Config, 'cdnUrl'>, cache: ReadCache) {
  /** The supplier a vehicle belongs to: the one named, else the supplier account's own; only one the caller manages. */
  async function supplierOf(account: FleetAccount, slug: string | undefined): Promise<string> {
    let supplierId: string | undefined;
    if (slug === undefined) {
      if (mustNameSupplier(account) || !account.supplierId) throw badRequest('body must have required property \'supplier\'');
      supplierId = account.supplierId;
    } else {
      supplierId = await repo.findSupplierIdBySlug(db, slug);
      if (!supplierId) throw badRequest(`body/supplier: no supplier has the slug '${slug}'`);
    }
    if (!canManageCarsOf(account, supplierId)) throw forbidden();
    return supplierId;
  }

  /** The ids of the places named, each known (else 400 naming it). */
  async function placesOf(slugs: readonly string[]): Promise<string[]> {
    const places = await repo.findLocationIds(db, slugs);
    const unknown = slugs.filter((slug) => !places.some((place) => place.slug === slug));
    if (unknown.length > 0) throw badRequest(`body/locations: no place has the slug '${unknown[0]}'`);
    return places.map((place) => place.id);
  }

  const trimmedText = (text: { en: string; fr: string; ru: string }) => ({ en: text.en.trim(), fr: text.fr.trim(), ru: text.ru.trim() });

  /** A car as the tables keep it, and its places. */
  async function carRowOf(account: FleetAccount, body: BodyOf<'createCar'>) {
    const { supplier, extras, description, locations, ...car } = body;
    const supplierId = await supplierOf(account, supplier);
    const row = {
      ...car,
      ...extras,
      brand: car.brand.trim(),
      model: car.model.trim(),
      color: car.color.toLowerCase(),
      description: trimmedText(description),
      supplierId,
      // No image yet: the answers show the drawing of the body type in the car's colour.
      image: null,
    };
    return { row, places: await placesOf(locations) };
  }

  async function yachtRowOf(account: FleetAccount, body: BodyOf<'createYacht'>) {
    const { supplier, description, locations, ...yacht } = body;
    const supplierId = await supplierOf(account, supplier);
    const row = {
      ...yacht,
      brand: yacht.brand.trim(),
      model: yacht.model.trim(),
      color: yacht.color.toLowerCase(),
      description: trimmedText(description),
      supplierId,
      image: null,
    };
    return { row, places: await placesOf(locations) };
  }

  async function fleetCar(id: string) {
    const row = await repo.findFleetCarRow(db, id);
    if (!row) throw notFound('Car');
    return toFleetCar(db, row, config.cdnUrl);
  }

  async function fleetYacht(id: string) {
    const row = await repo.findFleetYachtRow(db, id);
    if (!row) throw notFound('Yacht');
    return toFleetYacht(db, row, config.cdnUrl);
  }

  /** Removes one vehicle the caller manages (checked in access.ts); one that bookings name is kept (409). */
  async function deleteVehicle(kind: VehicleKind, id: string) {
    if (await repo.vehicleHasBookings(db, kind, id)) {
      throw kind === 'car'
        ? new AppError(409, 'CAR_HAS_BOOKINGS', 'This car has bookings: make it unavailable instead of deleting it.')
        : new AppError(409, 'YACHT_HAS_BOOKINGS', 'This yacht has bookings: make it unavailable instead of deleting it.');
    }
    if (!(await repo.deleteVehicleRow(db, kind, id))) throw notFound(kind === 'car' ? 'Car' : 'Yacht');
    cache.clear();
  }

  /**
   * Runs `change` on a selection in one transaction, once every vehicle of it is known to be the caller's supplier's
   * (an admin's: any); else nothing changes and the answer is 404, as for an unknown id (nobody learns which exist).
   */
  async function onSelection<T>(request: FastifyRequest, items: readonly { kind: VehicleKind; _id: string }[], change: (tx: Db, ids: Record<VehicleKind, string[]>) => Promise<T>) {
    const account = fleetAccount(request);
    const scope = account.supplierId && !mustNameSupplier(account) ? account.supplierId : null;
    const ids = { car: byKind(items, 'car'), yacht: byKind(items, 'yacht') };
    const result = await db.transaction(async (tx) => {
      const owned = (await repo.countOwnVehicles(tx, 'car', ids.car, scope)) + (await repo.countOwnVehicles(tx, 'yacht', ids.yacht, scope));
      if (owned !== ids.car.length + ids.yacht.length) throw notFound('Vehicle');
      return change(tx, ids);
    });
    cache.clear();
    return result;
  }

  return {
    async getFleet(request) {
      const account = fleetAccount(request);
      const { search, kind, availability, supplier, sort = FleetSortDefault, page = 1, size = PageSizeDefault } = request.query;
      const filters: repo.FleetFilters = {
        // A supplier account sees its own supplier's whatever it asks; an admin every supplier's, or the one named.
        ...(mustNameSupplier(account) ? (supplier ? { supplierSlug: supplier } : {}) : { supplierId: account.supplierId! }),
        ...(kind ? { kind } : {}),
        ...(availability ? { available: availability === 'available' } : {}),
        words: wordsOf(search),
      };
      const [rows, total] = await Promise.all([repo.findFleetPage(db, filters, { page, size, sort }), repo.countFleet(db, filters)]);
      return { page, size, total, items: rows.map((row) => toFleetItem(row, config.cdnUrl)) };
    },

    async createCar(request, reply) {
      const { row, places } = await carRowOf(fleetAccount(request), request.body);
      const id = await repo.insertCar(db, row, places);
      cache.clear();
      const car = await findCarRow(db, id, request.query.language);
      reply.code(201);
      return toCar(car!, config.cdnUrl);
    },

    async getFleetCar(request) {
      return fleetCar(request.params.id);
    },

    async updateCar(request) {
      const { row, places } = await carRowOf(fleetAccount(request), request.body);
      if (!(await repo.updateCarRow(db, request.params.id, row, places))) throw notFound('Car');
      cache.clear();
      return fleetCar(request.params.id);
    },

    async deleteCar(request, reply) {
      await deleteVehicle('car', request.params.id);
      reply.code(204);
    },

    async createYacht(request, reply) {
      const { row, places } = await yachtRowOf(fleetAccount(request), request.body);
      const id = await repo.insertYacht(db, row, places);
      cache.clear();
      reply.code(201);
      return fleetYacht(id);
    },

    async getFleetYacht(request) {
      return fleetYacht(request.params.id);
    },

    async updateYacht(request) {
      const { row, places } = await yachtRowOf(fleetAccount(request), request.body);
      if (!(await repo.updateYachtRow(db, request.params.id, row, places))) throw notFound('Yacht');
      cache.clear();
      return fleetYacht(request.params.id);
    },

    async deleteYacht(request, reply) {
      await deleteVehicle('yacht', request.params.id);
      reply.code(204);
    },

    async setFleetAvailability(request) {
      const { items, available } = request.body;
      return onSelection(request, items, async (tx, ids) => ({
        updated: (await repo.setAvailability(tx, 'car', ids.car, available)) + (await repo.setAvailability(tx, 'yacht', ids.yacht, available)),
        deleted: 0,
      }));
    },

    async deleteFleetVehicles(request) {
      return onSelection(request, request.body.items, async (tx, ids) => {
        let updated = 0;
        let deleted = 0;
        for (const kind of ['car', 'yacht'] as const) {
          // A booking, even a past or cancelled one, keeps its vehicle: those are kept, unavailable.
          const booked = await repo.vehiclesWithBookings(tx, kind, ids[kind]);
          updated += await repo.setAvailability(tx, kind, [...booked], false);
          deleted += await repo.deleteVehicles(tx, kind, ids[kind].filter((id) => !booked.has(id)));
        }
        return { updated, deleted };
      });
    },
  } satisfies Partial<Handlers>;
}
