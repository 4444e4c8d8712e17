import type { AllCarsData } from './all-cars-loader';
import { CarCatalogPage, type CarPreset } from './CarCatalogPage';
import type { CarSearch } from './search-params';

export interface AllCarsViewProps {
  search: CarSearch;
  preset: CarPreset;
  data: AllCarsData;
  onNavigate: (search: CarSearch) => void;
}

/** An `/all-cars/...` page: the car list with the path's presets, the addressed car first. */
export function AllCarsView({ search, preset, data, onNavigate }: AllCarsViewProps) {
  return <CarCatalogPage search={search} preset={preset} lookups={data.lookups} highlighted={data.highlighted} onNavigate={onNavigate} />;
}
