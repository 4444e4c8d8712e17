import { Box, Button, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PRODUCT_BOOKING_LIMITS, bookingLimitProblems } from '@/domain/booking-limits';
import type { Schemas } from '@/openapi/types';
import { useTypedBeforeHydration } from '@/src/components/form/use-typed-before-hydration';
import { useHydrated } from '@/src/core/hydrated';
import { withLanguagePrefix } from '@/src/core/language';
import { useLanguage } from '@/src/core/use-language';
import { pickerBounds, pickUpTooFarAheadMessage, placeClockHint, rentalTooLongMessage } from '@/src/components/booking-limit-messages';
import { instantOf, zoneNameAt } from '@/domain/zoned-time';
import { searchTimeZone } from '@/domain/places';

export interface HomeSearchFormProps {
  locations: readonly Schemas['Location'][];
  /** The place chosen at first (`/cities/<city>`). */
  city?: string;
}

/** Place, pick-up and drop-off, then the search page with them in its address. */
export function HomeSearchForm({ locations, city }: HomeSearchFormProps) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [location, setLocation] = useState(city ?? '');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [invalidDates, setInvalidDates] = useState<'dropOffNotAfterPickUp' | 'pickUpTooFarAhead' | 'rentalTooLong' | false>(false);
  const errorId = useId();
  const language = useLanguage();
  const form = useTypedBeforeHydration({ location, from, to }, (typed) => {
    if (typed.location !== undefined) setLocation(typed.location);
    if (typed.from !== undefined) setFrom(typed.from);
    if (typed.to !== undefined) setTo(typed.to);
  });
  // Searches reach as far as the product's booking limits (domain/booking-limits.ts). The times are the place's clock
  // (the search page reads them so), whatever the visitor's.
  const limits = PRODUCT_BOOKING_LIMITS;
  const timeZone = searchTimeZone(location || undefined, locations);
  const pickUp = instantOf(from, timeZone);
  const bounds = hydrated ? pickerBounds(limits, new Date(), pickUp, timeZone) : undefined;
  const place = locations.find((candidate) => candidate.slug === location);
  // The place's clock is named as at the pick-up, or before one is chosen, as when the form was first shown.
  const [shownAt] = useState(() => Date.now());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && to <= from) {
      setInvalidDates('dropOffNotAfterPickUp');
      return;
    }
    const [beyond] = pickUp ? bookingLimitProblems({ from: pickUp, to: instantOf(to, timeZone) ?? pickUp }, limits, new Date()) : [];
    if (beyond) {
      setInvalidDates(beyond);
      return;
    }
    setInvalidDates(false);
    void navigate({
      to: '/search',
      search: { location: location || undefined, from: from || undefined, to: to || undefined },
    });
  };

  return (
    <Box
      asChild
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="2xl"
      boxShadow="md"
      p={{ base: '4', md: '5' }}
    >
      {/* The dates are checked here, with the product's message, not by the browser's bubbles. Before the page's
          script runs (or without it), the form is sent as it is: the search page reads the same names. */}
      <form ref={form} role="search" aria-label={t`Search cars`} action={withLanguagePrefix('/search', language)} method="get" onSubmit={submit} noValidate>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4" alignItems="end">
        <Field.Root>
          <Field.Label>
            <Trans>Place</Trans>
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="location" value={location} onChange={(event) => setLocation(event.currentTarget.value)}>
              <option value="">{t`Any place`}</option>
              {locations.map((place) => (
                <option key={place.slug} value={place.slug}>
                  {place.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <Trans>Pick-up</Trans>
          </Field.Label>
          <Input name="from" type="datetime-local" value={from} max={bounds?.pickUpMax} onChange={(event) => setFrom(event.currentTarget.value)} />
          {place && <Field.HelperText>{i18n._(placeClockHint(place.name, zoneNameAt(pickUp ?? shownAt, timeZone, i18n.locale)))}</Field.HelperText>}
        </Field.Root>
        <Field.Root invalid={invalidDates !== false}>
          <Field.Label>
            <Trans>Drop-off</Trans>
          </Field.Label>
          <Input
            name="to"
            type="datetime-local"
            value={to}
            min={from || undefined}
            max={bounds?.dropOffMax}
            aria-describedby={invalidDates ? errorId : undefined}
            onChange={(event) => setTo(event.currentTarget.value)}
          />
          <Field.ErrorText id={errorId}>
            {invalidDates === 'pickUpTooFarAhead' ? (
              i18n._(pickUpTooFarAheadMessage(limits))
            ) : invalidDates === 'rentalTooLong' ? (
              i18n._(rentalTooLongMessage(limits))
            ) : (
              <Trans>The drop-off must be after the pick-up.</Trans>
            )}
          </Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="md" alignSelf={invalidDates ? 'center' : 'end'}>
          <Search aria-hidden="true" />
          <Trans>Search</Trans>
        </Button>
      </SimpleGrid>
      </form>
    </Box>
  );
}
