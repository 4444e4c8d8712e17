import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { book, createBookingDriver, databaseLabel, signInAs, useTestServer, type Query, type Schemas, type TestClient } from '@/tests/support/server.ts';

/**
 * The coupons as the admins run them (listCoupons, createCoupon, getCoupon, updateCoupon, deleteCoupons): created,
 * found, changed, used by a driver, then deleted or, once used, ended; drivers and suppliers are refused.
 */
const server = useTestServer();
let admin: TestClient;
let supplier: TestClient;
let driver: Schemas['SignInResponse'];

const input = (overrides: Partial<Schemas['CouponInput']> = {}): Schemas['CouponInput'] => ({
  code: 'spring-10',
  discount: 10,
  discountUnit: 'percentage',
  validUntil: null,
  maxUses: 2,
  ...overrides,
});
const list = async (query: Query<'/api/coupons'> = {}) => (await admin.GET('/api/coupons', { params: { query } })).data!;
const update = (id: string, body: Schemas['CouponInput']) => admin.PUT('/api/coupons/{id}', { params: { path: { id } }, body });
const validate = (code: string) => server.POST('/api/coupons/validate', { body: { code } });

beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: true });
  admin = server.as(await signInAs(server, 'admin@example.com', DEMO_PASSWORD));
  supplier = server.as(await signInAs(server, 'supplier@example.com', DEMO_PASSWORD));
  driver = await createBookingDriver(server, { email: 'coupon.driver@example.org' });
});

describe(`the admins' coupons (${databaseLabel})`, () => {
  it('creates a coupon in capitals that a driver then uses; its uses and status follow', async () => {
    const created = await admin.POST('/api/coupons', { body: input() });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    const coupon = created.data!;
    expect(coupon).toMatchObject({ code: 'SPRING-10', discount: 10, discountUnit: 'percentage', maxUses: 2, uses: 0, status: 'active' });
    expect((await validate('spring-10')).data).toMatchObject({ code: 'SPRING-10', discount: 10 });

    const taken = await admin.POST('/api/coupons', { body: input({ code: 'SPRING-10' }) });
    expect(taken.response.status).toBe(409);
    expect(taken.error?.code).toBe('COUPON_CODE_TAKEN');

    const cars = (await server.GET('/api/cars', { params: { query: { supplier: ['lago-strada'], size: 5 } } })).data!.items;
    const booked = await book(server, driver.token, cars.find((car) => car.available)!, {
      from: new Date(Date.UTC(2028, 2, 1, 10)),
      to: new Date(Date.UTC(2028, 2, 3, 10)),
      paymentOption: 'payLater',
      paymentType: 'card',
      coupon: { code: 'SPRING-10', discount: 10, discountUnit: 'percentage' },
    });
    expect(booked.response.status, JSON.stringify(booked.error)).toBe(201);
    expect(booked.data!.coupon).toBe('SPRING-10');
    expect((await admin.GET('/api/coupons/{id}', { params: { path: { id: coupon._id } } })).data!.uses).toBe(1);

    // Used: its code stays; its terms may change.
    const renamed = await update(coupon._id, input({ code: 'SPRING-20' }));
    expect(renamed.response.status).toBe(409);
    expect(renamed.error?.code).toBe('COUPON_IN_USE');
    const limited = await update(coupon._id, input({ maxUses: 1 }));
    expect(limited.data).toMatchObject({ maxUses: 1, status: 'usedUp' });
    expect((await validate('SPRING-10')).response.status).toBe(422);
  });

  it('lists the coupons 30 a page, searched by code and by status', async () => {
    await admin.POST('/api/coupons', { body: input({ code: 'LATER-5', discount: 5, discountUnit: 'amount', validFrom: '2099-01-01T00:00:00.000Z', maxUses: null }) });
    const page = await list();
    expect(page.size).toBe(30);
    expect(page.items.map((item) => item.code)).toEqual(expect.arrayContaining(['SPRING-10', 'LATER-5']));
    expect((await list({ search: 'later' })).items.map((item) => item.code)).toEqual(['LATER-5']);
    const scheduled = (await list({ status: 'scheduled' })).items;
    expect(scheduled.map((item) => item.code)).toEqual(['LATER-5']);
    expect((await list({ status: 'usedUp' })).items.map((item) => item.code)).toEqual(['SPRING-10']);
  });

  it('refuses what the contract and the table would: a percentage over 100, an end before the start', async () => {
    const over = await admin.POST('/api/coupons', { body: input({ code: 'HALF-OFF', discount: 150 }) });
    expect(over.response.status).toBe(400);
    const backwards = await admin.POST('/api/coupons', { body: input({ code: 'BACKWARDS', validFrom: '2030-02-01T00:00:00.000Z', validUntil: '2030-01-01T00:00:00.000Z' }) });
    expect(backwards.response.status).toBe(400);
    expect((await admin.POST('/api/coupons', { body: input({ code: 'no spaces' }) })).response.status).toBe(400);
  });

  it('deletes unused coupons and ends those bookings have used', async () => {
    const all = (await list({ size: 100 })).items;
    const ids = all.filter((item) => ['SPRING-10', 'LATER-5'].includes(item.code)).map((item) => item._id);
    const result = await admin.POST('/api/coupons/delete', { body: { coupons: ids } });
    expect(result.data).toEqual({ deleted: 1, ended: 1 });
    const left = (await list({ size: 100 })).items;
    expect(left.find((item) => item.code === 'LATER-5')).toBeUndefined();
    expect(left.find((item) => item.code === 'SPRING-10')?.status).toBe('expired');
  });

  it('is for the admins: a supplier and a driver get 403 before the body', async () => {
    for (const as of [supplier, server.as(driver)]) {
      expect((await as.GET('/api/coupons')).response.status).toBe(403);
      // A body that is no coupon: refused before it is read.
      expect((await as.POST('/api/coupons', { body: { nonsense: true } as unknown as Schemas['CouponInput'] })).response.status).toBe(403);
      expect((await as.POST('/api/coupons/delete', { body: { coupons: [] } })).response.status).toBe(403);
    }
  });
});
