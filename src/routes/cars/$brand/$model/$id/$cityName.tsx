import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { currentLanguage } from '@/src/core/switch-language';
import { carPageMeta } from '@/src/features/cars/car-meta';
import { CarDetailScreen } from '@/src/features/cars/CarDetailScreen';
import { loadCarDetail, validateCarDetailSearch } from '@/src/features/cars/car-detail-loader';

export const Route = createFileRoute('/cars/$brand/$model/$id/$cityName')({
  validateSearch: validateCarDetailSearch,
  loaderDeps: () => ({ language: currentLanguage() }),
  loader: ({ context, params, deps }) =>
    loadCarDetail(context.api, { id: params.id, cityName: params.cityName, language: deps.language }),
  head: ({ loaderData, match }) => (loaderData ? pageHead(carPageMeta(match.context.i18n, loaderData)) : {}),
  component: CarDetailInCityRoute,
});

function CarDetailInCityRoute() {
  const data = Route.useLoaderData();
  const { from, to, place, book } = Route.useSearch();
  return <CarDetailScreen {...data} from={from} to={to} place={place} book={book === 1} />;
}
