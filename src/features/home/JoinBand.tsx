import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { GuestActions } from './GuestActions';

/** The invitation to sign up, for a visitor. */
export function JoinBand() {
  return (
    <Box as="section" aria-labelledby="home-join" py={{ base: '12', lg: '16' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack
          direction={{ base: 'column', lg: 'row' }}
          justify="space-between"
          align={{ base: 'flex-start', lg: 'center' }}
          gap="6"
          bg="brand.solid"
          color="brand.contrast"
          borderRadius="3xl"
          px={{ base: '6', md: '10' }}
          py={{ base: '8', md: '10' }}
        >
          <Stack gap="2" maxW="2xl">
            <Heading id="home-join" as="h2" fontSize={{ base: '2xl', lg: '3xl' }} letterSpacing="tight">
              <Trans>Ready for the coast?</Trans>
            </Heading>
            <Text fontSize="lg">
              <Trans>Create your free account to book in a few clicks and keep all your rentals in one place.</Trans>
            </Text>
          </Stack>
          <GuestActions inverted />
        </Stack>
      </Container>
    </Box>
  );
}
