import { Alert, Box, Button, Container, DataList, Field, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { effectiveBookingLimits } from '@/domain/booking-limits';
import { formatMoney } from '@/domain/money';
import { rentalDays, yachtBookingPrice } from '@/domain/price';
import { timeZoneOfCountry } from '@/domain/places';
import { toWallClock, zoneNameAt } from '@/domain/zoned-time';
import { datesProblem, defaultRentalDates, instantsAt } from '@/machines/car-price/car-price.machine';
import type { Schemas } from '@/openapi/types';
import { useHydrated } from '@/src/core/hydrated';
import { useLanguage } from '@/src/core/use-language';
import { CatalogImage } from '@/src/components/CatalogImage';
import { limitsHint, pickerBounds, pickUpTooFarAheadMessage, placeClockHint, rentalTooLongMessage } from '@/src/components/booking-limit-messages';
import { UnavailableOfferNotice } from '@/src/components/UnavailableOfferNotice';
import { OfferFacts } from '@/src/components/OfferFacts';
import { yachtBadgeLabels, yachtKindLabels } from './labels';
import { InertUntilHydrated } from '@/src/components/InertUntilHydrated';

export interface YachtDetailScreenProps {
  yacht: Schemas['Yacht'];
  locations: Schemas['Location'][];
  from?: string;
  to?: string;
  /** The current time; tests fix it. */
  now?: Date;
}

function Spec({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue fontWeight="medium">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function YachtPrice({ yacht, places, from, to, now }: Pick<YachtDetailScreenProps, 'yacht' | 'from' | 'to' | 'now'> & { places: Schemas['Location'][] }) {
  const hydrated = useHydrated();
  const language = useLanguage();
  const id = useId();
  // The dates are the boarding place's clock (the yacht's first place, as the booking's), whatever the visitor's: the
  // same on the server's page.
  const boarding = places.find((place) => place.slug === yacht.locations[0]);
  const timeZone = boarding ? timeZoneOfCountry(boarding.country) : 'UTC';
  const [dates, setDates] = useState(() => {
    const defaults = defaultRentalDates(now ?? new Date(), timeZone);
    return { pickUp: toWallClock(from, timeZone) ?? defaults.pickUp, dropOff: toWallClock(to, timeZone) ?? defaults.dropOff };
  });
  const [openedAt] = useState(() => (now ?? new Date()).getTime());
  const { i18n } = useLingui();
  const limits = effectiveBookingLimits(yacht.bookingLimits);
  const problem = datesProblem({ ...dates, now: openedAt, limits, timeZone });
  const instants = instantsAt(dates, timeZone);
  // No day past the yacht's horizon, no drop-off past its longest rental; once hydrated (the time is the browser's).
  const bounds = hydrated ? pickerBounds(limits, new Date(openedAt), instants.from, timeZone) : undefined;
  const limitProblem = problem === 'pickUpTooFarAhead' ? pickUpTooFarAheadMessage(limits) : problem === 'rentalTooLong' ? rentalTooLongMessage(limits) : undefined;
  const days = problem ? undefined : rentalDays(instants.from!, instants.to!);
  const clock = boarding ? i18n._(placeClockHint(boarding.name, zoneNameAt(instants.from ?? openedAt, timeZone, i18n.locale))) : undefined;
  const money = (amount: number) => formatMoney(amount, language);
  const daily = money(yacht.price);

  return (
    <Box as="section" aria-labelledby={`${id}-title`} borderWidth="1px" borderColor="border.muted" borderRadius="2xl" bg="bg.panel" p={{ base: '4', md: '6' }}>
      <Heading id={`${id}-title`} as="h2" size="xl" mb="4">
        <Trans>Price</Trans>
      </Heading>
      {/* Choices the page's script prices: off until it runs (the link to book works at once). */}
      <InertUntilHydrated>
      <Stack gap="5">
        <Stack direction={{ base: 'column', sm: 'row', lg: 'column' }} gap="4">
          <Field.Root invalid={Boolean(problem)} minW="0">
            <Field.Label>
              <Trans>Pick-up</Trans>
            </Field.Label>
            <Input type="datetime-local" name="pickUp" value={dates.pickUp} max={bounds?.pickUpMax} onChange={(event) => setDates({ ...dates, pickUp: event.target.value })} />
          </Field.Root>
          <Field.Root invalid={Boolean(problem)} minW="0">
            <Field.Label>
              <Trans>Drop-off</Trans>
            </Field.Label>
            <Input type="datetime-local" name="dropOff" value={dates.dropOff} max={bounds?.dropOffMax} onChange={(event) => setDates({ ...dates, dropOff: event.target.value })} />
          </Field.Root>
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {clock && `${clock}. `}
          {i18n._(limitsHint(limits))}
        </Text>
        {limitProblem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{i18n._(limitProblem)}</Alert.Title>
          </Alert.Root>
        )}
        {problem === 'missing' && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>Please enter a valid pick-up and drop-off date and time.</Trans>
            </Alert.Title>
          </Alert.Root>
        )}
        {problem === 'pickUpInPast' && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>The pick-up date is in the past: please choose a later one.</Trans>
            </Alert.Title>
          </Alert.Root>
        )}
        {problem === 'dropOffNotAfterPickUp' && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>The drop-off must be after the pick-up.</Trans>
            </Alert.Title>
          </Alert.Root>
        )}
        {days !== undefined && (
          <HStack justify="space-between" gap="4" fontSize="lg" aria-live="polite">
            <Text>
              <Plural value={days} one={`${daily} × # day`} other={`${daily} × # days`} />
            </Text>
            <Text fontWeight="bold" data-testid="yacht-price-total">
              {money(yachtBookingPrice(yacht, days).total)}
            </Text>
          </HStack>
        )}
        <Button asChild colorPalette="brand" size="lg">
          <Link
            to="/checkout"
            search={{
              offer: yacht._id,
              // Wall-clock times at the place, as picked: the same on the server's page and in any browser.
              from: instants.from ? dates.pickUp : undefined,
              to: instants.to ? dates.dropOff : undefined,
            }}
          >
            <Trans>Choose this yacht</Trans>
          </Link>
        </Button>
      </Stack>
      </InertUntilHydrated>
    </Box>
  );
}

