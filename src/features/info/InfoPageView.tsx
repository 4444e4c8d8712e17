import { Box, Container, Heading, SimpleGrid, Stack, Text, type BoxProps } from '@chakra-ui/react';
import { PageHero } from '@/src/components/PageHero';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { InfoPageContent } from './pages/info-page';
import { TermsSectionView } from './terms/TermsSectionView';

/** The top of an information page: its title, what it is about, and its actions. */
export function InfoHero({ content, children }: { content: Pick<InfoPageContent, 'title' | 'lead'>; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <PageHero title={i18n._(content.title)} lead={i18n._(content.lead)}>
      {children}
    </PageHero>
  );
}

/** The page's cards (services, steps, reasons) under their heading. */
export function InfoCards({ cards }: { cards: NonNullable<InfoPageContent['cards']> }) {
  const { i18n } = useLingui();
  return (
    <Stack as="section" gap="5" aria-labelledby="info-cards">
      <Heading as="h2" id="info-cards" fontSize={{ base: 'xl', lg: '2xl' }} letterSpacing="tight">
        {i18n._(cards.title)}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        {cards.items.map((card, index) => (
          <Stack key={card.id} gap="2" p="5" borderWidth="1px" borderColor="border.muted" borderRadius="xl" bg="bg.panel">
            <Box color="brand.fg" fontWeight="bold" fontSize="sm" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </Box>
            <Heading as="h3" fontSize="lg">
              {i18n._(card.title)}
            </Heading>
            <Text color="fg.muted" lineHeight="1.7">
              {i18n._(card.text)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The page's sections of text, each with its anchor. */
export function InfoSections({ sections }: { sections: InfoPageContent['sections'] }) {
  return (
    <Stack gap={{ base: '8', lg: '10' }} maxW="70ch">
      {sections.map((section) => (
        <TermsSectionView key={section.id} section={section} />
      ))}
    </Stack>
  );
}

/** The frame of a form on an information page. */
export function FormPanel({ children, ...props }: BoxProps) {
  return (
    <Box p={{ base: '5', md: '8' }} borderWidth="1px" borderColor="border.muted" borderRadius="2xl" bg="bg.panel" {...props}>
      {children}
    </Box>
  );
}

/** The body of an information page below its hero. */
export function InfoBody({ children }: { children: ReactNode }) {
  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} pt={{ base: '4', lg: '6' }} pb={{ base: '12', lg: '20' }}>
      <Stack gap={{ base: '10', lg: '14' }}>{children}</Stack>
    </Container>
  );
}
