import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { bearer, bookCar, createBookingDriver, databaseLabel, json, signInAs, startTestServer, type BookableCar, type TestServer } from '@/tests/support/server.ts';

/**
 * The coupons as the admins run them (listCoupons, createCoupon, getCoupon, updateCoupon, deleteCoupons): created,
 * found, changed, used by a driver, then deleted or, once used, ended; drivers and companies are refused.
 */
let server: TestServer;
let admin: string;
let supplier: string;
let driver: { _id: string; token: string };

interface Coupon {
  _id: string;
  code: string;
  discount: number;
  discountUnit: string;
  validUntil: string | null;
  maxUses: number | null;
  uses: number;
  status: string;
}

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const input = (overrides: Record<string, unknown> = {}) => ({ code: 'spring-10', discount: 10, discountUnit: 'percentage', validUntil: null, maxUses: 2, ...overrides });

beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.database, { demoAccounts: true });
  admin = await signInAs(server, 'admin@example.com', DEMO_PASSWORD);
  supplier = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
  driver = await createBookingDriver(server, { email: 'coupon.driver@example.org' });
});
afterAll(() => server?.close());

describe(`the admins' coupons (${databaseLabel})`, () => {
  it('creates a coupon in capitals that a driver then uses; its uses and status follow', async () => {
    const created = await call(admin, 'POST', '/api/coupons', input());
    expect(created.statusCode, created.body).toBe(201);
    const coupon = json<Coupon>(created);
    expect(coupon).toMatchObject({ code: 'SPRING-10', discount: 10, discountUnit: 'percentage', maxUses: 2, uses: 0, status: 'active' });
    expect(json(await server.app.inject({ method: 'POST', url: '/api/coupons/validate', payload: { code: 'spring-10' } }))).toMatchObject({ code: 'SPRING-10', discount: 10 });

    const taken = await call(admin, 'POST', '/api/coupons', input({ code: 'SPRING-10' }));
    expect(taken.statusCode).toBe(409);
    expect(json(taken).code).toBe('COUPON_CODE_TAKEN');

    const cars = json<{ items: (BookableCar & { available: boolean })[] }>(await server.app.inject({ method: 'GET', url: '/api/cars?supplier=lago-strada&size=5' })).items;
    const booked = await bookCar(server, driver.token, cars.find((car) => car.available)!, {
      from: new Date(Date.UTC(2028, 2, 1, 10)),
      to: new Date(Date.UTC(2028, 2, 3, 10)),
      paymentOption: 'payLater',
      paymentType: 'card',
      coupon: { code: 'SPRING-10', discount: 10, discountUnit: 'percentage' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(json<{ coupon: string }>(booked).coupon).toBe('SPRING-10');
    expect(json<Coupon>(await call(admin, 'GET', `/api/coupons/${coupon._id}`)).uses).toBe(1);

    // Used: its code stays; its terms may change.
    const renamed = await call(admin, 'PUT', `/api/coupons/${coupon._id}`, input({ code: 'SPRING-20' }));
    expect(renamed.statusCode).toBe(409);
    expect(json(renamed).code).toBe('COUPON_IN_USE');
    const limited = await call(admin, 'PUT', `/api/coupons/${coupon._id}`, input({ maxUses: 1 }));
    expect(json<Coupon>(limited)).toMatchObject({ maxUses: 1, status: 'usedUp' });
    expect((await server.app.inject({ method: 'POST', url: '/api/coupons/validate', payload: { code: 'SPRING-10' } })).statusCode).toBe(422);
  });

  it('lists the coupons 30 a page, searched by code and by status', async () => {
    await call(admin, 'POST', '/api/coupons', input({ code: 'LATER-5', discount: 5, discountUnit: 'amount', validFrom: '2099-01-01T00:00:00.000Z', maxUses: null }));
    const page = json<{ size: number; total: number; items: Coupon[] }>(await call(admin, 'GET', '/api/coupons'));
    expect(page.size).toBe(30);
    expect(page.items.map((item) => item.code)).toEqual(expect.arrayContaining(['SPRING-10', 'LATER-5']));
    expect(json<{ items: Coupon[] }>(await call(admin, 'GET', '/api/coupons?search=later')).items.map((item) => item.code)).toEqual(['LATER-5']);
    const scheduled = json<{ items: Coupon[] }>(await call(admin, 'GET', '/api/coupons?status=scheduled')).items;
    expect(scheduled.map((item) => item.code)).toEqual(['LATER-5']);
    expect(json<{ items: Coupon[] }>(await call(admin, 'GET', '/api/coupons?status=usedUp')).items.map((item) => item.code)).toEqual(['SPRING-10']);
  });

  it('refuses what the contract and the table would: a percentage over 100, an end before the start', async () => {
    const over = await call(admin, 'POST', '/api/coupons', input({ code: 'HALF-OFF', discount: 150 }));
    expect(over.statusCode).toBe(400);
    const backwards = await call(admin, 'POST', '/api/coupons', input({ code: 'BACKWARDS', validFrom: '2030-02-01T00:00:00.000Z', validUntil: '2030-01-01T00:00:00.000Z' }));
    expect(backwards.statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/coupons', input({ code: 'no spaces' }))).statusCode).toBe(400);
  });

  it('deletes unused coupons and ends those bookings have used', async () => {
    const all = json<{ items: Coupon[] }>(await call(admin, 'GET', '/api/coupons?size=100')).items;
    const ids = all.filter((item) => ['SPRING-10', 'LATER-5'].includes(item.code)).map((item) => item._id);
    const result = await call(admin, 'POST', '/api/coupons/delete', { coupons: ids });
    expect(json(result)).toEqual({ deleted: 1, ended: 1 });
    const left = json<{ items: Coupon[] }>(await call(admin, 'GET', '/api/coupons?size=100')).items;
    expect(left.find((item) => item.code === 'LATER-5')).toBeUndefined();
    expect(left.find((item) => item.code === 'SPRING-10')?.status).toBe('expired');
  });

  it('is for the admins: a company and a driver get 403 before the body', async () => {
    for (const token of [supplier, driver.token]) {
      expect((await call(token, 'GET', '/api/coupons')).statusCode).toBe(403);
      expect((await call(token, 'POST', '/api/coupons', { nonsense: true })).statusCode).toBe(403);
      expect((await call(token, 'POST', '/api/coupons/delete', { coupons: [] })).statusCode).toBe(403);
    }
  });
});
