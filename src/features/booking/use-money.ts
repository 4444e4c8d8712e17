import { formatMoney } from '../../../domain/money';
import { useLanguage } from '../../app/use-language';

/** Prices in the page's language (domain/money.ts: every price goes through it). */
export function useMoney() {
  const language = useLanguage();
  return (amount: number) => formatMoney(amount, language);
}
