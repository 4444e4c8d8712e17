/**
 * What the server asks of a payment provider. Every call that can move money carries the caller's
 * idempotency key: a provider answers a repeated key with the first call's result, as Stripe does.
 */
export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
  holder?: string;
}

export type CardFailure = 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS';

export type ChargeResult = { status: 'succeeded'; reference: string } | { status: 'failed'; reference: string; failure: CardFailure };

export interface Invoice {
  reference: string;
  /** Where the driver sends the amount. */
  address: string;
  amount: number;
  currency: string;
}

export type InvoiceStatus = 'paid' | 'unpaid' | 'expired';

export interface PaymentProvider {
  readonly name: string;
  chargeCard(charge: { amount: number; currency: string; card: CardDetails; idempotencyKey: string; description: string }): Promise<ChargeResult>;
  createInvoice(invoice: { amount: number; currency: string; idempotencyKey: string; description: string }): Promise<Invoice>;
  invoiceStatus(reference: string): Promise<InvoiceStatus>;
}

/** The provider could not be reached or answered nonsense: nothing is known to be charged. */
export class ProviderUnavailableError extends Error {}
