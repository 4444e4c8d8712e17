import { Badge, Box, Container, DataList, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { UNLIMITED_MILEAGE, extraOffer } from '@/domain/catalog';
import { formatMoney } from '@/domain/money';
import { type CarExtra, carExtras, isDailyExtra } from '@/domain/price';
import { placeZones } from '@/domain/places';
import { toWallClock } from '@/domain/zoned-time';
import { zoneOf } from '@/machines/car-price/car-price.machine';
import type { Schemas } from '@/openapi/types';
import { useLanguage } from '@/src/core/use-language';
import { CatalogImage } from '@/src/components/CatalogImage';
import { OfferFacts } from '@/src/components/OfferFacts';
import { UnavailableOfferNotice } from '@/src/components/UnavailableOfferNotice';
import { extraLabels } from '@/src/components/booking-labels';
import { fuelPolicyExplanations } from './car-detail-messages';
import { CarPriceCalculator } from './CarPriceCalculator';
import { badgeLabels, bodyTypeLabels, engineTypeLabels, fuelPolicyLabels, gearboxLabels } from '@/src/components/car-labels';

export interface CarDetailScreenProps {
  car: Schemas['Car'];
  locations: Schemas['Location'][];
  /** The city of a `/cars/.../{cityName}` address. */
  city?: Schemas['Location'];
  /** Dates of the search the visitor comes from (ISO date-times). */
  from?: string;
  to?: string;
  /** The place of the search the visitor comes from (a location slug). */
  place?: string;
  /** Open at the price calculator (the visitor came to book). */
  book?: boolean;
  /** The current time; tests fix it. */
  now?: Date;
}


function Spec({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    // The item gives its label and value to the list's grid: every value starts in the same column.
    <DataList.Item display="contents">
      <DataList.ItemLabel minW="0" overflowWrap="anywhere">
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue fontWeight="medium" minW="0">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * A two-column table of labels and values, aligned whatever the labels' length (Russian's are the longest): the
 * labels' column is as wide on a phone as the values', and a fixed width from `md` (a longer label wraps).
 */
function SpecList({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <DataList.Root
      size="lg"
      data-testid={testId}
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr) minmax(0, 1fr)', md: '15rem minmax(0, 1fr)' }}
      columnGap={{ base: '3', md: '4' }}
      rowGap="3"
      alignItems="baseline"
    >
      {children}
    </DataList.Root>
  );
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading id={id} as="h2" size="xl" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function ExtraPrice({ extra, price }: { extra: CarExtra; price: number }) {
  const language = useLanguage();
  const offer = extraOffer(price);
  if (offer.kind === 'included') {
    return (
      <Badge colorPalette="green" variant="subtle">
        <Trans>Included</Trans>
      </Badge>
    );
  }
  if (offer.kind === 'notOffered') {
    return (
      <Text as="span" color="fg.muted">
        <Trans>Not offered</Trans>
      </Text>
    );
  }
  const amount = formatMoney(offer.price, language);
  return isDailyExtra(extra) ? <Trans>{amount} per day</Trans> : <Trans>{amount} one-off</Trans>;
}

/** 'About the car': the car's specification, its extras, its supplier and a price calculator. */
export function CarDetailScreen({ car, locations, city, from, to, place, book = false, now }: CarDetailScreenProps) {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const name = `${car.brand} ${car.model}`;
  const places = locations.filter((location) => car.locations.includes(location.slug));
  const money = (amount: number) => formatMoney(amount, language);
  const dailyPrice = money(car.price);


  // The calculator starts from these once, when it is made; a new car starts a new calculator (keyed below).
  // The searched place, else the address's city, else the car's only place: where the car is offered.
  const location = [place, city?.slug, car.locations.length === 1 ? car.locations[0] : undefined].find(
    (slug) => slug !== undefined && car.locations.includes(slug),
  );
  // In the car's order of places: its first is the one a booking starts at until another is chosen.
  const timeZones = placeZones(car.locations.flatMap((slug) => places.filter((place) => place.slug === slug)));
  // The search's dates are wall-clock times at the place (an instant of an older link is read on its clock).
  const timeZone = zoneOf({ timeZones, location });
  const calculatorInput = {
    car: { price: car.price, extras: car.extras },
    pickUp: toWallClock(from, timeZone),
    dropOff: toWallClock(to, timeZone),
    location,
    timeZones,
    now,
    limits: car.bookingLimits,
  };

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 400px' }} gap={{ base: '8', lg: '10' }} alignItems="start">
        <Stack gap={{ base: '8', lg: '10' }} minW="0">
          <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '6' }} align={{ md: 'flex-start' }}>
            <Box flexShrink={0} w={{ base: 'full', md: '300px' }}>
              <CatalogImage src={car.image} alt={t`${name}, ${car.year}, ${car.color}`} priority sizes="(min-width: 768px) 300px, 100vw" />
            </Box>
            <Stack gap="3" minW="0">
              <Text color="fg.muted" fontWeight="medium">
                <Trans>About the car</Trans>
              </Text>
              <Heading as="h1" fontSize={{ base: '3xl', lg: '4xl' }} lineHeight="1.15" letterSpacing="tight">
                {city ? <Trans>{name} in {city.name}</Trans> : name}
              </Heading>
              <OfferFacts
                facts={[String(car.year), i18n._(bodyTypeLabels[car.bodyType])]}
                // "Available tomorrow" would contradict the notice of a car its supplier made unavailable.
                badges={car.available ? car.badges.map((badge) => ({ key: badge, label: i18n._(badgeLabels[badge]) })) : []}
                dailyPrice={dailyPrice}
                supplier={car.supplier}
                places={places.length > 0 && <Trans>Pick-up in {places.map((place) => place.name).join(', ')}</Trans>}
              />
            </Stack>
          </Stack>

          {car.description && <Text fontSize="lg">{car.description}</Text>}

          <Section id="car-specs" title={<Trans>Specifications</Trans>}>
            <SpecList>
              <Spec label={<Trans>Seats</Trans>}>{car.seats}</Spec>
              <Spec label={<Trans>Doors</Trans>}>{car.doors}</Spec>
              <Spec label={<Trans>Air conditioning</Trans>}>{car.aircon ? <Trans>Yes</Trans> : <Trans>No</Trans>}</Spec>
              <Spec label={<Trans>Mileage</Trans>}>
                {car.mileage === UNLIMITED_MILEAGE ? (
                  <Trans>Unlimited mileage</Trans>
                ) : (
                  <Trans>{car.mileage} km/day</Trans>
                )}
              </Spec>
              <Spec label={<Trans>Fuel policy</Trans>}>
                <Stack gap="0.5">
                  <span>{i18n._(fuelPolicyLabels[car.fuelPolicy])}</span>
                  <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">
                    {i18n._(fuelPolicyExplanations[car.fuelPolicy])}
                  </Text>
                </Stack>
              </Spec>
              <Spec label={<Trans>Engine</Trans>}>{i18n._(engineTypeLabels[car.engineType])}</Spec>
              <Spec label={<Trans>Gearbox</Trans>}>{i18n._(gearboxLabels[car.gearbox])}</Spec>
              <Spec label={<Trans>Deposit</Trans>}>{money(car.deposit)}</Spec>
              <Spec label={<Trans>Minimum driver age</Trans>}>
                <Trans>{car.minimumAge} years</Trans>
              </Spec>
            </SpecList>
          </Section>

          <Section id="car-extras" title={<Trans>Extras and cover</Trans>}>
            <SpecList testId="car-extras">
              {carExtras.map((extra) => (
                <Spec key={extra} label={i18n._(extraLabels[extra])}>
                  <ExtraPrice extra={extra} price={car.extras[extra]} />
                </Spec>
              ))}
            </SpecList>
          </Section>
        </Stack>

        <Box position={{ lg: 'sticky' }} top={{ lg: '6' }}>
          {car.available ? (
            <CarPriceCalculator key={car._id} input={calculatorInput} places={places} focusOnMount={book} />
          ) : (
            <UnavailableOfferNotice kind="car" where="page" />
          )}
        </Box>
      </Grid>
    </Container>
  );
}
