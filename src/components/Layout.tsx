import { Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';

export const mainContentId = 'main';

/** The page frame: skip link, header, the screen in <main>, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink
        id={mainContentId}
        onClick={(event) => {
          // Focus the content without a hash navigation (the router owns the address).
          event.preventDefault();
          document.getElementById(mainContentId)?.focus();
        }}
      >
        <Trans>Skip to content</Trans>
      </SkipNavLink>
      <Header />
      <SkipNavContent as="main" id={mainContentId} flex="1" display="flex" flexDirection="column">
        {children}
      </SkipNavContent>
      <Footer />
    </Flex>
  );
}
