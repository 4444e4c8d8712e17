import { Box, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { termsSections } from './terms/sections';
import { TermsContents } from './terms/TermsContents';
import { TermsSectionView } from './terms/TermsSectionView';

/** The Terms of Use that every driver accepts at sign-up; the text is catalogued in `terms/`. */
export function TermsScreen() {
  return (
    <>
      <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg">
        <Container maxW="6xl" px={{ base: '4', md: '6' }} pt={{ base: '10', lg: '16' }} pb={{ base: '6', lg: '10' }}>
          <Stack gap="4" maxW="70ch">
            <Heading
              as="h1"
              fontSize={{ base: '3xl', sm: '4xl', lg: '5xl' }}
              lineHeight="1.1"
              letterSpacing="tight"
              fontWeight="extrabold"
            >
              <Trans>Terms of Use</Trans>
            </Heading>
            <Text fontSize={{ base: 'md', lg: 'lg' }} color="fg.muted" lineHeight="1.7">
              <Trans>
                These terms apply when you use Azura to find, book and manage car and yacht rentals. Please read
                them before you create an account or book: by doing either, you accept them.
              </Trans>
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <Trans>
                Last updated: <time dateTime="2026-11-21">21 November 2026</time>
              </Trans>
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container maxW="6xl" px={{ base: '4', md: '6' }} pt={{ base: '4', lg: '6' }} pb={{ base: '12', lg: '20' }}>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: '15rem minmax(0, 70ch)' }}
          gap={{ base: '10', lg: '12' }}
          alignItems="start"
        >
          <TermsContents sections={termsSections} />
          <Stack as="article" gap={{ base: '10', lg: '12' }} maxW="70ch" minW="0">
            {termsSections.map((section, index) => (
              <TermsSectionView key={section.id} section={section} number={index + 1} />
            ))}
          </Stack>
        </Grid>
      </Container>
    </>
  );
}
