import { UNLIMITED_MILEAGE } from '@/domain/catalog';
import { CAR_COLOR_PATTERN, EXTRA_NOT_OFFERED, carInputLimits } from '@/domain/fleet';
import { type CarExtra, carExtras } from '@/domain/price';
import type { Schemas } from '@/openapi/types';
import { type FieldErrors, compactErrors } from '@/machines/shared/form';

/** The new-car form of machines/fleet/new-car.machine.ts: its values as typed, their checks, the body they make. */

// Types

export type CarInput = Schemas['CarInput'];
export type Car = Schemas['Car'];

/** How an extra is offered; 'priced' takes the amount typed beside it. */
export type ExtraOfferKind = 'notOffered' | 'included' | 'priced';
export interface ExtraValue {
  offer: ExtraOfferKind;
  price: string;
}

/** The form as typed: numbers stay text until the submit checks them. */
export interface NewCarValues extends Record<CarExtra, ExtraValue> {
  brand: string;
  model: string;
  year: string;
  bodyType: Schemas['BodyType'] | '';
  category: Schemas['CarCategory'] | '';
  engineType: Schemas['EngineType'] | '';
  gearbox: Schemas['Gearbox'] | '';
  fuelPolicy: Schemas['FuelPolicy'] | '';
  unlimitedMileage: boolean;
  /** Km a day, when the mileage is limited. */
  mileage: string;
  seats: string;
  doors: string;
  aircon: boolean;
  deposit: string;
  price: string;
  minimumAge: string;
  available: boolean;
  badges: Schemas['AvailabilityBadge'][];
  color: string;
  locations: string[];
  descriptionEn: string;
  descriptionFr: string;
  descriptionRu: string;
  /** The supplier's slug; asked of admins only (a supplier account adds to its own supplier). */
  supplier: string;
}

export type NewCarField = Exclude<keyof NewCarValues, 'unlimitedMileage' | 'aircon' | 'available' | 'badges'>;
/** What a number typed in a form may be wrong with (checkNumber). */
export type NumberFieldError = 'required' | 'notANumber' | 'notAWholeNumber' | 'outOfRange';
export type NewCarFieldError = NumberFieldError | 'invalidColor';

/** The form's fields in screen order: the first invalid one gets the focus. */
export const newCarFields: readonly NewCarField[] = [
  'supplier',
  'brand',
  'model',
  'year',
  'bodyType',
  'category',
  'engineType',
  'gearbox',
  'fuelPolicy',
  'seats',
  'doors',
  'mileage',
  'price',
  'deposit',
  'minimumAge',
  ...carExtras,
  'color',
  'locations',
  'descriptionEn',
  'descriptionFr',
  'descriptionRu',
];

export function emptyNewCar(): NewCarValues {
  const notOffered = (): ExtraValue => ({ offer: 'notOffered', price: '' });
  return {
    brand: '',
    model: '',
    year: '',
    bodyType: '',
    category: '',
    engineType: '',
    gearbox: '',
    fuelPolicy: '',
    unlimitedMileage: true,
    mileage: '',
    seats: '5',
    doors: '5',
    aircon: true,
    deposit: '',
    price: '',
    minimumAge: String(carInputLimits.minimumAge.min),
    available: true,
    badges: [],
    color: '#1f6feb',
    locations: [],
    descriptionEn: '',
    descriptionFr: '',
    descriptionRu: '',
    supplier: '',
    cancellation: notOffered(),
    amendments: notOffered(),
    theftProtection: notOffered(),
    collisionDamageWaiver: notOffered(),
    fullInsurance: notOffered(),
    additionalDriver: notOffered(),
  };
}

// Rules

/** A typed number: a decimal comma is accepted (fr, ru keyboards). */
export function parseNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

export function checkNumber(text: string, range: { min: number; max: number }, whole: boolean): NumberFieldError | undefined {
  if (text.trim() === '') return 'required';
  const value = parseNumber(text);
  if (!Number.isFinite(value)) return 'notANumber';
  if (whole && !Number.isInteger(value)) return 'notAWholeNumber';
  return value < range.min || value > range.max ? 'outOfRange' : undefined;
}

/** The amount of a priced extra: from a cent to the contract's maximum. */
export const extraPriceRange = { min: carInputLimits.price.min, max: carInputLimits.extra.max } as const;

export const required = (text: string) => (text.trim() === '' ? 'required' : undefined);

