import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Schemas } from '@/openapi/types';

export type YachtKind = Schemas['YachtKind'];

/** Yacht kinds on screen, singular (a card, the detail, the fleet's form). */
export const yachtKindLabels: Record<YachtKind, MessageDescriptor> = {
  motor: msg`Motor yacht`,
  sailing: msg`Sailing yacht`,
  catamaran: msg`Catamaran`,
  gulet: msg`Gulet`,
  superyacht: msg`Superyacht`,
};

/** The kinds in the contract's order; each is also its category slug (`/all-yachts/category/motor`). */
export const yachtKinds = Object.keys(yachtKindLabels) as YachtKind[];
