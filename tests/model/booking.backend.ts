/** The booking model's network edge: the catalogue answers at once; the booking process's own operations wait for the path's answer. */
import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { type EventObject } from 'xstate';
import { type BookingOffer } from '@/machines/booking/booking.form';
import { driverUser } from '@/tests/support/booking-fixtures';
import { someLocations } from '@/tests/support/catalog-fixtures';
import {
  createAdditionalDriver,
  createBiometric,
  createBooking,
  deleteAdditionalDriver,
  fail,
  getBooking,
  getDocuments,
  getLocations,
  getOffer,
  getSuppliers,
  getUser,
  getWallet,
  server,
  validateCoupon,
} from '@/tests/support/msw';
import { actorEventOf } from '@/tests/support/model';
import { type BookingVariant } from './booking.paths';

export type Operation = 'createBooking' | 'createAdditionalDriver' | 'deleteAdditionalDriver' | 'getDocuments' | 'createBiometric' | 'refresh';

export interface Held {
  operation: Operation;
  body: unknown;
}

/** A request's JSON body, not yet known to be of any shape. */
const parseJson = (text: string): unknown => JSON.parse(text);

export function modelBackend(variant: BookingVariant) {
  const offer = variant.input.offer;
  const vehicle = offer.kind === 'car' ? offer.car : offer.yacht;
  const waiting = new Map<Operation, Array<(response: Response) => void>>();
  const requests: Held[] = [];
  const bookings: unknown[] = [];
  let refreshing = false;
  const hold = (operation: Operation) => async ({ request }: { request: Request }) => {
    // An image goes as multipart form data: its fields are kept (jsdom's File does not cross into Node's Request intact).
    const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data');
    const text = multipart ? '' : await request.clone().text();
    const body = multipart ? Object.fromEntries([...(await request.formData()).entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file'])) : text ? parseJson(text) : undefined;
    requests.push({ operation, body });
    return new Promise<Response>((resolve) => waiting.set(operation, [...(waiting.get(operation) ?? []), resolve]));
  };
  server.use(
    getOffer((info) => (refreshing ? hold('refresh')(info) : HttpResponse.json(offer))),
    getSuppliers(() => HttpResponse.json([variant.input.supplier])),
    getLocations(() => HttpResponse.json(someLocations)),
    getWallet(() => HttpResponse.json(variant.wallet)),
    createBooking(hold('createBooking')),
    getBooking(() => HttpResponse.json(bookings.at(-1) as never)),
    createAdditionalDriver(hold('createAdditionalDriver')),
    getDocuments(hold('getDocuments')),
    createBiometric(hold('createBiometric')),
    // Once an image is stored the page reads the account again (its licence waits for the team's check).
    getUser(() => HttpResponse.json({ ...driverUser, licence: 'toVerify', token: undefined, expiresAt: undefined })),
    deleteAdditionalDriver(hold('deleteAdditionalDriver')),
    validateCoupon(async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      return code === 'WELCOME10' ? HttpResponse.json({ code, discount: 10, discountUnit: 'percentage', validUntil: null }) : fail('COUPON_INVALID', 422);
    }),
  );

  async function answer(operation: Operation, response: Response) {
    await waitFor(() => {
      if (!waiting.get(operation)?.length) throw new Error(`no ${operation} request is waiting for an answer`);
    });
    const [resolve, ...rest] = waiting.get(operation)!;
    waiting.set(operation, rest);
    resolve!(response);
  }

  return {
    vehicleId: vehicle._id,
    requests,
    last: (operation: Operation) => requests.filter((request) => request.operation === operation).at(-1),
    /** The answer of an invoked actor's done or error event, as the server gives it. */
    async answerActor(event: EventObject) {
      const actor = actorEventOf(event)!;
      const operation = actor.id as Operation;
      if (actor.kind === 'done') {
        const output = (event as { output?: unknown }).output;
        if (operation === 'createBooking') bookings.push(output);
        await answer(operation, output === undefined ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(output as never, { status: 201 }));
        return;
      }
      const error = (event as unknown as { error: { code: string; status: number } }).error;
      if (error.code === 'PRICE_CHANGED') refreshing = true;
      await answer(operation, fail(error.code as never, error.status));
    },
    /** The server's offer after a price change, read again by the screen (twice in Strict Mode: each read gets it). */
    async answerRefresh(fresh: BookingOffer) {
      await answer('refresh', HttpResponse.json(fresh));
      for (const resolve of waiting.get('refresh') ?? []) resolve(HttpResponse.json(fresh));
      waiting.set('refresh', []);
      refreshing = false;
    },
  };
}
