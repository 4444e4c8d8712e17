import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { User } from '@/openapi/types';

/** How each account type is shown (spec 1: `user` is a Driver). */
export const accountTypeLabels: Record<User['type'], MessageDescriptor> = {
  user: msg`Driver`,
  supplier: msg`Supplier`,
  admin: msg`Admin`,
  superadmin: msg`Superadmin`,
};
