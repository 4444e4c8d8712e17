import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type CarPriceInput,
  type PricedCar,
  carPriceMachine,
  countedExtras,
  defaultRentalDates,
  quoteOf,
} from '@/machines/car-price/car-price.machine';

/** 10 June 2026, 09:00 local time: every date below is after it. */
const now = new Date(2026, 5, 10, 9, 0);

/** One extra of each kind: sold per day, sold once, included, not offered. */
const car: PricedCar = {
  price: 100,
  extras: {
    cancellation: 25,
    amendments: 0,
    theftProtection: 10,
    collisionDamageWaiver: -1,
    fullInsurance: 40.5,
    additionalDriver: 0,
  },
};

function arrange(input: Partial<CarPriceInput> = {}) {
  const actor = createActor(carPriceMachine, {
    input: { car, pickUp: '2026-07-01T10:00', dropOff: '2026-07-04T10:00', now, ...input },
  }).start();
  const quote = () => quoteOf(actor.getSnapshot().context);
  return { actor, quote };
}

describe('car price machine', () => {
  it('starts tomorrow 10:00 to the day after 10:00 when no dates are given: one day at the daily price', () => {
    const actor = createActor(carPriceMachine, { input: { car, now } }).start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.context).toMatchObject({ pickUp: '2026-06-11T10:00', dropOff: '2026-06-12T10:00' });
    expect(defaultRentalDates(now, 'UTC')).toEqual({ pickUp: '2026-06-11T10:00', dropOff: '2026-06-12T10:00' });
    expect(snapshot.matches({ editing: 'priced' })).toBe(true);
    expect(quoteOf(snapshot.context)).toEqual({
      ok: true,
      days: 1,
      lines: [
        { item: 'rental', amount: 100 },
        { item: 'amendments', amount: 0 },
        { item: 'additionalDriver', amount: 0 },
      ],
      subtotal: 100,
      couponDiscount: 0,
      usedCashback: 0,
      total: 100,
    });
  });

  it('counts the days: every started 24 hours', () => {
    const { actor, quote } = arrange();
    expect(quote()).toMatchObject({ ok: true, days: 3, total: 300 });

    actor.send({ type: 'dates.change', dropOff: '2026-07-04T10:01' });
    expect(quote()).toMatchObject({ ok: true, days: 4, total: 400 });

    actor.send({ type: 'dates.change', pickUp: '2026-07-04T09:00', dropOff: '2026-07-04T12:00' });
    expect(quote()).toMatchObject({ ok: true, days: 1, total: 100 });
  });

  it('adds a one-off extra once, whatever the days', () => {
    const { actor, quote } = arrange();
    actor.send({ type: 'extra.toggle', extra: 'cancellation', chosen: true });
    expect(quote()).toMatchObject({ ok: true, days: 3, total: 325 });
    const result = quote();
    expect(result.ok && result.lines).toContainEqual({ item: 'cancellation', amount: 25 });
  });

  it('adds a daily extra for every day, cents included', () => {
    const { actor, quote } = arrange();
    actor.send({ type: 'extra.toggle', extra: 'theftProtection', chosen: true });
    expect(quote()).toMatchObject({ total: 330 });
    actor.send({ type: 'extra.toggle', extra: 'fullInsurance', chosen: true });
    expect(quote()).toMatchObject({ total: 451.5 });
    actor.send({ type: 'extra.toggle', extra: 'theftProtection', chosen: false });
    expect(quote()).toMatchObject({ total: 421.5 });
  });

  it('always counts an included extra at 0 and cannot untick it', () => {
    const { actor, quote } = arrange();
    expect(actor.getSnapshot().can({ type: 'extra.toggle', extra: 'amendments', chosen: false })).toBe(false);
    actor.send({ type: 'extra.toggle', extra: 'amendments', chosen: false });
    expect(actor.getSnapshot().context.chosen).toEqual({});
    expect(quote()).toMatchObject({
      total: 300,
      lines: [
        { item: 'rental', amount: 300 },
        { item: 'amendments', amount: 0 },
        { item: 'additionalDriver', amount: 0 },
      ],
    });
  });

  it('counts an included additional driver like every included extra: ticked for good, at 0 (naming one stays optional when booking)', () => {
    const { actor, quote } = arrange();
    expect(countedExtras(car, actor.getSnapshot().context.chosen).additionalDriver).toBe(true);
    expect(actor.getSnapshot().can({ type: 'extra.toggle', extra: 'additionalDriver', chosen: false })).toBe(false);
    expect(quote()).toMatchObject({ total: 300, lines: [{ item: 'rental' }, { item: 'amendments' }, { item: 'additionalDriver', amount: 0 }] });
  });

  it('refuses an extra that is not offered', () => {
    const { actor, quote } = arrange();
    expect(actor.getSnapshot().can({ type: 'extra.toggle', extra: 'collisionDamageWaiver', chosen: true })).toBe(false);
    actor.send({ type: 'extra.toggle', extra: 'collisionDamageWaiver', chosen: true });
    expect(actor.getSnapshot().context.chosen).toEqual({});
    expect(quote()).toMatchObject({ total: 300 });
  });

  it.each([
    ['an empty pick-up', { pickUp: '' }, 'missing'],
    ['a drop-off that is not a date', { dropOff: 'soon' }, 'missing'],
    ['a drop-off before the pick-up', { dropOff: '2026-06-30T10:00' }, 'dropOffNotAfterPickUp'],
    ['a drop-off at the pick-up time', { dropOff: '2026-07-01T10:00' }, 'dropOffNotAfterPickUp'],
    ['a pick-up in the past', { pickUp: '2026-06-09T10:00' }, 'pickUpInPast'],
    ['a pick-up in 9999 (past the 548 days the product opens)', { pickUp: '9999-01-01T10:00', dropOff: '9999-01-02T10:00' }, 'pickUpTooFarAhead'],
    ['a rental of 91 days (past the product\'s 90)', { dropOff: '2026-09-30T10:00' }, 'rentalTooLong'],
  ] as const)('gives no price for %s, and prices again once the dates are fixed', (_, dates, problem) => {
    const { actor, quote } = arrange();
    actor.send({ type: 'dates.change', ...dates });
    expect(actor.getSnapshot().matches({ editing: 'invalidDates' })).toBe(true);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(quote()).toEqual({ ok: false, problem });

    actor.send({ type: 'dates.change', pickUp: '2026-07-01T10:00', dropOff: '2026-07-02T10:00' });
    expect(actor.getSnapshot().matches({ editing: 'priced' })).toBe(true);
    expect(quote()).toMatchObject({ ok: true, days: 1, total: 100 });
  });

  it("takes the car's own lower limits", () => {
    const { actor, quote } = arrange({ limits: { maxDaysAhead: 30, maxRentalDays: 7 } });
    expect(quote()).toMatchObject({ ok: true, days: 3 });
    actor.send({ type: 'dates.change', dropOff: '2026-07-09T10:00' });
    expect(quote()).toEqual({ ok: false, problem: 'rentalTooLong' });
    actor.send({ type: 'dates.change', pickUp: '2026-07-11T10:00', dropOff: '2026-07-12T10:00' });
    expect(quote()).toEqual({ ok: false, problem: 'pickUpTooFarAhead' });
  });

  it('keeps the ticked extras while the dates are invalid', () => {
    const { actor, quote } = arrange();
    actor.send({ type: 'extra.toggle', extra: 'theftProtection', chosen: true });
    actor.send({ type: 'dates.change', dropOff: '' });
    actor.send({ type: 'extra.toggle', extra: 'cancellation', chosen: true });
    actor.send({ type: 'dates.change', dropOff: '2026-07-03T10:00' });
    expect(quote()).toMatchObject({ ok: true, days: 2, total: 200 + 20 + 25 });
  });

  it('remembers the chosen pick-up location', () => {
    const { actor } = arrange({ location: 'nice' });
    expect(actor.getSnapshot().context.location).toBe('nice');
    actor.send({ type: 'location.change', location: 'cannes' });
    expect(actor.getSnapshot().context.location).toBe('cannes');
  });
});
