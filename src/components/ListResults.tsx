import { Box, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadFailedNotice } from './LoadFailedNotice';
import { Pagination } from './Pagination';

export interface ListResultsProps {
  loading: boolean;
  /** The page could not be read: its failure, with a retry. */
  failed: boolean;
  error?: unknown;
  onRetry: () => void;
  /** No row on the page. */
  empty: boolean;
  emptyText: ReactNode;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The rows. */
  children: ReactNode;
}

/**
 * The body of a back-office list (fleet, accounts): its failure with a retry, a spinner the first time, the words of an
 * empty page, else the rows (dimmed while the next page is read) and the pagination.
 */
export function ListResults({ loading, failed, error, onRetry, empty, emptyText, page, pages, onPage, children }: ListResultsProps) {
  return (
    <Box aria-busy={loading} minW="0">
      {failed ? (
        <LoadFailedNotice error={error} onRetry={onRetry} />
      ) : loading && empty ? (
        <Center py="16">
          <Spinner size="lg" color="brand.primary" aria-hidden="true" />
        </Center>
      ) : empty ? (
        <Text py="10" textAlign="center" color="fg.muted" fontSize="lg">
          {emptyText}
        </Text>
      ) : (
        <Stack gap="6" opacity={loading ? 0.6 : 1} transition="opacity 0.2s">
          {children}
          {pages > 1 && <Pagination page={page} pages={pages} onPage={onPage} />}
        </Stack>
      )}
    </Box>
  );
}
