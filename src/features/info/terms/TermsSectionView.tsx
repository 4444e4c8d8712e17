import { Box, Heading, Stack } from '@chakra-ui/react';
import type { TermsSection } from './terms-section';
import { TermsBlockView, TermsText } from './TermsText';

/** A section of the terms (numbered) or of an information page (`number` left out). */
export function TermsSectionView({ section, number }: { section: TermsSection; number?: number }) {
  const headingId = `${section.id}-title`;
  return (
    <Stack
      as="section"
      id={section.id}
      aria-labelledby={headingId}
      tabIndex={-1}
      gap="4"
      // Clear the sticky header when the router scrolls here.
      scrollMarginTop="24"
      outline="none"
    >
      <Heading id={headingId} as="h2" fontSize={{ base: 'xl', lg: '2xl' }} lineHeight="1.3" letterSpacing="tight">
        {number !== undefined && (
          <Box as="span" color="brand.fg" me="2">
            {number}.
          </Box>
        )}
        <TermsText text={section.title} />
      </Heading>
      {section.blocks.map((block, index) => (
        <TermsBlockView key={index} block={block} />
      ))}
    </Stack>
  );
}
