import fc from 'fast-check';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { InjectOptions } from 'fastify';
import type { Contract, ContractOperation, ContractSchema } from '../../openapi/contract.ts';
import { multipartBody, tinyPng } from './server.ts';

/**
 * Requests drawn from the contract (issue 15, contract fuzzing): for each operation, requests the contract allows
 * (valid) and requests it forbids (broken: a required field left out, a value of the wrong type or out of its range,
 * a field it does not know, a path id that is not one), and a check of each answer against the operation's own
 * responses. Used by tests/server/contract-fuzz.test.ts (a small fixed-seed set) and tests/bench/fuzz.ts (1,000 a
 * operation, with timings).
 */

type Schema = ContractSchema & {
  $ref?: string;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  items?: Schema;
  required?: string[];
  additionalProperties?: boolean | Schema;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  const?: unknown;
  properties?: Record<string, Schema>;
};

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

const MAX_DEPTH = 4;

/** The characters of a pattern that is one class repeated (`^[A-Za-z0-9_-]+$`); none for any other pattern. */
function characterClass(pattern: string): string[] | undefined {
  const match = /^\^\[([^\]\\]+)\]\+\$$/.exec(pattern);
  if (!match) return undefined;
  const chars: string[] = [];
  const body = match[1]!;
  for (let i = 0; i < body.length; i += 1) {
    if (body[i + 1] === '-' && i + 2 < body.length) {
      for (let code = body.charCodeAt(i); code <= body.charCodeAt(i + 2); code += 1) chars.push(String.fromCharCode(code));
      i += 2;
    } else chars.push(body[i]!);
  }
  return chars;
}

/** A body sent as this text, as it is (JSON.stringify would drop a `__proto__` key). */
class RawJson {
  constructor(readonly text: string) {}
}

/**
 * `knownIds`: ids of records that exist (accounts, cars, yachts, bookings, places, posts…); a uuid is drawn from them
 * half the time, so that requests reach past the "not found" of a random id.
 */
