import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  type CouponField,
  type CouponFieldError,
  type CouponRecord,
  type CouponValues,
  couponRules,
  emptyCoupon,
  toCouponInput,
  toLocalInput,
  validateCoupon,
} from '@/machines/coupons/coupon.form';
import { createRecordFormMachine } from '@/machines/shared/record-form.machine';
import { type Outcome, fakeActor } from '@/tests/support/fake-actors';
import { failure } from '@/tests/support/fixtures';

const record = (id: string, code: string, extra: Partial<CouponRecord> = {}): CouponRecord => ({
  _id: id,
  code,
  discount: 10,
  discountUnit: 'percentage',
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: null,
  maxUses: null,
  uses: 0,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

describe('the coupon form', () => {
  function arrange(id?: string, saves: Outcome<CouponRecord>[] = [record('c1', 'SPRING')]) {
    const load = fakeActor<CouponRecord, { id: string }>(record('c1', 'SPRING', { uses: 2, maxUses: 5, validUntil: '2031-06-30T20:00:00.000Z' }));
    const create = fakeActor<unknown, { values: CouponValues }>(...saves);
    const update = fakeActor<unknown, { id: string; values: CouponValues }>(...saves);
    const events: string[] = [];
    const machine = createRecordFormMachine<CouponValues, CouponField, CouponFieldError, CouponRecord>().provide({
      actors: { load: load.logic, create: create.logic, update: update.logic },
      actions: { notifySaved: () => events.push('saved'), notifyFailure: (_, { error }) => events.push(`failure ${(error as { code: string }).code}`), leave: () => events.push('left') },
    });
    const actor = createActor(machine, { input: { id, rules: couponRules } }).start();
    const settled = () => waitFor(actor, (s) => s.matches('editing') || s.matches('loadFailed') || s.status === 'done');
    // What the coupon's actors send: the body made from the values (machines/coupons/coupons.actors.ts).
    const bodyOf = (values: CouponValues) => toCouponInput(values);
    const createCoupon = { get calls() { return create.calls.map(({ values }) => ({ body: bodyOf(values) })); } };
    const updateCoupon = { get calls() { return update.calls.map(({ id: changed, values }) => ({ id: changed, body: bodyOf(values) })); } };
    return { actor, settled, createCoupon, updateCoupon, events };
  }

  it('checks a new coupon as the contract does, then creates it and goes back to the list', async () => {
    const { actor, settled, createCoupon, events } = arrange();
    await settled();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ code: 'required', discount: 'required' });
    actor.send({ type: 'form.change', values: { code: 'no', discount: '120', validFrom: '2031-07-01T10:00', validUntil: '2031-06-01T10:00', maxUses: '0' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ code: 'invalidCode', discount: 'outOfRange', validUntil: 'endBeforeStart', maxUses: 'outOfRange' });
    actor.send({ type: 'form.change', values: { code: 'summer-15', discount: '15', discountUnit: 'amount', validUntil: '2031-08-01T10:00', maxUses: '' } });
    actor.send({ type: 'form.submit' });
    await settled();
    expect(createCoupon.calls).toEqual([
      {
        body: {
          code: 'SUMMER-15',
          discount: 15,
          discountUnit: 'amount',
          validFrom: new Date('2031-07-01T10:00').toISOString(),
          validUntil: new Date('2031-08-01T10:00').toISOString(),
          maxUses: null,
        },
      },
    ]);
    expect(events).toEqual(['saved', 'left']);
  });

  it('loads a coupon into the form and keeps what was typed when the server refuses it', async () => {
    const { actor, settled, updateCoupon, events } = arrange('c1', [failure('COUPON_IN_USE')]);
    await settled();
    expect(actor.getSnapshot().context.values).toMatchObject({ code: 'SPRING', discount: '10', maxUses: '5', validUntil: toLocalInput('2031-06-30T20:00:00.000Z') });
    actor.send({ type: 'form.change', values: { code: 'SPRING-2' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && events.length > 0);
    expect(updateCoupon.calls[0]).toMatchObject({ id: 'c1', body: { code: 'SPRING-2', maxUses: 5 } });
    expect(events).toEqual(['failure COUPON_IN_USE']);
    expect(actor.getSnapshot().context.values.code).toBe('SPRING-2');
  });

  it('takes a percentage up to 100 and an amount beyond', () => {
    expect(validateCoupon({ ...emptyCoupon, code: 'ABC', discount: '150', discountUnit: 'percentage' }).discount).toBe('outOfRange');
    expect(validateCoupon({ ...emptyCoupon, code: 'ABC', discount: '150', discountUnit: 'amount' }).discount).toBeUndefined();
  });
});
