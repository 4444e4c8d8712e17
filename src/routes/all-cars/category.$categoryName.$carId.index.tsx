import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { currentLanguage } from '../../core/switch-language';
import { AllCarsView } from '../../features/cars/all-cars';
import { carIdParam, categoryParam, cityParam, isCarId, loadAllCars } from '../../features/cars/all-cars-loader';
import { validateCarSearch } from '../../features/cars/search-params';

/**
 * `/all-cars/category/<category>/<second>`: the spec gives this shape two meanings, a car
 * (`.../<carId>`) or a city (`.../<cityName>`); a car id is a UUID, a city a slug.
 */
export const Route = createFileRoute('/all-cars/category/$categoryName/$carId/')({
  validateSearch: validateCarSearch,
  beforeLoad: ({ params }) => void [categoryParam(params.categoryName), isCarId(params.carId) || cityParam(params.carId)],
  // A new language reloads the names of places.
  loaderDeps: () => ({ language: currentLanguage() }),
  loader: ({ deps, context, params }) =>
    loadAllCars(context.api, deps.language, isCarId(params.carId) ? carIdParam(params.carId) : undefined),
  component: AllCarsRoute,
});

function AllCarsRoute() {
  const params = Route.useParams();
  const navigate = useNavigate({ from: Route.fullPath });
  const category = categoryParam(params.categoryName);
  return (
    <AllCarsView
      search={Route.useSearch()}
      preset={isCarId(params.carId) ? { category } : { category, location: cityParam(params.carId) }}
      data={Route.useLoaderData()}
      onNavigate={(search) => void navigate({ search })}
    />
  );
}
