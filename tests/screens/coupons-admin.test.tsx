import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CouponInput, CouponRecord } from '@/machines/coupons/coupon.form';
import { clearStoredSession } from '@/src/core/storage';
import { aSupplier, someLocations } from '@/tests/support/catalog-fixtures';
import { createCoupon, deleteCoupons, getLocations, getSuppliers, listCoupons, server } from '@/tests/support/msw';
import { renderAppAs } from '@/tests/support/render-app';

/** The admins' coupons on the msw edge: one written in the form and saved, the list, a deletion. */

const spring: CouponRecord = {
  _id: '7c1c2b3a-4d5e-4f60-8a7b-000000000001',
  code: 'SPRING-10',
  discount: 10,
  discountUnit: 'percentage',
  validFrom: '2026-03-01T08:00:00.000Z',
  validUntil: null,
  maxUses: 100,
  uses: 3,
  status: 'active',
  createdAt: '2026-03-01T08:00:00.000Z',
};

function backOffice() {
  const created: CouponInput[] = [];
  const deleted: unknown[] = [];
  server.use(
    getLocations(() => HttpResponse.json(someLocations)),
    getSuppliers(() => HttpResponse.json([aSupplier])),
    listCoupons(() => HttpResponse.json({ items: [spring], total: 1, page: 1, size: 30 })),
    createCoupon(async ({ request }) => {
      const body = (await request.json()) as CouponInput;
      created.push(body);
      return HttpResponse.json({ ...spring, ...body, _id: '7c1c2b3a-4d5e-4f60-8a7b-000000000002', uses: 0 }, { status: 201 });
    }),
    deleteCoupons(async ({ request }) => {
      deleted.push(await request.json());
      return HttpResponse.json({ deleted: 0, ended: 1 });
    }),
  );
  return { created, deleted };
}

beforeEach(() => clearStoredSession());

describe("the admins' coupons", () => {
  it('writes a coupon, says what is wrong first, saves it and goes back to the list', async () => {
    const { created } = backOffice();
    const { user } = await renderAppAs('admin', '/manage/coupons/new');
    const code = await screen.findByRole('textbox', { name: /Code/ }, { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in the fields: Code, Discount')).toBeInTheDocument();
    expect(code).toHaveFocus();

    await user.type(code, 'summer-15');
    expect(code).toHaveValue('SUMMER-15');
    await user.type(screen.getByRole('textbox', { name: /Discount/ }), '15');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), '€ off the price');
    await user.type(screen.getByRole('textbox', { name: /Usage limit/ }), '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toEqual([{ code: 'SUMMER-15', discount: 15, discountUnit: 'amount', validUntil: null, maxUses: 50 }]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupons' })).toBeInTheDocument();
  });

  it('lists the coupons and deletes one after a confirmation', async () => {
    const { deleted } = backOffice();
    const { user } = await renderAppAs('admin', '/manage/coupons');
    expect(await screen.findByText('1 coupon', {}, { timeout: 30_000 })).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Coupons' });
    expect(within(cards).getByText('3 of 100 uses')).toBeInTheDocument();
    await user.click(within(cards).getByRole('button', { name: 'Delete SPRING-10' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this coupon?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([{ coupons: [spring._id] }]));
    expect(await screen.findByText('0 coupons deleted; 1 used by bookings ended instead.')).toBeInTheDocument();
  });
});
