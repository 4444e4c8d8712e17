import fc from 'fast-check';
import type { Contract, ContractSchema } from '@/openapi/contract.ts';

/**
 * Values drawn from the contract's JSON Schemas (fast-check): those a schema allows, and bodies it forbids. The
 * requests of tests/support/contract-fuzz.ts are made of them.
 */

export type Schema = ContractSchema & {
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
export class RawJson {
  constructor(readonly text: string) {}
}

/** `knownIds`: ids of records that exist; a uuid is drawn from them half the time. */
export function createSchemaArbitraries(contract: Contract, knownIds: readonly string[] = []) {
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
      // Text PostgreSQL cannot store (issue 24: `a\u0000` once reached a query and answered 500).
      const texts = Object.entries(schema.properties ?? {}).filter(([, property]) => typesOf(flatten(property)).includes('string') && !flatten(property).enum && !flatten(property).format);
      if (texts.length > 0) {
        options.push(fc.tuple(base, fc.constantFrom(...texts)).map(([body, [name]]) => ({ body: { ...body, [name]: 'a\u0000b' }, broken: `${name} with U+0000` })));
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

  return { resolve, flatten, typesOf, valid, brokenBody };
}
