import { useLingui } from '@lingui/react/macro';
import { Availability, FleetSort, FleetSortDefault, VehicleKind } from '@/openapi/generated/enums';
import { sortChoices } from '@/src/components/list/list-search';
import { ListChoice as Choice, ListSearchBox } from '@/src/components/ListFilters';
import { mustNameSupplier, type FleetAccount } from '@/domain/fleet';
import type { CatalogLookups } from '@/src/features/cars/CarFilters';

/** The list's address: what /manage/fleet keeps in its query (validated by the route). */
export interface FleetSearch {
  search?: string;
  kind?: VehicleKind;
  availability?: Availability;
  sort?: Exclude<FleetSort, typeof FleetSortDefault>;
  supplier?: string;
  page?: number;
}

/** The fleet's search and filters (in the list frame's Filters); each change goes to the address (`onChange`), which the list follows. */
export function FleetFilters({ account, lookups, search, onChange }: { account: FleetAccount; lookups: CatalogLookups; search: FleetSearch; onChange: (changes: Partial<FleetSearch>) => void }) {
  const { t } = useLingui();
  return (
    <>
      <ListSearchBox value={search.search ?? ''} label={t`Search the fleet`} placeholder={t`Brand or model`} onSearch={(text) => onChange({ search: text.trim() || undefined })} />
      <Choice
        label={t`Type`}
        value={search.kind ?? ''}
        options={[
          { value: '', label: t`Cars and yachts` },
          { value: 'car', label: t`Cars` },
          { value: 'yacht', label: t`Yachts` },
        ]}
        onChange={(kind) => onChange({ kind: kind || undefined })}
      />
      <Choice
        label={t`Availability`}
        value={search.availability ?? ''}
        options={[
          { value: '', label: t`Available or not` },
          { value: 'available', label: t`Available` },
          { value: 'unavailable', label: t`Unavailable` },
        ]}
        onChange={(availability) => onChange({ availability: availability || undefined })}
      />
      <Choice
        label={t`Sort by`}
        value={search.sort ?? ''}
        options={sortChoices(FleetSort, FleetSortDefault, { newest: t`Newest first`, name: t`Name`, priceLow: t`Price: low to high`, priceHigh: t`Price: high to low` })}
        onChange={(sort) => onChange({ sort: sort || undefined })}
      />
      {mustNameSupplier(account) && (
        <Choice
          label={t`Rental company`}
          value={search.supplier ?? ''}
          options={[{ value: '', label: t`Every company` }, ...lookups.suppliers.map((s) => ({ value: s.slug, label: s.name }))]}
          onChange={(supplier) => onChange({ supplier: supplier || undefined })}
        />
      )}
    </>
  );
}
