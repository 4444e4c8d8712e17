import { screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import type { signOutEverywhereMachine } from '@/machines/sign-out-everywhere/sign-out-everywhere.machine';
import { describe, expect, it, vi } from 'vitest';
import { SignOutEverywhere } from '@/src/features/account/SignOutEverywhere';
import { aUser, userId } from '@/tests/support/fixtures';
import { coverage } from '@/tests/support/model';
import { type ScreenModel, walkPath } from '@/tests/support/model-screen';
import { renderScreen } from '@/tests/support/render';
import { signOutEverywhereModel, signOutEverywherePaths } from './sign-out-everywhere.paths';

type Snapshot = SnapshotFrom<typeof signOutEverywhereMachine>;

const paths = signOutEverywherePaths();

function harness() {
  const signedOut = vi.fn();
  const dialog = () => screen.findByRole('alertdialog', { name: 'Sign out of every device?' });
  const model: ScreenModel = {
    render: () => renderScreen(<SignOutEverywhere user={aUser()} onSignedOut={signedOut} />, { path: '/settings' }),
    events: {
      'signOutEverywhere.ask': async (_, { screen: { user } }) => user.click(screen.getByRole('button', { name: 'Sign out of every device' })),
      'signOutEverywhere.cancel': async (_, { screen: { user } }) => user.click(within(await dialog()).getByRole('button', { name: 'Cancel' })),
      'signOutEverywhere.confirm': async (_, { screen: { user } }) =>
        user.click(within(await dialog()).getByRole('button', { name: 'Sign out everywhere' })),
    },
    states: {
      idle: async () => {
        await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
        expect(signedOut).not.toHaveBeenCalled();
      },
      confirming: async (snapshot: Snapshot) => {
        const open = await dialog();
        expect(within(open).getByText('Every session of driver@example.com ends, this one included.')).toBeInTheDocument();
        if (snapshot.context.failure) {
          expect(await within(open).findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
        } else {
          expect(within(open).queryByRole('alert')).toBeNull();
        }
        expect(within(open).getByRole('button', { name: 'Sign out everywhere' })).toBeEnabled();
      },
      signingOut: async (_, { held }) => {
        const open = await dialog();
        await vi.waitFor(() => expect(within(open).getByRole('button', { name: 'Cancel' })).toBeDisabled());
        expect(held.requests.filter((r) => r.operation === 'deleteTokens').at(-1)?.url.pathname).toBe(`/api/delete-tokens/${userId}`);
      },
      done: async () => {
        await vi.waitFor(() => expect(signedOut).toHaveBeenCalledTimes(1));
      },
    },
  };
  return model;
}

describe('sign out of every device model', () => {
  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(signOutEverywhereModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, harness());
    });
  }
});
