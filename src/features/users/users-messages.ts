import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { LicenceCheck } from '@/openapi/generated/enums';
import type { SuspensionChange } from '@/machines/users/users-list';

/** The admins' account screens' texts: the licence check, the statuses, the toasts after a change. */

export const licenceCheckLabels: Record<LicenceCheck, MessageDescriptor> = {
  none: msg`No licence picture`,
  toVerify: msg`Licence to verify`,
  verified: msg`Verified`,
};

/** The toast after suspending or reinstating several accounts: how many changed, and how many were left. */
export function suspensionChangeMessage({ updated, refused, missing }: SuspensionChange, suspend: boolean): MessageDescriptor {
  const left = refused + missing;
  const done = suspend
    ? msg`${plural(updated, { one: '# account suspended.', other: '# accounts suspended.' })}`
    : msg`${plural(updated, { one: '# account reinstated.', other: '# accounts reinstated.' })}`;
  if (left === 0) return done;
  return suspend
    ? msg`${plural(updated, { one: '# account suspended', other: '# accounts suspended' })}; ${plural(left, { one: '# left as it was (an admin, or your own account).', other: '# left as they were (admins, or your own account).' })}`
    : msg`${plural(updated, { one: '# account reinstated', other: '# accounts reinstated' })}; ${plural(left, { one: '# left as it was (an admin, or your own account).', other: '# left as they were (admins, or your own account).' })}`;
}

/** The toast after a message is sent to an account. */
export const messageSent = msg`Message sent.`;
