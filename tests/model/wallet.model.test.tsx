import { screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import type { walletMachine } from '@/machines/wallet/wallet.machine';
import { describe, expect, it, vi } from 'vitest';
import { WalletPanel } from '@/src/features/account/WalletPanel';
import { userId } from '@/tests/support/fixtures';
import { coverage } from '@/tests/support/model';
import { type ScreenModel, walkPath } from '@/tests/support/model-screen';
import { renderScreen } from '@/tests/support/render';
import { expectAlert } from './form-checks';
import { walletModel, walletPaths } from './wallet.paths';

type Snapshot = SnapshotFrom<typeof walletMachine>;

const paths = walletPaths();
const failures: Record<string, string> = {
  INTERNAL_ERROR: 'An unexpected error occurred. Please try again.',
  SERVICE_UNAVAILABLE: 'An unexpected error occurred. Please try again.',
};

const model: ScreenModel = {
  render: () => renderScreen(<WalletPanel userId={userId} />, { path: '/mobile/MyAccountMobile' }),
  events: {
    'wallet.retry': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: 'Try Again' })),
  },
  states: {
    loading: async (_, { held }) => {
      expect(screen.getByRole('region', { name: 'Cashback wallet' })).toHaveAttribute('aria-busy', 'true');
      await vi.waitFor(() =>
        expect(held.requests.filter((r) => r.operation === 'getWallet').at(-1)?.url.pathname).toBe(`/api/user/${userId}/wallet`),
      );
    },
    loaded: async () => {
      expect(await screen.findByText('42.50 €')).toBeInTheDocument();
      // The cashback of a rental not ended yet is shown apart from the balance, with the day it becomes spendable.
      expect(screen.getByText('+ 12 € pending, spendable when the rental ends')).toBeInTheDocument();
      expect(screen.getAllByText(/^Spendable from .*, when the rental ends$/)).toHaveLength(1);
      expect(screen.getAllByRole('link', { name: 'View the booking' })).toHaveLength(3);
      expect(screen.queryByRole('alert')).toBeNull();
    },
    failed: async (snapshot: Snapshot) => {
      await expectAlert(failures[(snapshot.context.failure as { code: string }).code]!);
      expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    },
  },
};

describe('wallet model', () => {
  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(walletModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, model);
    });
  }
});
