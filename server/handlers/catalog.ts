import type { Language } from '../../config/languages.ts';
import { PAGE_SIZE, supplierTierCodes } from '../../domain/catalog.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import * as repo from '../repositories/catalog.ts';
import { carImagePath, imageUrl, supplierLogoPath, yachtImagePath } from '../services/images/index.ts';
import { cacheKey, type ReadCache } from '../services/read-cache.ts';
import type { FastifyReply } from 'fastify';
import type { Handlers, OperationId, ReplyOf } from './types.ts';

type Car = ReplyOf<'getCar'>;
type Yacht = ReplyOf<'getYacht'>;
type Tier = keyof typeof supplierTierCodes;

const badRequest = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

/** Rules between fields, which the contract cannot say. */
function checkRanges(query: { from?: string; to?: string; minPrice?: number; maxPrice?: number }) {
  if (query.from && query.to && Date.parse(query.to) <= Date.parse(query.from)) {
    throw badRequest('querystring/to must be after querystring/from');
  }
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.maxPrice < query.minPrice) {
    throw badRequest('querystring/maxPrice must not be below querystring/minPrice');
  }
}

/** The asked rental period, when both ends are given: what is booked over it is not offered. */
const period = (from?: string, to?: string): repo.Period | undefined => (from && to ? { from, to } : undefined);

/** A company's logo URL: its own picture, else the plate with its initials. */
const logoOf = (supplier: { logo: string | null; name: string; slug: string }, cdnUrl: string) =>
  imageUrl(cdnUrl, supplier.logo ?? supplierLogoPath(supplier));

export function supplierOf(
  row: { supplierId: string; supplierSlug: string; supplierName: string; supplierTier: Tier; supplierLogo: string | null },
  cdnUrl: string,
) {
  return {
    _id: row.supplierId,
    slug: row.supplierSlug,
    name: row.supplierName,
    tier: row.supplierTier,
    tierCode: supplierTierCodes[row.supplierTier],
    logo: logoOf({ logo: row.supplierLogo, name: row.supplierName, slug: row.supplierSlug }, cdnUrl),
  };
}

export type CarRow = NonNullable<Awaited<ReturnType<typeof repo.findCarRow>>>;
type YachtRow = NonNullable<Awaited<ReturnType<typeof repo.findYachtRow>>>;

export function toCar(row: CarRow, cdnUrl: string): Car {
  const c = row.car;
  return {
    _id: c.id,
    brand: c.brand,
    model: c.model,
    year: c.year,
    bodyType: c.bodyType as Car['bodyType'],
    category: c.category as Car['category'],
    engineType: c.engineType as Car['engineType'],
    gearbox: c.gearbox as Car['gearbox'],
    fuelPolicy: c.fuelPolicy as Car['fuelPolicy'],
    mileage: c.mileage,
    seats: c.seats,
    doors: c.doors,
    aircon: c.aircon,
    deposit: c.deposit,
    price: c.price,
    extras: repo.carExtrasOf(c),
    minimumAge: c.minimumAge,
    available: c.available,
    badges: c.badges as Car['badges'],
    color: c.color,
    // A row without a picture (added outside the seed) still shows the drawing of its type.
    image: imageUrl(cdnUrl, c.image ?? carImagePath(c)),
    description: row.description,
    supplier: supplierOf(row, cdnUrl),
    locations: row.locations,
    createdAt: c.createdAt.toISOString(),
  };
}

function toYacht(row: YachtRow, cdnUrl: string): Yacht {
  const y = row.yacht;
  return {
    _id: y.id,
    brand: y.brand,
    model: y.model,
    year: y.year,
    kind: y.kind as Yacht['kind'],
    lengthMeters: y.lengthMeters,
    cabins: y.cabins,
    guests: y.guests,
    crew: y.crew,
    price: y.price,
    deposit: y.deposit,
    available: y.available,
    badges: y.badges as Yacht['badges'],
    color: y.color,
    image: imageUrl(cdnUrl, y.image ?? yachtImagePath(y)),
    description: row.description,
    supplier: supplierOf(row, cdnUrl),
    locations: row.locations,
    createdAt: y.createdAt.toISOString(),
  };
}

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
  return {
    getLocations: (request, reply) =>
      sendKept<'getLocations'>(reply, cacheKey('getLocations', request.query), async () => {
        const rows = await repo.listLocations(db, request.query.language);
        return rows.map(({ id, ...rest }) => ({ _id: id, ...rest }));
      }),

    getSuppliers: (request, reply) =>
      sendKept<'getSuppliers'>(reply, cacheKey('getSuppliers', request.query), async () => {
        const rows = await repo.listSuppliers(db, request.query.language);
        return rows.map(({ supplier: s, bio, locations }) => ({
          _id: s.id,
          slug: s.slug,
          name: s.name,
          tier: s.tier,
          tierCode: supplierTierCodes[s.tier],
          logo: logoOf(s, config.cdnUrl),
          paymentTypes: s.paymentTypes as ('card' | 'cash' | 'crypto')[],
          payLater: s.payLater,
          minimumAge: s.minimumAge,
          licenceRequired: s.licenceRequired,
          bio,
          locations,
        }));
      }),

    searchCars(request, reply) {
      const { language, from, to, page = 1, size = PAGE_SIZE.cars, sort = 'priceAsc', ...filters } = request.query;
      checkRanges({ from, to, ...filters });
      return sendKept<'searchCars'>(reply, cacheKey('searchCars', request.query), async () => {
        const result = await repo.searchCarRows(db, { ...filters, free: period(from, to) }, { page, size, sort }, language);
        return { page, size, total: result.total, items: result.items.map(car) };
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
        const result = await repo.searchYachtRows(db, { ...filters, free: period(from, to) }, { page, size, sort }, language);
        return { page, size, total: result.total, items: result.items.map(yacht) };
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
