import { Badge, Box, Button, Card, Heading, HStack, Icon, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Cog, Fuel, Gauge, Snowflake, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { slugify, UNLIMITED_MILEAGE } from '@/domain/catalog';
import { formatMoney } from '@/domain/money';
import type { Schemas } from '@/openapi/types';
import { useLanguage } from '@/src/core/use-language';
import { CatalogImage } from '@/src/components/CatalogImage';
import { SupplierAvatar } from '@/src/components/SupplierAvatar';
import { SupplierTierBadge } from '@/src/components/SupplierTierBadge';
import { badgeLabels, engineTypeLabels, gearboxLabels } from '@/src/components/car-labels';

export type Car = Schemas['Car'];

/** The path params of a car's detail page, slugs as in the sitemap (domain/catalog.ts carPath): one address a car. */
export function carDetailParams(car: Pick<Car, '_id' | 'brand' | 'model'>) {
  return { brand: slugify(car.brand), model: slugify(car.model), id: car._id };
}

function Spec({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" gap="1.5" color="fg.muted" fontSize="sm" minW="0">
      <Icon size="sm" color="brand.fg" flexShrink={0} aria-hidden="true">
        {icon}
      </Icon>
      <Text as="span">{children}</Text>
    </HStack>
  );
}

/** The dates and place of the search, carried to the car's page for its price and its pick-up. */
export interface TripDates {
  from?: string;
  to?: string;
  /** A location slug. */
  place?: string;
}

export interface CarCardProps {
  car: Car;
  dates?: TripDates;
  /** Marks the car the address points at (`/all-cars/car/<id>`). */
  highlighted?: boolean;
  /** The level of the car's name: one below the heading the list sits under. */
  headingLevel?: 'h2' | 'h3';
  /** The image is loaded at once and first (the first card of a list), not when scrolled to. */
  priority?: boolean;
  /** More actions, under 'View' and 'Book' ('Delete' for who may). */
  actions?: ReactNode;
}

/** One car of a list: image, specs, supplier, price per day, badges, 'View' and 'Book'. */
export function CarCard({ car, highlighted = false, priority = false, dates = {}, headingLevel = 'h3', actions }: CarCardProps) {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const name = `${car.brand} ${car.model}`;
  const price = formatMoney(car.price, language);
  const seats = car.seats;
  const km = car.mileage;
  const params = carDetailParams(car);
  const viewSearch: TripDates = { from: dates.from, to: dates.to, place: dates.place };
  // 'Book' opens the same page ready to book; the detail route reads `book=1`.
  const bookSearch = { ...viewSearch, book: 1 } as TripDates;
  return (
    <Card.Root
      as="article"
      aria-label={name}
      size="sm"
      overflow="hidden"
      borderColor={highlighted ? 'brand.solid' : undefined}
      borderWidth={highlighted ? '2px' : undefined}
      flexDirection={{ base: 'column', md: 'row' }}
    >
      <Box flexShrink={0} width={{ base: 'full', md: '300px' }} p={{ base: '0', md: '3' }} pb="0">
        <CatalogImage src={car.image} alt={name} priority={priority} sizes="(min-width: 768px) 300px, 100vw" />
      </Box>
      <Card.Body gap="3" minW="0">
        {highlighted && (
          <Badge colorPalette="brand" variant="solid" alignSelf="flex-start">
            <Trans>Selected car</Trans>
          </Badge>
        )}
        <Stack gap="0.5">
          <Text fontSize="sm" color="fg.muted" fontWeight="medium">
            {car.brand}
          </Text>
          <Heading as={headingLevel} size="md">
            {car.model}
          </Heading>
        </Stack>
        <Wrap as="ul" listStyleType="none" gap="3" aria-label={t`Key specifications`}>
          <Spec icon={<Users />}>
            <Trans>{seats} seats</Trans>
          </Spec>
          <Spec icon={<Cog />}>{i18n._(gearboxLabels[car.gearbox])}</Spec>
          <Spec icon={<Fuel />}>{i18n._(engineTypeLabels[car.engineType])}</Spec>
          <Spec icon={<Gauge />}>
            {km === UNLIMITED_MILEAGE ? <Trans>Unlimited mileage</Trans> : <Trans>{km} km/day</Trans>}
          </Spec>
          <Spec icon={<Snowflake />}>{car.aircon ? <Trans>Air conditioning</Trans> : <Trans>No air conditioning</Trans>}</Spec>
        </Wrap>
        <HStack gap="2" fontSize="sm" wrap="wrap">
          <SupplierAvatar src={car.supplier.avatar} />
          <Text as="span">{car.supplier.name}</Text>
          <SupplierTierBadge tier={car.supplier.tier} />
        </HStack>
        {car.badges.length > 0 && (
          <Wrap as="ul" listStyleType="none" gap="2" aria-label={t`Availability`}>
            {car.badges.map((badge) => (
              <Badge as="li" key={badge} colorPalette={badge === 'onsale' ? 'red' : 'green'} variant="surface">
                {i18n._(badgeLabels[badge])}
              </Badge>
            ))}
          </Wrap>
        )}
      </Card.Body>
      <Card.Footer
        flexDirection="column"
        alignItems={{ base: 'stretch', md: 'flex-end' }}
        justifyContent="space-between"
        gap="3"
        pt={{ base: '0', md: '4' }}
        minW={{ md: '44' }}
      >
        <Text fontSize="xl" fontWeight="bold" textAlign={{ md: 'right' }}>
          <Trans>{price} per day</Trans>
        </Text>
        <Stack direction={{ base: 'row', md: 'column' }} gap="2">
          <Button asChild variant="outline" colorPalette="brand" flex={{ base: '1', md: 'none' }}>
            <Link to="/cars/$brand/$model/$id" params={params} search={viewSearch} aria-label={t`View ${name}`}>
              <Trans>View</Trans>
            </Link>
          </Button>
          <Button asChild colorPalette="brand" flex={{ base: '1', md: 'none' }}>
            <Link to="/cars/$brand/$model/$id" params={params} search={bookSearch} aria-label={t`Book ${name}`}>
              <Trans>Book</Trans>
            </Link>
          </Button>
        </Stack>
        {actions}
      </Card.Footer>
    </Card.Root>
  );
}
