import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';

export interface PageLinksProps {
  page: number;
  size: number;
  total: number;
}

/** The page numbers shown around the current one: first, last, and two either side. */
export function pagesAround(page: number, count: number): Array<number | 'gap'> {
  const pages: Array<number | 'gap'> = [];
  for (let n = 1; n <= count; n += 1) {
    if (n === 1 || n === count || Math.abs(n - page) <= 2) pages.push(n);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

/**
 * Classic pagination (spec 9): links to the same list at another `page` (left out for the first),
 * keeping the other search parameters.
 */
export function PageLinks({ page, size, total }: PageLinksProps) {
  const { t } = useLingui();
  const count = Math.max(1, Math.ceil(total / size));
  if (count <= 1) return null;
  const pageSearch = (n: number) => (previous: Record<string, unknown>) => ({ ...previous, page: n === 1 ? undefined : n });

  return (
    <Box as="nav" aria-label={t`Pages`}>
      <HStack as="ul" listStyleType="none" gap="1" wrap="wrap" justify="center">
        {page > 1 && (
          <li>
            <Button asChild variant="ghost" size="sm">
              <Link to="." search={pageSearch(page - 1)} rel="prev">
                <ChevronLeft aria-hidden="true" />
                <Trans>Previous</Trans>
              </Link>
            </Button>
          </li>
        )}
        {pagesAround(page, count).map((n, index) =>
          n === 'gap' ? (
            <Text as="li" key={`gap-${index}`} aria-hidden="true" px="1" color="fg.muted">
              …
            </Text>
          ) : (
            <li key={n}>
              <Button asChild size="sm" minW="9" variant={n === page ? 'solid' : 'outline'} colorPalette="brand">
                <Link to="." search={pageSearch(n)} aria-current={n === page ? 'page' : undefined} aria-label={t`Page ${n}`}>
                  {n}
                </Link>
              </Button>
            </li>
          ),
        )}
        {page < count && (
          <li>
            <Button asChild variant="ghost" size="sm">
              <Link to="." search={pageSearch(page + 1)} rel="next">
                <Trans>Next</Trans>
                <ChevronRight aria-hidden="true" />
              </Link>
            </Button>
          </li>
        )}
      </HStack>
    </Box>
  );
}
