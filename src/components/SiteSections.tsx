import { Box, HStack, Link as ChakraLink } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';

type Section = 'cars' | 'yachts' | 'blog';

/** The site's sections, each with its home (spec 2: `/` is the cars home page, `/yachts` the yachts page). */
const sections: { section: Section; to: '/' | '/yachts' | '/blog'; label: MessageDescriptor }[] = [
  { section: 'cars', to: '/', label: msg`Cars` },
  { section: 'yachts', to: '/yachts', label: msg`Yachts` },
  { section: 'blog', to: '/blog', label: msg`Blog` },
];

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The section a page belongs to (its address without the language prefix), if any. */
export function sectionOf(pathname: string): Section | undefined {
  if (under(pathname, '/yachts') || under(pathname, '/all-yachts')) return 'yachts';
  if (under(pathname, '/blog')) return 'blog';
  if (pathname === '/' || ['/cities', '/all-cars', '/search', '/cars'].some((prefix) => under(pathname, prefix))) return 'cars';
  return undefined;
}

/**
 * The header's links to the sections: in the header's bar on a wide screen, in a row of their own under it on a
 * phone (see Header). The section of the page shown is marked: `page` on the section's home, `true` on its other
 * pages (a car, a city, an article).
 */
export function SiteSections() {
  const { i18n } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = sectionOf(pathname);
  return (
    <HStack as="ul" listStyleType="none" gap="1">
      {sections.map(({ section, to, label }) => (
        <Box as="li" key={section} flexShrink="0">
          <ChakraLink
            asChild
            display="inline-flex"
            alignItems="center"
            px="3"
            minH="9"
            borderRadius="md"
            fontSize="sm"
            fontWeight="medium"
            color="fg.muted"
            textDecoration="none"
            _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
            css={{ '&[aria-current]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' } }}
          >
            <Link
              to={to}
              // The router marks the section's home itself (aria-current="page"); the section's other pages are marked here.
              activeOptions={{ exact: true, includeSearch: false }}
              aria-current={current === section ? (pathname === to ? 'page' : 'true') : undefined}
            >
              {i18n._(label)}
            </Link>
          </ChakraLink>
        </Box>
      ))}
    </HStack>
  );
}
