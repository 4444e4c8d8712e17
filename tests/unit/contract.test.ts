import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { defaultLanguage, languages } from '@/config/languages';
import { activeStatuses } from '@/domain/bookings';
import { supplierTierCodes } from '@/domain/catalog';
import { BookingStatus, Language, SupplierTier } from '@/openapi/generated/enums';
import { bundledContractPath, contractRootPath, loadContract } from '@/openapi/contract';
import { bundleContract, generatedTypes, typesPath } from '@/scripts/gen-api';
import { enumsPath, generatedEnums } from '@/scripts/gen-enums';
import { generatedRoles, rolesPath, rolesProblems } from '@/scripts/gen-roles';

describe('the contract (openapi/openapi.yaml and the files it $refs, bundled in openapi/generated/openapi.json)', () => {
  it('is bundled as the hand-written files say (npm run gen:api bundles them again)', async () => {
    // The server, the generators and these tests read the bundle (loadContract): it must be the files' own.
    const { text, files } = await bundleContract();
    expect(await readFile(bundledContractPath, 'utf8')).toBe(text);
    // A file the root does not reach would be left out of the bundle without a word.
    const folder = path.dirname(contractRootPath);
    const written = (await readdir(folder, { recursive: true })).filter((file) => file.endsWith('.yaml')).map((file) => path.join(folder, file));
    expect(written.filter((file) => !files.includes(file))).toEqual([]);
  });

  it('passes the Redocly linter with its recommended rules', async () => {
    // The health check takes no input, so it has no 4xx; the test below holds every operation with input to a 400.
    const config = await createConfig({ extends: ['recommended-strict'], rules: { 'operation-4xx-response': 'off' } });
    const problems = await lintFromString({ source: JSON.stringify(loadContract()), absoluteRef: bundledContractPath, config });
    const report = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(report).toEqual([]);
  });

  it('matches the committed types (npm run gen:api regenerates them)', async () => {
    expect(await readFile(typesPath, 'utf8')).toBe(await generatedTypes());
  });

  it('matches the committed enums (npm run gen:api regenerates them)', async () => {
    expect(await readFile(enumsPath, 'utf8')).toBe(generatedEnums());
  });

  it('matches the committed roles (npm run gen:api regenerates them)', async () => {
    expect(await readFile(rolesPath, 'utf8')).toBe(generatedRoles());
  });

  it('declares who may call every operation, in x-roles (public, or roles of domain/accounts.ts)', () => {
    expect(rolesProblems(loadContract())).toEqual([]);
  });

  it('fails the build (npm run gen:api) for an operation without x-roles, with an unknown role, or at odds with its security', () => {
    const contract = loadContract();
    const listUsers = contract.paths['/api/users']!.get!;
    const getCoupon = contract.paths['/api/coupons/{id}']!.get!;
    const health = contract.paths['/api/health']!.get!;
    delete listUsers['x-roles'];
    getCoupon['x-roles'] = ['admin', 'owner'];
    health['x-roles'] = ['admin'];
    contract.paths['/api/faq']!.get!['x-roles'] = [];
    expect(rolesProblems(contract)).toEqual([
      'GET /api/health (health): a guest may call it (its security admits no token): x-roles must be public',
      'GET /api/health (health): x-roles leaves out a role, but no 403 answer is declared',
      'GET /api/users (listUsers): no x-roles (public, or the roles that may call it: driver, supplier, admin)',
      "GET /api/coupons/{id} (getCoupon): x-roles names an unknown role 'owner' (known: driver, supplier, admin)",
      'GET /api/faq (getFaq): x-roles must be public or a non-empty list of roles',
    ]);
    expect(() => generatedRoles(contract)).toThrow(/listUsers\): no x-roles/);
    // A secured operation declared public, and one that refuses a role without saying it answers 403.
    const again = loadContract();
    again.paths['/api/users']!.get!['x-roles'] = 'public';
    again.paths['/api/notifications/counter']!.get!['x-roles'] = ['driver'];
    expect(rolesProblems(again)).toEqual([
      'GET /api/users (listUsers): x-roles is public, but its security requires a token',
      'GET /api/notifications/counter (getNotificationCounter): x-roles leaves out a role, but no 403 answer is declared',
    ]);
  });

  it('is the one source of the enums the product declares elsewhere', () => {
    // Configuration and SQL keep their own lists: they must say what the contract says.
    expect([...languages]).toEqual([...Language]);
    // A query without a language is answered in the default one (the handlers' types count on it).
    expect(loadContract().components.parameters.LanguageQuery?.schema.default).toBe(defaultLanguage);
    expect([...activeStatuses].every((status) => BookingStatus.includes(status))).toBe(true);
    expect(Object.keys(supplierTierCodes).sort()).toEqual([...SupplierTier].sort());
  });

  it('answers 400 wherever an operation takes input, and 401 wherever it requires a bearer token', () => {
    const missing = Object.entries(loadContract().paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) => {
        const gaps: string[] = [];
        const takesInput = (op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined;
        if (takesInput && !op.responses['400']) gaps.push(`${method} ${path}: no 400`);
        // `[{ bearerAuth: [] }, {}]`: a token is optional (a guest is served too), so none is refused.
        const required = op.security?.length && !op.security.some((requirement) => Object.keys(requirement).length === 0);
        if (required && !op.responses['401']) gaps.push(`${method} ${path}: no 401`);
        return gaps;
      }),
    );
    expect(missing).toEqual([]);
  });

  it('never combines with allOf a schema that forbids the fields it does not know (the whole could never be valid)', () => {
    const contract = loadContract();
    const schemas = contract.components.schemas as Record<string, { allOf?: Array<{ $ref?: string; additionalProperties?: unknown }> }>;
    const closed = (part: { $ref?: string; additionalProperties?: unknown }) =>
      (part.$ref ? schemas[part.$ref.split('/').pop()!] as { additionalProperties?: unknown } : part).additionalProperties === false;
    const found: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const { allOf } = node as { allOf?: Array<{ $ref?: string; additionalProperties?: unknown }> };
      // A lone part (`allOf: [$ref]`, a default beside a $ref) is that schema itself.
      if (allOf && allOf.length > 1 && allOf.some(closed)) found.push(where);
      for (const [key, value] of Object.entries(node)) visit(value, `${where}/${key}`);
    };
    visit(contract, '#');
    expect(found).toEqual([]);
  });

  it('has every call of the spec, each with an operationId, at its exact method and path', () => {
    const calls = Object.entries(loadContract().paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`),
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/check-token/{appType}/{userId}/{email}/{token} checkToken',
        'DELETE /api/delete-tokens/{userId} deleteTokens',
        'POST /api/resend/{appType}/{email}/{isPasswordReset} resend',
        'POST /api/activate activate',
        'POST /api/sign-in/{appType} signIn',
        'POST /api/sign-out signOut',
        'POST /api/validate-access-token validateAccessToken',
        'POST /api/update-language updateLanguage',
        'GET /api/user/{id} getUser',
        'POST /api/update-user updateUser',
        'POST /api/create-biometric createBiometric',
        'POST /api/update-email-notifications updateEmailNotifications',
        'POST /api/update-avatar/{userId} updateAvatar',
        'POST /api/delete-avatar/{userId} deleteAvatar',
        'POST /api/send-email sendEmail',
        'POST /api/send-signin-code sendSigninCode',
        'POST /api/additional-driver/create createAdditionalDriver',
        'DELETE /api/additional-driver/delete deleteAdditionalDriver',
        'GET /api/user/{id}/wallet getWallet',
        'GET /api/auth/google googleAuth',
        'POST /api/sign-up signUp',
        'POST /api/reset-password resetPassword',
      ]),
    );
  });
});
