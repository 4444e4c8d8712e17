import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createConfig, lint } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';
import { defaultLanguage, languages } from '../../config/languages';
import { activeStatuses } from '../../domain/bookings';
import { supplierTierCodes } from '../../domain/catalog';
import { BookingStatus, Language, SupplierTier } from '../../openapi/generated/enums';
import { enumsPath, generatedEnums } from '../../scripts/gen-enums';

const contractPath = new URL('../../openapi/openapi.yaml', import.meta.url);

describe('the contract (openapi/openapi.yaml)', () => {
  it('passes the Redocly linter with its recommended rules', async () => {
    // The health check takes no input, so it has no 4xx; the test below holds every operation with input to a 400.
    const config = await createConfig({ extends: ['recommended-strict'], rules: { 'operation-4xx-response': 'off' } });
    const problems = await lint({ ref: contractPath.pathname, config });
    const report = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(report).toEqual([]);
  });

  it('matches the committed types (npm run gen:api regenerates them)', async () => {
    const generated = astToString(await openapiTS(contractPath));
    const committed = await readFile(new URL('../../openapi/generated/schema.d.ts', import.meta.url), 'utf8');
    const normalize = (s: string) => s.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '').trim();
    expect(normalize(committed)).toBe(normalize(generated));
  });

  it('matches the committed enums (npm run gen:api regenerates them)', async () => {
    expect(await readFile(enumsPath, 'utf8')).toBe(generatedEnums());
  });

  it('is the one source of the enums the product declares elsewhere', () => {
    // Configuration and SQL keep their own lists: they must say what the contract says.
    expect([...languages]).toEqual([...Language]);
    // A query without a language is answered in the default one (the handlers' types count on it).
    const contract = parse(readFileSync(contractPath, 'utf8')) as { components: { parameters: Record<string, { schema: { default?: string } }> } };
    expect(contract.components.parameters.LanguageQuery?.schema.default).toBe(defaultLanguage);
    expect([...activeStatuses].every((status) => BookingStatus.includes(status))).toBe(true);
    expect(Object.keys(supplierTierCodes).sort()).toEqual([...SupplierTier].sort());
  });

  it('answers 400 wherever an operation takes input, and 401 wherever it takes a bearer token', async () => {
    type Operation = { parameters?: unknown[]; requestBody?: unknown; security?: unknown[]; responses: Record<string, unknown> };
    const contract = parse(await readFile(contractPath, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
    const missing = Object.entries(contract.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) => {
        const gaps: string[] = [];
        const takesInput = (op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined;
        if (takesInput && !op.responses['400']) gaps.push(`${method} ${path}: no 400`);
        if (op.security?.length && !op.responses['401']) gaps.push(`${method} ${path}: no 401`);
        return gaps;
      }),
    );
    expect(missing).toEqual([]);
  });

  it('has every call of the spec, each with an operationId, at its exact method and path', async () => {
    const contract = parse(await readFile(contractPath, 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> };
    const calls = Object.entries(contract.paths).flatMap(([path, methods]) =>
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
