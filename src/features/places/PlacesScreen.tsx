import { Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageSizeDefault, PlaceCountry, PlaceSort, PlaceSortDefault } from '@/openapi/generated/enums';
import { createPlaceActors } from '@/machines/places/places.actors';
import { type ListPlacesQuery, type PlaceDeletion, type PlaceRecord, placesOf } from '@/machines/places/places-list';
import { ListChoice, ListSearchBox } from '@/src/components/ListFilters';
import { ListFrame } from '@/src/components/list/ListFrame';
import { sortChoices } from '@/src/components/list/list-search';
import { backOfficeListKit, useBackOfficeList } from '@/src/components/list/use-back-office-list';
import { useListAddress } from '@/src/components/use-list-address';
import { useApi } from '@/src/core/api-context';
import { notify } from '@/src/core/toasts';
import { useLanguage } from '@/src/core/use-language';
import { countryName } from '@/src/components/place-labels';
import { PlaceRows } from './PlaceRows';
import { placeDeletionMessage } from './place-messages';

/** The list's address: what /manage/places keeps in its query (validated by the route). */
export interface PlacesSearch {
  search?: string;
  country?: PlaceCountry;
  sort?: Exclude<PlaceSort, typeof PlaceSortDefault>;
  page?: number;
}

export interface PlacesScreenProps {
  search: PlacesSearch;
  onSearchChange: (next: PlacesSearch) => void;
  newLink: (children: ReactNode) => ReactNode;
  editLink: (item: PlaceRecord, children: ReactNode) => ReactNode;
}

/**
 * The admins' places (machines/places/places-list.ts on the back office's list machine): searched in any language and
 * filtered from the address, 30 a page, by name in the admin's language; each opened in its form; the ticked ones
 * deleted after a confirmation (those a car, a yacht, a supplier or a booking names are kept).
 */
export function PlacesScreen({ search, onSearchChange, newLink, editLink }: PlacesScreenProps) {
  const api = useApi();
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const query: ListPlacesQuery = { ...search, language, size: PageSizeDefault };
  const [snapshot, send] = useBackOfficeList(() => createPlaceActors(api).list, (result) => notify('positive', i18n._(placeDeletionMessage(result as PlaceDeletion))), query);
  const { goTo, onPage, headingRef } = useListAddress(search, onSearchChange);

  const { total, target } = snapshot.context;
  const items = placesOf(snapshot.context);
  const kit = backOfficeListKit(snapshot, send);
  const named = target.length === 1 ? items.find((item) => item._id === target[0]) : undefined;
  const countries = [...PlaceCountry].map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) => a.label.localeCompare(b.label, language));

  return (
    <ListFrame
      heading={<Trans>Places</Trans>}
      headingRef={headingRef}
      newLinks={[{ key: 'place', label: <Trans>New place</Trans>, link: newLink }]}
      filters={
        <>
          <ListSearchBox value={search.search ?? ''} label={t`Search the places`} placeholder={t`Name in any language`} onSearch={(text) => goTo({ search: text.trim() || undefined })} />
          <ListChoice
            label={t`Country`}
            value={search.country ?? ''}
            options={[{ value: '', label: t`Every country` }, ...countries]}
            onChange={(country) => goTo({ country: country || undefined })}
          />
          <ListChoice
            label={t`Sort by`}
            value={search.sort ?? ''}
            options={sortChoices(PlaceSort, PlaceSortDefault, { name: t`Name`, country: t`Country`, mostCars: t`Most cars and yachts` })}
            onChange={(sort) => goTo({ sort: sort || undefined })}
          />
        </>
      }
      count={<Plural value={total} one="# place" other="# places" />}
      {...kit.frame}
      onDeleteSelection={kit.onDeleteSelection}
      empty={items.length === 0}
      emptyText={search.search || search.country ? <Trans>No place matches these filters.</Trans> : <Trans>No places yet.</Trans>}
      page={search.page ?? 1}
      onPage={onPage}
      confirm={{
        ...kit.confirm,
        title: <Plural value={target.length} one="Delete this place?" other="Delete # places?" />,
        subject: named ? <Text fontWeight="semibold">{named.name[language]}</Text> : null,
        note: <Trans>A place that cars, yachts, companies or bookings name is kept.</Trans>,
      }}
    >
      <PlaceRows items={items} selection={kit.selection} busy={kit.state.busy} onDelete={(item) => kit.onDelete(item._id)} editLink={editLink} />
    </ListFrame>
  );
}
