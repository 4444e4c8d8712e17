import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { User } from '@/openapi/types';
import { type UserRecord, type UserType, userViewMachine } from '@/machines/users/user-view.machine';
import { fakeActor } from '@/tests/support/fake-actors';
import { aUser } from '@/tests/support/fixtures';

describe('the user view of the admins', () => {
  const licence = { _id: 'doc', kind: 'licence' as const, contentType: 'image/png' as const, size: 10, createdAt: '2026-01-01T00:00:00.000Z' };
  function arrange(record: UserRecord = { user: aUser({ licence: 'toVerify' }), documents: [licence], bookings: [], bookingsTotal: 0 }) {
    const loadUserRecord = fakeActor<UserRecord, { userId: string }>(record);
    const setLicenceVerification = fakeActor<User, { userId: string; verified: boolean }>(aUser({ licence: 'verified' }));
    const setUserSuspension = fakeActor<User, { userId: string; suspended: boolean }>(aUser({ suspended: true }), aUser({ suspended: false }));
    const setUserType = fakeActor<User, { userId: string; type: UserType; supplierId?: string }>(aUser({ type: 'supplier', supplierId: 's1' }));
    const sendUserMessage = fakeActor<unknown, { userId: string; message: string }>({});
    const events: string[] = [];
    const machine = userViewMachine.provide({
      actors: {
        loadUserRecord: loadUserRecord.logic,
        setLicenceVerification: setLicenceVerification.logic,
        setUserSuspension: setUserSuspension.logic,
        setUserType: setUserType.logic,
        sendUserMessage: sendUserMessage.logic,
      },
      actions: { notifySaved: () => events.push('saved'), notifySent: () => events.push('sent'), notifyFailure: () => events.push('failure') },
    });
    const actor = createActor(machine, { input: { userId: 'u1' } }).start();
    const ready = () => waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));
    return { actor, ready, setLicenceVerification, setUserSuspension, setUserType, sendUserMessage, events };
  }

  it('verifies the licence, suspends after a confirmation and reinstates', async () => {
    const { actor, ready, setLicenceVerification, setUserSuspension, events } = arrange();
    await ready();
    actor.send({ type: 'licence.set', verified: true });
    await ready();
    expect(setLicenceVerification.calls).toEqual([{ userId: 'u1', verified: true }]);
    expect(actor.getSnapshot().context.record?.user.licence).toBe('verified');

    actor.send({ type: 'suspension.lift' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'suspension.ask' });
    expect(actor.getSnapshot().matches('confirmingSuspension')).toBe(true);
    actor.send({ type: 'suspension.confirm' });
    await ready();
    expect(actor.getSnapshot().context.record?.user.suspended).toBe(true);
    actor.send({ type: 'suspension.ask' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'suspension.lift' });
    await ready();
    expect(setUserSuspension.calls).toEqual([
      { userId: 'u1', suspended: true },
      { userId: 'u1', suspended: false },
    ]);
    expect(events).toEqual(['saved', 'saved', 'saved']);
  });

  it('does not verify an account without a licence image', async () => {
    const { actor, ready, setLicenceVerification } = arrange({ user: aUser(), documents: [], bookings: [], bookingsTotal: 0 });
    await ready();
    actor.send({ type: 'licence.set', verified: true });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(setLicenceVerification.calls).toHaveLength(0);
  });

  it('asks for the supplier of a supplier, changes the type, and sends a message that is not blank', async () => {
    const { actor, ready, setUserType, sendUserMessage, events } = arrange();
    await ready();
    actor.send({ type: 'type.save' });
    expect(setUserType.calls).toHaveLength(0);
    actor.send({ type: 'type.choose', userType: 'supplier' });
    actor.send({ type: 'type.save' });
    expect(actor.getSnapshot().context.typeError).toBe('supplierRequired');
    actor.send({ type: 'type.choose', userType: 'supplier', supplierId: 's1' });
    expect(actor.getSnapshot().context.typeError).toBeUndefined();
    actor.send({ type: 'type.save' });
    await ready();
    expect(setUserType.calls).toEqual([{ userId: 'u1', type: 'supplier', supplierId: 's1' }]);
    expect(actor.getSnapshot().context.record?.user.type).toBe('supplier');

    actor.send({ type: 'message.change', text: '   ' });
    actor.send({ type: 'message.send' });
    expect(actor.getSnapshot().context.messageError).toBe('required');
    actor.send({ type: 'message.change', text: ' Please add your licence. ' });
    actor.send({ type: 'message.send' });
    await ready();
    expect(sendUserMessage.calls).toEqual([{ userId: 'u1', message: 'Please add your licence.' }]);
    expect(actor.getSnapshot().context.message).toBe('');
    expect(events).toEqual(['saved', 'sent']);
  });
});
