import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '@/openapi/contract.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { createFuzzer, type FuzzCase } from '@/tests/support/contract-fuzz.ts';
import { bearer, databaseLabel, signInAs, useTestServer } from '@/tests/support/server.ts';

/**
 * Contract fuzzing, the fixed-seed set of `npm test` (issue 15): for every operation, requests drawn from the contract,
 * some it allows and some it forbids, sent to the real server with the demo data, signed in as the superadmin (who
 * reaches the most) or not at all. No answer is a 5xx or a status the operation does not declare, every JSON answer
 * matches its schema, and a request the contract forbids is never carried out. tests/bench/fuzz.ts draws 1,000 a
 * operation with another seed each run and records the timings.
 */
// npm test: a fixed seed and a few cases; the benchmark (tests/bench/fuzz.ts) sets FUZZ_RUNS, FUZZ_SEED and FUZZ_REPORT.
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const VALID_RUNS = Number(process.env.FUZZ_RUNS ?? 12) / 2;
const BROKEN_RUNS = Number(process.env.FUZZ_RUNS ?? 12) / 2;
const REPORT = process.env.FUZZ_REPORT;
/** Each operation's answer times (ms) and its problems, for the benchmark's report. */
const timings: Record<string, { times: number[]; problems: string[]; statuses: Record<string, number> }> = {};
/** Fuzzed requests come from their own address, so that the sign-in throttle they may trip never locks the test's own sign-ins. */
const FUZZ_ADDRESS = '198.51.100.7';
/** An event stream never ends: it is not something a request-and-answer fuzzer can call. */
const notFuzzed = new Set(['streamNotifications']);

const contract = loadContract();
let fuzzer = createFuzzer(contract);
const server = useTestServer();

beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: true });
  // Ids that exist, for the requests to reach past "not found": a few of each kind of record.
  const kinds = ['users', 'suppliers', 'cars', 'yachts', 'bookings', 'locations', 'coupons', 'blog_posts', 'faq_entries', 'team_requests', 'notifications', 'payments'];
  const result = await server.database.db.execute(sql.raw(kinds.map((table) => `(select id::text from ${table} order by id limit 4)`).join(' union all ')));
  const ids = ((result as { rows: Array<{ id: string }> }).rows ?? []).map((row) => row.id);
  expect(ids.length).toBeGreaterThan(20);
  fuzzer = createFuzzer(contract, ids);
});
afterAll(() => {
  if (REPORT) writeFileSync(REPORT, JSON.stringify({ seed: SEED, runs: VALID_RUNS + BROKEN_RUNS, database: databaseLabel, operations: timings }));
});

/** A drawn request, as drawn (its body may be anything): sent raw. */
async function send(testCase: FuzzCase, token: string) {
  const headers = testCase.authenticated ? { ...testCase.request.headers, ...bearer(token) } : testCase.request.headers;
  return server.inject({ ...testCase.request, headers, remoteAddress: FUZZ_ADDRESS });
}

describe(`contract fuzzing, fixed seed (${databaseLabel})`, () => {
  it('draws something for every operation', () => {
    expect(fuzzer.operations.length).toBeGreaterThan(100);
    expect(fuzzer.operations.filter((operation) => !notFuzzed.has(operation.operationId)).every((operation) => fuzzer.casesOf(operation).valid)).toBe(true);
  });

  for (const operation of fuzzer.operations.filter((candidate) => !notFuzzed.has(candidate.operationId))) {
    it(`${operation.operationId}: no 5xx, no answer outside the contract, nothing forbidden carried out`, async () => {
      // A token of its own: an operation may end the session it is called with (sign-out, a password change).
      const token = operation.secured ? await signInAs(server, 'superadmin@example.com', DEMO_PASSWORD) : '';
      const { valid, broken } = fuzzer.casesOf(operation);
      // An operation whose contract forbids nothing (no input) gets all its cases valid.
      const cases = broken ? [...fc.sample(valid, { numRuns: VALID_RUNS, seed: SEED }), ...fc.sample(broken, { numRuns: BROKEN_RUNS, seed: SEED })] : fc.sample(valid, { numRuns: VALID_RUNS + BROKEN_RUNS, seed: SEED });
      const problems: string[] = [];
      const times: number[] = [];
      const statuses: Record<string, number> = {};
      for (const testCase of cases) {
        const started = performance.now();
        const answer = await send(testCase, token);
        times.push(performance.now() - started);
        statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
        const wrong = fuzzer.checkAnswer(operation, answer);
        const what = `${testCase.kind}${testCase.broken ? ` (${testCase.broken})` : ''} ${testCase.request.method} ${testCase.request.url}`;
        if (wrong) problems.push(`${what}: ${wrong}`);
        else if (testCase.kind === 'broken' && answer.statusCode < 400) problems.push(`${what}: carried out (${answer.statusCode}) although the contract forbids it`);
      }
      timings[operation.operationId] = { times, problems, statuses };
      expect(problems).toEqual([]);
    });
  }
});
