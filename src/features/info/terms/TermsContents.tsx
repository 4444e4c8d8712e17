import { Box, Heading, Link as ChakraLink, List } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TermsSection } from './terms-section';
import { TermsText } from './TermsText';

const contentsHeadingId = 'terms-contents';

/**
 * A keyboard or screen reader user who follows a contents link lands in the section: the router
 * scrolls to the hash, and the section takes the focus so that Tab and reading continue from there.
 */
function focusSection(id: string) {
  document.getElementById(id)?.focus({ preventScroll: true });
}

export function TermsContents({ sections }: { sections: readonly TermsSection[] }) {
  return (
    <Box
      as="nav"
      aria-labelledby={contentsHeadingId}
      position={{ lg: 'sticky' }}
      top={{ lg: '24' }}
      maxH={{ lg: 'calc(100dvh - 7rem)' }}
      overflowY={{ lg: 'auto' }}
      p={{ base: '5', lg: '0' }}
      borderWidth={{ base: '1px', lg: '0' }}
      borderColor="border.muted"
      borderRadius="xl"
      bg={{ base: 'bg.subtle', lg: 'transparent' }}
    >
      <Heading
        id={contentsHeadingId}
        as="h2"
        size="sm"
        textTransform="uppercase"
        letterSpacing="wider"
        color="fg.muted"
        mb="3"
      >
        <Trans>Contents</Trans>
      </Heading>
      <List.Root as="ol" gap="1" ps="6" fontSize="sm">
        {sections.map((section) => (
          <List.Item key={section.id} py="0.5">
            <ChakraLink asChild color="fg" textUnderlineOffset="3px" _hover={{ color: 'brand.fg' }}>
              <Link to="/terms-and-conditions" hash={section.id} onClick={() => focusSection(section.id)}>
                <TermsText text={section.title} />
              </Link>
            </ChakraLink>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
