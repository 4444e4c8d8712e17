import { Box, Button, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { bookingActorOf } from '@/domain/bookings';
import { isStaff } from '@/machines/bookings/booking-rules';
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
import { changesSaved } from '@/src/components/form/form-messages';
import { ListFrame } from '@/src/components/list/ListFrame';
import { PageTick } from '@/src/components/list/RecordRows';
import { deletionListKit } from '@/src/components/list/use-back-office-list';
import { useListAddress } from '@/src/components/use-list-address';
import { useApi } from '@/src/core/api-context';
import { handleError } from '@/src/core/errors';
import { useBookingChanges } from '@/src/core/notifications-context';
import { notify } from '@/src/core/toasts';
import { useLanguage } from '@/src/core/use-language';
import { BookingFilters } from './BookingFilters';
import { BookingRows } from './BookingRows';
import { failureMessage, failureText } from './bookings-messages';
import { type BookingsSearch, toGetBookingsQuery, withFilters } from './bookings-search';
import { bookingName } from './format';
import { useIsDesktop, useStatusChange } from './use-bookings';

export interface BookingsScreenProps {
  user: User;
  /** The list's address: filters, page, page size (validated by the route). */
  search: BookingsSearch;
  /** Puts a new list in the address (the list follows the address). */
  onSearchChange: (next: BookingsSearch) => void;
}

/**
 * The bookings an account may see (the server picks them: a driver's own, a supplier's fleet's, all for an
 * admin), a page at a time, filtered by status and period; all of it in the address. On the back office's list kit:
 * staff tick the bookings they may delete, and change a status or delete from a row.
 */
export function BookingsScreen({ user, search, onSearchChange }: BookingsScreenProps) {
  const api = useApi();
  const { i18n } = useLingui();
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
  const [snapshot, send] = useMachine(logic, { input: { viewer, query } });
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    send({ type: 'list.query', query: JSON.parse(queryKey) as GetBookingsQuery });
  }, [queryKey, send]);
  const statusChange = useStatusChange(viewer, () => send({ type: 'list.reload' }));
  // A change told live (a status changed by the supplier or the team, a booking made): the page shown loads again.
  useBookingChanges(() => send({ type: 'list.reload' }));

  const { bookings, total, selected, toDelete, deleteError, error } = snapshot.context;
  // The page size is written with every change: the address shows the list as it was read.
  const { onPage, headingRef } = useListAddress({ ...search, size }, onSearchChange);
  const filter = (changes: Partial<BookingsSearch>) => onSearchChange({ ...withFilters(search, changes), size });
  const { state, selection, onRetry, confirm } = deletionListKit(snapshot, send, {
    selected,
    pageSelected: isPageSelected(snapshot.context),
    selectable: selectableIds(snapshot.context),
  });
  const count = toDelete.length;
  const only = count === 1 ? bookings.find((booking) => booking._id === toDelete[0]) : undefined;

  return (
    <ListFrame
      heading={<Trans>Bookings</Trans>}
      headingRef={headingRef}
      filters={<FoldedFilters search={search} folded={!desktop} onChange={filter} />}
      count={<Plural value={total} one="# booking" other="# bookings" />}
      // The cards have no header: the page's tick stands beside the count.
      pageTick={isStaff(viewer) && !desktop ? <PageTick selection={selection} /> : undefined}
      state={state}
      error={error}
      onRetry={onRetry}
      selected={selected.length}
      onDeleteSelection={() => send({ type: 'delete.ask', ids: selected })}
      empty={bookings.length === 0}
      emptyText={<Trans>No bookings.</Trans>}
      page={search.page ?? 1}
      pages={pageCount(snapshot.context)}
      onPage={onPage}
      confirm={{
        ...confirm,
        title: <Plural value={count} one="Delete this booking?" other="Delete these # bookings?" />,
        subject: only ? (
          <>
            <Text as="strong">{bookingName(only)}</Text>
            {only.driver && ` · ${only.driver.fullName}`}
          </>
        ) : (
          <Trans>The selected bookings will be deleted.</Trans>
        ),
        note: <Trans>This cannot be undone.</Trans>,
        error: deleteError !== undefined ? failureText(i18n, deleteError) : undefined,
      }}
    >
      <BookingRows
        bookings={bookings}
        viewer={viewer}
        selection={selection}
        statusChange={statusChange}
        busy={state.busy}
        onDelete={(booking) => send({ type: 'delete.ask', ids: [booking._id] })}
        desktop={desktop}
      />
    </ListFrame>
  );
}

interface FoldedFiltersProps {
  search: BookingsSearch;
  /** A phone's screen: the filters open under their button, which counts those in use. */
  folded: boolean;
  onChange: (changes: Partial<BookingsSearch>) => void;
}

/** The list's filters: shown on a desktop, behind 'Filters (n)' on a phone. */
function FoldedFilters({ search, folded, onChange }: FoldedFiltersProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const filters = <BookingFilters search={search} onChange={onChange} onClear={() => onChange({ status: undefined, from: undefined, to: undefined })} />;
  if (!folded) return filters;
  const filterCount = (search.status?.length ? 1 : 0) + (search.from ? 1 : 0) + (search.to ? 1 : 0);
  return (
    <Box w="full">
      <Button variant="outline" width="full" aria-expanded={open} aria-controls={id} onClick={() => setOpen((shown) => !shown)}>
        <SlidersHorizontal aria-hidden="true" />
        {filterCount > 0 ? <Trans>Filters ({filterCount})</Trans> : <Trans>Filters</Trans>}
      </Button>
      <Box id={id} hidden={!open} mt="4" p="4" borderWidth="1px" borderRadius="xl">
        {filters}
      </Box>
    </Box>
  );
}
