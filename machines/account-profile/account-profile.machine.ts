import { assign, fromPromise, setup } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import type { Schemas, User } from '@/openapi/types';
import type { ContactMethod } from '@/openapi/generated/enums';
import { MINIMUM_AGE, drivingLicenceYearProblem, isOldEnough, isValidDate, isValidPhone } from '@/domain/validation';
import { notProvided } from '@/machines/shared/failure';
import { backToFormOn, editingStates } from '@/machines/shared/form-states';
import { type FieldErrors, compactErrors, hasFieldErrors, withoutErrorsFor } from '@/machines/shared/form';

// Types

export type ProfileField = 'fullName' | 'phone' | 'location' | 'bio' | 'birthDate' | 'preferredContactMethod' | 'drivingLicenceYear';
export type ProfileFieldError =
  'required' | 'invalidPhone' | 'tooYoung' | 'invalidLicenceYear' | 'licenceYearInFuture' | 'licenceYearBeforeSixteen';

/** The profile as a form holds it: text as typed, empty for none. */
export interface ProfileValues {
  fullName: string;
  phone: string;
  location: string;
  bio: string;
  /** `YYYY-MM-DD`, as a date input gives it. */
  birthDate: string;
  preferredContactMethod: ContactMethod;
  /** Four digits, or empty for none. */
  drivingLicenceYear: string;
}

export interface AccountProfileContext {
  userId: string;
  /** The fields this form edits and sends (the settings page shows several, a phone's screen one). */
  fields: readonly ProfileField[];
  values: ProfileValues;
  /** The day ages and years are checked on; today unless a test pins it. */
  today: string | undefined;
  errors: FieldErrors<ProfileField, ProfileFieldError>;
  /** Counts submits, so the screen can move focus to the first invalid field each time. */
  attempt: number;
  /** Why the last save failed (an ApiFailure); the screen says it in the product's words. */
  failure: unknown;
}

export type AccountProfileEvent =
  | { type: 'profile.change'; values: Partial<ProfileValues> }
  | { type: 'profile.submit' };

export interface AccountProfileInput {
  user: User;
  fields: readonly ProfileField[];
  today?: string;
}

export type UpdateUserRequest = Schemas['UpdateUserRequest'];

/** Every profile field in screen order: the first invalid one gets the focus. */
export const profileFields: readonly ProfileField[] = [
  'fullName',
  'phone',
  'location',
  'bio',
  'birthDate',
  'preferredContactMethod',
  'drivingLicenceYear',
];

// Rules

export function profileValuesOf(user: User): ProfileValues {
  return {
    fullName: user.fullName,
    phone: user.phone ?? '',
    location: user.location ?? '',
    bio: user.bio ?? '',
    birthDate: user.birthDate ?? '',
    preferredContactMethod: user.preferredContactMethod,
    drivingLicenceYear: user.drivingLicenceYear === null ? '' : String(user.drivingLicenceYear),
  };
}

function birthDateError(values: ProfileValues, today: Date | string): ProfileFieldError | undefined {
  if (!isValidDate(values.birthDate)) return 'required';
  return isOldEnough(values.birthDate, MINIMUM_AGE, today) ? undefined : 'tooYoung';
}

/** A year as the contract takes it (DrivingLicenceYear: 1900 to 2100), typed with four digits. */
const LICENCE_YEAR_PATTERN = /^(19|20)\d{2}$/;

/** domain/validation.ts's rule, against the birth date once that is acceptable itself (else its error is the birth date's). */
function licenceYearError(values: ProfileValues, today: Date | string): ProfileFieldError | undefined {
  const year = values.drivingLicenceYear.trim();
  if (year === '') return undefined;
  if (!LICENCE_YEAR_PATTERN.test(year)) return 'invalidLicenceYear';
  const birthDate = birthDateError(values, today) ? null : values.birthDate;
  const problem = drivingLicenceYearProblem(Number(year), birthDate, today);
  return problem === 'future' ? 'licenceYearInFuture' : problem === 'beforeSixteen' ? 'licenceYearBeforeSixteen' : undefined;
}

