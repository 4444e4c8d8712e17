import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatMoney } from '@/domain/money';
import type { PageMeta } from '@/src/core/head';
import { languageOf } from '@/src/core/use-language';
import type { CarDetailData } from './car-detail-loader';
import { gearboxLabels } from '@/src/components/car-labels';

/** The car page's title, description and image (search results and shared links show them). */
export function carPageMeta(i18n: I18n, { car, city }: Pick<CarDetailData, 'car' | 'city'>): PageMeta {
  const language = languageOf(i18n);
  const money = (amount: number) => formatMoney(amount, language);
  const name = `${car.brand} ${car.model}`;
  const dailyPrice = money(car.price);
  return {
    title: city ? t(i18n)`${name} for rent in ${city.name}` : t(i18n)`${name} for rent`,
    description: t(i18n)`Rent the ${name} (${car.year}) from ${car.supplier.name} for ${dailyPrice} a day: ${car.seats} seats, ${i18n._(gearboxLabels[car.gearbox])} gearbox, deposit ${money(car.deposit)}.`,
    image: car.image,
    type: 'product',
  };
}
