import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MINIMUM_AGE, PASSWORD_MIN_LENGTH } from '../../../domain/validation';
import { formSummary, missingFieldsMessage } from '../../components/form/form-messages';

export { formSummary, missingFieldsMessage };

/**
 * Every text the account screens show for a machine's keys (field error keys, failure states),
 * in one place. Machines never hold texts; screens look them up here.
 */

export type FieldErrorKey =
  'required' | 'invalidEmail' | 'invalidPhone' | 'tooYoung' | 'passwordTooShort' | 'passwordsDontMatch' | 'termsNotAccepted';

/** The text of a field error; `required` names the field by its label. */
export function fieldErrorMessage(key: FieldErrorKey, label: string): MessageDescriptor {
  switch (key) {
    case 'required':
      return missingFieldsMessage([label]);
    case 'invalidEmail':
      return msg`Invalid email address`;
    case 'invalidPhone':
      return msg`Invalid phone number`;
    case 'tooYoung':
      return msg`You must be at least ${MINIMUM_AGE} years old.`;
    case 'passwordTooShort':
      return msg`Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
    case 'passwordsDontMatch':
      return msg`Passwords don't match.`;
    case 'termsNotAccepted':
      return msg`Please accept the Terms of Use.`;
  }
}



export const passwordHint = msg`At least ${PASSWORD_MIN_LENGTH} characters.`;

export const labels = {
  email: msg`Email`,
  password: msg`Password`,
  newPassword: msg`New password`,
  confirmPassword: msg`Confirm password`,
  fullName: msg`Full name`,
  phone: msg`Phone`,
  birthDate: msg`Date of birth`,
  acceptTerms: msg`Terms of Use`,
  stayConnected: msg`Stay signed in`,
  showPassword: msg`Show password`,
  hidePassword: msg`Hide password`,
};

export const networkDown = {
  title: msg`Service Unavailable`,
  description: msg`The server is currently unavailable. Please try again later.`,
};

export const unexpectedError = msg`An unexpected error occurred. Please try again.`;

export const activationEmail = {
  sent: msg`Activation email sent.`,
  failed: msg`An error occurred while sending validation email.`,
};

/** Sign-in failures, keyed by the machine's failure states. */
export const signInFailures = {
  wrongCredentials: msg`Incorrect email or password.`,
  suspended: msg`Your account is suspended.`,
  notActivated: msg`Your account is not activated yet. Check your inbox for the activation link.`,
  tooManyAttempts: msg`Too many failed attempts. Please try again in 15 minutes.`,
  networkDown: networkDown.description,
  failed: unexpectedError,
} satisfies Record<string, MessageDescriptor>;

export const signUpFailures = {
  emailTaken: msg`This email address is already registered.`,
  failed: msg`An error occurred during sign up.`,
  networkDown: networkDown.description,
} satisfies Record<string, MessageDescriptor>;

export const activationTexts = {
  expired: msg`Your account activation link expired.`,
  invalid: msg`This activation link is not valid. It may have been used already.`,
};

export const forgotPasswordFailures = {
  notRegistered: msg`Email address not registered`,
  failed: unexpectedError,
  networkDown: networkDown.description,
} satisfies Record<string, MessageDescriptor>;

export const resetPasswordTexts = {
  failed: msg`An error occurred while updating password.`,
  expired: msg`This password reset link has expired.`,
  invalid: msg`This password reset link is not valid. It may have been used already.`,
};
