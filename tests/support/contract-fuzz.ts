import fc from 'fast-check';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats, { type FormatsPlugin } from 'ajv-formats';
import type { InjectOptions } from 'fastify';
import type { Contract, ContractOperation } from '@/openapi/contract.ts';
import { RawJson, type Schema, createSchemaArbitraries } from './contract-arbitraries.ts';
import { multipartBody, tinyPng } from './server.ts';

/**
 * Requests drawn from the contract (issue 15, contract fuzzing): for each operation, requests the contract allows
 * (valid) and requests it forbids (broken: a required field left out, a value of the wrong type or out of its range,
 * a field it does not know, a path id that is not one), and a check of each answer against the operation's own
 * responses. The values come from tests/support/contract-arbitraries.ts. Used by tests/server/contract-fuzz.test.ts (a small fixed-seed set) and tests/bench/fuzz.ts (1,000 a
 * operation, with timings).
 */

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

export interface FuzzOperation {
  operationId: string;
  method: string;
  path: string;
  secured: boolean;
  parameters: Parameter[];
  /** The JSON body's schema, or the multipart body's (its file field), or none. */
  body?: { type: 'json' | 'multipart'; schema: Schema; required: boolean };
  responses: Record<string, { schema?: Schema; json: boolean }>;
}

/** A request drawn for an operation: what makes it, and whether the contract allows it. */
export interface FuzzCase {
  kind: 'valid' | 'broken';
  /** What was broken, for the report. */
  broken?: string;
  authenticated: boolean;
  request: Omit<InjectOptions, 'headers'> & { headers: Record<string, string>; url: string };
}

/**
 * `knownIds`: ids of records that exist (accounts, cars, yachts, bookings, places, posts…); a uuid is drawn from them
 * half the time, so that requests reach past the "not found" of a random id.
 */
