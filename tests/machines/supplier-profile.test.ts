import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { SupplierProfile, SupplierProfileInput } from '@/machines/fleet/supplier.form';
import { supplierProfileMachine } from '@/machines/fleet/supplier-profile.machine';
import { type Outcome, fakeActor } from '@/tests/support/fake-actors';
import { failure } from '@/tests/support/fixtures';

const profile: SupplierProfile = {
  _id: 'c1',
  slug: 'riviera-drive',
  name: 'Riviera Drive',
  email: 'hello@riviera.example',
  phone: '+33 4 93 00 00 00',
  tier: 'gold',
  tierCode: 10,
  avatar: '/cdn/suppliers/rd-0b3d91.svg',
  hasOwnAvatar: false,
  paymentTypes: ['card'],
  payLater: true,
  minimumAge: 23,
  licenceRequired: false,
  bio: { en: 'Cars.', fr: 'Voitures.', ru: 'Машины.' },
};

function arrange({ saves = [profile] as Outcome<SupplierProfile>[], avatars = [{ ...profile, hasOwnAvatar: true, avatar: '/supplier-avatars/l.webp' }] as Outcome<SupplierProfile>[] } = {}) {
  const getSupplierProfile = fakeActor<SupplierProfile, { id: string }>(profile);
  const updateSupplierProfile = fakeActor<SupplierProfile, { id: string; body: SupplierProfileInput }>(...saves);
  const updateSupplierAvatar = fakeActor<SupplierProfile, { id: string; file: File }>(...avatars);
  const deleteSupplierAvatar = fakeActor<SupplierProfile, { id: string }>(profile);
  const events: string[] = [];
  const machine = supplierProfileMachine.provide({
    actors: { getSupplierProfile: getSupplierProfile.logic, updateSupplierProfile: updateSupplierProfile.logic, updateSupplierAvatar: updateSupplierAvatar.logic, deleteSupplierAvatar: deleteSupplierAvatar.logic },
    actions: { notifySaved: () => events.push('saved'), notifyFailure: (_, { error }) => events.push(`failure ${(error as { code: string }).code}`) },
  });
  const actor = createActor(machine, { input: { supplierId: 'c1' } }).start();
  const editing = () => waitFor(actor, (snapshot) => snapshot.matches('editing') || snapshot.matches('loadFailed'));
  return { actor, editing, events, updateSupplierProfile, updateSupplierAvatar, deleteSupplierAvatar };
}

