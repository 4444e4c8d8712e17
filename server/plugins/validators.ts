import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/** What every part of a request shares: the contract is strict (an unknown field is refused, not dropped). */
const shared = { removeAdditional: false, allErrors: false, strict: false } as const;

interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/** What Fastify hands a validator compiler for each part of each route (the package's own types say otherwise). */
interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}
type CompileFromPool = (externalSchemas: unknown, options: object) => (route: RouteSchema) => unknown;
type ValidatorFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'];

const lowerCaseNames = (schema: ObjectSchema): ObjectSchema => ({
  ...schema,
  ...(schema.properties && { properties: Object.fromEntries(Object.entries(schema.properties).map(([name, value]) => [name.toLowerCase(), value])) }),
  ...(schema.required && { required: schema.required.map((name) => name.toLowerCase()) }),
});

function buildValidator(externalSchemas: unknown, ajvServerOptions: { customOptions?: object }) {
  const pool = AjvCompiler() as unknown as CompileFromPool;
  const forBody = pool(externalSchemas, { ...ajvServerOptions, customOptions: { ...ajvServerOptions.customOptions, ...shared, coerceTypes: false } });
  const forAddress = pool(externalSchemas, { ...ajvServerOptions, customOptions: { ...ajvServerOptions.customOptions, ...shared, coerceTypes: 'array' } });
  return (route: RouteSchema) => {
    if (route.httpPart === 'body') return forBody(route);
    // Fastify lower-cases a headers schema's names (as Node gives the headers) only for its own compiler.
    return forAddress(route.httpPart === 'headers' ? { ...route, schema: lowerCaseNames(route.schema as ObjectSchema) } : route);
  };
}

/**
 * The contract's validators, one Ajv for bodies and one for the address. An address carries only text, so its
 * parameters are coerced to the contract's types (`?size=5` is 5, `?brand=a` is `['a']`). A body is JSON or a form of
 * text fields and is never coerced: with coercion an id sent as `["id"]` became `"id"` once validated, after a check
 * had looked at the array (issue 24).
 */
export const contractValidators: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory },
};
