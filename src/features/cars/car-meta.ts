import { t } from '@lingui/core/macro';
import { formatMoney } from '@/domain/money';
import type { PageMeta } from '@/src/core/head';
import { i18n } from '@/src/core/i18n';
import { currentLanguage } from '@/src/core/switch-language';
import type { CarDetailData } from './car-detail-loader';
import { gearboxLabels } from '@/src/components/car-labels';

/** The car page's title, description and picture (search results and shared links show them). */
export function carPageMeta({ car, city }: Pick<CarDetailData, 'car' | 'city'>): PageMeta {
  const language = currentLanguage();
  const money = (amount: number) => formatMoney(amount, language);
  const name = `${car.brand} ${car.model}`;
  const dailyPrice = money(car.price);
  return {
    title: city ? t`${name} for rent in ${city.name}` : t`${name} for rent`,
    description: t`Rent the ${name} (${car.year}) from ${car.supplier.name} for ${dailyPrice} a day: ${car.seats} seats, ${i18n._(gearboxLabels[car.gearbox])} gearbox, deposit ${money(car.deposit)}.`,
    image: car.image,
    type: 'product',
  };
}
