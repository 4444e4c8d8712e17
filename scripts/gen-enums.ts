/**
 * Writes openapi/generated/enums.ts: every named enum of the contract (components/schemas with `enum`) as a
 * runtime array beside its type, and every named schema's `default` as `<Name>Default` (a list's page size, its
 * sort), so that domain/, the server, the database schema and the screens import the values instead of declaring
 * them again. `npm run gen:api` (scripts/gen-api.ts) runs it on the bundled contract;
 * a test fails when the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadContract, type Contract } from '@/openapi/contract.ts';

export const enumsPath = fileURLToPath(new URL('../openapi/generated/enums.ts', import.meta.url));

const literal = (value: unknown) => (typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : String(value));

/** The text of openapi/generated/enums.ts for the bundled contract (npm run gen:api bundles it first). */
export function generatedEnums(contract: Contract = loadContract()): string {
  const blocks = Object.entries(contract.components.schemas)
    .filter(([, schema]) => Array.isArray(schema.enum) || schema.default !== undefined)
    .map(([name, schema]) => {
      const fallback = schema.default === undefined ? [] : [`/** components/schemas/${name}: its default */\nexport const ${name}Default = ${literal(schema.default)};`];
      if (!Array.isArray(schema.enum)) return fallback.join('\n');
      const values = schema.enum.map(literal);
      const one = `export const ${name} = [${values.join(', ')}] as const;`;
      const list = one.length <= 120 ? one : `export const ${name} = [\n${values.map((value) => `  ${value},`).join('\n')}\n] as const;`;
      return [`/** components/schemas/${name} */\n${list}\nexport type ${name} = (typeof ${name})[number];`, ...fallback].join('\n');
    });
  return `// Generated from openapi/openapi.yaml by scripts/gen-enums.ts (npm run gen:api): do not edit.\n\n${blocks.join('\n\n')}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(enumsPath, generatedEnums());
  console.log(`wrote ${enumsPath}`);
}
