import { walletMachine } from '@/machines/wallet/wallet.machine';
import { aWallet } from '@/tests/support/account-screen';
import { failure, userId } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName } from './events';

export const walletModel: FlowModel<typeof walletMachine> = {
  flow: 'wallet',
  machine: walletMachine,
  variants: [{ input: { userId } }],
  events: () => [
    { type: 'wallet.retry' },
    doneEvent('getWallet', aWallet()),
    ...(['INTERNAL_ERROR', 'SERVICE_UNAVAILABLE'] as const).map((code) => errorEvent('getWallet', failure(code))),
  ],
  project: (context: { wallet: unknown; failure: { code?: string } | null }) => ({
    loaded: context.wallet !== null,
    failure: context.failure?.code ?? null,
  }),
  label: eventName,
};

export const walletPaths = () => buildPaths(walletModel);
