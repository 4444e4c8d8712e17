import type { PaymentOption, PaymentType, Supplier } from './booking-types';

/** The payment step: the options and types the supplier takes. */

/** Pay later only when the supplier allows it; pay online always. */
export function paymentOptionsOf(supplier: Supplier): PaymentOption[] {
  return supplier.payLater ? ['payLater', 'payOnline'] : ['payOnline'];
}

/** Cash is paid at pick-up (pay later), crypto online (pay online); a card either way. */
export function paymentTypesFor(supplier: Supplier, option: PaymentOption): PaymentType[] {
  return supplier.paymentTypes.filter((type) => (option === 'payLater' ? type !== 'crypto' : type !== 'cash'));
}

/** The current type when it still fits the option, else the supplier's first one that does. */
export function pickPaymentType(supplier: Supplier, option: PaymentOption, current: PaymentType | null): PaymentType | null {
  const types = paymentTypesFor(supplier, option);
  return current !== null && types.includes(current) ? current : (types[0] ?? null);
}
