import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { availabilityBadgeLabels } from './availability-badges';
import type { Schemas } from '@/openapi/types';

/**
 * The one place that names the catalogue's enums on screen: every screen (search, car list, car
 * detail, home) reads its labels here. The records are complete by type, so their keys are also
 * the lists of allowed values.
 */

export type BodyType = Schemas['BodyType'];
export type CarCategory = Schemas['CarCategory'];
export type EngineType = Schemas['EngineType'];
export type Gearbox = Schemas['Gearbox'];
export type FuelPolicy = Schemas['FuelPolicy'];
export type AvailabilityBadge = Schemas['AvailabilityBadge'];
export type CatalogSort = Schemas['CatalogSort'];
export type MileageKind = 'limited' | 'unlimited';

export const categoryLabels: Record<CarCategory, MessageDescriptor> = {
  SUV: msg`SUV`,
  cabrio: msg`Cabrio`,
  luxury: msg`Luxury`,
  sports: msg`Sports`,
  sedan: msg`Sedan`,
  electric: msg`Electric`,
  coupe: msg`Coupe`,
  van: msg`Van`,
};

export const bodyTypeLabels: Record<BodyType, MessageDescriptor> = {
  compact: msg`Compact`,
  convertible: msg`Convertible`,
  coupe: msg`Coupe`,
  hatchback: msg`Hatchback`,
  pickup: msg`Pickup`,
  suv: msg`SUV`,
  sedan: msg`Sedan`,
  van: msg`Van`,
};

export const engineTypeLabels: Record<EngineType, MessageDescriptor> = {
  diesel: msg`Diesel`,
  gasoline: msg`Gasoline`,
  electric: msg`Electric`,
  hybrid: msg`Hybrid`,
  plugInHybrid: msg`Plug-in hybrid`,
  unknown: msg({ message: 'Other', context: 'engine type' }),
};

export const gearboxLabels: Record<Gearbox, MessageDescriptor> = {
  manual: msg`Manual`,
  automatic: msg`Automatic`,
  cvt: msg`CVT`,
};

export const fuelPolicyLabels: Record<FuelPolicy, MessageDescriptor> = {
  likeForlike: msg`Like for like`,
  freeTank: msg`Free tank`,
};

export const mileageLabels: Record<MileageKind, MessageDescriptor> = {
  limited: msg`Limited mileage`,
  unlimited: msg`Unlimited mileage`,
};

export const badgeLabels = availabilityBadgeLabels;

export const sortLabels: Record<CatalogSort, MessageDescriptor> = {
  priceAsc: msg`Price: low to high`,
  priceDesc: msg`Price: high to low`,
  newest: msg`Newest first`,
};

function keysOf<K extends string>(record: Record<K, unknown>): readonly K[] {
  return Object.keys(record) as K[];
}

export const carCategories = keysOf(categoryLabels);
export const bodyTypes = keysOf(bodyTypeLabels);
export const engineTypes = keysOf(engineTypeLabels);
export const gearboxes = keysOf(gearboxLabels);
export const fuelPolicies = keysOf(fuelPolicyLabels);
export const mileageKinds = keysOf(mileageLabels);
export const availabilityBadges = keysOf(badgeLabels);
export const catalogSorts = keysOf(sortLabels);
