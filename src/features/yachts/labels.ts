import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Schemas } from '../../api/client';

export type YachtKind = Schemas['YachtKind'];

/** Yacht kinds on screen, singular (a card, the detail) and plural (the category page's title). */
export const yachtKindLabels: Record<YachtKind, MessageDescriptor> = {
  motor: msg`Motor yacht`,
  sailing: msg`Sailing yacht`,
  catamaran: msg`Catamaran`,
  gulet: msg`Gulet`,
  superyacht: msg`Superyacht`,
};

export const yachtKindPluralLabels: Record<YachtKind, MessageDescriptor> = {
  motor: msg`Motor yachts`,
  sailing: msg`Sailing yachts`,
  catamaran: msg`Catamarans`,
  gulet: msg`Gulets`,
  superyacht: msg`Superyachts`,
};

/** The kinds in the contract's order; each is also its category slug (`/all-yachts/category/motor`). */
export const yachtKinds = Object.keys(yachtKindLabels) as YachtKind[];

export function isYachtKind(value: string): value is YachtKind {
  return (yachtKinds as string[]).includes(value);
}

/** Shared with the car pages. */
export { availabilityBadgeLabels as yachtBadgeLabels } from '../../components/availability-badges';
