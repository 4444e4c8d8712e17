import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { currentLanguage } from '../../core/switch-language';
import { AllCarsView } from '../../features/cars/all-cars';
import { categoryParam, loadAllCars } from '../../features/cars/all-cars-loader';
import { validateCarSearch } from '../../features/cars/search-params';

/** The cars of a category. */
export const Route = createFileRoute('/all-cars/category/$categoryName/')({
  validateSearch: validateCarSearch,
  beforeLoad: ({ params }) => void categoryParam(params.categoryName),
  // A new language reloads the names of places.
  loaderDeps: () => ({ language: currentLanguage() }),
  loader: ({ deps, context }) => loadAllCars(context.api, deps.language),
  component: AllCarsRoute,
});

function AllCarsRoute() {
  const params = Route.useParams();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <AllCarsView
      search={Route.useSearch()}
      preset={{ category: categoryParam(params.categoryName) }}
      data={Route.useLoaderData()}
      onNavigate={(search) => void navigate({ search })}
    />
  );
}
