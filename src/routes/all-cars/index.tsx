import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { currentLanguage } from '../../core/switch-language';
import { AllCarsView } from '../../features/cars/all-cars';
import { loadAllCars } from '../../features/cars/all-cars-loader';
import { validateCarSearch } from '../../features/cars/search-params';

/** Every car. */
export const Route = createFileRoute('/all-cars/')({
  validateSearch: validateCarSearch,
  // A new language reloads the names of places.
  loaderDeps: () => ({ language: currentLanguage() }),
  loader: ({ deps, context }) => loadAllCars(context.api, deps.language),
  component: AllCarsRoute,
});

function AllCarsRoute() {
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <AllCarsView
      search={Route.useSearch()}
      preset={{}}
      data={Route.useLoaderData()}
      onNavigate={(search) => void navigate({ search })}
    />
  );
}
