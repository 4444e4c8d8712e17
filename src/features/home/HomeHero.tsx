import { Badge, Box, Container, Heading, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { CalendarCheck, MapPin, ShieldCheck, Sparkles } from 'lucide-react';
import { greetingName } from '@/domain/accounts';
import { useSessionUser } from '@/src/core/session-context';
import { GuestActions } from './GuestActions';
import { HeroArt } from './HeroArt';

/** `destinationCount`: the places with cars, from the API; unknown (the catalogue unreachable) leaves it out. */
export function HomeHero({ destinationCount }: { destinationCount?: number }) {
  const user = useSessionUser();
  const name = user ? greetingName(user) : '';
  return (
    <Box
      as="section"
      aria-labelledby="home-title"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      overflow="hidden"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', lg: '20' }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '16' }} alignItems="center">
          <Stack gap={{ base: '5', lg: '6' }} align="flex-start">
            <Badge
              colorPalette="brand"
              variant="surface"
              size="lg"
              borderRadius="full"
              px="3"
              py="1"
              h="auto"
              whiteSpace="normal"
            >
              <Sparkles aria-hidden="true" />
              <Trans>Cars and yachts on the Riviera and the Mediterranean</Trans>
            </Badge>
            <Heading
              id="home-title"
              as="h1"
              fontSize={{ base: '4xl', sm: '5xl', lg: '6xl' }}
              lineHeight="1.05"
              letterSpacing="tight"
              fontWeight="extrabold"
            >
              <Trans>
                Drive the Riviera.{' '}
                <Box as="span" color="brand.fg">
                  Sail the Med.
                </Box>
              </Trans>
            </Heading>
            <Text fontSize={{ base: 'lg', lg: 'xl' }} color="fg.muted" maxW="xl">
              <Trans>
                Rent a car or a yacht from verified local suppliers, from Monaco to Marbella. Book today, pay
                later, and cancel for free if your plans change.
              </Trans>
            </Text>
            {user ? (
              <Text fontSize="lg" fontWeight="semibold">
                <Trans>Welcome back, {name}!</Trans>
              </Text>
            ) : (
              <GuestActions />
            )}
            <HStack gap={{ base: '4', md: '6' }} wrap="wrap" color="fg.muted" fontSize="sm">
              <HStack gap="1.5">
                <Icon color="brand.fg" size="sm">
                  <CalendarCheck aria-hidden="true" />
                </Icon>
                <Trans>Free cancellation</Trans>
              </HStack>
              <HStack gap="1.5">
                <Icon color="brand.fg" size="sm">
                  <ShieldCheck aria-hidden="true" />
                </Icon>
                <Trans>Verified suppliers</Trans>
              </HStack>
              {destinationCount ? (
                <HStack gap="1.5">
                  <Icon color="brand.fg" size="sm">
                    <MapPin aria-hidden="true" />
                  </Icon>
                  <Plural value={destinationCount} one="# destination" other="# destinations" />
                </HStack>
              ) : null}
            </HStack>
          </Stack>
          <Box maxW={{ base: 'md', lg: 'none' }} mx={{ base: 'auto', lg: '0' }} width="full">
            <HeroArt />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
