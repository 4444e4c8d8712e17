import { Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Booking } from '@/machines/bookings/booking-rules';
import { dayOf, firstDayOf, monthWeeks, weekBars, type MonthKey } from '@/machines/fleet/calendar-month';
import { statusPalettes } from '@/src/components/booking-labels';
import { useFormat } from '@/src/components/format';

/** Who a booking's bar names: its driver, or that the account is gone. */
export const driverNameOf = (booking: Booking, deleted: string) => booking.driver?.fullName ?? deleted;

export interface CalendarMonthGridProps {
  month: MonthKey;
  bookings: Booking[];
  /** The booking picked on the grid: its bar stands out. */
  selectedId?: string;
  onPick: (booking: Booking) => void;
}

/**
 * A month as weeks of days, each booking a bar from its pick-up day to its drop-off day in its status's colour (as the
 * best rental back offices draw a vehicle's calendar). The grid is a drawing of the list under it, which says the same
 * in words: screen readers skip the grid, and a bar picked with the mouse or a finger brings its booking up in the list.
 */
export function CalendarMonthGrid({ month, bookings, selectedId, onPick }: CalendarMonthGridProps) {
  const { t } = useLingui();
  const { language } = useFormat();
  const weeks = monthWeeks(month);
  const inMonth = firstDayOf(month).getMonth();
  const today = dayOf(new Date()).getTime();
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short' });
  const deleted = t`Deleted account`;

  return (
    <Box aria-hidden="true" borderWidth="1px" borderColor="border" borderRadius="lg" overflow="hidden" data-testid="calendar-grid">
      <Box display="grid" gridTemplateColumns="repeat(7, minmax(0, 1fr))" bg="bg.muted" borderBottomWidth="1px" borderColor="border">
        {weeks[0]!.map((day) => (
          <Text key={day.getDay()} fontSize="xs" fontWeight="semibold" color="fg.muted" textAlign="center" py="1.5" truncate>
            {weekday.format(day)}
          </Text>
        ))}
      </Box>
      {weeks.map((week) => {
        const bars = weekBars(week, bookings);
        const lanes = Math.max(1, ...bars.map((bar) => bar.lane + 1));
        return (
          <Box
            key={week[0]!.getTime()}
            display="grid"
            gridTemplateColumns="repeat(7, minmax(0, 1fr))"
            gridTemplateRows={`1.75rem repeat(${lanes}, 1.625rem) 0.375rem`}
            borderBottomWidth="1px"
            borderColor="border"
            _last={{ borderBottomWidth: '0' }}
          >
            {week.map((day, column) => {
              const isToday = day.getTime() === today;
              const outside = day.getMonth() !== inMonth;
              return (
                <Box
                  key={`cell-${day.getTime()}`}
                  gridColumn={column + 1}
                  gridRow="1 / -1"
                  bg={outside ? 'bg.subtle' : undefined}
                  borderStartWidth={column === 0 ? '0' : '1px'}
                  borderColor="border"
                  px="1.5"
                  pt="1"
                >
                  <Text
                    as="span"
                    display="inline-flex"
                    alignItems="center"
                    justifyContent="center"
                    minW="6"
                    h="6"
                    borderRadius="full"
                    fontSize="xs"
                    fontWeight={isToday ? 'bold' : 'medium'}
                    bg={isToday ? 'blue.700' : undefined}
                    color={isToday ? 'white' : outside ? 'fg.muted' : 'fg'}
                    data-today={isToday || undefined}
                  >
                    {day.getDate()}
                  </Text>
                </Box>
              );
            })}
            {bars.map(({ booking, start, end, lane, continuesBefore, continuesAfter }) => {
              const selected = booking._id === selectedId;
              const cancelled = booking.status === 'cancelled';
              return (
                <Box
                  as="button"
                  key={booking._id}
                  tabIndex={-1}
                  onClick={() => onPick(booking)}
                  gridColumn={`${start + 1} / ${end + 2}`}
                  gridRow={lane + 2}
                  zIndex="1"
                  alignSelf="center"
                  h="1.375rem"
                  mx="0.5"
                  px="1.5"
                  colorPalette={statusPalettes[booking.status]}
                  bg="colorPalette.subtle"
                  color="colorPalette.fg"
                  borderStartWidth={continuesBefore ? '0' : '3px'}
                  borderColor="colorPalette.solid"
                  borderStartRadius={continuesBefore ? '0' : 'sm'}
                  borderEndRadius={continuesAfter ? '0' : 'sm'}
                  outline={selected ? '2px solid' : undefined}
                  outlineColor="colorPalette.solid"
                  fontSize="xs"
                  fontWeight="medium"
                  textAlign="start"
                  // Struck through, not faded: a faded bar's name falls under the contrast ratio of WCAG AA.
                  textDecoration={cancelled ? 'line-through' : undefined}
                  cursor="pointer"
                  overflow="hidden"
                  whiteSpace="nowrap"
                  textOverflow="ellipsis"
                  data-booking={booking._id}
                  data-status={booking.status}
                >
                  {driverNameOf(booking, deleted)}
                </Box>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}
