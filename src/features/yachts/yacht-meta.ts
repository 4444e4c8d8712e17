import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatMoney } from '@/domain/money';
import type { Schemas } from '@/openapi/types';
import type { PageMeta } from '@/src/core/head';
import { languageOf } from '@/src/core/use-language';
import { type YachtKind, yachtKindLabels, yachtKindPluralLabels } from './labels';

/** A yacht's page: title, description and image (search results and shared links show them). */
export function yachtPageMeta(i18n: I18n, yacht: Schemas['Yacht']): PageMeta {
  const name = `${yacht.brand} ${yacht.model}`;
  const kind = i18n._(yachtKindLabels[yacht.kind]);
  const length = i18n.number(yacht.lengthMeters);
  const daily = formatMoney(yacht.price, languageOf(i18n));
  return {
    title: t(i18n)`${name} yacht charter`,
    description: t(i18n)`Charter the ${name}, a ${length} m ${kind} for ${yacht.guests} guests, from ${yacht.supplier.name} for ${daily} a day.`,
    image: yacht.image,
    type: 'product',
  };
}

/** The yachts home. */
export function yachtsPageMeta(i18n: I18n): PageMeta {
  return {
    title: t(i18n)`Yacht charter on the Mediterranean`,
    description: t(i18n)`Charter a motor yacht, a sailing yacht, a catamaran, a gulet or a superyacht, with or without crew, from verified suppliers on the Riviera, in Italy and in Spain.`,
  };
}

/** All yachts of one kind. */
export function yachtKindPageMeta(i18n: I18n, kind: YachtKind): PageMeta {
  const title = i18n._(yachtKindPluralLabels[kind]);
  return { title, description: t(i18n)`${title} for charter on the Mediterranean, with or without crew.` };
}
