import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { User } from '@/openapi/types';
import {
  type UpdateEmailNotificationsRequest,
  emailNotificationsMachine,
} from '@/machines/email-notifications/email-notifications.machine';
import { signOutEverywhereMachine } from '@/machines/sign-out-everywhere/sign-out-everywhere.machine';
import { type Wallet, walletMachine } from '@/machines/wallet/wallet.machine';
import { type Outcome, fakeActor } from '@/tests/support/fake-actors';
import { aUser, failure, userId } from '@/tests/support/fixtures';

describe('email notifications switch', () => {
  function arrange(...answers: Array<Outcome<User>>) {
    const fake = fakeActor<User, UpdateEmailNotificationsRequest>(...answers);
    const actions = {
      notifyUserChanged: vi.fn<(params: { user: User }) => void>(),
      notifySaved: vi.fn<() => void>(),
      notifyFailure: vi.fn<(params: { error: unknown }) => void>(),
    };
    const machine = emailNotificationsMachine.provide({
      actors: { updateEmailNotifications: fake.logic },
      actions: {
        notifyUserChanged: (_, params) => actions.notifyUserChanged(params),
        notifySaved: () => actions.notifySaved(),
        notifyFailure: (_, params) => actions.notifyFailure(params),
      },
    });
    const actor = createActor(machine, { input: { user: aUser({ enableEmailNotifications: true }) } }).start();
    return { actor, updateEmailNotifications: fake, actions };
  }

  it('saves the new choice, then hands the saved user to the session and says so', async () => {
    const saved = aUser({ enableEmailNotifications: false });
    const { actor, updateEmailNotifications, actions } = arrange(saved);

    actor.send({ type: 'emailNotifications.toggle', enabled: false });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.enabled).toBe(false);
    await waitFor(actor, (s) => s.matches('idle'));

    expect(updateEmailNotifications.calls).toEqual([{ _id: userId, enableEmailNotifications: false }]);
    expect(actions.notifyUserChanged).toHaveBeenCalledWith({ user: saved });
    expect(actions.notifySaved).toHaveBeenCalledTimes(1);
  });

  it('ignores a toggle to what is already saved', () => {
    const { actor, updateEmailNotifications } = arrange(aUser());
    actor.send({ type: 'emailNotifications.toggle', enabled: true });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(updateEmailNotifications.calls).toHaveLength(0);
  });

  it('puts the switch back and reports the failure when it cannot be saved', async () => {
    const refusal = failure('INTERNAL_ERROR');
    const { actor, actions } = arrange(refusal);
    actor.send({ type: 'emailNotifications.toggle', enabled: false });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.enabled).toBe(true);
    expect(actions.notifyFailure).toHaveBeenCalledWith({ error: refusal });
    expect(actions.notifyUserChanged).not.toHaveBeenCalled();
  });
});

describe('sign out of every device', () => {
  function arrange(...answers: Array<Outcome<void>>) {
    const fake = fakeActor<void, { userId: string }>(...answers);
    const endSession = vi.fn();
    const machine = signOutEverywhereMachine.provide({ actors: { deleteTokens: fake.logic }, actions: { endSession } });
    const actor = createActor(machine, { input: { userId } }).start();
    return { actor, deleteTokens: fake, endSession };
  }

  it('asks first, and does nothing when cancelled', () => {
    const { actor, deleteTokens } = arrange(undefined);
    actor.send({ type: 'signOutEverywhere.ask' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'signOutEverywhere.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(deleteTokens.calls).toHaveLength(0);
  });

  it('once confirmed, ends every session, then this one', async () => {
    const { actor, deleteTokens, endSession } = arrange(undefined);
    actor.send({ type: 'signOutEverywhere.ask' });
    actor.send({ type: 'signOutEverywhere.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(deleteTokens.calls).toEqual([{ userId }]);
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open with the failure, to try again or cancel', async () => {
    const refusal = failure('INTERNAL_ERROR');
    const { actor, endSession } = arrange(refusal, undefined);
    actor.send({ type: 'signOutEverywhere.ask' });
    actor.send({ type: 'signOutEverywhere.confirm' });
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(actor.getSnapshot().context.failure).toBe(refusal);
    expect(endSession).not.toHaveBeenCalled();

    actor.send({ type: 'signOutEverywhere.cancel' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('wallet', () => {
  const wallet: Wallet = {
    balance: 12.5,
    pending: 0,
    currency: 'EUR',
    entries: [{ kind: 'cashback', amount: 12.5, booking: userId, createdAt: '2026-05-01T10:00:00.000Z', availableAt: '2026-05-04T10:00:00.000Z' }],
  };

  function arrange(...answers: Array<Outcome<Wallet>>) {
    const fake = fakeActor<Wallet, { id: string }>(...answers);
    const actor = createActor(walletMachine.provide({ actors: { getWallet: fake.logic } }), { input: { userId } }).start();
    return { actor, getWallet: fake };
  }

  it('loads the wallet of the user', async () => {
    const { actor, getWallet } = arrange(wallet);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(getWallet.calls).toEqual([{ id: userId }]);
    expect(actor.getSnapshot().context.wallet).toEqual(wallet);
  });

  it('keeps the failure and loads again on retry', async () => {
    const { actor, getWallet } = arrange(failure('INTERNAL_ERROR'), wallet);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBeTruthy();
    actor.send({ type: 'wallet.retry' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(getWallet.calls).toHaveLength(2);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
