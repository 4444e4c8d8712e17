import { Badge } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Award, Crown, Medal } from 'lucide-react';
import type { Schemas } from '@/openapi/types';

type Tier = Schemas['SupplierTier'];

export const supplierTierLabels: Record<Tier, MessageDescriptor> = {
  gold: msg`Gold supplier`,
  silver: msg`Silver supplier`,
  vip: msg`VIP supplier`,
};

const look: Record<Tier, { palette: string; icon: typeof Award }> = {
  gold: { palette: 'yellow', icon: Medal },
  silver: { palette: 'gray', icon: Award },
  vip: { palette: 'purple', icon: Crown },
};

/** A supplier's tier (spec 3: gold, silver, vip) as a badge with its name in words. */
export function SupplierTierBadge({ tier }: { tier: Tier }) {
  const { i18n } = useLingui();
  const { palette, icon: Icon } = look[tier];
  return (
    <Badge colorPalette={palette} variant="subtle" borderRadius="full" px="2.5" data-tier={tier}>
      <Icon aria-hidden="true" />
      {i18n._(supplierTierLabels[tier])}
    </Badge>
  );
}
