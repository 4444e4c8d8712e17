import { Card, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { mayDelete } from '@/machines/bookings/booking-rules';
import { BookingStatusBadge } from '@/src/components/BookingStatusBadge';
import { type BookingListViewProps, columnsFor, RowCheckbox } from './BookingTable';
import { useFormat } from '@/src/components/format';
import { bookingName } from './format';
import { OfferCell, RowActions, SupplierCell, useBookingTimes } from './BookingRowParts';

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

/** The phone's list (under 960 px): a card per booking, with the table's columns as lines. */
export function BookingCards({ bookings, viewer, selected, selectable, pageSelected, onToggle, onTogglePage, onDelete, statusChange }: BookingListViewProps) {
  const { t } = useLingui();
  const { money } = useFormat();
  const times = useBookingTimes();
  const columns = columnsFor(viewer);
  return (
    <Stack gap="3">
      {columns.select && (
        <HStack gap="3" px="1" minH="10">
          <RowCheckbox label={t`Select all bookings on this page`} checked={pageSelected} disabled={selectable.length === 0} onChange={onTogglePage} />
          <Text aria-hidden="true">
            <Trans>Select all</Trans>
          </Text>
        </HStack>
      )}
      <Stack as="ul" gap="3" listStyleType="none">
        {bookings.map((booking) => {
          const name = bookingName(booking);
          const rate = money(booking.price.rate);
          return (
            <li key={booking._id}>
              <Card.Root as="article" aria-label={name} size="sm" variant="outline" borderRadius="xl">
                <Card.Body gap="3">
                  <HStack justify="space-between" align="center" gap="3">
                    {columns.select && (
                      <RowCheckbox
                        label={t`Select the booking of ${name}`}
                        checked={selected.includes(booking._id)}
                        disabled={!selectable.includes(booking._id)}
                        onChange={() => onToggle(booking._id)}
                      />
                    )}
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
                      <Trans>{rate}/day</Trans>
                    </Line>
                    <Line label={<Trans>Days</Trans>}>{booking.price.days}</Line>
                    <Line label={<Trans>Cost</Trans>}>
                      <Text as="span" fontWeight="semibold">
                        {money(booking.price.total)}
                      </Text>
                    </Line>
                  </DataList.Root>
                </Card.Body>
                {columns.actions && (
                  <Card.Footer justifyContent="flex-end">
                    <RowActions
                      booking={booking}
                      viewer={viewer}
                      statusChange={statusChange}
                      deletable={mayDelete(viewer, booking)}
                      onDelete={() => onDelete(booking)}
                    />
                  </Card.Footer>
                )}
              </Card.Root>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
