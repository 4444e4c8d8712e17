import { Box, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { mustNameSupplier, type FleetAccount } from '../../../../domain/fleet';
import type { CatalogLookups } from '../CarFilters';

/** The list's address: what /manage/fleet keeps in its query (validated by the route). */
export interface FleetSearch {
  search?: string;
  kind?: 'car' | 'yacht';
  availability?: 'available' | 'unavailable';
  sort?: 'name' | 'priceLow' | 'priceHigh';
  supplier?: string;
  page?: number;
}

/** The search box: it writes the address a moment after typing stops, on Enter, and when the focus leaves it. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), 350);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <Box position="relative" flex="1" minW={{ base: 'full', md: '64' }}>
      <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none">
        <Search size="16" aria-hidden="true" />
      </Box>
      <Input
        type="search"
        ps="9"
        value={text}
        maxLength={80}
        aria-label={t`Search the fleet`}
        placeholder={t`Brand or model`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
        // Leaving the box (for a row's link, say) searches at once: a search still waiting would otherwise come back
        // to the list after the link was followed.
        onBlur={() => {
          if (text !== value) onSearch(text);
        }}
      />
    </Box>
  );
}

function Choice<T extends string>({ label, value, options, onChange }: { label: string; value: T | ''; options: { value: T | ''; label: string }[]; onChange: (value: T | '') => void }) {
  return (
    <NativeSelect.Root width={{ base: 'full', sm: 'auto' }} minW="40">
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value as T | '')}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The fleet's search and filters; each change goes to the address (`onChange`), which the list follows. */
export function FleetFilters({ account, lookups, search, onChange }: { account: FleetAccount; lookups: CatalogLookups; search: FleetSearch; onChange: (changes: Partial<FleetSearch>) => void }) {
  const { t } = useLingui();
  return (
    <Stack as="section" aria-label={t`Filters`} direction={{ base: 'column', md: 'row' }} gap="3" wrap="wrap">
      <SearchBox value={search.search ?? ''} onSearch={(text) => onChange({ search: text.trim() || undefined })} />
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
        options={[
          { value: '', label: t`Newest first` },
          { value: 'name', label: t`Name` },
          { value: 'priceLow', label: t`Price: low to high` },
          { value: 'priceHigh', label: t`Price: high to low` },
        ]}
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
    </Stack>
  );
}
