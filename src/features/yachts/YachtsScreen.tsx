import { Box, Button, Container, Field, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useState } from 'react';
import type { Schemas } from '@/openapi/types';
import { useTypedBeforeHydration } from '@/src/components/form/use-typed-before-hydration';
import type { YachtListSearch } from './yachts-loader';
import { YachtKindLinks } from './YachtKindLinks';
import { YachtList } from './YachtList';

export interface YachtsScreenProps {
  yachts: Schemas['YachtPage'];
  locations: Schemas['Location'][];
  search: YachtListSearch;
  /** Shows the list for a location and a number of guests, from its first page; the route supplies it. */
  onSearch: (search: Pick<YachtListSearch, 'location' | 'guests'>) => void;
}

function YachtSearchForm({ locations, search, onSearch }: Omit<YachtsScreenProps, 'yachts'>) {
  const { t } = useLingui();
  const [location, setLocation] = useState(search.location ?? '');
  const [guests, setGuests] = useState(search.guests === undefined ? '' : String(search.guests));
  const marinas = locations.filter((place) => place.yachtCount > 0);
  // Sent as it is (GET, to this page, which reads the same names) before the page's script runs, or without it.
  const form = useTypedBeforeHydration({ location, guests }, (typed) => {
    if (typed.location !== undefined) setLocation(typed.location);
    if (typed.guests !== undefined) setGuests(typed.guests);
  });
  return (
    <Box
      as="form"
      ref={form}
      role="search"
      aria-label={t`Search yachts`}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="2xl"
      p={{ base: '4', md: '5' }}
      boxShadow="sm"
      onSubmit={(event) => {
        event.preventDefault();
        const count = Number(guests);
        onSearch({
          location: location || undefined,
          guests: guests !== '' && Number.isInteger(count) && count >= 1 && count <= 100 ? count : undefined,
        });
      }}
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }}>
        <Field.Root flex="2">
          <Field.Label>
            <Trans>Location</Trans>
          </Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field name="location" value={location} onChange={(event) => setLocation(event.target.value)}>
              <option value="">{t`All locations`}</option>
              {marinas.map((place) => (
                <option key={place.slug} value={place.slug}>
                  {place.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label>
            <Trans>Guests</Trans>
          </Field.Label>
          <Input
            size="lg"
            type="number"
            name="guests"
            inputMode="numeric"
            min={1}
            max={100}
            value={guests}
            onChange={(event) => setGuests(event.target.value)}
          />
        </Field.Root>
        <Button type="submit" size="lg" colorPalette="brand">
          <Search aria-hidden="true" />
          <Trans>Search</Trans>
        </Button>
      </Stack>
    </Box>
  );
}

/** The yachts home: a hero with the search, the kinds, and the yachts a page at a time. */
export function YachtsScreen({ yachts, locations, search, onSearch }: YachtsScreenProps) {
  const { t } = useLingui();
  return (
    <>
      <Box as="section" aria-labelledby="yachts-title" bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg">
        <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', lg: '16' }}>
          <Stack gap={{ base: '5', lg: '6' }}>
            <Heading id="yachts-title" as="h1" fontSize={{ base: '3xl', sm: '4xl', lg: '5xl' }} hyphens="auto" lineHeight="1.1" letterSpacing="tight">
              <Trans>Sail the Mediterranean</Trans>
            </Heading>
            <Text fontSize={{ base: 'lg', lg: 'xl' }} color="fg.muted" maxW="2xl">
              <Trans>Charter a yacht for a day or a week, with a skipper and crew or on your own.</Trans>
            </Text>
            <YachtSearchForm key={`${search.location}-${search.guests}`} locations={locations} search={search} onSearch={onSearch} />
          </Stack>
        </Container>
      </Box>
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '8', lg: '12' }}>
        <Stack gap={{ base: '8', lg: '10' }}>
          <Box as="section" aria-labelledby="yacht-kinds">
            <Heading id="yacht-kinds" as="h2" size="xl" mb="4">
              <Trans>Yacht types</Trans>
            </Heading>
            <YachtKindLinks label={t`Yacht types`} />
          </Box>
          <Box as="section" aria-labelledby="yacht-list">
            <Heading id="yacht-list" as="h2" size="xl" mb="4">
              <Trans>Yachts for charter</Trans>
            </Heading>
            <YachtList yachts={yachts} />
          </Box>
        </Stack>
      </Container>
    </>
  );
}
