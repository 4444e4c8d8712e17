import { CAR_COLOR_PATTERN, yachtInputLimits } from '@/domain/fleet';
import type { Schemas } from '@/openapi/types';
import { type FieldErrors, compactErrors } from '@/machines/shared/form';
import { checkNumber, parseNumber, required, type NewCarFieldError } from './new-car.form';

/** The yacht form of machines/fleet/vehicle-form.machine.ts: its values as typed, their checks, the body they make. */

export type YachtInput = Schemas['YachtInput'];
export type FleetYacht = Schemas['FleetYacht'];

export interface YachtValues {
  brand: string;
  model: string;
  year: string;
  kind: Schemas['YachtKind'] | '';
  lengthMeters: string;
  cabins: string;
  guests: string;
  crew: string;
  price: string;
  deposit: string;
  available: boolean;
  badges: Schemas['AvailabilityBadge'][];
  color: string;
  locations: string[];
  descriptionEn: string;
  descriptionFr: string;
  descriptionRu: string;
  /** The supplier's slug; asked of admins only. */
  supplier: string;
}

export type YachtField = Exclude<keyof YachtValues, 'available' | 'badges'>;
export type YachtFieldError = NewCarFieldError;

/** The form's fields in screen order: the first invalid one gets the focus. */
export const yachtFields: readonly YachtField[] = [
  'supplier',
  'brand',
  'model',
  'year',
  'kind',
  'lengthMeters',
  'cabins',
  'guests',
  'crew',
  'price',
  'deposit',
  'color',
  'locations',
  'descriptionEn',
  'descriptionFr',
  'descriptionRu',
];

export function emptyYacht(): YachtValues {
  return {
    brand: '',
    model: '',
    year: '',
    kind: '',
    lengthMeters: '',
    cabins: '',
    guests: '',
    crew: '0',
    price: '',
    deposit: '',
    available: true,
    badges: [],
    color: '#0b3d91',
    locations: [],
    descriptionEn: '',
    descriptionFr: '',
    descriptionRu: '',
    supplier: '',
  };
}

export function validateYacht(values: YachtValues, supplierRequired: boolean): FieldErrors<YachtField, YachtFieldError> {
  const limits = yachtInputLimits;
  return compactErrors<YachtField, YachtFieldError>({
    supplier: supplierRequired ? required(values.supplier) : undefined,
    brand: required(values.brand),
    model: required(values.model),
    year: checkNumber(values.year, limits.year, true),
    kind: required(values.kind),
    lengthMeters: checkNumber(values.lengthMeters, limits.lengthMeters, false),
    cabins: checkNumber(values.cabins, limits.cabins, true),
    guests: checkNumber(values.guests, limits.guests, true),
    crew: checkNumber(values.crew, limits.crew, true),
    price: checkNumber(values.price, limits.price, false),
    deposit: checkNumber(values.deposit, limits.deposit, false),
    color: CAR_COLOR_PATTERN.test(values.color) ? undefined : 'invalidColor',
    locations: values.locations.length === 0 ? 'required' : undefined,
    descriptionEn: required(values.descriptionEn),
    descriptionFr: required(values.descriptionFr),
    descriptionRu: required(values.descriptionRu),
  });
}

/** The contract's body for a valid form. */
export function toYachtInput(values: YachtValues, supplierRequired: boolean): YachtInput {
  const supplier = values.supplier.trim();
  return {
    brand: values.brand.trim(),
    model: values.model.trim(),
    year: parseNumber(values.year),
    kind: values.kind as Schemas['YachtKind'],
    lengthMeters: parseNumber(values.lengthMeters),
    cabins: parseNumber(values.cabins),
    guests: parseNumber(values.guests),
    crew: parseNumber(values.crew),
    price: parseNumber(values.price),
    deposit: parseNumber(values.deposit),
    available: values.available,
    badges: values.badges,
    color: values.color.toLowerCase(),
    locations: values.locations,
    description: { en: values.descriptionEn.trim(), fr: values.descriptionFr.trim(), ru: values.descriptionRu.trim() },
    ...(supplierRequired && supplier ? { supplier } : {}),
  };
}

/** The form of a saved yacht (getFleetYacht), to edit it. */
export function yachtValuesOf({ yacht }: FleetYacht): YachtValues {
  return {
    brand: yacht.brand,
    model: yacht.model,
    year: String(yacht.year),
    kind: yacht.kind,
    lengthMeters: String(yacht.lengthMeters),
    cabins: String(yacht.cabins),
    guests: String(yacht.guests),
    crew: String(yacht.crew),
    price: String(yacht.price),
    deposit: String(yacht.deposit),
    available: yacht.available,
    badges: yacht.badges,
    color: yacht.color,
    locations: yacht.locations,
    descriptionEn: yacht.description.en,
    descriptionFr: yacht.description.fr,
    descriptionRu: yacht.description.ru,
    supplier: yacht.supplier ?? '',
  };
}
