import { Badge, Box, Card, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Booking, BookingViewer } from '@/machines/bookings/booking-rules';
import { BookingStatusBadge } from '@/src/components/BookingStatusBadge';
import { useFormat } from '@/src/components/format';
import { StatusChangeMenu } from '@/src/features/bookings/StatusChangeMenu';
import type { StatusChangeActor } from '@/src/features/bookings/use-bookings';
import { driverNameOf } from './CalendarMonthGrid';

export interface CalendarAgendaProps {
  bookings: Booking[];
  viewer: BookingViewer;
  statusChange: StatusChangeActor;
  /** The booking picked on the grid: its card stands out. */
  selectedId?: string;
  /** The booking's own page (the route owns the path). */
  bookingLink: (booking: Booking, children: ReactNode) => ReactNode;
}

/** The id of a booking's card, for the grid's bar to bring it up. */
export const agendaCardId = (booking: Pick<Booking, '_id'>) => `calendar-booking-${booking._id}`;

/**
 * The month's bookings in words, earliest first: who, when, where from and to, the status with what may change it,
 * and a way to the booking's page. What the grid draws, readable by everyone.
 */
export function CalendarAgenda({ bookings, viewer, statusChange, selectedId, bookingLink }: CalendarAgendaProps) {
  const { t } = useLingui();
  const { placeTime, money } = useFormat();
  const deleted = t`Deleted account`;
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {bookings.map((booking) => {
        const driver = driverNameOf(booking, deleted);
        const pickUp = booking.pickUpLocation.name;
        const dropOff = booking.dropOffLocation.name;
        return (
          <Card.Root
            as="li"
            key={booking._id}
            id={agendaCardId(booking)}
            tabIndex={-1}
            size="sm"
            variant="outline"
            borderColor={booking._id === selectedId ? 'brand.primary' : undefined}
            borderWidth={booking._id === selectedId ? '2px' : undefined}
            outline="none"
            scrollMarginTop="24"
          >
            <Card.Body gap="3">
              <HStack justify="space-between" align="start" gap="3" wrap="wrap">
                <Box minW="0">
                  <Text fontWeight="semibold">{driver}</Text>
                  {booking.driver && (
                    <ChakraLink href={`mailto:${booking.driver.email}`} fontSize="sm" color="fg.muted" wordBreak="break-all">
                      {booking.driver.email}
                    </ChakraLink>
                  )}
                </Box>
                <HStack gap="2" wrap="wrap">
                  {booking.cancelRequestedAt && (
                    <Badge colorPalette="orange" variant="outline">
                      <Trans>Cancellation requested</Trans>
                    </Badge>
                  )}
                  <BookingStatusBadge status={booking.status} />
                </HStack>
              </HStack>
              <Stack gap="1" fontSize="sm">
                <HStack gap="1.5" wrap="wrap">
                  <Text>{placeTime(booking.from, booking.pickUpLocation.timeZone)}</Text>
                  <ArrowRight size="14" aria-label={t({ message: 'to', context: 'from a date to another' })} />
                  <Text>{placeTime(booking.to, booking.dropOffLocation.timeZone)}</Text>
                  <Text color="fg.muted">
                    (<Plural value={booking.price.days} one="# day" other="# days" />)
                  </Text>
                </HStack>
                <Text color="fg.muted">
                  {pickUp === dropOff ? (
                    pickUp
                  ) : (
                    <Trans>
                      {pickUp} to {dropOff}
                    </Trans>
                  )}
                </Text>
                <Text fontWeight="medium">{money(booking.price.total)}</Text>
              </Stack>
              <HStack justify="space-between" gap="2" wrap="wrap">
                {bookingLink(
                  booking,
                  <Trans>
                    Open the booking<Box as="span" srOnly> of {driver}</Box>
                  </Trans>,
                )}
                <StatusChangeMenu actor={statusChange} viewer={viewer} booking={booking} name={driver} />
              </HStack>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
