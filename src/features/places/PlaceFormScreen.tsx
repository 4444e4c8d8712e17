import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { PlaceCountry } from '@/openapi/generated/enums';
import { formatDegrees, placeFields, placeLimits, placeRules, pointOf, type PlaceField } from '@/machines/places/place.form';
import { createPlaceActors } from '@/machines/places/places.actors';
import { TextField } from '@/src/components/form/TextField';
import { MapBoundary } from '@/src/components/MapBoundary';
import { useApi } from '@/src/core/api-context';
import { useLanguage } from '@/src/core/use-language';
import { SelectInputField } from '@/src/components/form/record-fields';
import { countryName } from '@/src/components/place-labels';
import { ManageSection } from '@/src/components/back-office/ManageSection';
import { BackToList, RecordFormFrame } from '@/src/components/record/RecordFormFrame';
import { useRecordForm } from '@/src/components/record/use-record-form';
import { LoadingSpinner } from '@/src/components/PageSpinner';
import { placeFieldLabels, placeFieldMessage } from './place-messages';

// Leaflet and its CSS load with the picker only.
const PlacePicker = lazy(() => import('./PlacePicker').then((module) => ({ default: module.PlacePicker })));

export interface PlaceFormScreenProps {
  /** The place to change; none to create one. */
  id?: string;
  onDone: () => void;
  backLink: (children: ReactNode) => ReactNode;
}

/**
 * A place as an admin writes it (machines/places/place.form.ts on the record form machine): its name in each language, its country
 * (which sets the clock of its pick-ups), and its point, typed or picked on the map; checked before it is sent, and
 * nothing typed is lost when the server refuses.
 */
export function PlaceFormScreen({ id, onDone, backLink }: PlaceFormScreenProps) {
  const api = useApi();
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const { form, change, frame } = useRecordForm({ id, rules: placeRules, fields: placeFields, actors: () => createPlaceActors(api).form, onDone });
  const { values, errors, record: place } = form;

  const label = (field: PlaceField) => i18n._(placeFieldLabels[field]);
  const problem = (field: PlaceField) => {
    const key = errors[field];
    if (!key) return undefined;
    const limits = field === 'latitude' || field === 'longitude' ? placeLimits[field] : undefined;
    return i18n._(placeFieldMessage(key, label(field), limits && { min: i18n.number(limits.min), max: i18n.number(limits.max) }));
  };
  const countries = [...PlaceCountry].map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) => a.label.localeCompare(b.label, language));
  const point = pointOf(values);

  return (
    <RecordFormFrame
      {...frame}
      heading={id ? <Trans>Edit place</Trans> : <Trans>New place</Trans>}
      backLink={backLink(
        <BackToList>
          <Trans>Back to the places</Trans>
        </BackToList>,
      )}
      notFound={<Trans>This place does not exist.</Trans>}
      missing={placeFields.filter((field) => errors[field] === 'required').map(label)}
    >
          <ManageSection title={<Trans>Its name</Trans>}>
            <TextField
              name="nameEn"
              label={label('nameEn')}
              value={values.nameEn}
              error={problem('nameEn')}
              helper={place ? <Trans>Its address stays /cities/{place.slug}.</Trans> : <Trans>It makes the place's address.</Trans>}
              required
              maxLength={placeLimits.name}
              autoComplete="off"
              onChange={(nameEn) => change({ nameEn })}
            />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField name="nameFr" label={label('nameFr')} value={values.nameFr} error={problem('nameFr')} required maxLength={placeLimits.name} autoComplete="off" onChange={(nameFr) => change({ nameFr })} />
              <TextField name="nameRu" label={label('nameRu')} value={values.nameRu} error={problem('nameRu')} required maxLength={placeLimits.name} autoComplete="off" onChange={(nameRu) => change({ nameRu })} />
            </SimpleGrid>
            <Box maxW="sm">
              <SelectInputField
                name="country"
                label={label('country')}
                value={values.country}
                error={problem('country')}
                helper={<Trans>Its pick-up times are in this country's time.</Trans>}
                required
                placeholder={t`Choose a country`}
                options={countries}
                onChange={(country) => change({ country })}
              />
            </Box>
          </ManageSection>
          <ManageSection title={<Trans>Where it is</Trans>}>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField name="latitude" inputMode="text" label={label('latitude')} value={values.latitude} error={problem('latitude')} helper={<Trans>Degrees north; south is negative.</Trans>} required maxLength={12} onChange={(latitude) => change({ latitude })} />
              <TextField name="longitude" inputMode="text" label={label('longitude')} value={values.longitude} error={problem('longitude')} helper={<Trans>Degrees east; west is negative.</Trans>} required maxLength={12} onChange={(longitude) => change({ longitude })} />
            </SimpleGrid>
            <MapBoundary
              fallback={
                <Text fontSize="sm" color="fg.muted">
                  <Trans>The map could not be loaded; type the coordinates above.</Trans>
                </Text>
              }
            >
              <Suspense
                fallback={
                  <LoadingSpinner size="md" py="0" h={{ base: '64', md: '80' }} borderRadius="lg" bg="bg.muted" />
                }
              >
                <PlacePicker point={point} onPick={({ latitude, longitude }) => change({ latitude: formatDegrees(latitude), longitude: formatDegrees(longitude) })} />
              </Suspense>
            </MapBoundary>
            {place && (
              <Text fontSize="sm" color="fg.muted">
                <Plural value={place.cars} one="# car" other="# cars" />, <Plural value={place.yachts} one="# yacht" other="# yachts" /> ·{' '}
                <Plural value={place.bookings} _0="no booking picks up or drops off here." one="# booking picks up or drops off here." other="# bookings pick up or drop off here." />
              </Text>
            )}
          </ManageSection>
    </RecordFormFrame>
  );
}
