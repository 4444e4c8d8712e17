import { Badge, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, Ban, Clock, MailWarning } from 'lucide-react';
import type { LicenceCheck, UserType } from '@/openapi/generated/enums';
import { accountTypeLabels } from '@/src/components/account-type';

export interface UserBadgesProps {
  type: UserType;
  verified: boolean;
  suspended: boolean;
  licence: LicenceCheck;
  size?: 'sm' | 'md';
}

/**
 * An account's type and state as badges, in words: suspended, not activated, its licence waiting for a check, or the
 * verified badge (an admin has checked its licence image).
 */
export function UserBadges({ type, verified, suspended, licence, size = 'sm' }: UserBadgesProps) {
  const { i18n } = useLingui();
  return (
    <Wrap gap="1.5">
      <Badge size={size} variant="outline" colorPalette={type === 'user' ? 'gray' : type === 'supplier' ? 'purple' : 'blue'}>
        {i18n._(accountTypeLabels[type])}
      </Badge>
      {licence === 'verified' && (
        <Badge size={size} variant="subtle" colorPalette="green" data-badge="verified">
          <BadgeCheck aria-hidden="true" />
          <Trans>Verified</Trans>
        </Badge>
      )}
      {licence === 'toVerify' && (
        <Badge size={size} variant="subtle" colorPalette="orange">
          <Clock aria-hidden="true" />
          <Trans>Licence to verify</Trans>
        </Badge>
      )}
      {suspended && (
        <Badge size={size} variant="solid" colorPalette="red">
          <Ban aria-hidden="true" />
          <Trans>Suspended</Trans>
        </Badge>
      )}
      {!verified && (
        <Badge size={size} variant="subtle" colorPalette="gray">
          <MailWarning aria-hidden="true" />
          <Trans>Not activated</Trans>
        </Badge>
      )}
    </Wrap>
  );
}
