import { wallClockOf } from '@/domain/zoned-time';

/**
 * The month a vehicle's calendar shows: its weeks (Monday first, as in Europe where the suppliers rent), the period
 * the server is asked for, and where each booking's bar sits in a week. The weeks are calendar days; a booking takes
 * the days of its places' clocks (a pick-up at 00:30 in Monaco is on that day there, whatever the device's zone).
 */

/** A month as the address writes it: '2026-12'. */
export type MonthKey = `${number}-${string}`;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonthKey = (value: unknown): value is MonthKey => typeof value === 'string' && MONTH.test(value);

/** The month of a date, in local time. */
export const monthOf = (date: Date): MonthKey => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** The first day of a month, at local midnight. */
export function firstDayOf(month: MonthKey): Date {
  const [, year, number] = MONTH.exec(month)!;
  return new Date(Number(year), Number(number) - 1, 1);
}

/** The month `count` months after (or before, when negative). */
export function shiftMonth(month: MonthKey, count: number): MonthKey {
  const first = firstDayOf(month);
  return monthOf(new Date(first.getFullYear(), first.getMonth() + count, 1));
}

const addDays = (date: Date, count: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + count);

/** Local midnight of a date's day. */
export const dayOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** The weeks the month's page shows, Monday to Sunday: the first holds the 1st, the last the month's last day. */
export function monthWeeks(month: MonthKey): Date[][] {
  const first = firstDayOf(month);
  // getDay(): 0 is Sunday; the week starts on Monday.
  let day = addDays(first, -((first.getDay() + 6) % 7));
  const weeks: Date[][] = [];
  do {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)));
    day = addDays(day, 7);
  } while (day.getMonth() === first.getMonth() && day.getFullYear() === first.getFullYear());
  return weeks;
}

/**
 * What the server is asked for: from the day before the page's first day to two days after its last, so that a
 * booking on those days at a place whose clock is ahead of or behind the device's is asked for too.
 */
export function monthPeriod(month: MonthKey): { from: string; to: string } {
  const weeks = monthWeeks(month);
  return { from: addDays(weeks[0]![0]!, -1).toISOString(), to: addDays(weeks.at(-1)![6]!, 2).toISOString() };
}

/** A booking as the calendar places it: its instants, and its places' clocks (the device's without them). */
export interface CalendarBooking {
  from: string;
  to: string;
  pickUpLocation?: { timeZone: string };
  dropOffLocation?: { timeZone: string };
}

const pad = (value: number) => String(value).padStart(2, '0');
/** The wall-clock time of an instant at a zone, or on the device's clock without one. */
const wallAt = (iso: string, timeZone: string | undefined) => {
  if (timeZone) return wallClockOf(iso, timeZone);
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
const calendarDay = (wall: string) => new Date(Number(wall.slice(0, 4)), Number(wall.slice(5, 7)) - 1, Number(wall.slice(8, 10)));

/**
 * The days a booking takes on the calendar: from its pick-up's day to its drop-off's, each on its place's clock
 * (a drop-off at midnight ends the day before).
 */
export function bookedDays(booking: CalendarBooking): { first: Date; last: Date } {
  const from = wallAt(booking.from, booking.pickUpLocation?.timeZone);
  const to = wallAt(booking.to, booking.dropOffLocation?.timeZone);
  const endsAtMidnight = to.endsWith('T00:00') && new Date(booking.to) > new Date(booking.from);
  const last = calendarDay(to);
  return { first: calendarDay(from), last: endsAtMidnight ? addDays(last, -1) : last };
}

/** A booking's bar in one week: its first and last columns (0 Monday .. 6 Sunday) and the row it is drawn on. */
export interface WeekBar<B> {
  booking: B;
  start: number;
  end: number;
  /** 0 for the first row of bars; bookings that share days of the week get rows of their own. */
  lane: number;
  /** Whether the booking goes on before this week, or after it: the bar's ends show it. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

const DAY_MS = 86_400_000;
const daysBetween = (a: Date, b: Date) => Math.round((dayOf(b).getTime() - dayOf(a).getTime()) / DAY_MS);

/** The bars of a week, earliest first, each on the first row where it overlaps no other. */
export function weekBars<B extends CalendarBooking>(week: Date[], bookings: readonly B[]): WeekBar<B>[] {
  const monday = week[0]!;
  const sunday = week[6]!;
  const bars: WeekBar<B>[] = [];
  const laneEnds: number[] = [];
  const sorted = [...bookings].sort((a, b) => a.from.localeCompare(b.from) || b.to.localeCompare(a.to));
  for (const booking of sorted) {
    const { first, last } = bookedDays(booking);
    if (last < monday || first > sunday) continue;
    const start = Math.max(0, daysBetween(monday, first));
    const end = Math.min(6, daysBetween(monday, last));
    let lane = laneEnds.findIndex((laneEnd) => laneEnd < start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = end;
    bars.push({ booking, start, end, lane, continuesBefore: first < monday, continuesAfter: last > sunday });
  }
  return bars;
}
