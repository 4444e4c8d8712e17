import { useLoaderData, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { type AllCarsData, allCarsAddress } from './all-cars-loader';
import { CarCatalogPage } from './CarCatalogPage';
import type { CarSearch } from './search-params';

/**
 * The page of every `/all-cars/...` route (allCarsRouteOptions): the car list with the path's presets,
 * the addressed car first.
 */
export function AllCarsRoute() {
  const params = useParams({ strict: false });
  const search: CarSearch = useSearch({ strict: false });
  const data: AllCarsData = useLoaderData({ strict: false });
  const navigate = useNavigate();
  return (
    <CarCatalogPage
      search={search}
      preset={allCarsAddress(params).preset}
      lookups={data.lookups}
      highlighted={data.highlighted}
      firstPage={data.firstPage}
      onNavigate={(next) => void navigate({ to: '.', search: next })}
    />
  );
}
