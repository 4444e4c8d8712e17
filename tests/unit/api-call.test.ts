import { describe, expect, it } from 'vitest';
import { ApiFailure, call } from '@/api/client';

/** What openapi-fetch resolves with: the parsed body as data or error, and the response. */
const answer = (status: number, body: unknown) => () => {
  const response = new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  return Promise.resolve(status < 400 ? { data: body, response } : { error: body, response });
};

/** Settles within a few ticks, or says it did not. */
const settledSoon = <T>(promise: Promise<T>) =>
  Promise.race([
    promise.then(
      (value) => ({ settled: 'resolved', value }),
      (error: unknown) => ({ settled: 'rejected', error }),
    ),
    new Promise((resolve) => setTimeout(() => resolve({ settled: 'no' }), 20)),
  ]);

describe('call', () => {
  it('answers the data of a 2xx', async () => {
    await expect(call(answer(200, { ok: true }))).resolves.toEqual({ ok: true });
  });

  it("throws the server's code and status", async () => {
    await expect(call(answer(409, { code: 'DATES_TAKEN', message: 'Taken' }))).rejects.toMatchObject({ status: 409, code: 'DATES_TAKEN' });
    await expect(call(answer(503, {}))).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('throws NETWORK_ERROR when the server was never reached', async () => {
    const error = await call(() => Promise.reject(new TypeError('Failed to fetch'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiFailure);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('never settles an aborted request: nobody wants its answer, and it is no failure', async () => {
    const controller = new AbortController();
    const request = fetch('http://127.0.0.1:9/never', { signal: controller.signal });
    controller.abort();
    expect(await settledSoon(call(() => request.then((response) => ({ response }))))).toEqual({ settled: 'no' });
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    expect(await settledSoon(call(() => Promise.reject(aborted)))).toEqual({ settled: 'no' });
  });
});
