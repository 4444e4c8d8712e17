import { Checkbox, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Booking, type BookingViewer, isStaff, mayDelete } from '@/machines/bookings/booking-rules';
import { BookingStatusBadge } from '@/src/components/BookingStatusBadge';
import { useFormat } from '@/src/components/format';
import { bookingName } from './format';
import { BookingDates, OfferCell, OfferColumnTitle, RowActions, SupplierCell } from './BookingRowParts';
import type { StatusChangeActor } from './use-bookings';

/** What the table and the cards show and do: the same for both layouts. */
export interface BookingListViewProps {
  bookings: Booking[];
  viewer: BookingViewer;
  /** Ids of the ticked rows. */
  selected: readonly string[];
  /** Ids of the rows that can be ticked. */
  selectable: readonly string[];
  pageSelected: boolean;
  onToggle: (id: string) => void;
  onTogglePage: () => void;
  onDelete: (booking: Booking) => void;
  statusChange: StatusChangeActor;
}

/** Every account sees spec 2's columns (car, supplier, driver, price, status, days, cost) and the dates; staff also select and act. */
export function columnsFor(viewer: BookingViewer) {
  return { select: isStaff(viewer), actions: isStaff(viewer) };
}

export function RowCheckbox({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled?: boolean; onChange: () => void }) {
  return (
    <Checkbox.Root colorPalette="brand" checked={checked} disabled={disabled} onCheckedChange={onChange}>
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** The desktop list (spec 2: car, supplier, driver, price, status, days, cost; and the dates). */
export function BookingTable({ bookings, viewer, selected, selectable, pageSelected, onToggle, onTogglePage, onDelete, statusChange }: BookingListViewProps) {
  const { t } = useLingui();
  const { money } = useFormat();
  const columns = columnsFor(viewer);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="xl">
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>
          <Trans>Bookings</Trans>
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.select && (
              <Table.ColumnHeader w="10">
                <RowCheckbox
                  label={t`Select all bookings on this page`}
                  checked={pageSelected}
                  disabled={selectable.length === 0}
                  onChange={onTogglePage}
                />
              </Table.ColumnHeader>
            )}
            <Table.ColumnHeader>
              <OfferColumnTitle bookings={bookings} />
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Supplier</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Driver</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Dates</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Price</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Status</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Days</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Cost</Trans>
            </Table.ColumnHeader>
            {columns.actions && (
              <Table.ColumnHeader textAlign="end">
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {bookings.map((booking) => {
            const name = bookingName(booking);
            const rate = money(booking.price.rate);
            return (
              <Table.Row key={booking._id} data-selected={selected.includes(booking._id) ? '' : undefined}>
                {columns.select && (
                  <Table.Cell>
                    <RowCheckbox
                      label={t`Select the booking of ${name}`}
                      checked={selected.includes(booking._id)}
                      disabled={!selectable.includes(booking._id)}
                      onChange={() => onToggle(booking._id)}
                    />
                  </Table.Cell>
                )}
                <Table.Cell maxW="64">
                  <OfferCell booking={booking} compact />
                </Table.Cell>
                <Table.Cell maxW="56">
                  <SupplierCell booking={booking} compact />
                </Table.Cell>
                <Table.Cell>{booking.driver?.fullName ?? <Text as="span" color="fg.muted">—</Text>}</Table.Cell>
                <Table.Cell>
                  <BookingDates booking={booking} />
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <Trans>{rate}/day</Trans>
                </Table.Cell>
                <Table.Cell>
                  <BookingStatusBadge status={booking.status} />
                </Table.Cell>
                <Table.Cell textAlign="end">{booking.price.days}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold">
                  {money(booking.price.total)}
                </Table.Cell>
                {columns.actions && (
                  <Table.Cell>
                    <RowActions
                      booking={booking}
                      viewer={viewer}
                      statusChange={statusChange}
                      deletable={mayDelete(viewer, booking)}
                      onDelete={() => onDelete(booking)}
                    />
                  </Table.Cell>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
