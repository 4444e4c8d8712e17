import { Box, Container, HStack, Link as ChakraLink, Spacer } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BrandMark } from './BrandMark';
import { LanguageSwitch } from './LanguageSwitch';
import { NotificationBell } from './NotificationBell';
import { useSessionUser } from '../core/session-context';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

export function Header() {
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
          <Box as="nav" aria-label={t`Main`}>
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
