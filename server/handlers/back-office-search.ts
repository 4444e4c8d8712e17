import type { PlaceCountry } from '@/openapi/generated/enums.ts';
import { timeZoneOfCountry } from '@/domain/places.ts';
import type { Db } from '@/server/db/client.ts';
import { wordsOf } from '@/server/db/search-words.ts';
import { couponStatus } from '@/server/repositories/coupon-admin.ts';
import * as repo from '@/server/repositories/back-office-search.ts';
import type { Handlers, ReplyOf } from './types.ts';

type SearchResult = ReplyOf<'searchBackOffice'>;

/** What each kind answers: its first matches, as the contract has them, and how many there are. */
function toSearchResult(found: repo.SearchRecords): SearchResult {
  const group = <Row, Item>({ rows, total }: repo.Found<Row>, toItem: (row: Row) => Item) => ({ total, items: rows.map(toItem) });
  const vehicle = (row: { id: string; brand: string; model: string; supplier: string }) => ({ _id: row.id, brand: row.brand, model: row.model, supplier: row.supplier });
  return {
    users: group(found.users, (row) => ({ _id: row.id, fullName: row.fullName, email: row.email, type: row.type })),
    suppliers: group(found.suppliers, (row) => ({ _id: row.id, name: row.name, slug: row.slug, tier: row.tier })),
    cars: group(found.cars, vehicle),
    yachts: group(found.yachts, vehicle),
    places: group(found.places, (row) => ({ _id: row.id, slug: row.slug, name: row.name, country: row.country as PlaceCountry })),
    coupons: group(found.coupons, (row) => ({ _id: row.id, code: row.code, status: couponStatus(row) })),
    bookings: group(found.bookings, (row) => ({
      _id: row.id,
      vehicle: row.vehicle,
      driver: row.driver,
      status: row.status,
      from: row.from.toISOString(),
      to: row.to.toISOString(),
      pickUpTimeZone: timeZoneOfCountry(row.pickUpCountry),
      dropOffTimeZone: timeZoneOfCountry(row.dropOffCountry),
    })),
  };
}

/** The back office's one search across the kinds of records; admins only (server/access.ts). */
export function createBackOfficeSearchHandlers(db: Db) {
  return {
    async searchBackOffice(request) {
      const { q, language } = request.query;
      return toSearchResult(await repo.searchRecords(db, wordsOf(q), language));
    },
  } satisfies Partial<Handlers>;
}