/** The errors of the fields a form edits; the other fields are not its business. */
export function validateProfile(
  values: ProfileValues,
  fields: readonly ProfileField[],
  today: Date | string = new Date(),
): FieldErrors<ProfileField, ProfileFieldError> {
  const phone = values.phone.trim();
  const all: Record<ProfileField, ProfileFieldError | undefined> = {
    fullName: values.fullName.trim() === '' ? 'required' : undefined,
    phone: phone !== '' && !isValidPhone(phone) ? 'invalidPhone' : undefined,
    location: undefined,
    bio: undefined,
    birthDate: birthDateError(values, today),
    preferredContactMethod: undefined,
    drivingLicenceYear: licenceYearError(values, today),
  };
  return compactErrors(Object.fromEntries(fields.map((field) => [field, all[field]])) as typeof all);
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The updateUser body: the form's fields only, empty optional ones as null. */
export function toUpdateUserRequest(userId: string, values: ProfileValues, fields: readonly ProfileField[]): UpdateUserRequest {
  const request: UpdateUserRequest = { _id: userId };
  for (const field of fields) {
    if (field === 'fullName') request.fullName = values.fullName.trim();
    else if (field === 'phone') request.phone = orNull(values.phone);
    else if (field === 'location') request.location = orNull(values.location);
    else if (field === 'bio') request.bio = orNull(values.bio);
    else if (field === 'birthDate') request.birthDate = values.birthDate;
    else if (field === 'preferredContactMethod') request.preferredContactMethod = values.preferredContactMethod;
    else request.drivingLicenceYear = values.drivingLicenceYear.trim() === '' ? null : Number(values.drivingLicenceYear);
  }
  return request;
}

// Machine

const formEvents = { change: 'profile.change', submit: 'profile.submit' } as const;
const backToForm = backToFormOn(formEvents);

export const accountProfileMachine = setup({
  types: {
    context: typeOf<AccountProfileContext>(),
    events: typeOf<AccountProfileEvent>(),
    input: typeOf<AccountProfileInput>(),
  },
  actors: {
    updateUser: fromPromise<User, UpdateUserRequest>(() => notProvided('updateUser')),
  },
  guards: {
    hasErrors: ({ context }) => hasFieldErrors(context.errors),
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'profile.change') return {};
      return { values: { ...context.values, ...event.values }, errors: withoutErrorsFor(context.errors, event.values) };
    }),
    validateFields: assign(({ context }) => ({
      errors: validateProfile(context.values, context.fields, context.today),
      attempt: context.attempt + 1,
    })),
    /** Hands the saved user to the session (the header, the other screens); the route supplies it. */
    notifyUserChanged: (_, _params: { user: User }) => {},
    /** 'Changes made successfully.' (and, on a phone's one-field screen, back to the account); the route supplies it. */
    notifySaved: () => {},
  },
}).createMachine({
  id: 'accountProfile',
  context: ({ input }) => ({
    userId: input.user._id,
    fields: input.fields,
    values: profileValuesOf(input.user),
    today: input.today,
    errors: {},
    attempt: 0,
    failure: null,
  }),
  initial: 'editing',
  states: {
    ...editingStates(formEvents, 'saving'),
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'updateUser',
        src: 'updateUser',
        input: ({ context }) => toUpdateUserRequest(context.userId, context.values, context.fields),
        onDone: {
          target: 'saved',
          actions: [
            assign({ values: ({ event }) => profileValuesOf(event.output), failure: null }),
            { type: 'notifyUserChanged', params: ({ event }) => ({ user: event.output }) },
            'notifySaved',
          ],
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    saved: { on: { ...backToForm } },
    failed: { tags: ['error'], on: { ...backToForm } },
  },
});
