import { screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import type { couponCheckMachine } from '@/machines/coupon-check/coupon-check.machine';
import { describe, expect, it, vi } from 'vitest';
import { CouponField } from '@/src/features/booking/CouponField';
import { actorEventOf, coverage } from '@/tests/support/model';
import { type ScreenModel, type StepContext, walkPath } from '@/tests/support/model-screen';
import { renderScreen } from '@/tests/support/render';
import { couponCheckModel, couponCheckPaths } from './coupon-check.paths';
import { fillForm, input } from './form-checks';

type Snapshot = SnapshotFrom<typeof couponCheckMachine>;

const paths = couponCheckPaths();

function harness() {
  const applied = vi.fn();
  const apply = () => screen.getByRole('button', { name: /^(Apply|Checking…)$/ });
  /** The field as the machine holds it, with this description (none: ''), and no coupon handed on unless just accepted. */
  const expectField = async (code: string, description: string, { event }: StepContext) => {
    await vi.waitFor(() => expect(input('coupon')).toHaveValue(code));
    await vi.waitFor(() => expect(screen.getByLabelText('Coupon code')).toHaveAccessibleDescription(description));
    const accepted = actorEventOf(event)?.kind === 'done';
    expect(applied).toHaveBeenCalledTimes(accepted ? 1 : 0);
    if (accepted) expect(applied).toHaveBeenCalledWith({ code: 'WELCOME10', discount: 10, discountUnit: 'percentage' });
  };
  const model: ScreenModel = {
    render: () => renderScreen(<CouponField applied={null} onApply={applied} onRemove={vi.fn()} />, { path: '/booking' }),
    events: {
      'couponCode.change': async (event, { screen: { user } }) => fillForm(user, { coupon: (event as { code?: string }).code ?? '' }),
      'couponCode.submit': async (_, { screen: { user } }) => user.click(apply()),
    },
    states: {
      editing: async (snapshot: Snapshot, context) => {
        await expectField(snapshot.context.code, '', context);
        await vi.waitFor(() => expect(apply()).toHaveTextContent('Apply'));
        expect(apply()).toBeEnabled();
      },
      missing: async (snapshot: Snapshot, context) => {
        await expectField(snapshot.context.code, 'Please fill in the field: Coupon code', context);
        expect(context.held.requests.filter((r) => r.operation === 'validateCoupon')).toHaveLength(0);
      },
      checking: async (snapshot: Snapshot, context) => {
        await vi.waitFor(() => expect(apply()).toHaveTextContent('Checking…'));
        expect(apply()).toBeDisabled();
        await expectField(snapshot.context.code, '', context);
        await vi.waitFor(() => expect(context.held.requests.filter((r) => r.operation === 'validateCoupon').at(-1)?.body).toEqual({ code: 'WELCOME10' }));
      },
      invalid: async (snapshot: Snapshot, context) => expectField(snapshot.context.code, 'This coupon is not valid.', context),
      notChecked: async (snapshot: Snapshot, context) => expectField(snapshot.context.code, 'The coupon could not be checked. Please try again.', context),
    },
  };
  return model;
}

describe('coupon check model', () => {
  it('covers every state and every transition of the machine', () => {
    const { missingStates, missingTransitions } = coverage(couponCheckModel, paths);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await walkPath(path, harness());
    });
  }
});
