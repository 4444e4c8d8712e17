import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { Schemas } from '@/openapi/types';
import { SupplierAvatar } from './SupplierAvatar';
import { SupplierTierBadge } from './SupplierTierBadge';

export interface OfferFactsProps {
  /** What the offer is, in a row: a car's year and body type, a yacht's kind and year. */
  facts: readonly string[];
  /** Its availability badges, already named. */
  badges: readonly { key: string; label: string }[];
  /** Its price per day, formatted. */
  dailyPrice: string;
  supplier: Schemas['SupplierSummary'];
  /** Where it is picked up or boarded, in the page's words; nothing when it has no place. */
  places?: ReactNode;
}

/** The head of a car's or a yacht's page under its name: what it is, its badges, its price per day, its supplier and its places. */
export function OfferFacts({ facts, badges, dailyPrice, supplier, places }: OfferFactsProps) {
  return (
    <>
      <HStack gap="2" wrap="wrap" color="fg.muted">
        {facts.map((fact, index) => (
          <Fragment key={fact}>
            {index > 0 && <Text aria-hidden="true">·</Text>}
            <Text>{fact}</Text>
          </Fragment>
        ))}
        {badges.map((badge) => (
          <Badge key={badge.key} colorPalette="brand" variant="surface">
            {badge.label}
          </Badge>
        ))}
      </HStack>
      <Text fontSize="2xl" fontWeight="bold">
        <Trans>{dailyPrice} per day</Trans>
      </Text>
      <HStack gap="2" wrap="wrap">
        <SupplierAvatar src={supplier.avatar} />
        <Text>
          <Trans>Offered by {supplier.name}</Trans>
        </Text>
        <SupplierTierBadge tier={supplier.tier} />
      </HStack>
      {places && (
        <HStack gap="2" align="flex-start" color="fg.muted">
          <Box as="span" mt="0.5" flexShrink={0}>
            <MapPin aria-hidden="true" size={18} />
          </Box>
          <Text>{places}</Text>
        </HStack>
      )}
    </>
  );
}
