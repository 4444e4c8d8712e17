/**
 * A booking's times are the place's clock: a pick-up at 10:00 in Monaco is 10:00 on the Monaco clock, whatever the
 * zone of the device that picks or shows it, and of the server that renders the page (UTC). This is the one place
 * that turns a wall-clock time at a place into an instant and back, and writes an instant on a place's clock.
 * Intl only: the zone rules are the runtime's (the browser's, Node's ICU).
 */

/** A wall-clock time, as a `datetime-local` input holds it and as the addresses carry it: `2026-07-01T10:00`. */
export type WallClock = string;

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/** An ISO date-time that names its offset (`Z`, `+02:00`): an instant, not a wall-clock time. */
const WITH_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;
const DAY_MS = 86_400_000;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function fieldsOf(wall: string): Fields | undefined {
  const match = WALL_CLOCK.exec(wall);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // 2026-02-30 or 25:00 is no time at all.
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day || hour > 23) return undefined;
  return { year, month, day, hour, minute };
}

const wallOf = ({ year, month, day, hour, minute }: Fields): WallClock => `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;

/** A well-formed wall-clock time (a day that exists, a time of day). */
export const isWallClock = (value: unknown): value is WallClock => typeof value === 'string' && fieldsOf(value) !== undefined;

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** How far the zone's clock is ahead of UTC at that instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(partsFormat(timeZone).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The wall-clock time of an instant on the zone's clock, to the minute. */
export function wallClockOf(instant: Date | string | number, timeZone: string): WallClock {
  const time = new Date(instant).getTime();
  const local = new Date(time + offsetAt(time, timeZone));
  return wallOf({
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  });
}

/**
 * The instant a wall-clock time happens at on the zone's clock. A time the clock skips (02:30 on the night summer time
 * starts) is read as the time the clock shows an hour on (03:30); a time it shows twice (02:30 on the night it ends)
 * is the first of the two: as a person who reads the clock would meet them.
 */
export function instantOf(wall: WallClock, timeZone: string): Date | undefined {
  const fields = fieldsOf(wall);
  if (!fields) return undefined;
  const asUtc = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute);
  // The offsets a day before and after cover the one change a zone makes at most in two days.
  const before = asUtc - offsetAt(asUtc - DAY_MS, timeZone);
  const after = asUtc - offsetAt(asUtc + DAY_MS, timeZone);
  const matching = [before, after].filter((candidate) => wallClockOf(candidate, timeZone) === wall);
  return new Date(matching.length > 0 ? Math.min(...matching) : before);
}

/**
 * A date-time of an address or a form as the wall-clock time at the zone: a wall-clock time stays as it is; an ISO
 * instant (with its offset: older links, the API) is read on the zone's clock. Undefined when it is neither.
 */
export function toWallClock(value: string | undefined, timeZone: string): WallClock | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (isWallClock(text)) return text;
  if (!WITH_OFFSET.test(text)) {
    // A wall-clock time with seconds (`2026-07-01T10:00:00`), as some inputs write it.
    const minutes = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}):\d{2}(\.\d+)?$/.exec(text)?.[1];
    return minutes && isWallClock(minutes) ? minutes : undefined;
  }
  const time = new Date(text).getTime();
  return Number.isNaN(time) ? undefined : wallClockOf(time, timeZone);
}

/** A date-time of an address or a form (a wall-clock time at the zone, or an ISO instant) as its instant. */
export function toInstant(value: string | undefined, timeZone: string): Date | undefined {
  const wall = toWallClock(value, timeZone);
  return wall ? instantOf(wall, timeZone) : undefined;
}

/** The same wall-clock time `days` days later (earlier when negative): 10:00 stays 10:00 across a change of clock. */
export function addWallDays(wall: WallClock, days: number): WallClock {
  const fields = fieldsOf(wall);
  if (!fields) return wall;
  const date = new Date(Date.UTC(fields.year, fields.month - 1, fields.day + days, fields.hour, fields.minute));
  return wallOf({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: fields.hour, minute: fields.minute });
}

/** The day of a wall-clock time at a given time of day: `atTime('2026-07-01T18:42', '10:00')` is `2026-07-01T10:00`. */
export const atTime = (wall: WallClock, time: string): WallClock => `${wall.slice(0, 10)}T${time}`;

/** How an instant is written: a day, a time of day, or both; 'full' names the weekday and the month in words. */
export type ZonedStyle = 'dateTime' | 'date' | 'time' | 'fullDateTime';

const styles: Record<ZonedStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  fullDateTime: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
};

/**
 * An instant written on the zone's clock in a language (a BCP 47 locale). With a time of day, the zone is named
 * (Intl's short name: "GMT+2", "CEST", "UTC+2"), so that no one reads it on his own clock: "Jul 1, 2026, 10:00 AM GMT+2".
 */
export function formatInZone(instant: Date | string | number, timeZone: string, locale: string, style: ZonedStyle = 'dateTime'): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const withZone = style !== 'date';
  return new Intl.DateTimeFormat(locale, { ...styles[style], timeZone, ...(withZone ? { timeZoneName: 'short' } : {}) }).format(date);
}

/** The zone's short name at that instant in a language ("GMT+2", "CEST", "UTC+2"). */
export function zoneNameAt(instant: Date | string | number, timeZone: string, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(new Date(instant));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
