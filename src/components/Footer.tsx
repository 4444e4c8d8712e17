import { Box, Container, Grid, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import { BrandMark } from './BrandMark';

/** Every public page, by what a visitor looks for. */
const columns: { title: MessageDescriptor; links: { to: LinkProps['to']; label: MessageDescriptor }[] }[] = [
  {
    title: msg`Rent`,
    links: [
      { to: '/all-cars', label: msg`All cars` },
      { to: '/yachts', label: msg`Yachts` },
      { to: '/location-on-map', label: msg`Places on the map` },
      { to: '/concierge', label: msg`Concierge` },
    ],
  },
  {
    title: msg`Azura`,
    links: [
      { to: '/about', label: msg`About us` },
      { to: '/blog', label: msg`Blog` },
      { to: '/work-with-us', label: msg`List your fleet` },
      { to: '/membership', label: msg`Membership` },
    ],
  },
  {
    title: msg`Help`,
    links: [
      { to: '/help-center', label: msg`Help centre` },
      { to: '/contact', label: msg`Contact us` },
      { to: '/terms-and-conditions', label: msg`Terms of Use` },
    ],
  },
];

export function Footer() {
  const { i18n } = useLingui();
  const year = new Date().getFullYear();
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border.muted" bg="bg.subtle" mt="auto">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '10' }}>
        <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr))' }} gap={{ base: '8', md: '6' }}>
          <Stack gap="2" gridColumn={{ base: '1 / -1', md: 'auto' }} maxW="xs">
            <HStack gap="2">
              <BrandMark color="brand.primary" width="6" height="6" />
              <Text fontWeight="semibold">Azura</Text>
            </HStack>
            <Text color="fg.muted" fontSize="sm">
              <Trans>Car and yacht rental on the Riviera and the Mediterranean.</Trans>
            </Text>
          </Stack>
          {columns.map((column) => (
            <Stack as="nav" key={column.title.id} gap="2" aria-label={i18n._(column.title)}>
              <Heading as="h2" fontSize="sm" fontWeight="semibold">
                {i18n._(column.title)}
              </Heading>
              {column.links.map((link) => (
                <ChakraLink key={link.to} asChild color="fg.muted" fontSize="sm" _hover={{ color: 'fg' }} py="0.5">
                  <Link to={link.to}>{i18n._(link.label)}</Link>
                </ChakraLink>
              ))}
            </Stack>
          ))}
        </Grid>
        <Text color="fg.muted" fontSize="sm" mt="8" pt="6" borderTopWidth="1px" borderColor="border.muted">
          <Trans>© {year} Azura. All rights reserved.</Trans>
        </Text>
      </Container>
    </Box>
  );
}
