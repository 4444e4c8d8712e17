import { Box, Container, HStack, Link as ChakraLink, Spacer } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BrandMark } from './BrandMark';
import { LanguageSwitch } from './LanguageSwitch';
import { NotificationBell } from './NotificationBell';
import { SiteSections } from './SiteSections';
import { useSessionUser } from '@/src/core/session-context';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

/**
 * The site's header: the brand, the sections (cars, yachts, blog) and the visitor's controls. On a phone the sections
 * have a row of their own under the header, which scrolls away with the page: the sticky bar stays as short as it was
 * (the pages' scroll margins count on it), and nothing has to squeeze beside the controls.
 */
export function Header() {
  const { t } = useLingui();
  return (
    <>
      <HeaderBar />
      <Box as="nav" aria-label={t`Main`} hideFrom="md" borderBottomWidth="1px" borderColor="border.muted" bg="bg">
        <Container maxW="7xl" px="3" py="1">
          <SiteSections />
        </Container>
      </Box>
    </>
  );
}

function HeaderBar() {
  const { t } = useLingui();
  const user = useSessionUser();
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/85"
      backdropFilter="saturate(180%) blur(12px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="7xl" px={{ base: '3', md: '6' }}>
        <HStack h="16" gap={{ base: '1', sm: '3' }}>
          <ChakraLink
            asChild
            display="inline-flex"
            alignItems="center"
            gap="2"
            fontWeight="bold"
            fontSize="xl"
            letterSpacing="tight"
            color="fg"
            textDecoration="none"
            _hover={{ textDecoration: 'none', color: 'brand.fg' }}
          >
            <Link to="/" aria-label={t`Azura, home`}>
              <BrandMark color="brand.primary" />
              <span>Azura</span>
            </Link>
          </ChakraLink>
          <Box as="nav" aria-label={t`Main`} hideBelow="md" ms="6">
            <SiteSections />
          </Box>
          <Spacer />
          <HStack gap={{ base: '1', sm: '2' }}>
            <LanguageSwitch />
            <ThemeToggle />
            {user && <NotificationBell />}
            <UserMenu />
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
