import { describe, expect, it } from 'vitest';
import { bookedDays, isMonthKey, monthOf, monthPeriod, monthWeeks, shiftMonth, weekBars } from '@/machines/fleet/calendar-month';

const local = (year: number, month: number, day: number, hour = 0) => new Date(year, month - 1, day, hour).toISOString();
const dayLabel = (date: Date) => `${date.getMonth() + 1}/${date.getDate()}`;

describe("a vehicle calendar's month", () => {
  it('reads and writes the month of the address', () => {
    expect(isMonthKey('2026-12')).toBe(true);
    expect(isMonthKey('2026-13')).toBe(false);
    expect(isMonthKey('26-1')).toBe(false);
    expect(monthOf(new Date(2026, 0, 31))).toBe('2026-01');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('shows whole weeks, Monday first, from the week of the 1st to that of the last day', () => {
    // December 2026 starts on a Tuesday and ends on a Thursday: 5 weeks, from 30 November to 3 January.
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7 && week[0]!.getDay() === 1)).toBe(true);
    expect(dayLabel(weeks[0]![0]!)).toBe('11/30');
    expect(dayLabel(weeks[4]![6]!)).toBe('1/3');
    // February 2027 starts on a Monday and ends on a Sunday: exactly 4 weeks.
    expect(monthWeeks('2027-02')).toHaveLength(4);
    // Asked with a day more on each side: a place's clock may be ahead of or behind the device's.
    expect(monthPeriod('2026-12')).toEqual({ from: local(2026, 11, 29), to: local(2027, 1, 5) });
  });

  it('counts the days of a booking from its pick-up to its drop-off, a drop-off at midnight ending the day before', () => {
    const days = bookedDays({ from: local(2026, 12, 1, 10), to: local(2026, 12, 4, 10) });
    expect([dayLabel(days.first), dayLabel(days.last)]).toEqual(['12/1', '12/4']);
    expect(dayLabel(bookedDays({ from: local(2026, 12, 1, 10), to: local(2026, 12, 4) }).last)).toBe('12/3');
  });

  it("takes the days of its places' clocks, whatever the device's zone", () => {
    // 00:30 on 2 December in Monaco is 23:30 on 1 December in UTC, 18:30 in New York; midnight there ends on the 4th.
    const monaco = { timeZone: 'Europe/Monaco' };
    const days = bookedDays({ from: '2026-12-01T23:30:00Z', to: '2026-12-04T23:00:00Z', pickUpLocation: monaco, dropOffLocation: monaco });
    expect([dayLabel(days.first), dayLabel(days.last)]).toEqual(['12/2', '12/4']);
  });

  it('draws each booking of a week on the first row where it meets no other, and says when it goes on beyond the week', () => {
    const week = monthWeeks('2026-12')[1]!; // Monday 7 to Sunday 13 December
    const long = { id: 'long', from: local(2026, 12, 5, 10), to: local(2026, 12, 9, 10) };
    const overlapping = { id: 'overlapping', from: local(2026, 12, 8, 10), to: local(2026, 12, 16, 10) };
    const after = { id: 'after', from: local(2026, 12, 10, 12), to: local(2026, 12, 11, 9) };
    const elsewhere = { id: 'elsewhere', from: local(2026, 12, 20, 10), to: local(2026, 12, 21, 10) };
    const bars = weekBars(week, [after, elsewhere, overlapping, long]);
    expect(bars.map(({ booking, start, end, lane, continuesBefore, continuesAfter }) => [booking.id, start, end, lane, continuesBefore, continuesAfter])).toEqual([
      ['long', 0, 2, 0, true, false],
      ['overlapping', 1, 6, 1, false, true],
      ['after', 3, 4, 0, false, false],
    ]);
  });
});
