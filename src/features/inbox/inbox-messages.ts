import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { TeamRequestKind } from '@/openapi/generated/enums';

/** The inbox's texts: the forms' names, the toasts after a change. */

export const requestKindLabels: Record<TeamRequestKind, MessageDescriptor> = {
  contact: msg`Contact form`,
  partner: msg`Work with us`,
  concierge: msg`Concierge`,
};

export function inboxChangeMessage(result: { updated?: number; deleted?: number }, handled: boolean | undefined): MessageDescriptor {
  if (result.deleted !== undefined) return msg`${plural(result.deleted, { one: '# request deleted.', other: '# requests deleted.' })}`;
  const count = result.updated ?? 0;
  return handled
    ? msg`${plural(count, { one: '# request marked handled.', other: '# requests marked handled.' })}`
    : msg`${plural(count, { one: '# request marked new.', other: '# requests marked new.' })}`;
}
