import { t } from '@lingui/core/macro';
import { notFound, redirect } from '@tanstack/react-router';
import type { Language } from '@/config/languages';
import { placeZones } from '@/domain/places';
import type { BookingDriver, BookingOffer, Supplier } from '@/machines/booking/booking.form';
import type { Schemas, User } from '@/openapi/types';
import { call, type Api } from '@/api/client';
import { pageHead } from '@/src/core/head';
import { orNotFound } from '@/src/core/not-found';
import type { RouterContext } from '@/src/core/router-context';
import { selectUser } from '@/src/core/session';
import { currentLanguage } from '@/src/core/switch-language';
import { isUuid } from '@/src/core/uuid';
import { validateBookingProcessSearch } from './booking-search';
import type { Place } from './step-props';

export interface BookingProcessData {
  offer: BookingOffer;
  /** The offer's supplier: payment types, pay later, minimum age. */
  supplier: Supplier;
  /** The signed-in driver's cashback wallet; null for a guest or when it could not be read. */
  wallet: Schemas['Wallet'] | null;
  /** The offer's places with their names in the page's language. */
  places: Place[];
}

export const vehicleOf = (offer: BookingOffer) => (offer.kind === 'car' ? offer.car : offer.yacht);

/** The wallet is a bonus: the booking goes on without it. */
async function loadWallet(api: Api, user: User | null): Promise<Schemas['Wallet'] | null> {
  if (!user) return null;
  return call(() => api.GET('/api/user/{id}/wallet', { params: { path: { id: user._id } } })).catch(() => null);
}

/**
 * The booking process's data: the offer (getOffer), its supplier (getSuppliers, by the offer's supplier slug),
 * the names of its places (getLocations) and the signed-in driver's wallet (getWallet). An unknown offer is
 * the not-found page.
 */
export async function loadBookingProcess(
  api: Api,
  { offerId, language, user }: { offerId: string; language: Language; user: User | null },
): Promise<BookingProcessData> {
  if (!isUuid(offerId)) throw notFound();
  const query = { language };
  const [offer, suppliers, locations, wallet] = await Promise.all([
    orNotFound(call(() => api.GET('/api/offers/{id}', { params: { path: { id: offerId }, query } }))),
    call(() => api.GET('/api/suppliers', { params: { query } })),
    call(() => api.GET('/api/locations', { params: { query } })),
    loadWallet(api, user),
  ]);
  const vehicle = vehicleOf(offer);
  const supplier = suppliers.find((supplier) => supplier.slug === vehicle.supplier.slug);
  if (!supplier) throw notFound();
  const places = vehicle.locations.map((slug) => ({ slug, name: locations.find((location) => location.slug === slug)?.name ?? slug }));
  // The offer's dates are wall-clock times at its places: each place's clock comes with it.
  const timeZones = placeZones(locations.filter((location) => vehicle.locations.includes(location.slug)));
  return { offer: { ...offer, timeZones }, supplier, wallet, places };
}

/**
 * The options both booking process routes share (`/checkout` and the phone's `/mobile/individualOffer/BookingProcess`;
 * each file adds its literal path and its component): the choices of the offer's page in the query, the data
 * in the page's language, with the wallet of the signed-in driver.
 */
export function bookingProcessRouteOptions() {
  return {
    // A booking in progress (kept in the browser) and payment: the server sends the frame, the browser renders the rest.
    // An address without an offer is the exception: the server answers its redirect itself (beforeLoad runs there).
    // (The search a route is handed keeps the root's raw values: an empty `offer=` is still there, as '').
    ssr: ({ search }: { search: { status: 'success'; value: { offer?: string } } | { status: 'error' } }) =>
      search.status === 'success' && !search.value.offer,
    validateSearch: validateBookingProcessSearch,
    // Nothing to book: the person is led to choose a car or a yacht, on the search, told why (its `why`).
    beforeLoad: ({ search }: { search: { offer?: string } }) => {
      if (!search.offer) throw redirect({ to: '/search', search: { why: 'choose-offer' }, replace: true });
    },
    loaderDeps: ({ search }: { search: { offer?: string } }) => ({ offer: search.offer ?? '', language: currentLanguage() }),
    loader: ({ context, deps }: { context: RouterContext; deps: { offer: string; language: Language } }) =>
      loadBookingProcess(context.api, { offerId: deps.offer, language: deps.language, user: selectUser(context.session.getSnapshot()) }),
    head: ({ loaderData, match }: { loaderData?: BookingProcessData; match: { context: RouterContext } }) => {
      if (!loaderData) return {};
      const vehicle = vehicleOf(loaderData.offer);
      const name = `${vehicle.brand} ${vehicle.model}`;
      return pageHead({ title: t(match.context.i18n)`Book the ${name}`, noIndex: true });
    },
  };
}

/** The booking machine's driver: only what a booking needs of the session's user (no token). */
export function toBookingDriver(user: User | null): BookingDriver | null {
  if (!user) return null;
  return { _id: user._id, fullName: user.fullName, email: user.email, phone: user.phone ?? null, birthDate: user.birthDate ?? null };
}
