import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MINIMUM_AGE, PASSWORD_MIN_LENGTH } from '@/domain/validation';
import { changesSaved, formSummary, missingFieldsMessage } from '@/src/components/form/form-messages';
import { errorMessages, serviceUnavailable, somethingWentWrong } from '@/src/core/error-messages';

export { formSummary, missingFieldsMessage };

/**
 * Every text the account screens show for a machine's keys (field error keys, failure states),
 * in one place. Machines never hold texts; screens look them up here.
 */

export type FieldErrorKey =
  | 'required'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'invalidCode'
  | 'tooYoung'
  | 'passwordTooShort'
  | 'passwordsDontMatch'
  | 'termsNotAccepted';

/** The text of a field error; `required` names the field by its label. */
export function fieldErrorMessage(key: FieldErrorKey, label: string): MessageDescriptor {
  switch (key) {
    case 'required':
      return missingFieldsMessage([label]);
    case 'invalidEmail':
      return msg`Invalid email address`;
    case 'invalidPhone':
      return msg`Invalid phone number`;
    case 'invalidCode':
      return msg`Enter the 6 digits of the code.`;
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
  code: msg`Code`,
};

export const networkDown = serviceUnavailable;

export const unexpectedError = somethingWentWrong.description;

export const activationEmail = {
  sent: msg`Activation email sent.`,
  failed: msg`An error occurred while sending validation email.`,
};

/** Sign-in failures, keyed by the machine's failure states (named after the server's codes). */
export const signInFailures = {
  wrongCredentials: errorMessages.INVALID_CREDENTIALS,
  suspended: errorMessages.ACCOUNT_SUSPENDED,
  notActivated: errorMessages.ACCOUNT_NOT_ACTIVATED,
  tooManyAttempts: errorMessages.TOO_MANY_ATTEMPTS,
  networkDown: networkDown.description,
  failed: unexpectedError,
} satisfies Record<string, MessageDescriptor>;

export const signUpFailures = {
  emailTaken: errorMessages.EMAIL_ALREADY_REGISTERED,
  failed: msg`An error occurred during sign up.`,
  networkDown: networkDown.description,
} satisfies Record<string, MessageDescriptor>;

export const activationTexts = {
  expired: errorMessages.TOKEN_EXPIRED.activation,
  invalid: errorMessages.TOKEN_INVALID.activation,
};

export const forgotPasswordFailures = {
  notRegistered: errorMessages.EMAIL_NOT_REGISTERED,
  failed: unexpectedError,
  networkDown: networkDown.description,
} satisfies Record<string, MessageDescriptor>;

export const resetPasswordTexts = {
  failed: msg`An error occurred while updating password.`,
  expired: errorMessages.TOKEN_EXPIRED.passwordReset,
  invalid: errorMessages.TOKEN_INVALID.passwordReset,
};

/** Sign-in by emailed code: the email page's and the code page's failures, keyed by the machine's states. */
export const signInCodeTexts = {
  notRegistered: errorMessages.EMAIL_NOT_REGISTERED,
  tooManyCodes: msg`Too many codes were asked for this address. Please try again in 15 minutes.`,
  wrongCode: errorMessages.CODE_INVALID,
  expiredCode: errorMessages.CODE_EXPIRED,
  tooManyAttempts: errorMessages.TOO_MANY_ATTEMPTS,
  suspended: errorMessages.ACCOUNT_SUSPENDED,
  failed: unexpectedError,
  resendFailed: msg`The new code could not be sent. Please try again.`,
} satisfies Record<string, MessageDescriptor>;

/** Google sign-in, at its start (the button) and its return (/google-login). */
export const googleTexts = {
  unavailable: errorMessages.SERVICE_UNAVAILABLE.google,
  startFailed: msg`Google sign-in could not start. Please try again.`,
  failed: errorMessages.EXTERNAL_SIGN_IN_FAILED,
  suspended: errorMessages.ACCOUNT_SUSPENDED,
};

export const confirmEmailTexts = {
  confirmed: changesSaved,
  expired: errorMessages.TOKEN_EXPIRED.emailChange,
  invalid: errorMessages.TOKEN_INVALID.emailChange,
  taken: errorMessages.EMAIL_ALREADY_REGISTERED,
};
