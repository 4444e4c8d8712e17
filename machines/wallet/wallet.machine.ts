import { assign, fromPromise, setup } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import type { Schemas } from '@/openapi/types';
import { notProvided } from '@/machines/shared/failure';

// Types

export type Wallet = Schemas['Wallet'];

export interface WalletContext {
  userId: string;
  wallet: Wallet | null;
  /** Why the last load failed (an ApiFailure); null before. */
  failure: unknown;
}

export type WalletEvent = { type: 'wallet.retry' };

export interface WalletInput {
  userId: string;
}

// Machine

export const walletMachine = setup({
  types: {
    context: typeOf<WalletContext>(),
    events: typeOf<WalletEvent>(),
    input: typeOf<WalletInput>(),
  },
  actors: {
    getWallet: fromPromise<Wallet, { id: string }>(() => notProvided('getWallet')),
  },
}).createMachine({
  id: 'wallet',
  context: ({ input }) => ({ userId: input.userId, wallet: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'getWallet',
        src: 'getWallet',
        input: ({ context }) => ({ id: context.userId }),
        onDone: { target: 'loaded', actions: assign({ wallet: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    loaded: {},
    failed: {
      tags: ['error'],
      on: { 'wallet.retry': { target: 'loading' } },
    },
  },
});
