import { createFileRoute } from '@tanstack/react-router';
import { currentLanguage } from '@/src/core/switch-language';
import { CarOffers } from '@/src/features/cars/CarOffers';
import { HomeScreen } from '@/src/features/home/HomeScreen';
import { loadHome } from '@/src/features/home/home-data';

export const Route = createFileRoute('/')({
  // A new language reloads the names of places.
  loaderDeps: () => ({ language: currentLanguage() }),
  loader: ({ deps, context }) => loadHome(context.api, deps.language),
  component: HomeRoute,
});

function HomeRoute() {
  const data = Route.useLoaderData();
  return <HomeScreen data={data} offers={() => <CarOffers cars={data.cars} total={data.total} />} />;
}
