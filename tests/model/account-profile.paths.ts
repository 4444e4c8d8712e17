import {
  type ProfileValues,
  accountProfileMachine,
  profileFields,
  profileValuesOf,
} from '@/machines/account-profile/account-profile.machine';
import { aUser, failure } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName, formEvent } from './events';

/** The day the model's ages and licence years are checked on. */
export const profileToday = '2026-06-01';

/** What the server answers once the valid form is saved. */
export const savedProfile = aUser({
  fullName: 'Alex Martin',
  phone: '+33 6 12 34 56 78',
  location: 'Nice',
  bio: 'Loves convertibles.',
  birthDate: '1988-02-29',
  preferredContactMethod: 'sms',
  drivingLicenceYear: 2010,
});

export const profileForms = {
  valid: profileValuesOf(savedProfile),
  /** One of each invalid kind: every rule's text shows at once. */
  invalid: { ...profileValuesOf(aUser()), fullName: '', phone: '12ab', birthDate: '2015-01-01', drivingLicenceYear: '1899' },
} satisfies Record<string, ProfileValues>;

const fill = (name: keyof typeof profileForms) => formEvent('profile.change', name, profileForms[name]);

export const accountProfileModel: FlowModel<typeof accountProfileMachine> = {
  flow: 'account-profile',
  machine: accountProfileMachine,
  variants: [{ input: { user: aUser(), fields: profileFields, today: profileToday } }],
  events: (snapshot) => [
    ...(snapshot.matches('editing') ? [fill('valid'), fill('invalid')] : [fill('valid')]),
    { type: 'profile.submit' },
    doneEvent('updateUser', savedProfile),
    ...(['INTERNAL_ERROR', 'NETWORK_ERROR'] as const).map((code) => errorEvent('updateUser', failure(code))),
  ],
  project: (context: { values: ProfileValues; errors: object; failure: { code?: string } | null }) => ({
    values: context.values,
    errors: context.errors,
    failure: context.failure?.code ?? null,
  }),
  label: eventName,
};

export const accountProfilePaths = () => buildPaths(accountProfileModel);
