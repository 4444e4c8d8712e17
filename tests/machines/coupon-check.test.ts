import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppliedCoupon } from '@/machines/booking/booking-types';
import { type Coupon, couponCheckMachine } from '@/machines/coupon-check/coupon-check.machine';
import { ApiFailure } from '@/api/client';
import { failure } from '@/tests/support/fixtures';

/** The booking's coupon field: a code checked by the server, handed to the booking when it is taken, refusals said. */

const welcome: Coupon = { code: 'WELCOME10', discount: 10, discountUnit: 'percentage', validUntil: null };

/** A validateCoupon actor answering the outcomes in turn ('pending' never settles), recording each code and its signal. */
function arrange(...outcomes: Array<Coupon | ApiFailure | 'pending'>) {
  const calls: { code: string; signal: AbortSignal }[] = [];
  const applied: AppliedCoupon[] = [];
  const validateCoupon = fromPromise<Coupon, { code: string }>(async ({ input, signal }) => {
    const outcome = outcomes[Math.min(calls.length, outcomes.length - 1)];
    calls.push({ code: input.code, signal });
    if (outcome === 'pending') return new Promise<Coupon>(() => {});
    if (outcome instanceof ApiFailure) throw outcome;
    return outcome!;
  });
  const machine = couponCheckMachine.provide({ actors: { validateCoupon }, actions: { applyCoupon: (_, coupon) => applied.push(coupon) } });
  const actor = createActor(machine).start();
  const submit = (code: string) => {
    actor.send({ type: 'couponCode.change', code });
    actor.send({ type: 'couponCode.submit' });
  };
  return { actor, calls, applied, submit };
}

describe('the coupon check machine', () => {
  it('sends the code in capitals without spaces, hands the coupon to the booking and empties the field', async () => {
    const { actor, calls, applied, submit } = arrange(welcome);
    submit('  welcome10 ');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(calls.map((call) => call.code)).toEqual(['WELCOME10']);
    expect(applied).toEqual([{ code: 'WELCOME10', discount: 10, discountUnit: 'percentage' }]);
    expect(actor.getSnapshot().context.code).toBe('');
  });

  it('asks for a code when there is none, without asking the server, until something is typed', () => {
    const { actor, calls, submit } = arrange(welcome);
    submit('   ');
    expect(actor.getSnapshot().value).toBe('missing');
    expect(calls).toEqual([]);
    actor.send({ type: 'couponCode.change', code: 'W' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it.each([
    ['an unknown, expired or used-up code (422)', 'COUPON_INVALID', 'invalid'],
    ['what is not a code (400)', 'VALIDATION_ERROR', 'invalid'],
    ['a server that failed', 'INTERNAL_ERROR', 'notChecked'],
    ['no network', 'NETWORK_ERROR', 'notChecked'],
  ] as const)('says so for %s, keeps the code and hands nothing on', async (_, code, state) => {
    const { actor, applied, submit } = arrange(failure(code));
    submit('nope1');
    await waitFor(actor, (s) => s.matches(state));
    expect(applied).toEqual([]);
    expect(actor.getSnapshot().context.code).toBe('nope1');
  });

  it('asks again when Apply is pressed after a failed check', async () => {
    const { actor, calls, applied, submit } = arrange(failure('INTERNAL_ERROR'), welcome);
    submit('welcome10');
    await waitFor(actor, (s) => s.matches('notChecked'));
    actor.send({ type: 'couponCode.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(calls.map((call) => call.code)).toEqual(['WELCOME10', 'WELCOME10']);
    expect(applied).toHaveLength(1);
  });

  it('forgets a refusal as soon as the code changes', async () => {
    const { actor, calls, submit } = arrange(failure('COUPON_INVALID'));
    submit('nope');
    await waitFor(actor, (s) => s.matches('invalid'));
    actor.send({ type: 'couponCode.change', code: 'nope2' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.code).toBe('nope2');
    expect(calls).toHaveLength(1);
  });

  it('drops the check under way when the code is typed again: its answer is about a code no longer in the field', () => {
    const { actor, calls, applied, submit } = arrange('pending');
    submit('welcome10');
    expect(actor.getSnapshot().value).toBe('checking');
    actor.send({ type: 'couponCode.change', code: 'welcome1' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(applied).toEqual([]);
  });
});
