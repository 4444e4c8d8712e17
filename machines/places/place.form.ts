import { slugify } from '@/domain/catalog';
import type { Schemas } from '@/openapi/types';
import { checkNumber, parseNumber } from '@/machines/fleet/new-car.form';
import { type FieldErrors, compactErrors } from '@/machines/shared/form';
import type { FormRules } from '@/machines/shared/record-form.machine';

/** The place form, on machines/shared/record-form.machine.ts: its values as typed, their checks, the body. */

export type PlaceRecord = Schemas['PlaceRecord'];
export type PlaceInput = Schemas['PlaceInput'];
export type PlaceCountry = Schemas['PlaceCountry'];

export interface PlaceValues {
  nameEn: string;
  nameFr: string;
  nameRu: string;
  /** Empty until one is chosen. */
  country: PlaceCountry | '';
  /** Decimal degrees as typed (a comma is read as a point), or as the map's pin set them. */
  latitude: string;
  longitude: string;
}

export type PlaceField = keyof PlaceValues;
export type PlaceFieldError = 'required' | 'tooLong' | 'noLatinLetter' | 'notANumber' | 'notAWholeNumber' | 'outOfRange';

export const placeFields: readonly PlaceField[] = ['nameEn', 'nameFr', 'nameRu', 'country', 'latitude', 'longitude'];

/** The contract's PlaceName and PlaceInput bounds. */
export const placeLimits = {
  name: 80,
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
} as const;

export const emptyPlace: PlaceValues = { nameEn: '', nameFr: '', nameRu: '', country: '', latitude: '', longitude: '' };

/** Degrees kept to six decimals: about 10 cm, finer than any pin. */
export const formatDegrees = (degrees: number) => String(Math.round(degrees * 1e6) / 1e6);

export function placeValuesOf(place: PlaceRecord): PlaceValues {
  return {
    nameEn: place.name.en,
    nameFr: place.name.fr,
    nameRu: place.name.ru,
    country: place.country,
    latitude: formatDegrees(place.latitude),
    longitude: formatDegrees(place.longitude),
  };
}

/** The point the fields name, when both are numbers in range (the map's pin); otherwise none. */
export function pointOf(values: Pick<PlaceValues, 'latitude' | 'longitude'>): { latitude: number; longitude: number } | undefined {
  if (checkNumber(values.latitude, placeLimits.latitude, false) || checkNumber(values.longitude, placeLimits.longitude, false)) return undefined;
  return { latitude: parseNumber(values.latitude), longitude: parseNumber(values.longitude) };
}

function checkName(text: string, english: boolean): PlaceFieldError | undefined {
  if (text.trim() === '') return 'required';
  if (text.trim().length > placeLimits.name) return 'tooLong';
  // The English name makes the place's address (its slug), which is written in Latin letters and digits.
  return english && slugify(text) === '' ? 'noLatinLetter' : undefined;
}

export function validatePlace(values: PlaceValues): FieldErrors<PlaceField, PlaceFieldError> {
  return compactErrors<PlaceField, PlaceFieldError>({
    nameEn: checkName(values.nameEn, true),
    nameFr: checkName(values.nameFr, false),
    nameRu: checkName(values.nameRu, false),
    country: values.country === '' ? 'required' : undefined,
    latitude: checkNumber(values.latitude, placeLimits.latitude, false),
    longitude: checkNumber(values.longitude, placeLimits.longitude, false),
  });
}

/** The createPlace / updatePlace body, once validatePlace found nothing. */
export function toPlaceInput(values: PlaceValues): PlaceInput {
  return {
    name: { en: values.nameEn.trim(), fr: values.nameFr.trim(), ru: values.nameRu.trim() },
    country: values.country as PlaceCountry,
    latitude: parseNumber(values.latitude),
    longitude: parseNumber(values.longitude),
  };
}

/** What the record form machine asks of the place form. */
export const placeRules: FormRules<PlaceValues, PlaceField, PlaceFieldError, PlaceRecord> = {
  empty: emptyPlace,
  validate: validatePlace,
  valuesOf: placeValuesOf,
};
