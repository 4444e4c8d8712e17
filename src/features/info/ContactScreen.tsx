import { Grid, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { contactPage } from './pages/contact';
import { FormPanel, InfoBody, InfoHero } from './InfoPageView';

/** `/contact`: the contact form (the route hands it in), and where answers may already be. */
export function ContactScreen({ form }: { form: ReactNode }) {
  return (
    <>
      <InfoHero content={contactPage} />
      <InfoBody>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap={{ base: '10', lg: '12' }} alignItems="start">
          <FormPanel>{form}</FormPanel>
          <Stack gap="3" as="aside">
            <Heading as="h2" fontSize="lg">
              <Trans>Looking for a quick answer?</Trans>
            </Heading>
            <Text color="fg.muted">
              <Trans>
                Most questions about bookings, payments and deposits are answered in our{' '}
                <ChakraLink asChild color="brand.fg">
                  <Link to="/help-center">help centre</Link>
                </ChakraLink>
                .
              </Trans>
            </Text>
            <Text color="fg.muted">
              <Trans>
                For something a search cannot book, ask our{' '}
                <ChakraLink asChild color="brand.fg">
                  <Link to="/concierge">concierge</Link>
                </ChakraLink>
                .
              </Trans>
            </Text>
          </Stack>
        </Grid>
      </InfoBody>
    </>
  );
}
