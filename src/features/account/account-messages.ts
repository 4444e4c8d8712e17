import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Schemas } from '@/openapi/types';
import type { ContactMethod } from '@/openapi/generated/enums';
import { MINIMUM_AGE, PASSWORD_MIN_LENGTH } from '@/domain/validation';
import type { AvatarError } from '@/machines/avatar/avatar.machine';
import type { ProfileField, ProfileFieldError } from '@/machines/account-profile/account-profile.machine';
import { missingFieldsMessage } from '@/src/components/form/form-messages';
import { errorMessages } from '@/src/core/error-messages';

/**
 * Every text the account and settings screens show for a machine's keys (field errors, failures, kinds), in one
 * place. Machines never hold texts; screens look them up here.
 */

export const profileLabels: Record<ProfileField, MessageDescriptor> = {
  fullName: msg`Full name`,
  phone: msg`Phone`,
  location: msg`Location`,
  bio: msg`About you`,
  birthDate: msg`Date of birth`,
  preferredContactMethod: msg`Preferred contact method`,
  drivingLicenceYear: msg`Year you got your driving licence`,
};

export const accountLabels = {
  email: msg`Email`,
  newEmail: msg`New email address`,
  password: msg`Password`,
  currentPassword: msg`Current password`,
  newPassword: msg`New password`,
  confirmPassword: msg`Confirm password`,
};

export const notSet = msg`Not set`;

/** How a driving licence year reads in a list: 'Since 2012', or 'Year not set'. */
export function licenceYearText(year: number | null): MessageDescriptor {
  return year === null ? msg`Year not set` : msg`Since ${year}`;
}

/** The account's licence image (the one suppliers that require it ask for at booking) and the team's check of it. */
export const licenceImageTexts: Record<Schemas['LicenceCheck'], MessageDescriptor> = {
  none: msg`No picture sent`,
  toVerify: msg`Picture on file, waiting for the team’s check`,
  verified: msg`Picture on file, verified`,
};

/** The text of a profile field's error; `earliest` is the first year a licence can date from (the 16th year). */
export function profileErrorMessage(key: ProfileFieldError, label: string, earliest: number | undefined): MessageDescriptor {
  switch (key) {
    case 'required':
      return missingFieldsMessage([label]);
    case 'invalidPhone':
      return msg`Invalid phone number`;
    case 'tooYoung':
      return msg`You must be at least ${MINIMUM_AGE} years old.`;
    case 'invalidLicenceYear':
      return msg`Please enter a year, such as 2012.`;
    case 'licenceYearInFuture':
      return msg`This year has not come yet.`;
    case 'licenceYearBeforeSixteen': {
      const year = earliest ?? '';
      return msg`A driving licence cannot date from before ${year}, the year you turned 16.`;
    }
  }
}

/** The texts of the password and email forms' field errors; `required` names the field by its label. */
export function credentialErrorMessage(
  key: 'required' | 'invalidEmail' | 'passwordTooShort' | 'passwordUnchanged' | 'passwordsDontMatch' | 'wrongPassword',
  label: string,
): MessageDescriptor {
  switch (key) {
    case 'required':
      return missingFieldsMessage([label]);
    case 'invalidEmail':
      return msg`Invalid email address`;
    case 'passwordTooShort':
      return msg`Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
    case 'passwordUnchanged':
      return errorMessages.PASSWORD_UNCHANGED;
    case 'passwordsDontMatch':
      return msg`Passwords don't match.`;
    case 'wrongPassword':
      return errorMessages.WRONG_PASSWORD;
  }
}

/** Spec 8: the password change's failure the product has words for. */
export const passwordChangeFailed = msg`An error occurred while updating password.`;

export const avatarErrorMessages: Record<AvatarError, MessageDescriptor> = {
  imageRequired: msg`Please add an image.`,
  tooLarge: errorMessages.PAYLOAD_TOO_LARGE.image,
  notAnImage: errorMessages.UNSUPPORTED_MEDIA_TYPE.image,
  notSaved: msg`The picture could not be saved. Please try again.`,
  notRemoved: msg`The picture could not be removed. Please try again.`,
};

/** How to be reached: a way, not the field of an address (fr 'E-mail', not 'Adresse e-mail'). */
export const contactMethodLabels: Record<ContactMethod, MessageDescriptor> = {
  email: msg({ message: 'Email', context: 'contact method' }),
  phone: msg`Phone call`,
  sms: msg`SMS`,
};

export type WalletEntryKind = Schemas['Wallet']['entries'][number]['kind'];

export const walletEntryLabels: Record<WalletEntryKind, MessageDescriptor> = {
  cashback: msg`Cashback earned`,
  spent: msg`Cashback used`,
  refund: msg`Cashback given back`,
  reversal: msg`Cashback withdrawn`,
};