/** A yacht's page: its specification, supplier, places and price for chosen dates. */
export function YachtDetailScreen({ yacht, locations, from, to, now }: YachtDetailScreenProps) {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const name = `${yacht.brand} ${yacht.model}`;
  const kind = i18n._(yachtKindLabels[yacht.kind]);
  const places = locations.filter((location) => yacht.locations.includes(location.slug));
  const money = (amount: number) => formatMoney(amount, language);
  const daily = money(yacht.price);
  const length = i18n.number(yacht.lengthMeters);


  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 400px' }} gap={{ base: '8', lg: '10' }} alignItems="start">
        <Stack gap={{ base: '8', lg: '10' }} minW="0">
          <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '6' }} align={{ md: 'flex-start' }}>
            <Box flexShrink={0} w={{ base: 'full', md: '300px' }}>
              <CatalogImage src={yacht.image} alt={t`${name}, ${kind}, ${yacht.year}`} priority sizes="(min-width: 768px) 300px, 100vw" />
            </Box>
            <Stack gap="3" minW="0">
              <Heading as="h1" fontSize={{ base: '3xl', lg: '4xl' }} lineHeight="1.15" letterSpacing="tight">
                {name}
              </Heading>
              <OfferFacts
                facts={[kind, String(yacht.year)]}
                badges={yacht.available ? yacht.badges.map((badge) => ({ key: badge, label: i18n._(yachtBadgeLabels[badge]) })) : []}
                dailyPrice={daily}
                supplier={yacht.supplier}
                places={places.length > 0 && <Trans>Boarding in {places.map((place) => place.name).join(', ')}</Trans>}
              />
            </Stack>
          </Stack>

          {yacht.description && <Text fontSize="lg">{yacht.description}</Text>}

          <Box as="section" aria-labelledby="yacht-specs">
            <Heading id="yacht-specs" as="h2" size="xl" mb="4">
              <Trans>Specifications</Trans>
            </Heading>
            <DataList.Root orientation="horizontal" gap="3" size="lg">
              <Spec label={<Trans>Type</Trans>}>{kind}</Spec>
              <Spec label={<Trans>Length</Trans>}>
                <Trans>{length} m</Trans>
              </Spec>
              <Spec label={<Trans>Cabins</Trans>}>{yacht.cabins}</Spec>
              <Spec label={<Trans>Guests</Trans>}>{yacht.guests}</Spec>
              <Spec label={<Trans>Crew</Trans>}>
                {yacht.crew > 0 ? (
                  <Plural value={yacht.crew} one="# crew member" other="# crew members" />
                ) : (
                  <Trans>Without crew (boating licence required)</Trans>
                )}
              </Spec>
              <Spec label={<Trans>Price per day</Trans>}>{daily}</Spec>
              <Spec label={<Trans>Deposit</Trans>}>{money(yacht.deposit)}</Spec>
              <Spec label={<Trans>Locations</Trans>}>{places.map((place) => place.name).join(', ') || '—'}</Spec>
            </DataList.Root>
          </Box>
        </Stack>

        <Box position={{ lg: 'sticky' }} top={{ lg: '6' }}>
          {yacht.available ? (
            <YachtPrice key={yacht._id} yacht={yacht} places={places} from={from} to={to} now={now} />
          ) : (
            <UnavailableOfferNotice kind="yacht" where="page" />
          )}
        </Box>
      </Grid>
    </Container>
  );
}
