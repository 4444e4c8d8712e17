import { createFileRoute, redirect } from '@tanstack/react-router';
import { slugify } from '@/domain/catalog';
import { call } from '@/api/client';
import { currentLanguage } from '@/src/core/switch-language';
import { orNotFound } from '@/src/core/not-found';
import { validateCarDetailSearch } from '@/src/features/cars/car-detail-loader';

/**
 * An offer by its id alone (links in emails, notifications and shares know no brand or model): the id
 * names a car or a yacht, and the visitor lands on that page, whose address stays the one to share and
 * index. The dates of the link are kept.
 */
export const Route = createFileRoute('/offer/view/$id')({
  validateSearch: validateCarDetailSearch,
  loaderDeps: ({ search }) => ({ ...search, language: currentLanguage() }),
  loader: async ({ context, params, deps: { language, ...search } }) => {
    const offer = await orNotFound(call(() => context.api.GET('/api/offers/{id}', { params: { path: { id: params.id }, query: { language } } })));
    const vehicle = offer.kind === 'car' ? offer.car : offer.yacht;
    const pathParams = { brand: slugify(vehicle.brand), model: slugify(vehicle.model), id: vehicle._id };
    if (offer.kind === 'car') throw redirect({ to: '/cars/$brand/$model/$id', params: pathParams, search, replace: true });
    throw redirect({ to: '/yachts/$brand/$model/$id', params: pathParams, search: { from: search.from, to: search.to }, replace: true });
  },
});
