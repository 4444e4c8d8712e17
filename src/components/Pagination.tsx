import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { InertUntilHydrated } from './InertUntilHydrated';

/**
 * The page numbers around the current one, with the first and the last: 1 … 4 5 6 … 12. A gap of a single page shows
 * that page (1 2 3 4 … 9, not 1 … 3 4 … 9): an ellipsis is no shorter than the number it would hide.
 */
export function visiblePages(page: number, pages: number): Array<number | 'gap'> {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => {
    const previous = sorted[index - 1];
    if (previous === undefined || n - previous === 1) return [n];
    return n - previous === 2 ? [previous + 1, n] : ['gap' as const, n];
  });
}

export interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Classic pagination (spec 9): previous, the page numbers, next. */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  const { t } = useLingui();
  return (
    // Buttons the page's script answers: off until it runs.
    <InertUntilHydrated>
    <HStack as="nav" aria-label={t`Pages`} justify="center" gap="1" wrap="wrap">
      <IconButton variant="ghost" size="sm" aria-label={t`Previous page`} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft />
      </IconButton>
      {visiblePages(page, pages).map((n, index) =>
        n === 'gap' ? (
          <Text as="span" key={`gap-${index}`} px="1" color="fg.muted" aria-hidden="true">
            …
          </Text>
        ) : (
          <Button
            key={n}
            size="sm"
            minW="9"
            variant={n === page ? 'solid' : 'ghost'}
            colorPalette="brand"
            aria-current={n === page ? 'page' : undefined}
            aria-label={t`Page ${n}`}
            onClick={() => onPage(n)}
          >
            {n}
          </Button>
        ),
      )}
      <IconButton variant="ghost" size="sm" aria-label={t`Next page`} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <ChevronRight />
      </IconButton>
      <Text srOnly>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </Text>
    </HStack>
    </InertUntilHydrated>
  );
}
