import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/src/core/head';
import { currentLanguage } from '@/src/core/switch-language';
import { cityParam } from '@/src/features/cars/all-cars-loader';
import { cityPageMeta, placeName } from '@/src/features/cars/car-list-meta';
import { CarOffers } from '@/src/features/cars/CarOffers';
import { HomeScreen } from '@/src/features/home/HomeScreen';
import { loadHome } from '@/src/features/home/home-data';

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
  const data = Route.useLoaderData();
  const city = cityName.toLowerCase();
  return (
    <HomeScreen
      data={data}
      city={city}
      offers={(name) => <CarOffers cars={data.cars} total={data.total} city={city} cityName={name} />}
    />
  );
}
