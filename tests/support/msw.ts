import { waitFor } from '@testing-library/react';
import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import type { ErrorCode } from '../../src/api/client';
import { statusOf } from './fixtures';

/**
 * The network edge of screen and model tests. `setup-dom.ts` starts it with
 * onUnhandledRequest 'error': a request without a handler fails the test.
 */
export const server = setupServer();

/** The origin the test API client talks to (any origin matches the handlers below). */
export const apiBaseUrl = 'http://localhost';

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;

// Handler factories, one per operationId (the same names as the actors and the invoke ids).
export const signIn = (resolver: Resolver) => http.post('*/api/sign-in/:appType', resolver);
export const signUp = (resolver: Resolver) => http.post('*/api/sign-up', resolver);
export const checkToken = (resolver: Resolver) => http.get('*/api/check-token/:appType/:userId/:email/:token', resolver);
export const activate = (resolver: Resolver) => http.post('*/api/activate', resolver);
export const resend = (resolver: Resolver) => http.post('*/api/resend/:appType/:email/:isPasswordReset', resolver);
export const resetPassword = (resolver: Resolver) => http.post('*/api/reset-password', resolver);
export const getCar = (resolver: Resolver) => http.get('*/api/cars/:id', resolver);
export const getYacht = (resolver: Resolver) => http.get('*/api/yachts/:id', resolver);
export const searchYachts = (resolver: Resolver) => http.get('*/api/yachts', resolver);
export const getLocations = (resolver: Resolver) => http.get('*/api/locations', resolver);
export const getSuppliers = (resolver: Resolver) => http.get('*/api/suppliers', resolver);
export const searchCars = (resolver: Resolver) => http.get('*/api/cars', resolver);
export const getOffer = (resolver: Resolver) => http.get('*/api/offers/:id', resolver);
export const createCar = (resolver: Resolver) => http.post('*/api/cars', resolver);
export const deleteCar = (resolver: Resolver) => http.delete('*/api/cars/:id', resolver);

export const handlerFactories = {
  signIn,
  signUp,
  checkToken,
  activate,
  resend,
  resetPassword,
  getCar,
  getYacht,
  searchYachts,
  getLocations,
  getSuppliers,
  searchCars,
  getOffer,
  createCar,
  deleteCar,
};
export type OperationId = keyof typeof handlerFactories;

/** The status of each operation's success answer in the contract. */
export const successStatus: Record<OperationId, number> = {
  signIn: 200,
  signUp: 201,
  checkToken: 200,
  activate: 200,
  resend: 200,
  resetPassword: 204,
  getCar: 200,
  getYacht: 200,
  searchYachts: 200,
  getLocations: 200,
  getSuppliers: 200,
  searchCars: 200,
  getOffer: 200,
  createCar: 201,
  deleteCar: 204,
};

/** The success answer of an operation. */
export function ok(operation: OperationId, body?: unknown): Response {
  const status = successStatus[operation];
  return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(body as never, { status });
}

/** The contract's error answer for a code; NETWORK_ERROR is a connection that failed. */
export function fail(code: ErrorCode | 'NETWORK_ERROR', status = statusOf(code)): Response {
  if (code === 'NETWORK_ERROR') return HttpResponse.error();
  return HttpResponse.json({ code, message: `test: ${code}` }, { status });
}

export interface HeldRequest {
  operation: OperationId;
  request: Request;
  url: URL;
  body: unknown;
}

/**
 * Holds every request of the given operations until the test answers it: the screen can be
 * checked while it waits (busy states), then `answer(operation, response)` lets it through.
 */
export function holdRequests(operations: readonly OperationId[] = Object.keys(handlerFactories) as OperationId[]) {
  const waiting = new Map<OperationId, Array<(response: Response) => void>>();
  const requests: HeldRequest[] = [];
  const handlers = operations.map((operation) =>
    handlerFactories[operation](async ({ request }) => {
      const text = await request.clone().text();
      requests.push({ operation, request, url: new URL(request.url), body: text ? JSON.parse(text) : undefined });
      return new Promise<Response>((resolve) => {
        waiting.set(operation, [...(waiting.get(operation) ?? []), resolve]);
      });
    }),
  );
  server.use(...handlers);

  return {
    requests,
    /** Answers the oldest held request of `operation`, waiting for it to arrive if needed. */
    async answer(operation: OperationId, response: Response) {
      await waitFor(() => {
        if (!waiting.get(operation)?.length) throw new Error(`no ${operation} request is waiting for an answer`);
      });
      const [resolve, ...rest] = waiting.get(operation)!;
      waiting.set(operation, rest);
      resolve!(response);
    },
    pending(operation: OperationId): number {
      return waiting.get(operation)?.length ?? 0;
    },
  };
}
