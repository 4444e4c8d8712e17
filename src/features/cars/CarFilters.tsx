import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { carBrands, depositThresholds, seatCounts } from '@/domain/catalog';
import { formatMoney } from '@/domain/money';
import type { Schemas } from '@/openapi/types';
import { PRODUCT_BOOKING_LIMITS } from '@/domain/booking-limits';
import { useHydrated } from '@/src/core/hydrated';
import { useLanguage } from '@/src/core/use-language';
import { pickerBounds } from '@/src/components/booking-limit-messages';
import { instantOf } from '@/domain/zoned-time';
import { searchTimeZone } from '@/domain/places';
import { CheckboxGroupField, CommitInput, SelectField, type Option } from './filter-fields';
import {
  bodyTypeLabels,
  bodyTypes,
  carCategories,
  categoryLabels,
  engineTypeLabels,
  engineTypes,
  fuelPolicies,
  fuelPolicyLabels,
  gearboxes,
  gearboxLabels,
  mileageKinds,
  mileageLabels,
} from '@/src/components/car-labels';
import type { CarFilterKey, CarSearch } from './search-params';
import type { MessageDescriptor } from '@lingui/core';

export interface CatalogLookups {
  locations: Schemas['Location'][];
  suppliers: Schemas['Supplier'][];
}

export interface CarFiltersProps {
  search: CarSearch;
  lookups: CatalogLookups;
  /** Filters set by the address path (`/all-cars/nice`): shown by the page, not editable here. */
  locked?: readonly CarFilterKey[];
  onChange: (changes: Partial<CarSearch>) => void;
  onClear: () => void;
  /** In the sheet of narrow screens: the sheet names the filters and holds 'Clear filters'. */
  inSheet?: boolean;
}

