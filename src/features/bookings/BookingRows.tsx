import { DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type Booking, type BookingViewer, isStaff, mayDelete } from '@/machines/bookings/booking-rules';
import { BookingStatusBadge } from '@/src/components/BookingStatusBadge';
import { useFormat } from '@/src/components/format';
import { type ListColumn, RecordRows, type RowSelection } from '@/src/components/list/RecordRows';
import { BookingDates, OfferCell, OfferColumnTitle, SupplierCell, useBookingTimes } from './BookingRowParts';
import { bookingName } from './format';
import { StatusChangeMenu } from './StatusChangeMenu';
import type { StatusChangeActor } from './use-bookings';

export interface BookingRowsProps {
  bookings: Booking[];
  viewer: BookingViewer;
  /** The ticks, which only staff have. */
  selection: RowSelection;
  statusChange: StatusChangeActor;
  /** A page is being read or a deletion runs: the rows' Delete waits. */
  busy: boolean;
  onDelete: (booking: Booking) => void;
  /** The table (from 960 px, as the page size is read), else the cards. */
  desktop: boolean;
}

function Line({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue justifyContent="flex-end" textAlign="end">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

function DailyRate({ booking }: { booking: Booking }) {
  const { money } = useFormat();
  const rate = money(booking.price.rate);
  return <Trans>{rate}/day</Trans>;
}

/**
 * The bookings' page (the list kit's rows): spec 2's columns (car, supplier, driver, price, status, days, cost) and the
 * dates in the table, the same facts as lines in the cards; staff also tick, change a status and delete, each where
 * the account may.
 */
export function BookingRows({ bookings, viewer, selection, statusChange, busy, onDelete, desktop }: BookingRowsProps) {
  const { t } = useLingui();
  const { money } = useFormat();
  const times = useBookingTimes();
  const staff = isStaff(viewer);
  const columns: ListColumn<Booking>[] = [
    { key: 'offer', header: <OfferColumnTitle bookings={bookings} />, cell: (booking) => <OfferCell booking={booking} compact />, cellProps: { maxW: '64' } },
    { key: 'supplier', header: <Trans>Supplier</Trans>, cell: (booking) => <SupplierCell booking={booking} compact />, cellProps: { maxW: '56' } },
    { key: 'driver', header: <Trans>Driver</Trans>, cell: (booking) => booking.driver?.fullName ?? <Text as="span" color="fg.muted">—</Text> },
    { key: 'dates', header: <Trans>Dates</Trans>, cell: (booking) => <BookingDates booking={booking} /> },
    // The rate and the days make the cost: below 1280 px the table has room for the cost only.
    { key: 'rate', header: <Trans>Price</Trans>, align: 'end', from: 'xl', cell: (booking) => <DailyRate booking={booking} />, cellProps: { whiteSpace: 'nowrap' } },
    { key: 'status', header: <Trans>Status</Trans>, cell: (booking) => <BookingStatusBadge status={booking.status} /> },
    { key: 'days', header: <Trans>Days</Trans>, align: 'end', from: 'xl', cell: (booking) => booking.price.days },
    { key: 'cost', header: <Trans>Cost</Trans>, align: 'end', cell: (booking) => money(booking.price.total), cellProps: { whiteSpace: 'nowrap', fontWeight: 'semibold' } },
  ];
  return (
    <RecordRows
      items={bookings}
      nameOf={bookingName}
      label={t`Bookings`}
      layout={desktop ? 'table' : 'cards'}
      selection={staff ? selection : undefined}
      tickLabel={(booking) => {
        const name = bookingName(booking);
        return t`Select the booking of ${name}`;
      }}
      actions={staff ? (booking) => <StatusChangeMenu actor={statusChange} viewer={viewer} booking={booking} name={bookingName(booking)} /> : undefined}
      onDelete={staff ? onDelete : undefined}
      deletable={(booking) => mayDelete(viewer, booking)}
      deleteLabel={(booking) => {
        const name = bookingName(booking);
        return t`Delete the booking of ${name}`;
      }}
      busy={busy}
      columns={columns}
      card={(booking, { tick, actions }) => (
        <>
          <HStack justify="space-between" align="center" gap="3">
            {tick}
            <Stack flex="1" minW="0">
              <OfferCell booking={booking} wrap />
            </Stack>
            <BookingStatusBadge status={booking.status} />
          </HStack>
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            <Line label={<Trans>Pick-up</Trans>}>{times.pickUp(booking)}</Line>
            <Line label={<Trans>Drop-off</Trans>}>{times.dropOff(booking)}</Line>
            <Line label={<Trans>Supplier</Trans>}>
              <SupplierCell booking={booking} wrap />
            </Line>
            <Line label={<Trans>Driver</Trans>}>{booking.driver?.fullName ?? '—'}</Line>
            <Line label={<Trans>Price</Trans>}>
              <DailyRate booking={booking} />
            </Line>
            <Line label={<Trans>Days</Trans>}>{booking.price.days}</Line>
            <Line label={<Trans>Cost</Trans>}>
              <Text as="span" fontWeight="semibold">
                {money(booking.price.total)}
              </Text>
            </Line>
          </DataList.Root>
          {actions}
        </>
      )}
    />
  );
}
