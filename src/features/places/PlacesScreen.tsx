import { Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PlaceCountry } from '../../../openapi/generated/enums';
import { createPlaceActors } from '../../../machines/places/places.actors';
import { PLACES_PAGE_SIZE, type ListPlacesQuery, type PlaceDeletion, type PlaceRecord, isPageSelected, pageCount, placesOf } from '../../../machines/places/places-list';
import { ListChoice, ListSearchBox } from '../../components/ListFilters';
import { useListAddress } from '../../components/use-list-address';
import { useApi } from '../../core/api-context';
import { notify } from '../../core/toasts';
import { useLanguage } from '../../core/use-language';
import { countryName } from '../locations/labels';
import { DeletableListFrame } from '../manage/DeletableListFrame';
import { listState, useTeamList } from '../manage/use-team-list';
import { PlaceRows } from './PlaceRows';
import { placeDeletionMessage } from './place-messages';

/** The list's address: what /manage/places keeps in its query (validated by the route). */
export interface PlacesSearch {
  search?: string;
  country?: PlaceCountry;
  sort?: 'country' | 'mostCars';
  page?: number;
}

export interface PlacesScreenProps {
  search: PlacesSearch;
  onSearchChange: (next: PlacesSearch) => void;
  newLink: (children: ReactNode) => ReactNode;
  editLink: (item: PlaceRecord, children: ReactNode) => ReactNode;
}

/**
 * The admins' places (machines/places/places-list.ts on the team's list machine): searched in any language and
 * filtered from the address, 30 a page, by name in the admin's language; each opened in its form; the ticked ones
 * deleted after a confirmation (those a car, a yacht, a company or a booking names are kept).
 */
export function PlacesScreen({ search, onSearchChange, newLink, editLink }: PlacesScreenProps) {
  const api = useApi();
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const query: ListPlacesQuery = { ...search, language, size: PLACES_PAGE_SIZE };
  const [snapshot, send] = useTeamList(() => createPlaceActors(api).list, (result) => notify('positive', i18n._(placeDeletionMessage(result as PlaceDeletion))), query);
  const { goTo, onPage, headingRef } = useListAddress(search, onSearchChange);

  const { total, selected, target, error } = snapshot.context;
  const items = placesOf(snapshot.context);
  const state = listState(snapshot);
  const named = target.length === 1 ? items.find((item) => item._id === target[0]) : undefined;
  const countries = [...PlaceCountry].map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) => a.label.localeCompare(b.label, language));

  return (
    <DeletableListFrame
      heading={<Trans>Places</Trans>}
      headingRef={headingRef}
      newLink={newLink}
      newLabel={<Trans>New place</Trans>}
      filters={
        <>
          <ListSearchBox value={search.search ?? ''} label={t`Search the places`} placeholder={t`Name in any language`} onSearch={(text) => goTo({ search: text.trim() || undefined })} />
          <ListChoice
            label={t`Country`}
            value={search.country ?? ''}
            options={[{ value: '', label: t`Every country` }, ...countries]}
            onChange={(country) => goTo({ country: (country || undefined) as PlaceCountry | undefined })}
          />
          <ListChoice
            label={t`Sort by`}
            value={search.sort ?? ''}
            options={[
              { value: '', label: t`Name` },
              { value: 'country', label: t`Country` },
              { value: 'mostCars', label: t`Most cars and yachts` },
            ]}
            onChange={(sort) => goTo({ sort: (sort || undefined) as PlacesSearch['sort'] })}
          />
        </>
      }
      count={<Plural value={total} one="# place" other="# places" />}
      state={state}
      selected={selected.length}
      target={target.length}
      error={error}
      send={send}
      empty={items.length === 0}
      emptyText={search.search || search.country ? <Trans>No place matches these filters.</Trans> : <Trans>No places yet.</Trans>}
      page={search.page ?? 1}
      pages={pageCount(snapshot.context)}
      onPage={onPage}
      confirmTitle={<Plural value={target.length} one="Delete this place?" other="Delete # places?" />}
      confirmSubject={named ? <Text fontWeight="semibold">{named.name[language]}</Text> : null}
      confirmNote={<Trans>A place that cars, yachts, companies or bookings name is kept.</Trans>}
    >
      <PlaceRows items={items} selected={selected} pageSelected={isPageSelected(snapshot.context)} busy={state.busy} send={send} editLink={editLink} />
    </DeletableListFrame>
  );
}
