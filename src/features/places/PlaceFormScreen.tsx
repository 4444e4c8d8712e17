import { Alert, Box, Button, Center, Container, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { PlaceCountry } from '../../../openapi/generated/enums';
import { formatDegrees, placeFields, placeLimits, pointOf, type PlaceField, type PlaceValues } from '../../../machines/places/place.form';
import { placeFormMachine } from '../../../machines/places/place-form.machine';
import { createPlaceActors } from '../../../machines/places/places.actors';
import { failureCode } from '../../../machines/shared/failure';
import { FormSummary } from '../../components/form/FormSummary';
import { changesSaved } from '../../components/form/form-messages';
import { TextField } from '../../components/form/TextField';
import { LoadFailedNotice } from '../../components/LoadFailedNotice';
import { MapBoundary } from '../../components/MapBoundary';
import { useApi } from '../../core/api-context';
import { handleError } from '../../core/errors';
import { i18n } from '../../core/i18n';
import { notify } from '../../core/toasts';
import { useLanguage } from '../../core/use-language';
import { SelectInputField } from '../cars/fleet/car-form-fields';
import { countryName } from '../locations/labels';
import { ManageSection } from '../manage/ManageSection';
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
 * A place as an admin writes it (machines/places/place-form.machine.ts): its name in each language, its country
 * (which sets the clock of its pick-ups), and its point, typed or picked on the map; checked before it is sent, and
 * nothing typed is lost when the server refuses.
 */
export function PlaceFormScreen({ id, onDone, backLink }: PlaceFormScreenProps) {
  const api = useApi();
  const { t } = useLingui();
  const language = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const logic = useMemo(
    () =>
      placeFormMachine.provide({
        actors: createPlaceActors(api).form,
        actions: {
          notifySaved: () => notify('positive', i18n._(changesSaved)),
          notifyFailure: (_, { error }) => handleError(error),
          leave: () => done.current(),
        },
      }),
    [api],
  );
  const [snapshot, send] = useMachine(logic, { input: { id } });
  const { values, errors, place, error } = snapshot.context;
  const busy = snapshot.hasTag('busy');

  useEffect(() => {
    if (snapshot.context.attempt === 0) return;
    const first = placeFields.find((field) => errors[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [snapshot.context.attempt]);

  const label = (field: PlaceField) => i18n._(placeFieldLabels[field]);
  const problem = (field: PlaceField) => {
    const key = errors[field];
    if (!key) return undefined;
    const limits = field === 'latitude' || field === 'longitude' ? placeLimits[field] : undefined;
    return i18n._(placeFieldMessage(key, label(field), limits && { min: i18n.number(limits.min), max: i18n.number(limits.max) }));
  };
  const change = (changed: Partial<PlaceValues>) => send({ type: 'form.change', values: changed });
  const refused = snapshot.matches('loadFailed') && failureCode(error) === 'NOT_FOUND';
  const countries = [...PlaceCountry].map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) => a.label.localeCompare(b.label, language));
  const point = pointOf(values);

  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Stack gap="6">
        <Box>
          {backLink(
            <HStack gap="1" fontSize="sm">
              <ArrowLeft size="16" aria-hidden="true" />
              <Trans>Back to the places</Trans>
            </HStack>,
          )}
          <Heading as="h1" mt="2" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight">
            {id ? <Trans>Edit place</Trans> : <Trans>New place</Trans>}
          </Heading>
        </Box>
        {snapshot.matches('loading') || snapshot.matches('starting') ? (
          <Center py="16">
            <Spinner size="lg" color="brand.primary" aria-label={t`Loading…`} />
          </Center>
        ) : refused ? (
          <Alert.Root status="warning" role="alert" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>This place does not exist.</Trans>
            </Alert.Title>
          </Alert.Root>
        ) : snapshot.matches('loadFailed') ? (
          <LoadFailedNotice error={error} onRetry={() => send({ type: 'form.retry' })} />
        ) : (
          <form
            ref={formRef}
            noValidate
            aria-busy={busy}
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'form.submit' });
            }}
          >
            <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Stack gap="6">
                {Object.keys(errors).length > 0 && <FormSummary missing={placeFields.filter((field) => errors[field] === 'required').map(label)} />}
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
                        <Center h={{ base: '64', md: '80' }} borderRadius="lg" bg="bg.muted">
                          <Spinner color="brand.primary" aria-label={t`Loading…`} />
                        </Center>
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
                <HStack justify="flex-end" gap="3" position="sticky" bottom="0" py="3" bg="bg" borderTopWidth="1px" zIndex="docked">
                  <Button variant="outline" disabled={busy} onClick={() => onDone()}>
                    <Trans>Cancel</Trans>
                  </Button>
                  <Button type="submit" colorPalette="brand" loading={busy} loadingText={<Trans>Saving…</Trans>}>
                    <Trans>Save</Trans>
                  </Button>
                </HStack>
              </Stack>
            </fieldset>
          </form>
        )}
      </Stack>
    </Container>
  );
}
