import { Badge, Button, Card, HStack, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BedDouble, Ruler, Users } from 'lucide-react';
import { slugify } from '@/domain/catalog';
import { formatMoney } from '@/domain/money';
import type { Schemas } from '@/openapi/types';
import { useLanguage } from '@/src/core/use-language';
import { CatalogImage } from '@/src/components/CatalogImage';
import { SupplierAvatar } from '@/src/components/SupplierAvatar';
import { SupplierTierBadge } from '@/src/components/SupplierTierBadge';
import { yachtBadgeLabels, yachtKindLabels } from './labels';

/** The address parameters of a yacht's page. */
export const yachtParams = (yacht: Schemas['Yacht']) => ({
  brand: slugify(yacht.brand),
  model: slugify(yacht.model),
  id: yacht._id,
});

/** One yacht in a list: image, name, kind, size, price per day, badges and a link to its page. */
export function YachtCard({ yacht }: { yacht: Schemas['Yacht'] }) {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const name = `${yacht.brand} ${yacht.model}`;
  const price = formatMoney(yacht.price, language);
  const length = i18n.number(yacht.lengthMeters);
  return (
    <Card.Root as="article" overflow="hidden" size="sm" variant="outline" borderRadius="2xl" h="full">
      <CatalogImage src={yacht.image} alt={name} sizes="(min-width: 960px) 33vw, (min-width: 768px) 50vw, 100vw" />
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h3" size="lg">
            {name}
          </Heading>
          <Text color="fg.muted">{i18n._(yachtKindLabels[yacht.kind])}</Text>
        </Stack>
        <HStack gap="4" wrap="wrap" color="fg.muted" fontSize="sm">
          <HStack gap="1">
            <Ruler aria-hidden="true" size={16} />
            <Trans>{length} m</Trans>
          </HStack>
          <HStack gap="1">
            <Users aria-hidden="true" size={16} />
            <Trans>{yacht.guests} guests</Trans>
          </HStack>
          <HStack gap="1">
            <BedDouble aria-hidden="true" size={16} />
            <Trans>{yacht.cabins} cabins</Trans>
          </HStack>
        </HStack>
        <Wrap gap="2" align="center">
          <SupplierAvatar src={yacht.supplier.avatar} alt={yacht.supplier.name} />
          <SupplierTierBadge tier={yacht.supplier.tier} />
          {yacht.badges.map((badge) => (
            <Badge key={badge} colorPalette="brand" variant="surface">
              {i18n._(yachtBadgeLabels[badge])}
            </Badge>
          ))}
        </Wrap>
      </Card.Body>
      <Card.Footer justifyContent="space-between" alignItems="center" gap="3">
        <Text fontWeight="bold" fontSize="lg">
          <Trans>{price} per day</Trans>
        </Text>
        <Button asChild colorPalette="brand" size="sm">
          <Link to="/yachts/$brand/$model/$id" params={yachtParams(yacht)} aria-label={t`View ${name}`}>
            <Trans>View</Trans>
          </Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
