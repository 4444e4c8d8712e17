import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../core/head';
import { currentLanguage } from '../core/switch-language';
import { cityParam } from '../features/cars/all-cars-loader';
import { cityPageMeta, placeName } from '../features/cars/car-list-meta';
import { HomeScreen } from '../features/home/HomeScreen';
import { loadHome } from '../features/home/home-data';

/** The home page of one city: the search form starts there and its cars are shown. */
export const Route = createFileRoute('/cities/$cityName')({
  beforeLoad: ({ params }) => void cityParam(params.cityName),
  // A new language reloads the names of places.
  loaderDeps: () => ({ language: currentLanguage() }),
  loader: ({ deps, context, params }) => loadHome(context.api, deps.language, cityParam(params.cityName)),
  head: ({ loaderData, params, match }) =>
    loaderData ? pageHead(cityPageMeta(match.context.i18n, placeName(params.cityName.toLowerCase(), loaderData.locations))) : {},
  component: CityHomeRoute,
});

function CityHomeRoute() {
  const { cityName } = Route.useParams();
  return <HomeScreen data={Route.useLoaderData()} city={cityName.toLowerCase()} />;
}
