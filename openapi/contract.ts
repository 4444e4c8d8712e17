/**
 * The contract as everyone reads it: the server (routes, validation, /api/docs), the generators
 * (scripts/gen-api.ts, scripts/gen-enums.ts) and the tests. The hand-written files (openapi.yaml, the root,
 * which $refs paths/<tag>/<operationId>.yaml and components/<kind>/<Name>.yaml) are bundled into one
 * document by `npm run gen:api` (Redocly, a development tool); the server reads that bundle without it.
 * tests/unit/contract.test.ts fails when the bundle is not the one the files make.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The root of the hand-written contract. */
export const contractRootPath = fileURLToPath(new URL('./openapi.yaml', import.meta.url));
/** The bundled contract: one JSON document, every $ref internal (#/components/...). */
export const bundledContractPath = fileURLToPath(new URL('./generated/openapi.json', import.meta.url));

export interface ContractSchema {
  type?: string | string[];
  enum?: unknown[];
  description?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  properties?: Record<string, ContractSchema>;
  [keyword: string]: unknown;
}

export interface ContractOperation {
  operationId?: string;
  tags?: string[];
  parameters?: unknown[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  [field: string]: unknown;
}

export interface Contract {
  openapi: string;
  info: Record<string, unknown>;
  security?: Record<string, string[]>[];
  /** Path -> method -> operation (no path item has fields of its own). */
  paths: Record<string, Record<string, ContractOperation>>;
  components: {
    schemas: Record<string, ContractSchema>;
    parameters: Record<string, { name: string; in: string; schema: ContractSchema; [field: string]: unknown }>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
  [field: string]: unknown;
}

/** The bundled contract, a fresh copy on each call (its readers may change what they are given). */
export function loadContract(): Contract {
  return JSON.parse(readFileSync(bundledContractPath, 'utf8')) as Contract;
}
