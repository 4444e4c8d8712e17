import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { User } from '@/openapi/types';
import {
  type ProfileField,
  type UpdateUserRequest,
  accountProfileMachine,
  profileFields,
  toUpdateUserRequest,
  validateProfile,
  profileValuesOf,
} from '@/machines/account-profile/account-profile.machine';
import { type Outcome, fakeActor, never } from '@/tests/support/fake-actors';
import { aUser, failure, userId } from '@/tests/support/fixtures';

const today = '2026-06-01';

function arrange({ fields = profileFields, user = aUser(), updateUser = [aUser({ fullName: 'Alex Martin' })] }: {
  fields?: readonly ProfileField[];
  user?: User;
  updateUser?: Array<Outcome<User>>;
} = {}) {
  const fake = fakeActor<User, UpdateUserRequest>(...updateUser);
  const notifyUserChanged = vi.fn<(params: { user: User }) => void>();
  const notifySaved = vi.fn();
  const machine = accountProfileMachine.provide({
    actors: { updateUser: fake.logic },
    actions: { notifyUserChanged: (_, params) => notifyUserChanged(params), notifySaved },
  });
  const actor = createActor(machine, { input: { user, fields, today } }).start();
  return { actor, updateUser: fake, notifyUserChanged, notifySaved };
}

describe('profile rules', () => {
  const values = profileValuesOf(aUser({ phone: '+33 6 12 34 56 78', drivingLicenceYear: 2010 }));

  it('fills the form from the user, with empty text for what is not set', () => {
    expect(profileValuesOf(aUser())).toEqual({
      fullName: 'Alex Driver',
      phone: '',
      location: '',
      bio: '',
      birthDate: '1990-04-12',
      preferredContactMethod: 'email',
      drivingLicenceYear: '',
    });
    expect(values.drivingLicenceYear).toBe('2010');
  });

  it('checks only the fields the form edits', () => {
    const broken = { ...values, fullName: ' ', phone: '12', birthDate: '2010-01-01', drivingLicenceYear: '2027' };
    expect(validateProfile(broken, profileFields, today)).toEqual({
      fullName: 'required',
      phone: 'invalidPhone',
      birthDate: 'tooYoung',
      drivingLicenceYear: 'licenceYearInFuture',
    });
    expect(validateProfile(broken, ['phone'], today)).toEqual({ phone: 'invalidPhone' });
    expect(validateProfile(broken, ['location', 'bio', 'preferredContactMethod'], today)).toEqual({});
  });

  it.each([
    ['2006', undefined],
    ['2026', undefined],
    ['', undefined],
    ['2005', 'licenceYearBeforeSixteen'],
    ['2027', 'licenceYearInFuture'],
    ['20a6', 'invalidLicenceYear'],
    ['1899', 'invalidLicenceYear'],
    ['206', 'invalidLicenceYear'],
  ])('a licence year %j for a driver born in 1990 -> %s (domain/validation.ts, and the contract’s four digits)', (year, error) => {
    expect(validateProfile({ ...values, drivingLicenceYear: year }, ['drivingLicenceYear'], today)).toEqual(
      error ? { drivingLicenceYear: error } : {},
    );
  });

  it('asks for a birth date', () => {
    expect(validateProfile({ ...values, birthDate: '' }, ['birthDate'], today)).toEqual({ birthDate: 'required' });
  });

  it('checks a licence year without the birth date while that is refused itself (its error is the birth date’s)', () => {
    const tooYoung = { ...values, birthDate: '2015-01-01', drivingLicenceYear: '1999' };
    expect(validateProfile(tooYoung, ['birthDate', 'drivingLicenceYear'], today)).toEqual({ birthDate: 'tooYoung' });
  });

  it('sends the form fields only, trimmed, empty optional ones as null', () => {
    const edited = { ...values, fullName: ' Alex Martin ', phone: ' ', location: ' Nice ', bio: '', drivingLicenceYear: '2012' };
    expect(toUpdateUserRequest(userId, edited, profileFields)).toEqual({
      _id: userId,
      fullName: 'Alex Martin',
      phone: null,
      location: 'Nice',
      bio: null,
      birthDate: '1990-04-12',
      preferredContactMethod: 'email',
      drivingLicenceYear: 2012,
    });
    expect(toUpdateUserRequest(userId, { ...edited, drivingLicenceYear: '' }, ['drivingLicenceYear'])).toEqual({
      _id: userId,
      drivingLicenceYear: null,
    });
  });
});

describe('account profile machine', () => {
  it('refuses invalid fields without calling the server, and clears an error when its field changes', () => {
    const { actor, updateUser } = arrange();

    actor.send({ type: 'profile.change', values: { fullName: '', phone: 'abc' } });
    actor.send({ type: 'profile.submit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ fullName: 'required', phone: 'invalidPhone' });
    expect(actor.getSnapshot().context.attempt).toBe(1);
    expect(updateUser.calls).toHaveLength(0);

    actor.send({ type: 'profile.change', values: { phone: '' } });
    expect(actor.getSnapshot().context.errors).toEqual({ fullName: 'required' });
  });

  it('saves the fields of the form, then hands the saved user to the session and says so', async () => {
    const saved = aUser({ fullName: 'Alex Martin', phone: '+33 6 12 34 56 78' });
    const { actor, updateUser, notifyUserChanged, notifySaved } = arrange({ fields: ['fullName', 'phone'], updateUser: [saved] });

    actor.send({ type: 'profile.change', values: { fullName: 'Alex Martin ', phone: '+33 6 12 34 56 78' } });
    actor.send({ type: 'profile.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('saved'));

    expect(updateUser.calls).toEqual([{ _id: userId, fullName: 'Alex Martin', phone: '+33 6 12 34 56 78' }]);
    expect(notifyUserChanged).toHaveBeenCalledWith({ user: saved });
    expect(notifySaved).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.values.phone).toBe('+33 6 12 34 56 78');
  });

  it('keeps the failure and the values when the server refuses, and saves again on submit', async () => {
    const refusal = failure('VALIDATION_ERROR');
    const { actor, updateUser, notifySaved } = arrange({ updateUser: [refusal, aUser()] });

    actor.send({ type: 'profile.change', values: { location: 'Nice' } });
    actor.send({ type: 'profile.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe(refusal);
    expect(actor.getSnapshot().context.values.location).toBe('Nice');
    expect(notifySaved).not.toHaveBeenCalled();

    actor.send({ type: 'profile.submit' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(updateUser.calls).toHaveLength(2);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('goes back to editing from a saved or failed form when a field changes', async () => {
    const { actor } = arrange({ updateUser: [aUser(), never] });
    actor.send({ type: 'profile.submit' });
    await waitFor(actor, (s) => s.matches('saved'));

    actor.send({ type: 'profile.change', values: { bio: 'Loves convertibles.' } });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values.bio).toBe('Loves convertibles.');
  });
});
