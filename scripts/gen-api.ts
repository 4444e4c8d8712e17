/**
 * npm run gen:api: bundles the hand-written contract (openapi/openapi.yaml and the files it $refs) into
 * openapi/generated/openapi.json, then writes from that bundle the types (schema.d.ts, by openapi-typescript),
 * the enums (enums.ts, scripts/gen-enums.ts) and who may call each operation (roles.ts, scripts/gen-roles.ts, which
 * fails, writing nothing, when an operation declares no `x-roles` or an unknown role). tests/unit/contract.test.ts
 * fails when one of them is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';
import { bundledContractPath, contractRootPath, loadContract, type Contract } from '@/openapi/contract.ts';
import { enumsPath, generatedEnums } from './gen-enums.ts';
import { generatedRoles, rolesPath } from './gen-roles.ts';

export const typesPath = fileURLToPath(new URL('../openapi/generated/schema.d.ts', import.meta.url));

/** The text of openapi/generated/openapi.json for the hand-written files as they are now, and those files. */
export async function bundleContract(): Promise<{ text: string; files: string[] }> {
  const { bundle: document, problems, fileDependencies } = await bundle({ ref: contractRootPath, config: await createConfig({}) });
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    const where = (problem: (typeof errors)[number]) => `${problem.location[0]?.source.absoluteRef}${problem.location[0]?.pointer ?? ''}`;
    throw new Error(`The contract does not bundle:\n${errors.map((problem) => `${problem.message} at ${where(problem)}`).join('\n')}`);
  }
  return { text: `${JSON.stringify(document.parsed, null, 2)}\n`, files: [...fileDependencies] };
}

/** The text of openapi/generated/schema.d.ts for the bundled contract. */
export async function generatedTypes(contract: Contract = loadContract()): Promise<string> {
  return `${COMMENT_HEADER}${astToString(await openapiTS(contract as unknown as OpenAPI3))}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { text } = await bundleContract();
  // Before anything is written: an operation that does not say who may call it fails the build (scripts/gen-roles.ts).
  const roles = generatedRoles(JSON.parse(text) as Contract);
  writeFileSync(bundledContractPath, text);
  writeFileSync(typesPath, await generatedTypes());
  writeFileSync(enumsPath, generatedEnums());
  writeFileSync(rolesPath, roles);
  console.log(`wrote ${bundledContractPath}, ${typesPath}, ${enumsPath} and ${rolesPath}`);
}
