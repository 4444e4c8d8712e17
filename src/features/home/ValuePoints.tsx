import { Box, Container, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { BadgeCheck, CalendarCheck, Sailboat } from 'lucide-react';
import type { ReactNode } from 'react';

interface ValuePointProps {
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
}

function ValuePoint({ icon, title, children }: ValuePointProps) {
  return (
    <Stack as="li" gap="3" p={{ base: '5', md: '6' }} borderWidth="1px" borderColor="border.muted" borderRadius="2xl" bg="bg.panel">
      <Icon
        aria-hidden="true"
        boxSize="11"
        p="2.5"
        borderRadius="xl"
        bg="brand.subtle"
        color="brand.fg"
      >
        {icon}
      </Icon>
      <Heading as="h3" size="lg">
        {title}
      </Heading>
      <Text color="fg.muted">{children}</Text>
    </Stack>
  );
}

export function ValuePoints() {
  return (
    <Box as="section" aria-labelledby="home-why" py={{ base: '12', lg: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" mb={{ base: '8', lg: '10' }} maxW="2xl">
          <Heading id="home-why" as="h2" fontSize={{ base: '2xl', lg: '4xl' }} lineHeight="1.2" letterSpacing="tight">
            <Trans>Why rent with Azura</Trans>
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            <Trans>One marketplace for the road and the sea, with the same simple rules everywhere.</Trans>
          </Text>
        </Stack>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={{ base: '4', lg: '6' }}>
          <ValuePoint icon={<CalendarCheck />} title={<Trans>Free cancellation, pay later</Trans>}>
            <Trans>
              Choose pay later and you pay nothing today: changing or cancelling your booking is free of charge.
            </Trans>
          </ValuePoint>
          <ValuePoint icon={<BadgeCheck />} title={<Trans>Verified suppliers</Trans>}>
            <Trans>
              Every rental company and yacht charter is checked by our team before it can list a single car or
              boat.
            </Trans>
          </ValuePoint>
          <ValuePoint icon={<Sailboat />} title={<Trans>Cars and yachts in nine cities</Trans>}>
            <Trans>
              From a convertible for the coast road to a yacht for a day at sea, in the Mediterranean’s most
              sought-after destinations.
            </Trans>
          </ValuePoint>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
