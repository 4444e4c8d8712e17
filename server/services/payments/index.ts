import type { Config } from '@/server/config.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';

export type { PaymentProvider } from './provider.ts';

/** The provider PAYMENT_PROVIDER names (server/config.ts refuses an unknown one at start-up). */
export function createPaymentProvider(config: Pick<Config, 'paymentProvider'>): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return createSandboxProvider();
  }
}
