import { fromPromise } from 'xstate';
import { type Api, call } from '@/api/client';
import type { Wallet } from './wallet.machine';

/** The wallet's actor on the real API: `getWallet` (balance and movements, newest first). */
export function createWalletActors(api: Api) {
  return {
    getWallet: fromPromise<Wallet, { id: string }>(({ input, signal }) =>
      call(() => api.GET('/api/user/{id}/wallet', { params: { path: { id: input.id } }, signal })),
    ),
  };
}