describe("a supplier's profile", () => {
  it('loads the profile into the form, refuses what the contract would, and saves the body of the contract', async () => {
    const { actor, editing, events, updateSupplierProfile } = arrange();
    await editing();
    expect(actor.getSnapshot().context.values).toMatchObject({ name: 'Riviera Drive', minimumAge: '23', bioRu: 'Машины.' });

    actor.send({ type: 'form.change', values: { paymentTypes: [], minimumAge: '19', phone: 'call me', bioFr: ' ' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ paymentTypes: 'required', minimumAge: 'outOfRange', phone: 'invalidPhone', bioFr: 'required' });
    expect(updateSupplierProfile.calls).toHaveLength(0);

    actor.send({ type: 'form.change', values: { paymentTypes: ['cash', 'card'], minimumAge: '25', phone: '+33 6 12 34 56 78', bioFr: 'Voitures et yachts.', payLater: false } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.submit' });
    await editing();
    expect(updateSupplierProfile.calls).toEqual([
      {
        id: 'c1',
        body: {
          name: 'Riviera Drive',
          email: 'hello@riviera.example',
          phone: '+33 6 12 34 56 78',
          paymentTypes: ['cash', 'card'],
          payLater: false,
          minimumAge: 25,
          licenceRequired: false,
          bio: { en: 'Cars.', fr: 'Voitures et yachts.', ru: 'Машины.' },
        },
      },
    ]);
    expect(events).toEqual(['saved']);
  });

  it('keeps its own booking limits, lower than the product\'s (548 days ahead, 90 days long); empty is the product\'s', async () => {
    const { actor, editing, updateSupplierProfile } = arrange();
    await editing();
    expect(actor.getSnapshot().context.values).toMatchObject({ maxDaysAhead: '', maxRentalDays: '' });

    actor.send({ type: 'form.change', values: { maxDaysAhead: '549', maxRentalDays: '0' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ maxDaysAhead: 'outOfRange', maxRentalDays: 'outOfRange' });
    actor.send({ type: 'form.change', values: { maxDaysAhead: '180', maxRentalDays: '7.5' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ maxRentalDays: 'notAWholeNumber' });
    expect(updateSupplierProfile.calls).toHaveLength(0);

    actor.send({ type: 'form.change', values: { maxRentalDays: '14' } });
    actor.send({ type: 'form.submit' });
    await editing();
    expect(updateSupplierProfile.calls[0]!.body).toMatchObject({ maxDaysAhead: 180, maxRentalDays: 14 });
  });

  it('keeps what was typed when the save is refused, and says why', async () => {
    const { actor, editing, events } = arrange({ saves: [failure('VALIDATION_ERROR')] });
    await editing();
    actor.send({ type: 'form.change', values: { name: 'Riviera Drive & Sea' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => events.length > 0 && snapshot.matches('editing'));
    expect(events).toEqual(['failure VALIDATION_ERROR']);
    expect(actor.getSnapshot().context.values.name).toBe('Riviera Drive & Sea');
  });

  it('sends an avatar at once, without losing what is being typed; removes it only when the supplier has its own', async () => {
    const { actor, editing, updateSupplierAvatar, deleteSupplierAvatar } = arrange();
    await editing();
    actor.send({ type: 'avatar.remove' });
    expect(deleteSupplierAvatar.calls).toHaveLength(0);
    actor.send({ type: 'form.change', values: { name: 'Typed, not saved' } });
    const file = new File(['x'], 'avatar.png', { type: 'image/png' });
    actor.send({ type: 'avatar.send', file });
    expect(actor.getSnapshot().hasTag('avatar')).toBe(true);
    await editing();
    expect(updateSupplierAvatar.calls).toEqual([{ id: 'c1', file }]);
    expect(actor.getSnapshot().context.profile?.avatar).toBe('/supplier-avatars/l.webp');
    expect(actor.getSnapshot().context.values.name).toBe('Typed, not saved');
    actor.send({ type: 'avatar.remove' });
    await editing();
    expect(deleteSupplierAvatar.calls).toEqual([{ id: 'c1' }]);
    expect(actor.getSnapshot().context.profile?.hasOwnAvatar).toBe(false);
  });

  it('refuses a file that is not an image or is over 5 MB before sending it, and names the refusal of the server', async () => {
    const { actor, editing, events, updateSupplierAvatar } = arrange({ avatars: [failure('UNSUPPORTED_MEDIA_TYPE')] });
    await editing();
    actor.send({ type: 'avatar.send', file: new File(['%PDF'], 'avatar.pdf', { type: 'application/pdf' }) });
    expect(actor.getSnapshot().context.avatarProblem).toBe('notAnImage');
    actor.send({ type: 'avatar.send', file: new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }) });
    expect(actor.getSnapshot().context.avatarProblem).toBe('tooLarge');
    expect(updateSupplierAvatar.calls).toHaveLength(0);

    actor.send({ type: 'avatar.send', file: new File(['not really'], 'fake.png', { type: 'image/png' }) });
    expect(actor.getSnapshot().context.avatarProblem).toBeUndefined();
    await editing();
    expect(updateSupplierAvatar.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.avatarProblem).toBe('notAnImage');
    expect(events).toEqual([]);
  });

  it('takes no edit while the profile is being saved: what the server answers is what the form shows', async () => {
    const { actor, editing } = arrange();
    await editing();
    actor.send({ type: 'form.change', values: { name: 'Riviera Drive' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    actor.send({ type: 'form.change', values: { name: 'Lost' } });
    expect(actor.getSnapshot().context.values.name).toBe('Riviera Drive');
    await editing();
    expect(actor.getSnapshot().context.values.name).toBe('Riviera Drive');
  });

  it('adds a new supplier with its tier, checked as the contract does, then hands its id to the screen', async () => {
    const createSupplier = fakeActor<SupplierProfile, { body: { profile: SupplierProfileInput; tier: SupplierProfile['tier'] } }>({ ...profile, _id: 'c9' });
    const created: string[] = [];
    const machine = supplierProfileMachine.provide({ actors: { createSupplier: createSupplier.logic }, actions: { showCreated: (_, { id }) => created.push(id) } });
    const actor = createActor(machine, { input: {} }).start();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'avatar.send', file: new File(['x'], 'avatar.png', { type: 'image/png' }) });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toMatchObject({ name: 'required', paymentTypes: 'required', minimumAge: 'required' });
    actor.send({
      type: 'form.change',
      values: { name: 'Côte Bleue', email: 'hello@cote.example', phone: '+33 4 93 00 00 00', paymentTypes: ['card'], minimumAge: '23', bioEn: 'Cars.', bioFr: 'Voitures.', bioRu: 'Машины.' },
    });
    actor.send({ type: 'tier.choose', tier: 'gold' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(createSupplier.calls).toEqual([
      {
        body: {
          tier: 'gold',
          profile: {
            name: 'Côte Bleue',
            email: 'hello@cote.example',
            phone: '+33 4 93 00 00 00',
            paymentTypes: ['card'],
            payLater: false,
            minimumAge: 23,
            licenceRequired: false,
            bio: { en: 'Cars.', fr: 'Voitures.', ru: 'Машины.' },
          },
        },
      },
    ]);
    expect(created).toEqual(['c9']);
  });
});