export function createFuzzer(contract: Contract, knownIds: readonly string[] = []) {
  const resolve = (schema: Schema): Schema => {
    let current = schema;
    for (let hops = 0; current.$ref && hops < 10; hops += 1) {
      const path = current.$ref.replace(/^#\//, '').split('/');
      current = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], contract) as Schema;
    }
    return current;
  };

  /** allOf merged into one schema (the contract uses it for pages: PageInfo and the items). */
  const flatten = (input: Schema): Schema => {
    const schema = resolve(input);
    if (!schema.allOf) return schema;
    const parts = schema.allOf.map(flatten);
    const merged: Schema = { ...schema, allOf: undefined, type: parts.find((part) => part.type)?.type ?? schema.type };
    for (const part of parts) {
      merged.properties = { ...merged.properties, ...part.properties };
      merged.required = [...(merged.required ?? []), ...(part.required ?? [])];
      for (const key of ['enum', 'pattern', 'format', 'minimum', 'maximum', 'minLength', 'maxLength'] as const) {
        if (part[key] !== undefined) (merged as Record<string, unknown>)[key] = part[key];
      }
    }
    return merged;
  };

  const typesOf = (schema: Schema): string[] => {
    if (Array.isArray(schema.type)) return schema.type;
    if (schema.type) return [schema.type];
    if (schema.properties) return ['object'];
    return [];
  };

  /** Values the schema allows. */
  const valid = (input: Schema, depth = 0): fc.Arbitrary<unknown> => {
    const schema = flatten(input);
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (schema.oneOf || schema.anyOf) return fc.oneof(...(schema.oneOf ?? schema.anyOf)!.map((part) => valid(part, depth)));
    const types = typesOf(schema);
    if (types.length > 1) return fc.oneof(...types.map((type) => valid({ ...schema, type }, depth)));
    switch (types[0]) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer': {
        const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
        const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : Math.max(min, 0) + 100_000);
        return fc.integer({ min, max });
      }
      case 'number': {
        const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
        const max = schema.maximum ?? schema.exclusiveMaximum ?? Math.max(min, 0) + 1e6;
        return fc
          .double({ min, max, noNaN: true, noDefaultInfinity: true })
          .filter((value) => (schema.exclusiveMinimum === undefined || value > schema.exclusiveMinimum) && (schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum));
      }
      case 'string':
        return validString(schema);
      case 'array': {
        const items = schema.items ?? {};
        const constraints = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)) };
        if (depth >= MAX_DEPTH) return fc.constant([]);
        return schema.uniqueItems ? fc.uniqueArray(valid(items, depth + 1), { ...constraints, selector: (value) => JSON.stringify(value) }) : fc.array(valid(items, depth + 1), constraints);
      }
      case 'object': {
        const properties = schema.properties ?? {};
        const required = schema.required ?? [];
        if (depth >= MAX_DEPTH) return fc.constant({});
        const record = fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valid(property, depth + 1)])), {
          requiredKeys: required.filter((name) => name in properties),
        });
        return schema.minProperties ? record.filter((value) => Object.keys(value).length >= schema.minProperties!) : record;
      }
      default:
        return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
    }
  };

  const validString = (schema: Schema): fc.Arbitrary<string> => {
    const maxLength = schema.maxLength ?? 40;
    const minLength = schema.minLength ?? 0;
    const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
    switch (schema.format) {
      case 'uuid':
        return knownIds.length > 0 ? fc.oneof(fc.constantFrom(...knownIds), fc.uuid()) : fc.uuid();
      case 'date':
        return fc.date({ min: new Date('2026-01-01'), max: new Date('2031-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
      case 'date-time':
        return fc.date({ min: new Date('2026-01-01'), max: new Date('2031-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
      case 'email':
        return fc.emailAddress().filter(fits);
    }
    if (schema.pattern) {
      // `^[A-Za-z0-9_-]+$` with its lengths: drawn from the class itself (a match drawn by the pattern alone is mostly
      // shorter than a minimum of 16, and filtering for length would hardly ever end).
      const chars = characterClass(schema.pattern);
      if (chars) return fc.string({ unit: fc.constantFrom(...chars), minLength: Math.max(minLength, 1), maxLength: Math.min(maxLength, Math.max(minLength, 1) + 30) });
      return fc.stringMatching(new RegExp(schema.pattern, 'u'), { size: minLength > 8 ? 'large' : 'small' }).filter(fits);
    }
    return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 30), unit: 'grapheme' });
  };

  /** A value of another type than the schema's: one that no coercion turns into it. */
  const wrongType = (input: Schema): unknown => {
    const types = typesOf(flatten(input));
    if (types.includes('object')) return 'not an object';
    if (types.includes('array')) return { not: 'an array' };
    return { not: types[0] ?? 'this' };
  };

  /** One way of breaking a JSON body the contract describes, with its name; none when the schema forbids nothing. */
  const brokenBody = (input: Schema): fc.Arbitrary<{ body: unknown; broken: string }> | undefined => {
    const schema = flatten(input);
    const options: Array<fc.Arbitrary<{ body: unknown; broken: string }>> = [];
    if (typesOf(schema).includes('object')) {
      const base = valid(schema) as fc.Arbitrary<Record<string, unknown>>;
      const required = (schema.required ?? []).filter((name) => schema.properties?.[name]);
      if (required.length > 0) {
        options.push(
          fc.tuple(base, fc.constantFrom(...required)).map(([body, name]) => {
            const { [name]: _left, ...rest } = body;
            return { body: rest, broken: `without ${name}` };
          }),
        );
      }
      const typed = Object.entries(schema.properties ?? {}).filter(([, property]) => typesOf(flatten(property)).length > 0 && !flatten(property).enum && flatten(property).const === undefined);
      if (typed.length > 0) {
        options.push(
          fc.tuple(base, fc.constantFrom(...typed)).map(([body, [name, property]]) => ({ body: { ...body, [name]: wrongType(property) }, broken: `${name} of the wrong type` })),
        );
      }
      const bounded = Object.entries(schema.properties ?? {}).filter(([, property]) => flatten(property).maxLength !== undefined || flatten(property).maximum !== undefined);
      if (bounded.length > 0) {
        options.push(
          fc.tuple(base, fc.constantFrom(...bounded)).map(([body, [name, property]]) => {
            const bound = flatten(property);
            return { body: { ...body, [name]: bound.maxLength !== undefined ? 'x'.repeat(bound.maxLength + 1) : bound.maximum! + 1 }, broken: `${name} past its bound` };
          }),
        );
      }
      if (schema.additionalProperties === false) {
        options.push(base.map((body) => ({ body: { ...body, unexpected: 'field' }, broken: 'an unknown field' })));
        // The prototype pollution key: never obeyed, never a 5xx.
        options.push(base.map((body) => ({ body: new RawJson(`{"__proto__":{"type":"superadmin"},${JSON.stringify(body).slice(1)}`.replace(/,}$/, '}')), broken: 'a __proto__ key' })));
      }
      options.push(fc.constantFrom({ body: [], broken: 'an array for the body' }, { body: 'text', broken: 'a string for the body' }));
    }
    return options.length > 0 ? fc.oneof(...options) : undefined;
  };

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
  const build = (operation: FuzzOperation, values: { path: Record<string, unknown>; query: Record<string, unknown>; headers: Record<string, string>; body?: unknown; multipart?: 'picture' | 'garbage' }) => {
    const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values.path[name])));
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(values.query)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) query.append(name, typeof one === 'object' ? JSON.stringify(one) : String(one));
    }
    const request: FuzzCase['request'] = { method: operation.method as InjectOptions['method'], url: query.size > 0 ? `${url}?${query}` : url, headers: { ...values.headers } };
    if (operation.body?.type === 'json' && values.body !== undefined) {
      request.payload = values.body instanceof RawJson ? values.body.text : JSON.stringify(values.body);
      request.headers['content-type'] = 'application/json';
    }
    if (operation.body?.type === 'multipart') {
      const field = Object.keys(flatten(operation.body.schema).properties ?? { file: {} })[0]!;
      const form =
        values.multipart === 'picture'
          ? multipartBody({}, { field, name: 'photo.png', type: 'image/png', bytes: tinyPng })
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
      .map(({ authenticated: signedIn, ...values }): FuzzCase => ({ kind: 'valid', authenticated: signedIn, request: build(operation, { ...values, multipart: 'picture' }) }));

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
    }
    return { valid: validCase, broken: breakings.length > 0 ? fc.oneof(...breakings) : undefined };
  };

  // Answers checked against the contract's own schemas (JSON Schema 2020-12, as OpenAPI 3.1 writes them).
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);
  const reRef = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(reRef)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, key === '$ref' && typeof inner === 'string' ? inner.replace(/^#\//, 'contract#/') : reRef(inner)]))
        : value;
  ajv.addSchema({ $id: 'contract', components: reRef(contract.components) } as object);
  const validators = new Map<string, ReturnType<typeof ajv.compile>>();

  /** What is wrong with an answer, or undefined: a 5xx, a status the operation does not declare, a body that breaks its schema. */
  const checkAnswer = (operation: FuzzOperation, answer: { statusCode: number; headers: Record<string, unknown>; body: string }): string | undefined => {
    const declared = operation.responses[String(answer.statusCode)] ?? operation.responses.default;
    // The one 5xx an operation may answer, when it says so: a service it needs is not set up here (Google sign-in).
    const unavailable = answer.statusCode === 503 && declared !== undefined && answer.body.includes('"SERVICE_UNAVAILABLE"');
    if (answer.statusCode >= 500 && !unavailable) return `${answer.statusCode}: ${answer.body.slice(0, 300)}`;
    if (!declared) return `status ${answer.statusCode} is not in the contract: ${answer.body.slice(0, 200)}`;
    const contentType = String(answer.headers['content-type'] ?? '');
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