export function createFuzzer(contract: Contract, knownIds: readonly string[] = []) {
  const { resolve, flatten, typesOf, valid, brokenBody } = createSchemaArbitraries(contract, knownIds);

  const operations: FuzzOperation[] = Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, raw]) => {
      const operation = raw as ContractOperation & { parameters?: Array<Parameter | { $ref: string }>; requestBody?: { $ref?: string; required?: boolean; content?: Record<string, { schema: Schema }> } };
      const parameters = (operation.parameters ?? []).map((parameter) => resolve(parameter as Schema) as unknown as Parameter);
      const content = operation.requestBody ? (resolve(operation.requestBody as Schema) as { required?: boolean; content?: Record<string, { schema: Schema }> }).content : undefined;
      const json = content?.['application/json'];
      const multipart = content?.['multipart/form-data'];
      const responses = Object.fromEntries(
        Object.entries(operation.responses).map(([status, response]) => {
          const resolved = resolve(response as Schema) as { content?: Record<string, { schema?: Schema }> };
          const jsonContent = resolved.content?.['application/json'];
          return [status, { schema: jsonContent?.schema, json: jsonContent !== undefined }];
        }),
      );
      return {
        operationId: operation.operationId!,
        method: method.toUpperCase(),
        path,
        secured: (operation.security ?? contract.security ?? []).length > 0,
        parameters,
        body: json
          ? { type: 'json' as const, schema: json.schema, required: (operation.requestBody as { required?: boolean }).required ?? false }
          : multipart
            ? { type: 'multipart' as const, schema: multipart.schema, required: true }
            : undefined,
        responses,
      };
    }),
  );

  /** The request's URL, headers and payload from drawn parameters and body. */
  const build = (operation: FuzzOperation, values: { path: Record<string, unknown>; query: Record<string, unknown>; headers: Record<string, string>; body?: unknown; multipart?: 'image' | 'garbage' }) => {
    const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values.path[name])));
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(values.query)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) query.append(name, typeof one === 'object' ? JSON.stringify(one) : String(one));
    }
    const request: FuzzCase['request'] = { method: operation.method, url: query.size > 0 ? `${url}?${query}` : url, headers: { ...values.headers } };
    if (operation.body?.type === 'json' && values.body !== undefined) {
      request.payload = values.body instanceof RawJson ? values.body.text : JSON.stringify(values.body);
      request.headers['content-type'] = 'application/json';
    }
    if (operation.body?.type === 'multipart') {
      const field = Object.keys(flatten(operation.body.schema).properties ?? { file: {} })[0]!;
      const form =
        values.multipart === 'image'
          ? multipartBody({}, { field, name: 'image.png', type: 'image/png', bytes: tinyPng })
          : { payload: Buffer.from('--nothing\r\n garbage'), headers: { 'content-type': 'multipart/form-data; boundary=nothing' } };
      request.payload = form.payload;
      Object.assign(request.headers, form.headers);
    }
    return request;
  };

  const parametersIn = (operation: FuzzOperation, place: Parameter['in']) => operation.parameters.filter((parameter) => parameter.in === place);

  /** Valid parameters: every required one, each optional one or not. */
  const validParameters = (operation: FuzzOperation, place: Parameter['in']) =>
    fc.record(
      Object.fromEntries(parametersIn(operation, place).map((parameter) => [parameter.name, parameter.required ? valid(parameter.schema) : fc.option(valid(parameter.schema), { nil: undefined })])),
    ) as fc.Arbitrary<Record<string, unknown>>;

  /** The cases of one operation: valid ones, and broken ones (when the contract forbids anything there). */
  const casesOf = (operation: FuzzOperation): { valid: fc.Arbitrary<FuzzCase>; broken?: fc.Arbitrary<FuzzCase> } => {
    const headers = validParameters(operation, 'header').map((values) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined).map(([name, value]) => [name, String(value)])));
    // A secured operation is mostly asked with a token (to reach its handler), sometimes without.
    const authenticated = operation.secured ? fc.constantFrom(true, true, true, false) : fc.constant(false);
    const bodyArb = operation.body?.type === 'json' ? (operation.body.required ? valid(operation.body.schema) : fc.option(valid(operation.body.schema), { nil: undefined })) : fc.constant(undefined);
    const validCase = fc
      .record({ path: validParameters(operation, 'path'), query: validParameters(operation, 'query'), headers, body: bodyArb, authenticated })
      .map(({ authenticated: signedIn, ...values }): FuzzCase => ({ kind: 'valid', authenticated: signedIn, request: build(operation, { ...values, multipart: 'image' }) }));

    const breakings: Array<fc.Arbitrary<FuzzCase>> = [];
    const base = fc.record({ path: validParameters(operation, 'path'), query: validParameters(operation, 'query'), headers, body: bodyArb });
    const broken = (arb: fc.Arbitrary<{ values: Parameters<typeof build>[1]; broken: string }>) =>
      arb.map(({ values, broken: what }): FuzzCase => ({ kind: 'broken', broken: what, authenticated: operation.secured, request: build(operation, values) }));
    if (operation.body?.type === 'json') {
      const body = brokenBody(operation.body.schema);
      if (body) breakings.push(broken(fc.tuple(base, body).map(([values, made]) => ({ values: { ...values, body: made.body }, broken: made.broken }))));
    }
    if (operation.body?.type === 'multipart') breakings.push(broken(base.map((values) => ({ values: { ...values, multipart: 'garbage' as const }, broken: 'a form that is not one' }))));
    for (const parameter of parametersIn(operation, 'path')) {
      const schema = flatten(parameter.schema);
      if (schema.format === 'uuid' || schema.pattern || schema.enum) {
        breakings.push(broken(base.map((values) => ({ values: { ...values, path: { ...values.path, [parameter.name]: 'not-one-of-these!' } }, broken: `${parameter.name} not one` }))));
      }
    }
    for (const parameter of parametersIn(operation, 'query')) {
      const schema = flatten(parameter.schema);
      const types = typesOf(schema);
      if (types.includes('integer') || types.includes('number') || schema.enum || schema.format === 'uuid' || schema.format === 'date') {
        breakings.push(broken(base.map((values) => ({ values: { ...values, query: { ...values.query, [parameter.name]: 'surely-not-valid' } }, broken: `${parameter.name} not valid` }))));
      } else if (schema.maxLength !== undefined) {
        breakings.push(broken(base.map((values) => ({ values: { ...values, query: { ...values.query, [parameter.name]: 'x'.repeat(schema.maxLength! + 1) } }, broken: `${parameter.name} too long` }))));
      }
      if (types.includes('string') && !schema.enum && !schema.format) {
        // Text PostgreSQL cannot store: `?q=a%00` once answered 500 (issue 24).
        breakings.push(broken(base.map((values) => ({ values: { ...values, query: { ...values.query, [parameter.name]: 'a\u0000' } }, broken: `${parameter.name} with U+0000` }))));
      }
    }
    return { valid: validCase, broken: breakings.length > 0 ? fc.oneof(...breakings) : undefined };
  };

  // Answers checked against the contract's own schemas (JSON Schema 2020-12, as OpenAPI 3.1 writes them).
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  // ajv-formats is CommonJS: imported from ESM, its default is module.exports, which holds the plugin as `default`.
  (addFormats as unknown as { default: FormatsPlugin }).default(ajv);
  const reRef = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(reRef)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, key === '$ref' && typeof inner === 'string' ? inner.replace(/^#\//, 'contract#/') : reRef(inner)]))
        : value;
  ajv.addSchema({ $id: 'contract', components: reRef(contract.components) });
  const validators = new Map<string, ReturnType<typeof ajv.compile>>();

  /** What is wrong with an answer, or undefined: a 5xx, a status the operation does not declare, a body that breaks its schema. */
  const checkAnswer = (operation: FuzzOperation, answer: { statusCode: number; headers: Record<string, unknown>; body: string }): string | undefined => {
    const declared = operation.responses[String(answer.statusCode)] ?? operation.responses.default;
    // The one 5xx an operation may answer, when it says so: a service it needs is not set up here (Google sign-in).
    const unavailable = answer.statusCode === 503 && declared !== undefined && answer.body.includes('"SERVICE_UNAVAILABLE"');
    if (answer.statusCode >= 500 && !unavailable) return `${answer.statusCode}: ${answer.body.slice(0, 300)}`;
    if (!declared) return `status ${answer.statusCode} is not in the contract: ${answer.body.slice(0, 200)}`;
    const header = answer.headers['content-type'];
    const contentType = Array.isArray(header) ? header.join(', ') : typeof header === 'string' ? header : '';
    if (!declared.schema || !contentType.includes('application/json')) return undefined;
    const key = `${operation.operationId} ${answer.statusCode}`;
    if (!validators.has(key)) validators.set(key, ajv.compile(reRef(declared.schema) as object));
    const validate = validators.get(key)!;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `the answer is not JSON: ${answer.body.slice(0, 200)}`;
    }
    return validate(body) ? undefined : `the answer breaks its schema: ${ajv.errorsText(validate.errors)}`;
  };

  return { operations, casesOf, checkAnswer };
}
