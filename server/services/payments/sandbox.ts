import { createHash, randomUUID } from 'node:crypto';
import type { CardFailure, ChargeResult, Invoice, PaymentProvider } from './provider.ts';

/**
 * Stripe's published test cards (https://docs.stripe.com/testing): the numbers drivers and tests use in a
 * test mode. Any other number is declined, as a test mode refuses real cards.
 */
export const sandboxCards: Readonly<Record<string, ChargeOutcome>> = {
  '4242424242424242': 'succeeded',
  '4000056655665556': 'succeeded',
  '5555555555554444': 'succeeded',
  '378282246310005': 'succeeded',
  '4000000000000002': 'CARD_DECLINED',
  '4000000000009995': 'INSUFFICIENT_FUNDS',
};
type ChargeOutcome = 'succeeded' | CardFailure;

export interface SandboxProvider extends PaymentProvider {
  /** Charges actually made (a repeated key is not a new charge): what tests count. */
  readonly charges: ReadonlyArray<{ reference: string; amount: number; currency: string; idempotencyKey: string; outcome: ChargeOutcome }>;
}

/**
 * The built-in provider: no money moves. Card charges follow the test numbers above; a crypto invoice is
 * issued to a test address and counts as paid when asked about (test mode confirms it).
 */
export function createSandboxProvider(): SandboxProvider {
  const byKey = new Map<string, ChargeResult>();
  const invoicesByKey = new Map<string, Invoice>();
  const charges: Array<SandboxProvider['charges'][number]> = [];

  return {
    name: 'sandbox',
    charges,
    chargeCard({ amount, currency, card, idempotencyKey }) {
      const earlier = byKey.get(idempotencyKey);
      if (earlier) return Promise.resolve(earlier);
      const outcome = sandboxCards[card.number.replace(/[\s-]/g, '')] ?? 'CARD_DECLINED';
      const reference = `ch_sandbox_${randomUUID().replaceAll('-', '')}`;
      const result: ChargeResult = outcome === 'succeeded' ? { status: 'succeeded', reference } : { status: 'failed', reference, failure: outcome };
      byKey.set(idempotencyKey, result);
      charges.push({ reference, amount, currency, idempotencyKey, outcome });
      return Promise.resolve(result);
    },
    createInvoice({ amount, currency, idempotencyKey }) {
      const earlier = invoicesByKey.get(idempotencyKey);
      if (earlier) return Promise.resolve(earlier);
      const reference = `in_sandbox_${randomUUID().replaceAll('-', '')}`;
      // A bech32-looking testnet address derived from the reference: stable for one invoice, obviously not real.
      const address = `tb1q${createHash('sha256').update(reference).digest('hex').slice(0, 38)}`;
      const invoice = { reference, address, amount, currency };
      invoicesByKey.set(idempotencyKey, invoice);
      return Promise.resolve(invoice);
    },
    // Stateless, so that any server instance confirms an invoice another one issued.
    invoiceStatus(reference) {
      return Promise.resolve(/^in_sandbox_[0-9a-f]{32}$/.test(reference) ? 'paid' : 'expired');
    },
  };
}