export function validateNewCar(values: NewCarValues, supplierRequired: boolean): FieldErrors<NewCarField, NewCarFieldError> {
  const limits = carInputLimits;
  const extraErrors = Object.fromEntries(
    carExtras.map((extra) => {
      const { offer, price } = values[extra];
      return [extra, offer === 'priced' ? checkNumber(price, extraPriceRange, false) : undefined];
    }),
  ) as Record<CarExtra, NewCarFieldError | undefined>;
  return compactErrors<NewCarField, NewCarFieldError>({
    supplier: supplierRequired ? required(values.supplier) : undefined,
    brand: required(values.brand),
    model: required(values.model),
    year: checkNumber(values.year, limits.year, true),
    bodyType: required(values.bodyType),
    category: required(values.category),
    engineType: required(values.engineType),
    gearbox: required(values.gearbox),
    fuelPolicy: required(values.fuelPolicy),
    seats: checkNumber(values.seats, limits.seats, true),
    doors: checkNumber(values.doors, limits.doors, true),
    mileage: values.unlimitedMileage ? undefined : checkNumber(values.mileage, limits.mileage, true),
    price: checkNumber(values.price, limits.price, false),
    deposit: checkNumber(values.deposit, limits.deposit, false),
    minimumAge: checkNumber(values.minimumAge, limits.minimumAge, true),
    ...extraErrors,
    color: CAR_COLOR_PATTERN.test(values.color) ? undefined : 'invalidColor',
    locations: values.locations.length === 0 ? 'required' : undefined,
    descriptionEn: required(values.descriptionEn),
    descriptionFr: required(values.descriptionFr),
    descriptionRu: required(values.descriptionRu),
  });
}

function extraPrice({ offer, price }: ExtraValue): number {
  if (offer === 'notOffered') return EXTRA_NOT_OFFERED;
  return offer === 'included' ? 0 : parseNumber(price);
}

/** The contract's body for a valid form. */
export function toCarInput(values: NewCarValues, supplierRequired: boolean): CarInput {
  const supplier = values.supplier.trim();
  return {
    brand: values.brand.trim(),
    model: values.model.trim(),
    year: parseNumber(values.year),
    bodyType: values.bodyType as Schemas['BodyType'],
    category: values.category as Schemas['CarCategory'],
    engineType: values.engineType as Schemas['EngineType'],
    gearbox: values.gearbox as Schemas['Gearbox'],
    fuelPolicy: values.fuelPolicy as Schemas['FuelPolicy'],
    mileage: values.unlimitedMileage ? UNLIMITED_MILEAGE : parseNumber(values.mileage),
    seats: parseNumber(values.seats),
    doors: parseNumber(values.doors),
    aircon: values.aircon,
    deposit: parseNumber(values.deposit),
    price: parseNumber(values.price),
    extras: Object.fromEntries(carExtras.map((extra) => [extra, extraPrice(values[extra])])) as CarInput['extras'],
    minimumAge: parseNumber(values.minimumAge),
    available: values.available,
    badges: values.badges,
    color: values.color.toLowerCase(),
    locations: values.locations,
    description: { en: values.descriptionEn.trim(), fr: values.descriptionFr.trim(), ru: values.descriptionRu.trim() },
    ...(supplierRequired && supplier ? { supplier } : {}),
  };
}

export type FleetCar = Schemas['FleetCar'];

/** A number as the form shows it (a whole number, or to the cent). */
const typed = (value: number) => String(value);

function extraValue(price: number): ExtraValue {
  if (price === EXTRA_NOT_OFFERED || price < 0) return { offer: 'notOffered', price: '' };
  return price === 0 ? { offer: 'included', price: '' } : { offer: 'priced', price: typed(price) };
}

/** The form of a saved car (getFleetCar), to edit it. */
export function carValuesOf({ car }: FleetCar): NewCarValues {
  return {
    brand: car.brand,
    model: car.model,
    year: typed(car.year),
    bodyType: car.bodyType,
    category: car.category,
    engineType: car.engineType,
    gearbox: car.gearbox,
    fuelPolicy: car.fuelPolicy,
    unlimitedMileage: car.mileage === UNLIMITED_MILEAGE,
    mileage: car.mileage === UNLIMITED_MILEAGE ? '' : typed(car.mileage),
    seats: typed(car.seats),
    doors: typed(car.doors),
    aircon: car.aircon,
    deposit: typed(car.deposit),
    price: typed(car.price),
    minimumAge: typed(car.minimumAge),
    available: car.available,
    badges: car.badges,
    color: car.color,
    locations: car.locations,
    descriptionEn: car.description.en,
    descriptionFr: car.description.fr,
    descriptionRu: car.description.ru,
    supplier: car.supplier ?? '',
    ...(Object.fromEntries(carExtras.map((extra) => [extra, extraValue(car.extras[extra])])) as Record<CarExtra, ExtraValue>),
  };
}