function numberOrUndefined(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** Every filter of the car search, in one column: the sidebar on desktops, the sheet (FiltersSheet) below. */
export function CarFilters({ search, lookups, locked = [], onChange, onClear, inSheet = false }: CarFiltersProps) {
  const { i18n, t } = useLingui();
  const hydrated = useHydrated();
  // The pickers offer no day past the product's booking limits (a search beyond them is refused), once hydrated; the
  // times are the place's clock, as the search reads them.
  const timeZone = searchTimeZone(search.location, lookups.locations);
  const bounds = hydrated ? pickerBounds(PRODUCT_BOOKING_LIMITS, new Date(), instantOf(search.from ?? '', timeZone), timeZone) : undefined;
  const language = useLanguage();
  const shows = (key: CarFilterKey) => !locked.includes(key);
  // Twice on a page below the sidebar's width (hidden in the sidebar, shown in the sheet): ids of its own.
  const titleId = useId();
  const labelled = <T extends string>(values: readonly T[], labels: Record<T, MessageDescriptor>): Option<T>[] =>
    values.map((value) => ({ value, label: i18n._(labels[value]) }));

  return (
    <Stack
      as="form"
      gap="5"
      role="search"
      aria-labelledby={inSheet ? undefined : titleId}
      aria-label={inSheet ? t`Filters` : undefined}
      onSubmit={(event) => event.preventDefault()}
    >
      {!inSheet && (
        <HStack justify="space-between">
          <Heading as="h2" size="md" id={titleId}>
            <Trans>Filters</Trans>
          </Heading>
          <Button type="button" size="xs" variant="ghost" colorPalette="brand" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        </HStack>
      )}
      {shows('q') && (
        <CommitInput
          label={<Trans>Brand or model</Trans>}
          name="q"
          type="search"
          inputMode="search"
          value={search.q}
          // Applies as the person types, as the back office's lists do; Enter and leaving the field apply it at once.
          debounceMs={350}
          onCommit={(q) => onChange({ q })}
        />
      )}
      {shows('location') && (
        <SelectField
          label={<Trans>Place</Trans>}
          name="location"
          value={search.location}
          anyLabel={t`Any place`}
          options={lookups.locations.map((location) => ({ value: location.slug, label: location.name }))}
          onChange={(location) => onChange({ location })}
        />
      )}
      <CommitInput
        label={<Trans>Pick-up</Trans>}
        name="from"
        type="datetime-local"
        value={search.from}
        max={bounds?.pickUpMax}
        commitOnChange
        onCommit={(from) => onChange({ from })}
      />
      <CommitInput
        label={<Trans>Drop-off</Trans>}
        name="to"
        type="datetime-local"
        value={search.to}
        max={bounds?.dropOffMax}
        commitOnChange
        onCommit={(to) => onChange({ to })}
      />
      {shows('category') && (
        <CheckboxGroupField
          legend={<Trans>Category</Trans>}
          name="category"
          options={labelled(carCategories, categoryLabels)}
          selected={search.category}
          onChange={(category) => onChange({ category })}
        />
      )}
      <CheckboxGroupField
        legend={<Trans>Body type</Trans>}
        name="bodyType"
        options={labelled(bodyTypes, bodyTypeLabels)}
        selected={search.bodyType}
        onChange={(bodyType) => onChange({ bodyType })}
      />
      <CheckboxGroupField
        legend={<Trans>Brand</Trans>}
        name="brand"
        scroll
        options={carBrands.map((brand) => ({ value: brand, label: brand }))}
        selected={search.brand}
        onChange={(brand) => onChange({ brand })}
      />
      <CheckboxGroupField
        legend={<Trans>Seats</Trans>}
        name="seats"
        options={seatCounts.map((seats) => ({ value: seats, label: String(seats) }))}
        selected={search.seats}
        onChange={(seats) => onChange({ seats })}
      />
      <CheckboxGroupField
        legend={<Trans>Gearbox</Trans>}
        name="gearbox"
        options={labelled(gearboxes, gearboxLabels)}
        selected={search.gearbox}
        onChange={(gearbox) => onChange({ gearbox })}
      />
      <CheckboxGroupField
        legend={<Trans>Engine</Trans>}
        name="engineType"
        options={labelled(engineTypes, engineTypeLabels)}
        selected={search.engineType}
        onChange={(engineType) => onChange({ engineType })}
      />
      <CheckboxGroupField
        legend={<Trans>Fuel policy</Trans>}
        name="fuelPolicy"
        options={labelled(fuelPolicies, fuelPolicyLabels)}
        selected={search.fuelPolicy}
        onChange={(fuelPolicy) => onChange({ fuelPolicy })}
      />
      <SelectField
        label={<Trans>Mileage</Trans>}
        name="mileage"
        value={search.mileage}
        anyLabel={t`Any mileage`}
        options={labelled(mileageKinds, mileageLabels)}
        onChange={(mileage) => onChange({ mileage })}
      />
      <SelectField
        label={<Trans>Deposit</Trans>}
        name="deposit"
        value={search.deposit}
        anyLabel={t`Any deposit`}
        options={depositThresholds.map((deposit) => {
          const amount = formatMoney(deposit, language);
          return { value: deposit, label: t`Up to ${amount}` };
        })}
        onChange={(deposit) => onChange({ deposit })}
      />
      <CheckboxGroupField
        legend={<Trans>Supplier</Trans>}
        name="supplier"
        scroll={lookups.suppliers.length > 8}
        options={lookups.suppliers.map((supplier) => ({ value: supplier.slug, label: supplier.name }))}
        selected={search.supplier}
        onChange={(supplier) => onChange({ supplier })}
      />
      <HStack gap="3" align="flex-start">
        <CommitInput
          label={<Trans>Minimum price per day</Trans>}
          name="minPrice"
          type="number"
          min={0}
          inputMode="decimal"
          value={search.minPrice?.toString()}
          onCommit={(value) => onChange({ minPrice: numberOrUndefined(value) })}
        />
        <CommitInput
          label={<Trans>Maximum price per day</Trans>}
          name="maxPrice"
          type="number"
          min={0}
          inputMode="decimal"
          value={search.maxPrice?.toString()}
          onCommit={(value) => onChange({ maxPrice: numberOrUndefined(value) })}
        />
      </HStack>
    </Stack>
  );
}
