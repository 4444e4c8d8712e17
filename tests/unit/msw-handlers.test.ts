import { describe, expect, it } from 'vitest';
import { loadContract } from '@/openapi/contract';
import { handlerFactories } from '@/tests/support/msw';

describe('the msw handlers of tests/support/msw.ts', () => {
  it('are one per operation of the contract, with its method, path and success status', () => {
    const contract = Object.entries(loadContract().paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => {
        const success = Object.keys(operation.responses).filter((status) => status.startsWith('2'));
        return `${operation.operationId} ${method.toUpperCase()} ${path} ${success.join(',')}`;
      }),
    );
    const handlers = Object.entries(handlerFactories).map(
      ([operationId, { method, path, successStatus }]) => `${operationId} ${method.toUpperCase()} ${path} ${successStatus}`,
    );
    expect(handlers.sort()).toEqual(contract.sort());
  });
});
