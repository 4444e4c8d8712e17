import { Box, Button, chakra, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Car, MapPin, Sailboat } from 'lucide-react';
import type { Schemas } from '@/openapi/types';
import { useLanguage } from '@/src/core/use-language';
import { countLabels, countryName } from '@/src/components/place-labels';

type Location = Schemas['Location'];

/**
 * The label of a marker: the numbers of cars and yachts; a button that opens the place's popup. `hidden` while the
 * place is in a cluster: not shown (nor focusable), yet kept, so that a focused label loses the focus as it goes.
 */
export function MarkerLabel({ location, hidden = false, onFocusChange }: { location: Location; hidden?: boolean; onFocusChange: (focused: boolean) => void }) {
  const { t, i18n } = useLingui();
  const { cars, yachts } = countLabels(i18n, location);
  const name = location.name;
  return (
    <chakra.button
      type="button"
      aria-label={t`${name}: ${cars}, ${yachts}`}
      title={location.name}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
      // Inline, so that it wins over the display below.
      style={hidden ? { display: 'none' } : undefined}
      position="absolute"
      left="0"
      top="0"
      // The point of the tail sits on the place.
      transform="translate(-50%, calc(-100% - 7px))"
      display="inline-flex"
      alignItems="center"
      gap="1"
      px="2"
      py="0.5"
      borderRadius="full"
      borderWidth="2px"
      borderColor="brand.solid"
      bg="bg.panel"
      color="fg"
      boxShadow="md"
      fontSize="xs"
      fontWeight="semibold"
      lineHeight="1.5"
      whiteSpace="nowrap"
      cursor="pointer"
      _hover={{ bg: 'brand.solid', color: 'brand.contrast' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      _after={{
        content: '""',
        position: 'absolute',
        left: '50%',
        top: '100%',
        transform: 'translateX(-50%)',
        borderStyle: 'solid',
        borderWidth: '7px 6px 0',
        borderColor: 'transparent',
        borderTopColor: 'brand.solid',
      }}
    >
      <Car aria-hidden="true" size={14} />
      {location.carCount}
      <Box as="span" aria-hidden="true" w="1px" h="3" bg="currentColor" opacity="0.4" mx="0.5" />
      <Sailboat aria-hidden="true" size={14} />
      {location.yachtCount}
    </chakra.button>
  );
}

/** The popup of a place: its name, country and counts, and links to its cars and yachts. */
export function MarkerPopup({ location, onClose }: { location: Location; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const { cars, yachts } = countLabels(i18n, location);
  const cityName = location.name;
  return (
    <Stack
      gap="2"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <HStack justify="space-between" align="flex-start" gap="2">
        <Box>
          <Box fontWeight="bold" fontSize="md">
            {location.name}
          </Box>
          <Box color="fg.muted">{countryName(location.country, language)}</Box>
        </Box>
        <CloseButton size="2xs" aria-label={t`Close`} onClick={onClose} />
      </HStack>
      <Text as="div" fontSize="sm">
        {cars} · {yachts}
      </Text>
      <Stack gap="1.5">
        <Button asChild size="xs" variant="subtle" colorPalette="brand" justifyContent="flex-start">
          <Link to="/cities/$cityName" params={{ cityName: location.slug }}>
            <Car aria-hidden="true" />
            <Trans>Cars in {cityName}</Trans>
          </Link>
        </Button>
        {location.yachtCount > 0 && (
          <Button asChild size="xs" variant="subtle" colorPalette="brand" justifyContent="flex-start">
            <Link to="/yachts" search={{ location: location.slug }}>
              <Sailboat aria-hidden="true" />
              <Trans>Yachts in {cityName}</Trans>
            </Link>
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * The label of places whose markers would overlap at this zoom: how many they are; a button that zooms in on them
 * (named after them, so the keyboard and a screen reader know which).
 */
export function ClusterLabel({ places, onZoomIn }: { places: Location[]; onZoomIn: () => void }) {
  const { t } = useLingui();
  const language = useLanguage();
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(places.map((place) => place.name));
  return (
    <chakra.button
      type="button"
      aria-label={t`Zoom in on ${names}`}
      title={names}
      onClick={onZoomIn}
      position="absolute"
      left="0"
      top="0"
      transform="translate(-50%, -50%)"
      display="inline-flex"
      alignItems="center"
      gap="1"
      px="2.5"
      py="1"
      borderRadius="full"
      borderWidth="2px"
      borderColor="bg.panel"
      bg="brand.solid"
      color="brand.contrast"
      boxShadow="md"
      fontSize="xs"
      fontWeight="bold"
      lineHeight="1.5"
      whiteSpace="nowrap"
      cursor="zoom-in"
      _hover={{ filter: 'brightness(0.9)' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <MapPin aria-hidden="true" size={14} />
      <Plural value={places.length} one="# place" other="# places" />
    </chakra.button>
  );
}
