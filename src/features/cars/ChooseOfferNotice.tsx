import { Alert, Container, Link as ChakraLink } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/**
 * Why the search opened instead of the booking process: its address named no car or yacht to book (`why=choose-offer`,
 * set by the booking process's redirect). It goes with the first change of the filters, which rewrites the address.
 */
export function ChooseOfferNotice() {
  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} pt={{ base: '6', lg: '10' }} mb={{ base: '-2', lg: '-4' }}>
      <Alert.Root status="info" role="status" data-testid="choose-offer">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>Choose a car or a yacht to book first.</Trans>
          </Alert.Title>
          <Alert.Description>
            <Trans>
              Pick a car below, or{' '}
              <ChakraLink asChild colorPalette="brand" textDecoration="underline">
                <Link to="/yachts">see the yachts</Link>
              </ChakraLink>
              .
            </Trans>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Container>
  );
}
