import { HStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';

/** 'Back to the fleet' above a vehicle's pages (its form, its calendar); the route gives the link. */
export function BackToFleet({ link }: { link: (children: ReactNode) => ReactNode }) {
  return link(
    <HStack gap="1" fontSize="sm">
      <ArrowLeft size="16" aria-hidden="true" />
      <Trans>Back to the fleet</Trans>
    </HStack>,
  );
}
