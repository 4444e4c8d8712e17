/**
 * Who may call each operation, as the contract declares it: every operation of openapi/paths/ carries `x-roles`,
 * either `public` (anyone, signed in or not: the operations without `security`, or whose token is optional) or the
 * list of account roles that may call it (domain/accounts.ts accountRoles; `admin` is an admin or a superadmin).
 * `npm run gen:api` (scripts/gen-api.ts) refuses a contract where one is missing, names an unknown role, or
 * contradicts the operation's `security`, and writes openapi/generated/roles.ts, the map the server enforces
 * (server/access-checks.ts secureRoute) and the tests walk. tests/unit/contract.test.ts fails when it is stale.
 */
import { fileURLToPath } from 'node:url';
import { accountRoles } from '@/domain/accounts.ts';
import { loadContract, type Contract, type ContractOperation } from '@/openapi/contract.ts';

export const rolesPath = fileURLToPath(new URL('../openapi/generated/roles.ts', import.meta.url));

/** What `x-roles` holds once checked. */
export type Declared = 'public' | readonly string[];

/** Whether a caller without a token is served: no `security`, or a requirement that is empty (`{}`: the token is optional). */
const admitsGuests = (operation: ContractOperation, contract: Contract) => {
  const security = operation.security ?? contract.security ?? [];
  return security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
};

/** Each operation of the contract, named as a reader finds it (`GET /api/users (listUsers)`). */
function operationsOf(contract: Contract) {
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ operation, where: `${method.toUpperCase()} ${path} (${operation.operationId})` })),
  );
}

/** What is wrong with the contract's declarations of roles; none when every operation declares who may call it. */
export function rolesProblems(contract: Contract, known: readonly string[] = accountRoles): string[] {
  return operationsOf(contract).flatMap(({ operation, where }) => {
    const declared = operation['x-roles'];
    const guests = admitsGuests(operation, contract);
    if (declared === undefined) return [`${where}: no x-roles (public, or the roles that may call it: ${known.join(', ')})`];
    if (declared === 'public') return guests ? [] : [`${where}: x-roles is public, but its security requires a token`];
    if (!Array.isArray(declared) || declared.length === 0 || declared.some((role) => typeof role !== 'string')) {
      return [`${where}: x-roles must be public or a non-empty list of roles`];
    }
    const problems = declared.filter((role) => !known.includes(role as string)).map((role) => `${where}: x-roles names an unknown role '${role}' (known: ${known.join(', ')})`);
    if (new Set(declared).size !== declared.length) problems.push(`${where}: x-roles names a role twice`);
    if (guests) problems.push(`${where}: a guest may call it (its security admits no token): x-roles must be public`);
    // A role left out is answered 403, which the operation's answers must say.
    if (known.some((role) => !declared.includes(role)) && !operation.responses['403']) problems.push(`${where}: x-roles leaves out a role, but no 403 answer is declared`);
    return problems;
  });
}

const quoted = (value: string) => `'${value}'`;

/** The text of openapi/generated/roles.ts; throws, naming each problem, when a declaration is missing or wrong. */
export function generatedRoles(contract: Contract = loadContract()): string {
  const problems = rolesProblems(contract);
  if (problems.length > 0) throw new Error(`The contract's x-roles are not all declared:\n${problems.join('\n')}`);
  const entries = operationsOf(contract)
    .map(({ operation }) => [operation.operationId!, operation['x-roles'] as Declared] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([id, declared]) => `  ${id}: ${declared === 'public' ? quoted(declared) : `[${declared.map(quoted).join(', ')}]`},`);
  return `// Generated from openapi/openapi.yaml by scripts/gen-roles.ts (npm run gen:api): do not edit.

/**
 * Who may call each operation, its \`x-roles\` in the contract: the account roles listed (domain/accounts.ts
 * AccountRole; admin is an admin or a superadmin), or 'public' (anyone, signed in or not).
 */
export const operationRoles = {
${entries.join('\n')}
} as const;
`;
}
