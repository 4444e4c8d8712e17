import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type YachtKind, yachtKinds } from '@/src/components/yacht-kinds';

export { type YachtKind, yachtKindLabels, yachtKinds } from '@/src/components/yacht-kinds';

/** Yacht kinds in the plural: the category page's title. */
export const yachtKindPluralLabels: Record<YachtKind, MessageDescriptor> = {
  motor: msg`Motor yachts`,
  sailing: msg`Sailing yachts`,
  catamaran: msg`Catamarans`,
  gulet: msg`Gulets`,
  superyacht: msg`Superyachts`,
};

export function isYachtKind(value: string): value is YachtKind {
  return (yachtKinds as string[]).includes(value);
}

/** Shared with the car pages. */
export { availabilityBadgeLabels as yachtBadgeLabels } from '@/src/components/availability-badges';
