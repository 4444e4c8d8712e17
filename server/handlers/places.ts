import { firstFreeSlug, slugify } from '@/domain/catalog.ts';
import type { PlaceCountry } from '@/openapi/generated/enums.ts';
import { PageSizeDefault, PlaceSortDefault } from '@/openapi/generated/enums.ts';
import type { Db } from '@/server/db/client.ts';
import { wordsOf } from '@/server/db/search-words.ts';
import { badRequest, isUniqueViolation, notFound } from '@/server/errors.ts';
import * as repo from '@/server/repositories/place-admin.ts';
import type { ReadCache } from '@/server/services/read-cache.ts';
import type { BodyOf, Handlers, ReplyOf } from './types.ts';

type PlaceRecord = ReplyOf<'getPlace'>;

function toPlaceRecord(row: repo.PlaceRow): PlaceRecord {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    country: row.country as PlaceCountry,
    latitude: row.latitude,
    longitude: row.longitude,
    cars: row.cars,
    yachts: row.yachts,
    bookings: row.bookings,
  };
}

/** The body as the table keeps it: names trimmed, coordinates to about a metre. */
function placeValues(input: BodyOf<'createPlace'>): repo.PlaceValues {
  const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
  return {
    name: { en: input.name.en.trim(), fr: input.name.fr.trim(), ru: input.name.ru.trim() },
    country: input.country,
    latitude: round(input.latitude),
    longitude: round(input.longitude),
  };
}

/**
 * The places as the admins run them: listed, added, changed, and deleted when nothing names them. Admins only
 * (server/access.ts); every change clears the catalogue's cache, so drivers see the new names and pins at once.
 */
export function createPlaceHandlers(db: Db, cache: ReadCache) {
  const loaded = async (id: string) => {
    const row = await repo.findPlace(db, id);
    if (!row) throw notFound('Place');
    return toPlaceRecord(row);
  };

  return {
    async listPlaces(request) {
      const { language = 'en', search, country, sort = PlaceSortDefault, page = 1, size = PageSizeDefault } = request.query;
      const { rows, total } = await repo.findPlacePage(db, { words: wordsOf(search), ...(country ? { country } : {}) }, { page, size, sort, language });
      return { page, size, total, items: rows.map(toPlaceRecord) };
    },

    getPlace: (request) => loaded(request.params.id),

    async createPlace(request, reply) {
      const values = placeValues(request.body);
      const base = slugify(values.name.en);
      if (!base) throw badRequest('body/name/en: must hold a Latin letter or a digit (it makes the address).');
      // Two admins adding the same name at once: the second takes the next number.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        try {
          const id = await repo.insertPlace(db, firstFreeSlug(base, await repo.takenPlaceSlugs(db, base)), values);
          cache.clear();
          reply.code(201);
          return await loaded(id);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw badRequest('body/name/en: another place was just added with this name; try again.');
    },

    async updatePlace(request) {
      if (!(await repo.updatePlaceRow(db, request.params.id, placeValues(request.body)))) throw notFound('Place');
      cache.clear();
      return loaded(request.params.id);
    },

    async deletePlaces(request) {
      const result = await db.transaction((tx) => repo.deleteUnusedPlaces(tx, request.body.places));
      cache.clear();
      return result;
    },
  } satisfies Partial<Handlers>;
}
