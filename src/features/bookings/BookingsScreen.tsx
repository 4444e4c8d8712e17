import { Box, Button, Center, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { ChevronLeft, ChevronRight, SlidersHorizontal, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { bookingActorOf } from '@/domain/bookings';
import { createBookingsListActors } from '@/machines/bookings/bookings-list.actors';
import {
  BOOKINGS_PAGE_SIZE,
  type GetBookingsQuery,
  bookingsListMachine,
  isPageSelected,
  pageCount,
  selectableIds,
} from '@/machines/bookings/bookings-list.machine';
import type { User } from '@/openapi/types';
import { useApi } from '@/src/core/api-context';
import { useBookingChanges } from '@/src/core/notifications-context';
import { handleError } from '@/src/core/errors';
import { LoadFailedNotice } from '@/src/components/LoadFailedNotice';
import { useLanguage } from '@/src/core/use-language';
import { notify } from '@/src/core/toasts';
import { BookingCards } from './BookingCards';
import { BookingFilters } from './BookingFilters';
import { BookingTable } from './BookingTable';
import { changesSaved } from '@/src/components/form/form-messages';
import { failureMessage } from './bookings-messages';
import { type BookingsSearch, toGetBookingsQuery, withFilters } from './bookings-search';
import { DeleteBookingsDialog } from './DeleteBookingsDialog';
import { useIsDesktop, useStatusChange } from './use-bookings';

export interface BookingsScreenProps {
  user: User;
  /** The list's address: filters, page, page size (validated by the route). */
  search: BookingsSearch;
  /** Puts a new list in the address (the list follows the address). */
  onSearchChange: (next: BookingsSearch) => void;
}

function PageLinks({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  return (
    <HStack as="nav" aria-label={t`Pages`} justify="center" gap="3">
      <Button variant="outline" size={{ base: 'md', lg: 'sm' }} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        <Trans>Previous page</Trans>
      </Button>
      <Text aria-current="page">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </Text>
      <Button variant="outline" size={{ base: 'md', lg: 'sm' }} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next page</Trans>
        <ChevronRight aria-hidden="true" />
      </Button>
    </HStack>
  );
}

/**
 * The bookings an account may see (the server picks them: a driver's own, a supplier's fleet's, all for an
 * admin), a page at a time, filtered by status and period; all of it in the address.
 */
export function BookingsScreen({ user, search, onSearchChange }: BookingsScreenProps) {
  const api = useApi();
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const viewer = bookingActorOf(user.type);
  const desktop = useIsDesktop();
  const size = search.size ?? (desktop ? BOOKINGS_PAGE_SIZE.desktop : BOOKINGS_PAGE_SIZE.mobile);
  const query = toGetBookingsQuery(search, size, language);

  const logic = useMemo(
    () =>
      bookingsListMachine.provide({
        actors: createBookingsListActors(api),
        actions: {
          notifyDeleted: () => notify('positive', i18n._(changesSaved)),
          notifyFailure: (_, { error }) => handleError(error, failureMessage(i18n, error)),
        },
      }),
    [api, i18n],
  );
  const [snapshot, send, list] = useMachine(logic, { input: { viewer, query } });
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    send({ type: 'list.query', query: JSON.parse(queryKey) as GetBookingsQuery });
  }, [queryKey, send]);
  const statusChange = useStatusChange(viewer, () => send({ type: 'list.reload' }));
  // A change told live (a status changed by the supplier or the team, a booking made): the page shown loads again.
  useBookingChanges(() => send({ type: 'list.reload' }));

  const { bookings, total, selected, error } = snapshot.context;
  const pages = pageCount(snapshot.context);
  const page = search.page ?? 1;
  const selectable = selectableIds(snapshot.context);
  const loading = snapshot.matches('loading');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const filterCount = (search.status?.length ? 1 : 0) + (search.from ? 1 : 0) + (search.to ? 1 : 0);

  // The page size is written with every change: the address shows the list as it was read.
  const goTo = (next: BookingsSearch) => onSearchChange({ ...next, size });
  const goToPage = (next: number) => {
    goTo({ ...search, page: next > 1 ? next : undefined });
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  };
  const view = {
    bookings,
    viewer,
    selected,
    selectable,
    pageSelected: isPageSelected(snapshot.context),
    onToggle: (id: string) => send({ type: 'selection.toggle', id }),
    onTogglePage: () => send({ type: 'selection.togglePage' }),
    onDelete: (booking: { _id: string }) => send({ type: 'delete.ask', ids: [booking._id] }),
    statusChange,
  };
  const canDeleteSelection = snapshot.can({ type: 'delete.ask', ids: selected });
  const selectedCount = selected.length;

  const filters = (
    <BookingFilters
      search={search}
      onChange={(changes) => goTo(withFilters(search, changes))}
      onClear={() => goTo(withFilters(search, { status: undefined, from: undefined, to: undefined }))}
    />
  );

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', lg: '10' }}>
      <Heading ref={headingRef} tabIndex={-1} as="h1" fontSize={{ base: '2xl', lg: '3xl' }} mb={{ base: '4', lg: '6' }} letterSpacing="tight" outline="none">
        <Trans>Bookings</Trans>
      </Heading>
      <Stack gap="5">
        <Box as="section" aria-label={t`Filters`}>
          {desktop ? (
            filters
          ) : (
            <>
              <Button variant="outline" width="full" aria-expanded={filtersOpen} aria-controls={filtersId} onClick={() => setFiltersOpen((open) => !open)}>
                <SlidersHorizontal aria-hidden="true" />
                {filterCount > 0 ? <Trans>Filters ({filterCount})</Trans> : <Trans>Filters</Trans>}
              </Button>
              <Box id={filtersId} hidden={!filtersOpen} mt="4" p="4" borderWidth="1px" borderRadius="xl">
                {filters}
              </Box>
            </>
          )}
        </Box>

        <HStack justify="space-between" wrap="wrap" gap="3" minH="10">
          <Text role="status" aria-live="polite" fontWeight="semibold">
            {loading && bookings.length === 0 ? (
              <Trans>Loading…</Trans>
            ) : snapshot.matches('failed') ? null : (
              <Plural value={total} one="# booking" other="# bookings" />
            )}
          </Text>
          {selected.length > 0 && (
            <Button colorPalette="red" variant="solid" disabled={!canDeleteSelection} onClick={() => send({ type: 'delete.ask', ids: selected })}>
              <Trash2 aria-hidden="true" />
              <Trans>Delete selection ({selectedCount})</Trans>
            </Button>
          )}
        </HStack>

        <Box aria-busy={loading} minW="0">
          {snapshot.matches('failed') ? (
            <LoadFailedNotice error={error} onRetry={() => send({ type: 'list.retry' })} />
          ) : loading && bookings.length === 0 ? (
            <Center py="16">
              <Spinner size="lg" color="brand.primary" aria-hidden="true" />
            </Center>
          ) : bookings.length === 0 ? (
            <Text py="10" textAlign="center" color="fg.muted" fontSize="lg">
              <Trans>No bookings.</Trans>
            </Text>
          ) : (
            <Stack gap="6" opacity={loading ? 0.6 : 1} transition="opacity 0.2s">
              {desktop ? <BookingTable {...view} /> : <BookingCards {...view} />}
              {pages > 1 && <PageLinks page={page} pages={pages} onPage={goToPage} />}
            </Stack>
          )}
        </Box>
      </Stack>
      <DeleteBookingsDialog actor={list} finalFocusRef={headingRef} />
    </Container>
  );
}
