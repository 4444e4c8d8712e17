import { describe, expect, it } from 'vitest';
import { addWallDays, formatInZone, instantOf, isWallClock, toInstant, toWallClock, wallClockOf, zoneNameAt } from '@/domain/zoned-time';

/** The same answers whatever the zone of the machine: each case is read at a named zone, never at the process's. */

describe('wallClockOf and instantOf: a place’s clock', () => {
  it.each([
    // Winter (UTC+1) and summer (UTC+2) in Monaco and Paris; New York is UTC-5 then UTC-4.
    ['2026-01-15T10:00', 'Europe/Monaco', '2026-01-15T09:00:00.000Z'],
    ['2026-07-01T10:00', 'Europe/Monaco', '2026-07-01T08:00:00.000Z'],
    ['2026-07-01T10:00', 'Europe/Paris', '2026-07-01T08:00:00.000Z'],
    ['2026-07-01T10:00', 'America/New_York', '2026-07-01T14:00:00.000Z'],
    ['2026-07-01T10:00', 'UTC', '2026-07-01T10:00:00.000Z'],
    ['2026-12-31T23:30', 'Europe/Athens', '2026-12-31T21:30:00.000Z'],
  ])('%s in %s is %s, and back', (wall, zone, iso) => {
    expect(instantOf(wall, zone)?.toISOString()).toBe(iso);
    expect(wallClockOf(iso, zone)).toBe(wall);
  });

  describe('Europe/Paris, last Sunday of March 2026 (29th): 02:00 becomes 03:00', () => {
    it('reads the hours around the change on the right side of it', () => {
      expect(instantOf('2026-03-29T01:59', 'Europe/Paris')?.toISOString()).toBe('2026-03-29T00:59:00.000Z');
      expect(instantOf('2026-03-29T03:00', 'Europe/Paris')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
      expect(instantOf('2026-03-30T10:00', 'Europe/Paris')?.toISOString()).toBe('2026-03-30T08:00:00.000Z');
    });

    it('reads a time the clock skips as the time shown an hour on', () => {
      const skipped = instantOf('2026-03-29T02:30', 'Europe/Paris');
      expect(skipped?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
      expect(wallClockOf(skipped!, 'Europe/Paris')).toBe('2026-03-29T03:30');
    });

    it('shows the instants of the change on the clock', () => {
      expect(wallClockOf('2026-03-29T00:59:00Z', 'Europe/Paris')).toBe('2026-03-29T01:59');
      expect(wallClockOf('2026-03-29T01:00:00Z', 'Europe/Paris')).toBe('2026-03-29T03:00');
    });
  });

  describe('Europe/Paris, last Sunday of October 2026 (25th): 03:00 becomes 02:00', () => {
    it('reads a time the clock shows twice as the first of the two', () => {
      expect(instantOf('2026-10-25T02:30', 'Europe/Paris')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
      expect(wallClockOf('2026-10-25T00:30:00Z', 'Europe/Paris')).toBe('2026-10-25T02:30');
      expect(wallClockOf('2026-10-25T01:30:00Z', 'Europe/Paris')).toBe('2026-10-25T02:30');
    });

    it('reads the hours around the change on the right side of it', () => {
      expect(instantOf('2026-10-25T01:59', 'Europe/Paris')?.toISOString()).toBe('2026-10-24T23:59:00.000Z');
      expect(instantOf('2026-10-25T03:00', 'Europe/Paris')?.toISOString()).toBe('2026-10-25T02:00:00.000Z');
    });

    it('keeps 10:00 at 10:00 from the day before to the day after, 25 hours apart', () => {
      const before = instantOf('2026-10-24T10:00', 'Europe/Paris')!;
      const after = instantOf(addWallDays('2026-10-24T10:00', 1), 'Europe/Paris')!;
      expect(addWallDays('2026-10-24T10:00', 1)).toBe('2026-10-25T10:00');
      expect((after.getTime() - before.getTime()) / 3_600_000).toBe(25);
    });
  });

  it('refuses what is no wall-clock time', () => {
    expect(instantOf('2026-02-30T10:00', 'Europe/Paris')).toBeUndefined();
    expect(instantOf('2026-07-01T24:00', 'Europe/Paris')).toBeUndefined();
    expect(instantOf('2026-07-01', 'Europe/Paris')).toBeUndefined();
    expect(isWallClock('2026-07-01T10:00')).toBe(true);
    expect(isWallClock('2026-07-01T10:00Z')).toBe(false);
  });
});

describe('toWallClock and toInstant: what addresses and forms carry', () => {
  it('keeps a wall-clock time as it is, and reads it at the zone', () => {
    expect(toWallClock('2026-07-01T10:00', 'America/New_York')).toBe('2026-07-01T10:00');
    expect(toWallClock('2026-07-01T10:00:00', 'Europe/Monaco')).toBe('2026-07-01T10:00');
    expect(toInstant('2026-07-01T10:00', 'Europe/Monaco')?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
  });

  it('reads an instant with its offset on the zone’s clock', () => {
    expect(toWallClock('2026-07-01T08:00:00.000Z', 'Europe/Monaco')).toBe('2026-07-01T10:00');
    expect(toWallClock('2026-07-01T10:00:00+02:00', 'UTC')).toBe('2026-07-01T08:00');
    expect(toInstant('2026-07-01T08:00:00.000Z', 'America/New_York')?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
  });

  it('gives nothing for what is no date-time', () => {
    expect(toWallClock('', 'UTC')).toBeUndefined();
    expect(toWallClock(undefined, 'UTC')).toBeUndefined();
    expect(toWallClock('tomorrow', 'UTC')).toBeUndefined();
    expect(toInstant('2026-13-01T10:00', 'UTC')).toBeUndefined();
  });
});

describe('formatInZone: written on the place’s clock, the zone named', () => {
  const pickUp = '2026-07-01T08:00:00.000Z';

  it('writes the same words for the same instant whatever the machine’s zone', () => {
    expect(formatInZone(pickUp, 'Europe/Monaco', 'en', 'dateTime')).toBe('Jul 1, 2026, 10:00 AM GMT+2');
    expect(formatInZone(pickUp, 'Europe/Monaco', 'en-GB', 'time')).toBe('10:00 CEST');
    expect(formatInZone(pickUp, 'Europe/Monaco', 'fr', 'dateTime')).toBe('1 juil. 2026, 10:00 UTC+2');
    expect(formatInZone(pickUp, 'America/New_York', 'en', 'time')).toBe('4:00 AM EDT');
  });

  it('writes a day without a zone, on the place’s calendar', () => {
    // 23:30 in Monaco on 30 June is already 1 July in Athens.
    expect(formatInZone('2026-06-30T21:30:00Z', 'Europe/Monaco', 'en', 'date')).toBe('Jun 30, 2026');
    expect(formatInZone('2026-06-30T21:30:00Z', 'Europe/Athens', 'en', 'date')).toBe('Jul 1, 2026');
    expect(wallClockOf('2026-06-30T21:30:00Z', 'Europe/Monaco')).toBe('2026-06-30T23:30');
  });

  it('names the zone in winter and in summer', () => {
    expect(zoneNameAt('2026-01-15T09:00:00Z', 'Europe/Paris', 'en-GB')).toBe('CET');
    expect(zoneNameAt('2026-07-01T08:00:00Z', 'Europe/Paris', 'en-GB')).toBe('CEST');
  });
});
