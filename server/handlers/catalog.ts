import { PRODUCT_BOOKING_LIMITS } from '@/domain/booking-limits.ts';
import { PAGE_SIZE } from '@/domain/catalog.ts';
import type { Config } from '@/server/config.ts';
import type { Db } from '@/server/db/client.ts';
import { badRequest, notFound } from '@/server/errors.ts';
import * as repo from '@/server/repositories/catalog.ts';
import { toCar, toSupplier, toYacht, type CarRow, type YachtRow } from '@/server/mappers/catalog.ts';
import { cacheKey, type ReadCache } from '@/server/services/read-cache.ts';
import type { FastifyReply } from 'fastify';
import { checkBookingLimits } from './bookings/terms.ts';
import type { Handlers, OperationId, ReplyOf } from './types.ts';

/** Rules between fields, which the contract cannot say; dates no supplier takes are refused as a booking would be. */
function checkRanges(query: { from?: string; to?: string; minPrice?: number; maxPrice?: number }) {
  if (query.from && query.to && Date.parse(query.to) <= Date.parse(query.from)) {
    throw badRequest('querystring/to must be after querystring/from');
  }
  if (query.from) {
    const from = new Date(query.from);
    // Without a drop-off only the pick-up is bounded: the length of a one-day rental never breaks a limit.
    const to = query.to ? new Date(query.to) : new Date(from.getTime() + 1);
    checkBookingLimits({ from, to }, PRODUCT_BOOKING_LIMITS, { newPickUp: true, whose: 'Cars and yachts' });
  }
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.maxPrice < query.minPrice) {
    throw badRequest('querystring/maxPrice must not be below querystring/minPrice');
  }
}

/** The asked rental period, when both ends are given: what is booked over it is not offered. */
const period = (from?: string, to?: string): repo.Period | undefined => (from && to ? { from, to } : undefined);

/** The public reads of the catalogue; each answer goes through `cache` (see read-cache.ts). */
export function createCatalogHandlers(db: Db, config: Pick<Config, 'cdnUrl'>, cache: ReadCache) {
  const car = (row: CarRow) => toCar(row, config.cdnUrl);
  const yacht = (row: YachtRow) => toYacht(row, config.cdnUrl);
  /**
   * Sends the kept JSON text of `key`, or loads the answer, writes it with the route's own serializer
   * (the contract's response schema) and keeps that text: a kept answer costs no database query and
   * no serializing.
   */
  const sendKept = async <K extends OperationId>(reply: FastifyReply, key: string, load: () => Promise<ReplyOf<K>>) => {
    // Fastify's type says object, but the serializer of a list answer takes the list.
    const body = await cache.get(key, async () => reply.serializeInput((await load()) as { [key: string]: unknown }, '200', 'application/json') as string);
    return reply.type('application/json; charset=utf-8').send(body);
  };
  /**
   * The number of matches of a search depends on its filters only, not on the page, its size, the sort or the
   * language: it is kept in `cache` under the filters, so the other pages and sorts of a search kept no longer (or
   * never asked) count again only after `CATALOG_CACHE_MS`, or a write to the catalogue or the bookings clears it.
   */
  const keptTotal = (operation: OperationId, filters: object, count: () => Promise<number>) => cache.get(cacheKey(`${operation}/total`, filters), count);
  return {
    getLocations: (request, reply) =>
      sendKept<'getLocations'>(reply, cacheKey('getLocations', request.query), async () => {
        const rows = await repo.listLocations(db, request.query.language);
        return rows.map(({ id, ...rest }) => ({ _id: id, ...rest }));
      }),

    getSuppliers: (request, reply) =>
      sendKept<'getSuppliers'>(reply, cacheKey('getSuppliers', request.query), async () => {
        const rows = await repo.listSuppliers(db, request.query.language);
        return rows.map((row) => toSupplier(row, config.cdnUrl));
      }),

    searchCars(request, reply) {
      const { language, from, to, page = 1, size = PAGE_SIZE.cars, sort = 'priceAsc', ...filters } = request.query;
      checkRanges({ from, to, ...filters });
      return sendKept<'searchCars'>(reply, cacheKey('searchCars', request.query), async () => {
        const found = { ...filters, free: period(from, to) };
        const [rows, total] = await Promise.all([
          repo.findCarPage(db, found, { page, size, sort }, language),
          keptTotal('searchCars', { ...filters, from, to }, () => repo.countCars(db, found)),
        ]);
        return { page, size, total, items: rows.map(car) };
      });
    },

    getCar: (request, reply) =>
      sendKept<'getCar'>(reply, cacheKey(`getCar/${request.params.id}`, request.query), async () => {
        const row = await repo.findCarRow(db, request.params.id, request.query.language);
        if (!row) throw notFound('Car');
        return car(row);
      }),

    // Cars and yachts have ids of one kind (uuid), so an id names at most one of them.
    getOffer: (request, reply) =>
      sendKept<'getOffer'>(reply, cacheKey(`getOffer/${request.params.id}`, request.query), async () => {
        const language = request.query.language;
        const [carRow, yachtRow] = await Promise.all([repo.findCarRow(db, request.params.id, language), repo.findYachtRow(db, request.params.id, language)]);
        if (carRow) return { kind: 'car' as const, car: car(carRow) };
        if (yachtRow) return { kind: 'yacht' as const, yacht: yacht(yachtRow) };
        throw notFound('Offer');
      }),

    searchYachts(request, reply) {
      const { language, from, to, page = 1, size = PAGE_SIZE.default, sort = 'priceAsc', ...filters } = request.query;
      checkRanges({ from, to, ...filters });
      return sendKept<'searchYachts'>(reply, cacheKey('searchYachts', request.query), async () => {
        const found = { ...filters, free: period(from, to) };
        const [rows, total] = await Promise.all([
          repo.findYachtPage(db, found, { page, size, sort }, language),
          keptTotal('searchYachts', { ...filters, from, to }, () => repo.countYachts(db, found)),
        ]);
        return { page, size, total, items: rows.map(yacht) };
      });
    },

    getYacht: (request, reply) =>
      sendKept<'getYacht'>(reply, cacheKey(`getYacht/${request.params.id}`, request.query), async () => {
        const row = await repo.findYachtRow(db, request.params.id, request.query.language);
        if (!row) throw notFound('Yacht');
        return yacht(row);
      }),
  } satisfies Partial<Handlers>;
}
